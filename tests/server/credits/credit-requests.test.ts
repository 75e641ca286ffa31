import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditPackages, creditRequests, creditTransactions } from '../../../server/modules/credits/schema';
import { persons } from '../../../server/modules/users/schema';
import { signedInPerson } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let admin: string;
let packages: Array<{ id: number; quantity: number; price: number }>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn(adminLogin.email, adminLogin.password);
  packages = (await server.inject({ method: 'GET', url: '/api/credits/get_packages', headers: { cookie: admin } })).json().data.packages;
});
afterAll(() => server.close());

const packageOf = (quantity: number) => packages.find((pack) => pack.quantity === quantity)!;

const ask = (cookie: string, payload: Record<string, unknown>) => server.inject({ method: 'POST', url: '/api/credits/request', headers: { cookie }, payload });
const handle = (cookie: string, id: number, action: string, inject = server.inject) =>
  inject({ method: 'POST', url: '/api/credits/requests/handle', headers: { cookie }, payload: { id, action } });
const openRequests = async (cookie: string) => (await server.inject({ method: 'GET', url: '/api/credits/requests', headers: { cookie } })).json().data.requests;
const balanceOf = async (id: number) => (await server.db.select().from(persons).where(eq(persons.id, id)))[0]!.credits;
const ledgerOf = (id: number) => server.db.select().from(creditTransactions).where(eq(creditTransactions.personId, id));

async function plannerWithRequest(quantity = 5, note = '') {
  const { person, cookie } = await signedInPerson(server, 'Planner');
  const response = await ask(cookie, { package_id: packageOf(quantity).id, note });
  expect(response.statusCode, response.body).toBe(200);
  return { planner: person, cookie, request: response.json().data.request as { id: number } };
}

describe('a planner requests credits', () => {
  it('records the package’s credits and price, answers the request and lists it as theirs', async () => {
    const { planner, cookie, request } = await plannerWithRequest(5, '  For the June weddings  ');
    const expected = {
      id: request.id,
      planner_id: planner.id,
      planner_name: `${planner.firstName} ${planner.lastName}`,
      planner_email: planner.email,
      package_id: packageOf(5).id,
      credits: 5,
      price: 6750,
      note: 'For the June weddings',
      created_at: new Date().toISOString().slice(0, 10),
    };
    expect(request).toEqual(expected);
    expect(await openRequests(cookie)).toEqual([expected]);
    expect(await openRequests(admin)).toContainEqual(expected);
  });

  it('keeps one open request per package: a second is refused with credit_request_open, another package is fine', async () => {
    const { cookie } = await plannerWithRequest(10);
    const again = await ask(cookie, { package_id: packageOf(10).id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('credit_request_open');
    expect((await ask(cookie, { package_id: packageOf(1).id })).statusCode).toBe(200);
    expect((await openRequests(cookie)).map((request: { credits: number }) => request.credits)).toEqual([10, 1]);
  });

  it('holds the one-open-request rule for requests sent at once', async () => {
    const { person, cookie } = await signedInPerson(server, 'Planner');
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(cookie, { package_id: packageOf(25).id })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await server.db.select().from(creditRequests).where(eq(creditRequests.plannerId, person.id))).toHaveLength(1);
  });

  it('refuses an unknown package, a note over 500 characters and a missing package, recording nothing', async () => {
    const { person, cookie } = await signedInPerson(server, 'Planner');
    const unknown = await ask(cookie, { package_id: 999_999 });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([422, 'not_found']);
    const long = await ask(cookie, { package_id: packageOf(1).id, note: 'x'.repeat(501) });
    expect([long.statusCode, long.json().validationErrors]).toEqual([422, { note: ['maxLength'] }]);
    const missing = await ask(cookie, { note: 'hello' });
    expect([missing.statusCode, missing.json().validationErrors]).toEqual([422, { package_id: ['required'] }]);
    expect(await server.db.select().from(creditRequests).where(eq(creditRequests.plannerId, person.id))).toEqual([]);
  });

  it('mails every active Administrator in their own language, and nobody else', async () => {
    const spanish = await createPerson(server.db, { type: 'Administrator', password: 'admin-es-password', language: 'es' });
    const blocked = await createPerson(server.db, { type: 'Administrator', password: 'x-password', status: 'inactive' });
    const before = server.mailer.sent.length;
    const { planner } = await plannerWithRequest(5, 'Before Friday, please');
    await server.mailsSent();
    const mails = server.mailer.sent.slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([adminLogin.email, spanish.email].sort());
    const name = `${planner.firstName} ${planner.lastName}`;
    const english = mails.find((mail) => mail.to === adminLogin.email)!;
    expect(english.subject).toBe(`${name} asks for 5 credits`);
    expect(english.text).toContain(`${name} (${planner.email}) asks for the package of 5 credits at $6,750 MXN.`);
    expect(english.text).toContain('Their note: Before Friday, please');
    expect(english.link).toBe('http://localhost:3000/credits');
    const inSpanish = mails.find((mail) => mail.to === spanish.email)!;
    expect(inSpanish.subject).toBe(`${name} solicita 5 créditos`);
    expect(inSpanish.text).toContain('Su nota: Before Friday, please');
    expect(inSpanish.html).toContain('<a href="http://localhost:3000/credits">');
    expect(mails.some((mail) => mail.to === blocked.email)).toBe(false);
    await server.db.delete(persons).where(eq(persons.id, spanish.id));
    await server.db.delete(persons).where(eq(persons.id, blocked.id));
  });

  it('escapes what the planner typed in the mail’s HTML', async () => {
    const before = server.mailer.sent.length;
    await plannerWithRequest(1, '<img src=x onerror=alert(1)>');
    await server.mailsSent();
    const [mail] = server.mailer.sent.slice(before);
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).not.toContain('<img');
  });
});

