import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordTokens } from '../../../server/modules/auth/schema';
import { persons } from '../../../server/modules/users/schema';
import { sha256 } from '../../../server/modules/auth/secrets';
import { createPerson } from '../../support/people';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (url: string, payload: unknown) => server.inject({ method: 'POST', url, payload: payload as object });
const tokenOf = (link: string) => link.split('/change_password/')[1]!;

async function requestLink(email: string, extra: Record<string, unknown> = {}) {
  const response = await post('/api/forgot', { email, language: 'en', customization_id: null, ...extra });
  await server.mailsSent();
  return response;
}

describe('POST /forgot', () => {
  it('mails a reset link in the requested language and answers like for an unknown e-mail', async () => {
    const person = await createPerson(server.db, { password: 'old-password' });
    const known = await requestLink(person.email, { language: 'es' });
    const unknown = await requestLink('stranger@test.local');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(server.mailer.lastTo('stranger@test.local')).toBeUndefined();

    const mail = server.mailer.lastTo(person.email)!;
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/change_password\/[\w-]{43}$/);
    expect(mail.text).toContain(mail.link);
    expect(mail.subject).toMatch(/contraseña/i);
  });

  it('uses the white-label brand of the customization in the link and the mail', async () => {
    const person = await createPerson(server.db, { password: 'old-password' });
    const brand = (await server.inject({ method: 'GET', url: '/api/get_customization?host=127.0.0.1' })).json().data.customization;
    await requestLink(person.email, { customization_id: brand.id });
    const mail = server.mailer.lastTo(person.email)!;
    expect(mail.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/change_password\//);
    expect(mail.subject).toContain('Lumière Weddings');
  });

  it('sends nothing to a blocked account', async () => {
    const person = await createPerson(server.db, { password: 'old-password' });
    await server.db.update(persons).set({ status: 'inactive' }).where(eq(persons.id, person.id));
    const response = await requestLink(person.email);
    expect(response.statusCode).toBe(200);
    expect(server.mailer.lastTo(person.email)).toBeUndefined();
  });

  it('refuses an invalid e-mail and an unknown language with 422', async () => {
    expect((await post('/api/forgot', { email: 'nope' })).statusCode).toBe(422);
    expect((await post('/api/forgot', { email: 'a@b.co', language: 'fr' })).json().validationErrors.language).toEqual(['invalid']);
  });
});

describe('GET /verify_token and POST /change_password', () => {
  it('a reset link verifies as active, changes the password once, and the new password signs in', async () => {
    const person = await createPerson(server.db, { password: 'old-password' });
    await requestLink(person.email);
    const token = tokenOf(server.mailer.lastTo(person.email)!.link!);

    const verified = await server.inject({ method: 'GET', url: `/api/verify_token?token=${token}` });
    expect(verified.json()).toEqual({ data: { status: 'active', type: 'Planner' } });

    const changed = await post('/api/change_password', { token, password: 'new-password', password_confirmation: 'new-password' });
    expect(changed.statusCode).toBe(200);
    await server.signIn(person.email, 'new-password');
    expect((await post('/api/login', { email: person.email, password: 'old-password' })).statusCode).toBe(401);

    const again = await post('/api/change_password', { token, password: 'third-password', password_confirmation: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
  });

  it('an activation link verifies as pending with the person type, and activates the account', async () => {
    const spouse = await createPerson(server.db, { type: 'Spouse', status: 'pending' });
    await requestLink(spouse.email);
    const token = tokenOf(server.mailer.lastTo(spouse.email)!.link!);
    const verified = await server.inject({ method: 'GET', url: `/api/verify_token?token=${token}` });
    expect(verified.json()).toEqual({ data: { status: 'pending', type: 'Spouse' } });

    await post('/api/change_password', { token, password: 'first-password', password_confirmation: 'first-password' });
    const [row] = await server.db.select().from(persons).where(eq(persons.id, spouse.id));
    expect(row!.status).toBe('active');
    await server.signIn(spouse.email, 'first-password');
  });

  it('a password change kills older links and open sessions', async () => {
    const person = await createPerson(server.db, { password: 'old-password' });
    const session = await server.signIn(person.email, 'old-password');
    await requestLink(person.email);
    const first = tokenOf(server.mailer.lastTo(person.email)!.link!);
    await requestLink(person.email);
    const second = tokenOf(server.mailer.lastTo(person.email)!.link!);

    await post('/api/change_password', { token: second, password: 'new-password', password_confirmation: 'new-password' });
    const stale = await server.inject({ method: 'GET', url: `/api/verify_token?token=${first}` });
    expect(stale.json().error.code).toBe('invalid_token');
    expect((await server.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } })).json().data.user).toBeNull();
  });

  it('an expired link is refused as expired and changes nothing', async () => {
    const person = await createPerson(server.db, { password: 'old-password' });
    await requestLink(person.email);
    const token = tokenOf(server.mailer.lastTo(person.email)!.link!);
    await server.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, sha256(token)));

    const verified = await server.inject({ method: 'GET', url: `/api/verify_token?token=${token}` });
    expect(verified.statusCode).toBe(400);
    expect(verified.json().error.code).toBe('expired_token');
    const changed = await post('/api/change_password', { token, password: 'new-password', password_confirmation: 'new-password' });
    expect(changed.json().error.code).toBe('expired_token');
    await server.signIn(person.email, 'old-password');
  });

  it('reset links expire after 60 minutes and activation links after 7 days', async () => {
    const active = await createPerson(server.db, { password: 'old-password' });
    const pending = await createPerson(server.db, { status: 'pending' });
    await requestLink(active.email);
    await requestLink(pending.email);
    const expiry = async (personId: number) => {
      const [row] = await server.db.select().from(passwordTokens).where(eq(passwordTokens.personId, personId));
      return (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    };
    expect(await expiry(active.id)).toBeCloseTo(60, 0);
    expect(await expiry(pending.id)).toBeCloseTo(7 * 24 * 60, 0);
  });

  it('refuses unknown tokens, bad passwords and mismatched confirmations without changing anything', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/verify_token?token=unknown' })).json().error.code).toBe('invalid_token');
    expect((await server.inject({ method: 'GET', url: '/api/verify_token' })).statusCode).toBe(422);

    const person = await createPerson(server.db, { password: 'old-password' });
    await requestLink(person.email);
    const token = tokenOf(server.mailer.lastTo(person.email)!.link!);
    const short = await post('/api/change_password', { token, password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().validationErrors.password).toEqual(['minLength']);
    const mismatch = await post('/api/change_password', { token, password: 'new-password', password_confirmation: 'other-password' });
    expect(mismatch.json().validationErrors.password_confirmation).toEqual(['mismatch']);
    const wrongTypes = await post('/api/change_password', { token: 7, password: null });
    expect(wrongTypes.statusCode).toBe(422);

    // The link still works after the refusals.
    const verified = await server.inject({ method: 'GET', url: `/api/verify_token?token=${token}` });
    expect(verified.statusCode).toBe(200);
  });

  it('two requests racing with one link: exactly one wins', async () => {
    const person = await createPerson(server.db, { password: 'old-password' });
    await requestLink(person.email);
    const token = tokenOf(server.mailer.lastTo(person.email)!.link!);
    const answers = await Promise.all(
      ['first-password', 'second-password'].map((password) => post('/api/change_password', { token, password, password_confirmation: password })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});
