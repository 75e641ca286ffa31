import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { persons } from '../../../server/modules/users/schema';
import { sessions } from '../../../server/modules/auth/schema';
import { signedInPerson } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let planner: Awaited<ReturnType<typeof createPerson>>;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ person: planner, cookie } = await signedInPerson(server, 'Planner'));
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) =>
  server.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

const helperFields = (email: string) => ({ first_name: 'Rosa', last_name: 'Díaz', type_id: 4, email, gender: 2, language: 'es' });

describe('users of a planner', () => {
  it('creates a pending helper of the business and mails the activation in their language', async () => {
    const response = await call('POST', '/api/persons/create', helperFields('rosa@test.local'));
    expect(response.statusCode).toBe(200);
    const id = response.json().data.id;
    await server.mailsSent();
    const mail = server.mailer.lastTo('rosa@test.local')!;
    expect(mail.link).toContain('/change_password/');
    expect(mail.subject).toMatch(/contraseña/);

    const list = (await call('GET', '/api/persons/index')).json().data.persons;
    expect(list).toContainEqual(expect.objectContaining({ id, status: 'pending', type: 'Helper', type_id: 4, planner_id: planner.id }));
    const verified = await call('GET', `/api/verify_token?token=${mail.link!.split('/').pop()}`);
    expect(verified.json().data).toEqual({ status: 'pending', type: 'Helper' });
  });

  it('a new user activated in another language keeps it for their mails and app; a later reset changes nothing', async () => {
    await call('POST', '/api/persons/create', helperFields('lang@test.local'));
    await server.mailsSent();
    const token = server.mailer.lastTo('lang@test.local')!.link!.split('/').pop();
    const activated = await server.inject({
      method: 'POST',
      url: '/api/change_password',
      payload: { token, password: 'new-password', password_confirmation: 'new-password', language: 'en' },
    });
    expect(activated.statusCode).toBe(200);
    const [person] = await server.db.select().from(persons).where(eq(persons.email, 'lang@test.local'));
    expect(person).toMatchObject({ status: 'active', language: 'en' });

    await server.inject({ method: 'POST', url: '/api/forgot', payload: { email: 'lang@test.local', language: 'es' } });
    await server.mailsSent();
    const reset = server.mailer.lastTo('lang@test.local')!.link!.split('/').pop();
    await server.inject({
      method: 'POST',
      url: '/api/change_password',
      payload: { token: reset, password: 'other-password', password_confirmation: 'other-password', language: 'es' },
    });
    expect((await server.db.select().from(persons).where(eq(persons.id, person!.id)))[0]!.language).toBe('en');
  });

  it('refuses a duplicate e-mail, types a planner may not create, and invalid fields', async () => {
    const duplicate = await call('POST', '/api/persons/create', helperFields(planner.email));
    expect(duplicate.json().error.code).toBe('already_registered');
    const administrator = await call('POST', '/api/persons/create', { ...helperFields('boss@test.local'), type_id: 1 });
    expect(administrator.statusCode).toBe(422);
    const invalid = await call('POST', '/api/persons/create', { first_name: '', type_id: 'x', email: 'bad', gender: 9 });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().validationErrors).sort()).toEqual(['email', 'first_name', 'gender', 'last_name', 'type_id']);
    expect(await server.db.select().from(persons).where(eq(persons.email, 'boss@test.local'))).toHaveLength(0);
  });

  it('a new e-mail for a pending user sends a new activation; the old link dies', async () => {
    const id = (await call('POST', '/api/persons/create', helperFields('first@test.local'))).json().data.id;
    await server.mailsSent();
    const oldToken = server.mailer.lastTo('first@test.local')!.link!.split('/').pop();
    const response = await call('PUT', '/api/persons/update', { id, ...helperFields('second@test.local') });
    expect(response.json().data).toEqual({ status: 'pending', email_sent: true });
    await server.mailsSent();
    expect(server.mailer.lastTo('second@test.local')).toBeDefined();
    expect((await call('GET', `/api/verify_token?token=${oldToken}`)).json().error.code).toBe('invalid_token');

    const renamed = await call('PUT', '/api/persons/update', { id, ...helperFields('second@test.local'), first_name: 'Rosalía' });
    expect(renamed.json().data.email_sent).toBe(false);
  });

  it('blocks and unblocks an active user; a blocked session opens nothing, its next call hears user_inactive, sign-in too', async () => {
    const helper = await createPerson(server.db, { type: 'Helper', password: 'helper-password', plannerId: planner.id });
    const helperCookie = await server.signIn(helper.email, 'helper-password');
    const otherSession = await server.signIn(helper.email, 'helper-password');
    const blocked = await call('PUT', '/api/persons/update_status', { id: helper.id, status: 'inactive' });
    expect(blocked.json().data.status).toBe('inactive');
    expect((await call('GET', '/api/me', undefined, helperCookie)).json().data.user).toBeNull();
    // The signed-in person is told they no longer have access, not that their session expired.
    const refused = await call('GET', '/api/weddings', undefined, helperCookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('user_inactive');
    // That call ended the session: the next one is an ordinary 401.
    expect((await call('GET', '/api/weddings', undefined, helperCookie)).json().error.code).toBe('auth_unauthorized');
    const login = await server.inject({ method: 'POST', url: '/api/login', payload: { email: helper.email, password: 'helper-password' } });
    expect(login.json().error.code).toBe('user_inactive');

    // Unblocking ends what was left: an old session does not come back.
    await call('PUT', '/api/persons/update_status', { id: helper.id, status: 'active' });
    expect(await server.db.select().from(sessions).where(eq(sessions.personId, helper.id))).toHaveLength(0);
    expect((await call('GET', '/api/weddings', undefined, otherSession)).statusCode).toBe(401);
    await server.signIn(helper.email, 'helper-password');
  });

  it('a pending user cannot be blocked', async () => {
    const id = (await call('POST', '/api/persons/create', helperFields('pending-block@test.local'))).json().data.id;
    const response = await call('PUT', '/api/persons/update_status', { id, status: 'inactive' });
    expect(response.json().error.code).toBe('user_status_incorrect');
  });

  it('resends the activation of a pending user and refuses it for an active one', async () => {
    await call('POST', '/api/persons/create', helperFields('resend@test.local'));
    const resend = await call('PUT', '/api/persons/resend_activation', { email: 'resend@test.local', language: 'en' });
    expect(resend.statusCode).toBe(200);
    await server.mailsSent();
    expect(server.mailer.sent.filter((mail) => mail.to === 'resend@test.local')).toHaveLength(2);
    const active = await createPerson(server.db, { type: 'Helper', password: 'active-password', plannerId: planner.id });
    expect((await call('PUT', '/api/persons/resend_activation', { email: active.email })).json().error.code).toBe('user_status_incorrect');
  });

  it('deletes a user of the business, and never the planner themself', async () => {
    const helper = await createPerson(server.db, { type: 'Hostess', plannerId: planner.id });
    expect((await call('DELETE', `/api/persons/destroy?id=${helper.id}`)).statusCode).toBe(200);
    expect(await server.db.select().from(persons).where(eq(persons.id, helper.id))).toHaveLength(0);
    expect((await call('DELETE', `/api/persons/destroy?id=${planner.id}`)).json().error.code).toBe('cannot_delete_self');
    expect((await call('DELETE', '/api/persons/destroy?id=999999')).statusCode).toBe(422);
  });
});