describe('an Administrator handles a request', () => {
  it('adds its credits at the price asked, in the ledger, and closes it', async () => {
    const { planner, cookie, request } = await plannerWithRequest(10);
    const response = await handle(admin, request.id, 'add');
    expect(response.json().data).toEqual({ planner_id: planner.id, credits: 10 });
    expect(await balanceOf(planner.id)).toBe(10);
    expect((await ledgerOf(planner.id)).map(({ type, amount, cost, balance }) => ({ type, amount, cost, balance }))).toEqual([
      { type: 'purchase', amount: 10, cost: 12000, balance: 10 },
    ]);
    expect(await openRequests(cookie)).toEqual([]);
    const [row] = await server.db.select().from(creditRequests).where(eq(creditRequests.id, request.id));
    expect(row).toMatchObject({ status: 'handled', outcome: 'add', handledAt: expect.any(Date) });
    // The planner may ask for the same package again once the first request is closed.
    expect((await ask(cookie, { package_id: packageOf(10).id })).statusCode).toBe(200);
  });

  it('keeps the price of the day it was asked, even if the package’s price changes', async () => {
    const { planner, request } = await plannerWithRequest(1);
    await server.db
      .update(creditPackages)
      .set({ price: 1800 })
      .where(eq(creditPackages.id, packageOf(1).id));
    try {
      await handle(admin, request.id, 'add');
      expect((await ledgerOf(planner.id))[0]!.cost).toBe(1500);
    } finally {
      await server.db
        .update(creditPackages)
        .set({ price: 1500 })
        .where(eq(creditPackages.id, packageOf(1).id));
    }
  });

  it('dismisses it without adding credits', async () => {
    const { planner, cookie, request } = await plannerWithRequest(25);
    const response = await handle(admin, request.id, 'dismiss');
    expect(response.json().data).toEqual({ planner_id: planner.id, credits: 0 });
    expect(await balanceOf(planner.id)).toBe(0);
    expect(await ledgerOf(planner.id)).toEqual([]);
    expect(await openRequests(cookie)).toEqual([]);
  });

  it('refuses a request already handled, an unknown one and an unknown action, changing nothing', async () => {
    const { planner, request } = await plannerWithRequest(5);
    await handle(admin, request.id, 'dismiss');
    const again = await handle(admin, request.id, 'add');
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'credit_request_handled']);
    const unknown = await handle(admin, 999_999, 'add');
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([422, 'not_found']);
    const { request: open } = await plannerWithRequest(5);
    const bad = await handle(admin, open.id, 'refund');
    expect([bad.statusCode, bad.json().validationErrors]).toEqual([422, { action: ['invalid'] }]);
    expect(await balanceOf(planner.id)).toBe(0);
    expect(await openRequests(admin)).toContainEqual(expect.objectContaining({ id: open.id }));
  });

  it('ten Administrators clicking "Add these credits" at once add them exactly once', async () => {
    const { planner, request } = await plannerWithRequest(5);
    // Half the clicks reach a second server on the same database, as behind a load balancer.
    const twin = await server.twin();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => handle(admin, request.id, 'add', index % 2 ? twin.inject : server.inject)));
    expect(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data)).toEqual([{ planner_id: planner.id, credits: 5 }]);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().error.code)).toEqual(Array(9).fill('credit_request_handled'));
    expect(await balanceOf(planner.id)).toBe(5);
    expect((await ledgerOf(planner.id)).map(({ amount, balance }) => ({ amount, balance }))).toEqual([{ amount: 5, balance: 5 }]);
  });
});
