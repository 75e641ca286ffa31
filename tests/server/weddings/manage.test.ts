import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { planElementTypeId } from '../../../contract/plan';
import { creditTransactions } from '../../../server/modules/credits/schema';
import { planElements, planSections } from '../../../server/modules/plan/schema';
import { sessions } from '../../../server/modules/auth/schema';
import { persons } from '../../../server/modules/users/schema';
import { weddings } from '../../../server/modules/weddings/schema';
import { hashPassword } from '../../../server/modules/auth/secrets';
import { plannerWithWedding, weddingPayload } from '../../support/fixtures';
import { isStored, plantFile } from '../../support/stored-files';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let cookie: string;
let plannerId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({
    cookie,
    planner: { id: plannerId },
  } = await plannerWithWedding(server, 50));
});
afterAll(() => server.close());

const call = (method: 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, as = cookie) =>
  server.inject({ method, url: `/api${url}`, headers: { cookie: as }, ...(payload ? { payload } : {}) });

async function newWedding(): Promise<number> {
  const response = await server.inject({ method: 'POST', url: '/api/weddings/create', headers: { cookie }, payload: weddingPayload() });
  return response.json().data.id;
}

const spousesOf = (weddingId: number) => server.db.select().from(persons).where(eq(persons.weddingId, weddingId)).orderBy(persons.id);

describe('PUT /weddings/update', () => {
  it('renames and re-dates the wedding and answers what it stored', async () => {
    const id = await newWedding();
    const response = await call('PUT', '/weddings/update', { id, name: '  Ana & Luis  ', date: '2020-02-29' });
    expect(response.json().data).toEqual({ name: 'Ana & Luis', date: '2020-02-29' });
    const shown = (await call('GET', `/weddings/show?id=${id}`)).json().data.wedding;
    expect(shown).toMatchObject({ name: 'Ana & Luis', date: '2020-02-29' });
  });

  it('refuses what the wizard refuses, changing nothing', async () => {
    const id = await newWedding();
    const [before] = await server.db.select().from(weddings).where(eq(weddings.id, id));
    for (const [payload, errors] of [
      [{ id, name: ' ', date: '2027-01-01' }, { name: ['required'] }],
      [{ id, name: 'x'.repeat(151), date: '2027-01-01' }, { name: ['maxLength'] }],
      [{ id, name: 'Fine', date: '2027-02-30' }, { date: ['date'] }],
      [{ id, name: 'Fine', date: '15/08/2027' }, { date: ['date'] }],
    ] as const) {
      const response = await call('PUT', '/weddings/update', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().validationErrors).toEqual(errors);
    }
    const [after] = await server.db.select().from(weddings).where(eq(weddings.id, id));
    expect(after).toEqual(before);
  });

  it('answers not found for a wedding that does not exist', async () => {
    expect((await call('PUT', '/weddings/update', { id: 2_000_000_000, name: 'A', date: '2027-01-01' })).statusCode).toBe(422);
  });
});

describe('archiving', () => {
  it('marks the wedding archived in the list and in the wedding, and restoring brings it back; both may be repeated', async () => {
    const id = await newWedding();
    const archivedInList = async () => (await call('GET', '/weddings')).json().data.weddings.find((item: { id: number }) => item.id === id).archived;
    expect(await archivedInList()).toBe(false);
    for (let repeat = 0; repeat < 2; repeat++) expect((await call('PUT', '/weddings/archive', { id })).statusCode).toBe(200);
    expect(await archivedInList()).toBe(true);
    expect((await call('GET', `/weddings/show?id=${id}`)).json().data.wedding.archived).toBe(true);
    for (let repeat = 0; repeat < 2; repeat++) expect((await call('PUT', '/weddings/restore', { id })).statusCode).toBe(200);
    expect(await archivedInList()).toBe(false);
  });

  it('answers not found for a wedding that does not exist', async () => {
    expect((await call('PUT', '/weddings/archive', { id: 2_000_000_000 })).statusCode).toBe(422);
  });
});

/** Every table with a `wedding_id` column, read from the database itself so a table added later is counted too. */
async function rowsNamingWedding(weddingId: number): Promise<Record<string, number>> {
  const { rows } = await server.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns where column_name = 'wedding_id' and table_schema = current_schema() order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const { rows: counted } = await server.db.execute<{ total: number }>(
      sql`select count(*)::int as total from ${sql.identifier(table_name)} where wedding_id = ${weddingId}`,
    );
    counts[table_name] = counted[0]!.total;
  }
  return counts;
}