describe('users of an Administrator', () => {
  it('lists only planners and creates planners', async () => {
    const admin = await server.signIn(adminLogin.email, adminLogin.password);
    const created = await call('POST', '/api/persons/create', { ...helperFields('new-planner@test.local'), type_id: 2 }, admin);
    expect(created.statusCode).toBe(200);
    const list = (await call('GET', '/api/persons/index', undefined, admin)).json().data.persons;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((person: { type: string }) => person.type === 'Planner')).toBe(true);
  });

  it('cannot delete a planner who runs weddings', async () => {
    const admin = await server.signIn(adminLogin.email, adminLogin.password);
    const busy = await createPerson(server.db, { type: 'Planner', password: 'busy-password', credits: 0 });
    const busyCookie = await server.signIn(busy.email, 'busy-password');
    await server.db.update(persons).set({ credits: 1 }).where(eq(persons.id, busy.id));
    const wedding = await server.inject({
      method: 'POST',
      url: '/api/weddings/create',
      headers: { cookie: busyCookie },
      payload: {
        information: { name: 'Busy', date: '2027-01-01' },
        spouse1: { first_name: 'A', last_name: 'B', gender: 1, email: 'busy-1@test.local' },
        spouse2: { first_name: 'C', last_name: 'D', gender: 2, email: 'busy-2@test.local' },
      },
    });
    expect(wedding.statusCode).toBe(200);
    expect((await call('DELETE', `/api/persons/destroy?id=${busy.id}`, undefined, admin)).json().error.code).toBe('planner_has_weddings');
  });

  it('deleting a planner takes their team along (helpers, hostesses), so nobody is left signing in to a business nobody manages', async () => {
    const admin = await server.signIn(adminLogin.email, adminLogin.password);
    const closing = await createPerson(server.db, { type: 'Planner', password: 'closing-password' });
    const helper = await createPerson(server.db, { type: 'Helper', password: 'helper-password', plannerId: closing.id });
    const hostess = await createPerson(server.db, { type: 'Hostess', password: 'hostess-password', plannerId: closing.id });
    const otherTeam = await createPerson(server.db, { type: 'Helper', password: 'helper-password', plannerId: planner.id });
    const helperCookie = await server.signIn(helper.email, 'helper-password');

    expect((await call('DELETE', `/api/persons/destroy?id=${closing.id}`, undefined, admin)).statusCode).toBe(200);
    const left = await server.db.select({ id: persons.id }).from(persons);
    expect(left.map((row) => row.id)).not.toEqual(expect.arrayContaining([closing.id]));
    for (const gone of [helper, hostess]) expect(left.some((row) => row.id === gone.id)).toBe(false);
    expect(left.some((row) => row.id === otherTeam.id)).toBe(true);
    expect((await call('GET', '/api/weddings', undefined, helperCookie)).statusCode).toBe(401);
    expect((await server.inject({ method: 'POST', url: '/api/login', payload: { email: helper.email, password: 'helper-password' } })).statusCode).toBe(401);
  });
});

describe('GET /persons/get_types', () => {
  it('answers the catalogue of person types', async () => {
    const types = (await call('GET', '/api/persons/get_types')).json().data.types;
    expect(types).toEqual([
      { id: 1, type: 'Administrator' },
      { id: 2, type: 'Planner' },
      { id: 3, type: 'Spouse' },
      { id: 4, type: 'Helper' },
      { id: 5, type: 'Hostess' },
      { id: 6, type: 'None' },
    ]);
  });
});
