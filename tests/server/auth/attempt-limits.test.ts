import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../../support/people';
import { startTestServer, type TestServer, type TwinServer } from '../../support/test-server';

/**
 * Issue 8 items 3 and 4: limits that stop guessing without letting a stranger lock a planner
 * out, kept in the database so every server (and a restart) sees the same counts.
 */
let server: TestServer;
let twin: TwinServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { loginPerEmail: 3, loginPerAddress: 1000, mailPerEmail: 2, mailPerAddress: 1000, linkPerAddress: 4 },
  });
  twin = await server.twin();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const signIn = (email: string, password: string, headers: Headers = {}, via: Pick<TwinServer, 'inject'> = server) =>
  via.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers });
const deviceCookieOf = (response: Awaited<ReturnType<typeof signIn>>) => {
  const cookie = response.cookies.find((item) => item.name === 'wp_device');
  return cookie ? `wp_device=${cookie.value}` : undefined;
};

describe('sign-in attempts', () => {
  it('refuses an account after 3 wrong passwords from untrusted clients, with Retry-After, on every server', async () => {
    const person = await createPerson(server.db, { password: 'right-password' });
    const codes = [];
    for (const via of [server, twin, server]) codes.push((await signIn(person.email, 'wrong-password', {}, via)).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    const refused = await signIn(person.email, 'right-password', {}, twin);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_attempts');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts unknown e-mails the same way, so the limit tells nothing about who has an account', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 4; attempt++) codes.push((await signIn('nobody-here@test.local', 'wrong-password')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('never counts successful sign-ins', async () => {
    const person = await createPerson(server.db, { password: 'right-password' });
    for (let attempt = 0; attempt < 6; attempt++) expect((await signIn(person.email, 'right-password')).statusCode).toBe(200);
  });

  it("keeps the owner's own browser signing in while a stranger guesses, and counts that browser's failures on their own", async () => {
    const person = await createPerson(server.db, { password: 'right-password' });
    const first = await signIn(person.email, 'right-password');
    const device = deviceCookieOf(first)!;
    expect(first.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/^wp_device=.*HttpOnly/)]));

    for (let attempt = 0; attempt < 3; attempt++) await signIn(person.email, 'guess', {}, twin);
    expect((await signIn(person.email, 'right-password')).statusCode).toBe(429);
    expect((await signIn(person.email, 'right-password', { cookie: device }, twin)).statusCode).toBe(200);

    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn(person.email, 'typo', { cookie: device })).statusCode).toBe(401);
    expect((await signIn(person.email, 'right-password', { cookie: device })).statusCode).toBe(429);
  });

  it('trusts neither a forged device cookie nor one made for another account', async () => {
    const owner = await createPerson(server.db, { password: 'right-password' });
    const other = await createPerson(server.db, { password: 'other-password' });
    const othersDevice = deviceCookieOf(await signIn(other.email, 'other-password'))!;
    const [, personId, nonce] = /^wp_device=(\d+)\.([\w-]+)\./.exec(othersDevice)!;
    const forged = `wp_device=${owner.id}.${nonce}.${'A'.repeat(43)}`;
    expect(personId).toBe(String(other.id));

    for (let attempt = 0; attempt < 3; attempt++) await signIn(owner.email, 'guess');
    expect((await signIn(owner.email, 'right-password', { cookie: othersDevice })).statusCode).toBe(429);
    expect((await signIn(owner.email, 'right-password', { cookie: forged })).statusCode).toBe(429);
  });

  it('limits failures per address whatever the account', async () => {
    const limited = await startTestServer({
      rateLimits: { loginPerEmail: 100, loginPerAddress: 2, mailPerEmail: 100, mailPerAddress: 100, linkPerAddress: 100 },
    });
    try {
      const one = await createPerson(limited.db, { password: 'right-password' });
      const codes = [];
      for (const email of ['a@test.local', 'b@test.local', one.email]) {
        codes.push((await limited.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong-password' } })).statusCode);
      }
      expect(codes).toEqual([401, 401, 429]);
      const elsewhere = await limited.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: one.email, password: 'right-password' },
        remoteAddress: '10.1.2.3',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('password mails on demand', () => {
  const forgot = (email: string, headers: Headers = {}) => server.inject({ method: 'POST', url: '/api/forgot', payload: { email }, headers });

  it('refuses a third reset mail to one address within the hour, with Retry-After', async () => {
    const person = await createPerson(server.db, { password: 'right-password' });
    expect((await forgot(person.email)).statusCode).toBe(200);
    expect((await forgot(person.email)).statusCode).toBe(200);
    const third = await forgot(person.email);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });

  it("still mails the owner's own browser the link a stranger's requests used up", async () => {
    const person = await createPerson(server.db, { password: 'right-password' });
    const device = deviceCookieOf(await signIn(person.email, 'right-password'))!;
    await forgot(person.email);
    await forgot(person.email);
    expect((await forgot(person.email)).statusCode).toBe(429);
    // Mails leave after the answer: count once the earlier ones have gone.
    const mailsToOwner = async () => {
      await server.mailsSent();
      return server.mailer.sent.filter((mail) => mail.to === person.email).length;
    };
    const sent = await mailsToOwner();
    expect((await forgot(person.email, { cookie: device })).statusCode).toBe(200);
    expect(await mailsToOwner()).toBe(sent + 1);
  });
});

describe('password links', () => {
  it('refuses an address after 4 links that do not check out, on verify_token and change_password alike', async () => {
    const address = { remoteAddress: '10.9.9.9' };
    const bogus = 'x'.repeat(43);
    const codes = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      codes.push((await server.inject({ method: 'GET', url: `/api/verify_token?token=${bogus}`, ...address })).statusCode);
      codes.push(
        (
          await twin.inject({
            method: 'POST',
            url: '/api/change_password',
            payload: { token: bogus, password: 'new-password', password_confirmation: 'new-password' },
            ...address,
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([400, 400, 400, 400]);
    const refused = await server.inject({ method: 'GET', url: `/api/verify_token?token=${bogus}`, ...address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await server.inject({ method: 'GET', url: `/api/verify_token?token=${bogus}`, remoteAddress: '10.9.9.10' })).statusCode).toBe(400);
  });
});
