import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { persons } from '../../../server/modules/users/schema';
import { createPerson } from '../../support/people';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /get_customization', () => {
  const brandOf = async (query: string) => (await server.inject({ method: 'GET', url: `/api/get_customization${query}` })).json().data.customization;

  it('answers the brand of the host, and the default brand for any other host', async () => {
    expect(await brandOf('?host=localhost')).toMatchObject({ code: 'default', title: 'Wedding Planner' });
    expect(await brandOf('?host=127.0.0.1')).toMatchObject({ code: 'lumiere', title: 'Lumière Weddings' });
    expect(await brandOf('?host=elsewhere.example')).toMatchObject({ code: 'default' });
    expect(await brandOf('')).toMatchObject({ code: 'default' });
  });

  it('refuses an oversized host', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/get_customization?host=${'h'.repeat(300)}` });
    expect(response.statusCode).toBe(422);
  });
});

describe('PUT /persons/update_language', () => {
  it('saves the signed-in user language, which /me then answers', async () => {
    const person = await createPerson(server.db, { password: 'some-password' });
    const cookie = await server.signIn(person.email, 'some-password');
    const response = await server.inject({
      method: 'PUT',
      url: '/api/persons/update_language',
      headers: { cookie },
      payload: { id: person.id, language: 'es' },
    });
    expect(response.statusCode).toBe(200);
    const me = await server.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().data.user.language).toBe('es');
  });

  it('refuses anonymous callers, other people ids and unknown languages, changing nothing', async () => {
    const person = await createPerson(server.db, { password: 'some-password' });
    const other = await createPerson(server.db, { password: 'other-password' });
    const cookie = await server.signIn(person.email, 'some-password');
    const put = (payload: unknown, headers: Record<string, string> = { cookie }) =>
      server.inject({ method: 'PUT', url: '/api/persons/update_language', headers, payload: payload as object });

    expect((await put({ id: person.id, language: 'es' }, {})).statusCode).toBe(401);
    expect((await put({ id: other.id, language: 'es' })).statusCode).toBe(403);
    expect((await put({ id: person.id, language: 'fr' })).statusCode).toBe(422);
    expect((await put({ id: 'me', language: 'es' })).statusCode).toBe(422);
    const rows = await server.db.select().from(persons).where(eq(persons.id, other.id));
    expect(rows[0]!.language).toBe('en');
  });
});
