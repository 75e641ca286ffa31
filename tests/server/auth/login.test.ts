import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { persons } from '../../../server/modules/users/schema';
import { sessions } from '../../../server/modules/auth/schema';
import { createPerson } from '../../support/people';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });

describe('POST /login', () => {
  it('signs in, answers data.user and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const response = await login({ email: adminLogin.email, password: adminLogin.password });
    expect(response.statusCode).toBe(200);
    const user = response.json().data.user;
    expect(user).toMatchObject({ email: adminLogin.email, type: 'Administrator', type_id: 1, status: 'active', language: 'en' });
    expect(user).not.toHaveProperty('password_hash');
    const cookie = response.cookies.find((item) => item.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires).toBeUndefined();
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
  });

  it('keeps the session beyond the browser with remember-me', async () => {
    const response = await login({ email: adminLogin.email, password: adminLogin.password, rememberMe: true });
    const cookie = response.cookies.find((item) => item.name === 'sid')!;
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it('stores only a hash of the session token', async () => {
    const response = await login({ email: adminLogin.email, password: adminLogin.password });
    const token = response.cookies.find((item) => item.name === 'sid')!.value;
    const rows = await server.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await login({ email: `  ${adminLogin.email.toUpperCase()} `, password: adminLogin.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 for a wrong password and for an unknown e-mail alike', async () => {
    const wrong = await login({ email: adminLogin.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@test.local', password: 'whatever-it-is' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'auth_invalid_credentials' } });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('tells a pending account to activate and a blocked one that it has no access', async () => {
    const pending = await createPerson(server.db, { status: 'pending' });
    const blocked = await createPerson(server.db, { password: 'blocked-password' });
    await server.db.update(persons).set({ status: 'inactive' }).where(eq(persons.id, blocked.id));

    const pendingAnswer = await login({ email: pending.email, password: 'anything-at-all' });
    expect(pendingAnswer.statusCode).toBe(400);
    expect(pendingAnswer.json().error.code).toBe('user_status_incorrect');

    const blockedAnswer = await login({ email: blocked.email, password: 'blocked-password' });
    expect(blockedAnswer.statusCode).toBe(400);
    expect(blockedAnswer.json().error.code).toBe('user_inactive');

    // A blocked account does not reveal itself to someone without the password.
    const guess = await login({ email: blocked.email, password: 'a-wrong-guess' });
    expect(guess.statusCode).toBe(401);
  });

  describe('refuses bad input with a code and creates no session', () => {
    const cases: Array<[string, unknown, string]> = [
      ['missing fields', {}, 'email'],
      ['a malformed e-mail', { email: 'not-an-email', password: 'long-enough' }, 'email'],
      ['wrong types', { email: 42, password: ['x'], rememberMe: 'yes' }, 'email'],
      ['an oversized e-mail', { email: `${'a'.repeat(300)}@test.local`, password: 'long-enough' }, 'email'],
      ['an oversized password', { email: adminLogin.email, password: 'p'.repeat(10_000) }, 'password'],
    ];
    it.each(cases)('%s → 422', async (_name, payload, field) => {
      const before = await server.db.select().from(sessions);
      const response = await login(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('form_validation_error');
      expect(response.json().validationErrors[field]).toBeDefined();
      expect(await server.db.select().from(sessions)).toHaveLength(before.length);
    });

    it('malformed JSON → 400 invalid_json', async () => {
      const response = await server.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.c", ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_json');
    });

    it('a body over 1 MB → 413 payload_too_large', async () => {
      const response = await login({ email: adminLogin.email, password: 'x'.repeat(1_100_000) });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('payload_too_large');
    });

    it('text/plain → 415 unsupported_media_type (only JSON is accepted)', async () => {
      const response = await server.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ email: adminLogin.email, password: adminLogin.password }),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    });
  });
});

describe('GET /me and POST /logout', () => {
  it('answers the signed-in user, and user null (not an error) without a valid session', async () => {
    const cookie = await server.signIn(adminLogin.email, adminLogin.password);
    const me = await server.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(adminLogin.email);

    const anonymous = await server.inject({ method: 'GET', url: '/api/me' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ data: { user: null } });

    const forged = await server.inject({ method: 'GET', url: '/api/me', headers: { cookie: 'sid=forged-token' } });
    expect(forged.json()).toEqual({ data: { user: null } });
    // Every other call still refuses a caller without a session.
    const list = await server.inject({ method: 'GET', url: '/api/weddings', headers: { cookie: 'sid=forged-token' } });
    expect(list.statusCode).toBe(401);
    expect(list.json().error.code).toBe('auth_unauthorized');
  });

  it('logout ends the session on the server', async () => {
    const cookie = await server.signIn(adminLogin.email, adminLogin.password);
    const logout = await server.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((item) => item.name === 'sid')?.value).toBe('');
    expect(await sessionUser(cookie)).toBeNull();
  });

  it('a blocked user loses their open sessions at once', async () => {
    const person = await createPerson(server.db, { password: 'will-be-blocked' });
    const cookie = await server.signIn(person.email, 'will-be-blocked');
    await server.db.update(persons).set({ status: 'inactive' }).where(eq(persons.id, person.id));
    expect(await sessionUser(cookie)).toBeNull();
    expect((await server.inject({ method: 'GET', url: '/api/weddings', headers: { cookie } })).statusCode).toBe(401);
  });
});

async function sessionUser(cookie: string) {
  const me = await server.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  expect(me.statusCode).toBe(200);
  return me.json().data.user;
}