describe('DELETE /weddings/destroy', () => {
  it('leaves no row of the wedding in any table, deletes its spouses and their sessions and its files, and keeps the ledger', async () => {
    const id = await newWedding();
    // Something in every module: a guest, a table, a plan file and a layout image on disk.
    await call('PUT', '/weddings/update', { id, name: 'To be deleted', date: '2027-01-01' });
    const guest = await server.inject({
      method: 'POST',
      url: '/api/guests/create',
      headers: { cookie },
      payload: { wedding_id: id, name: 'Guest', companions: 1, status_id: 3 },
    });
    expect(guest.statusCode, guest.body).toBe(200);
    const files = [`plan/wedding-${id}.pdf`, `layouts/wedding-${id}/layout.png`];
    for (const file of files) await plantFile(server.db, file, 'content');
    const [section] = await server.db.insert(planSections).values({ section: 'Papers', weddingId: id }).returning();
    await server.db
      .insert(planElements)
      .values({ element: 'Contract', typeId: planElementTypeId('file'), value: 'contract.pdf', extra: files[0], sectionId: section!.id, weddingId: id });
    await server.db.update(weddings).set({ layout: files[1] }).where(eq(weddings.id, id));
    const [spouse] = await spousesOf(id);
    await server.db
      .update(persons)
      .set({ status: 'active', passwordHash: await hashPassword('spouse-password') })
      .where(eq(persons.id, spouse!.id));
    const spouseCookie = await server.signIn(spouse!.email, 'spouse-password');
    const before = await rowsNamingWedding(id);
    expect(before.guests).toBe(1);
    expect(before.plan_sections).toBeGreaterThan(0);
    expect(before.module_permissions).toBeGreaterThan(0);
    expect(before.credit_transactions).toBe(1);

    const response = await call('DELETE', `/weddings/destroy?id=${id}`);
    expect(response.statusCode, response.body).toBe(200);

    const after = await rowsNamingWedding(id);
    expect(Object.entries(after).filter(([, total]) => total > 0)).toEqual([]);
    expect(Object.keys(after)).toEqual(expect.arrayContaining(['guests', 'tables', 'plan_elements', 'checklist_items', 'wedding_users', 'persons']));
    expect(await spousesOf(id)).toEqual([]);
    expect(await server.db.select().from(sessions).where(eq(sessions.personId, spouse!.id))).toEqual([]);
    expect((await call('GET', '/me', undefined, spouseCookie)).json().data.user).toBeNull();
    for (const file of files) expect(await isStored(server.db, file)).toBe(false);
    // The credit paid for the wedding stays spent and in the history, under the name it had.
    const ledger = await server.db.select().from(creditTransactions).where(eq(creditTransactions.personId, plannerId));
    expect(ledger.filter((row) => row.weddingId === null && row.type === 'deduction').length).toBeGreaterThan(0);
    expect((await call('GET', `/weddings/show?id=${id}`)).statusCode).toBe(422);
    expect((await call('DELETE', `/weddings/destroy?id=${id}`)).statusCode).toBe(422);
  });

  it('racing an edit, ends with the wedding gone and the edit either applied first or refused as not found', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newWedding();
      const [edit, destroy] = await Promise.all([
        call('PUT', '/weddings/update', { id, name: `Raced ${round}`, date: '2027-03-03' }),
        call('DELETE', `/weddings/destroy?id=${id}`),
      ]);
      expect(destroy.statusCode, destroy.body).toBe(200);
      expect([200, 422], edit.body).toContain(edit.statusCode);
      expect(await server.db.select().from(weddings).where(eq(weddings.id, id))).toEqual([]);
      expect(await spousesOf(id)).toEqual([]);
    }
  });
});

describe('PUT /weddings/update_spouse', () => {
  async function spouseWithoutEmail() {
    const id = await newWedding();
    const [first, second] = await spousesOf(id);
    await server.db.update(persons).set({ email: '' }).where(eq(persons.id, first!.id));
    return { id, spouse: first!, partner: second! };
  }

  it('saves the e-mail, makes the spouse pending and mails the activation', async () => {
    const { id, spouse } = await spouseWithoutEmail();
    const email = `new-spouse-${id}@test.local`;
    const response = await call('PUT', '/weddings/update_spouse', { wedding_id: id, spouse_id: spouse.id, email: email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.spouse).toMatchObject({ id: spouse.id, email, status: 'pending' });
    await server.mailsSent();
    expect(server.mailer.lastTo(email)).toBeDefined();
  });

  it('refuses the partner’s e-mail, a registered one, an invalid one, an activated spouse and a spouse of another wedding, changing nothing', async () => {
    const { id, spouse, partner } = await spouseWithoutEmail();
    const other = await spouseWithoutEmail();
    const attempts: Array<[object, number, string]> = [
      [{ wedding_id: id, spouse_id: spouse.id, email: partner.email }, 400, 'equal_emails_spouses'],
      [{ wedding_id: id, spouse_id: spouse.id, email: other.partner.email }, 400, 'already_registered'],
      [{ wedding_id: id, spouse_id: spouse.id, email: 'not-an-email' }, 422, 'form_validation_error'],
      [{ wedding_id: id, spouse_id: other.spouse.id, email: `x-${id}@test.local` }, 422, 'not_found'],
    ];
    for (const [payload, status, code] of attempts) {
      const response = await call('PUT', '/weddings/update_spouse', payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    await server.db.update(persons).set({ status: 'active' }).where(eq(persons.id, partner.id));
    const activated = await call('PUT', '/weddings/update_spouse', { wedding_id: id, spouse_id: partner.id, email: `y-${id}@test.local` });
    expect(activated.json().error.code).toBe('user_status_incorrect');
    const [unchanged] = await server.db.select().from(persons).where(eq(persons.id, spouse.id));
    expect(unchanged).toMatchObject({ email: '', status: 'new' });
  });
});
