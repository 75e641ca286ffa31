import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { personTypes } from '../../../contract/person';
import { planElementTypeId } from '../../../contract/plan';
import { guestImports } from '../../../server/modules/guests/schema';
import { planElements, planSections } from '../../../server/modules/plan/schema';
import { persons } from '../../../server/modules/users/schema';
import { seededRandom, seedFrom } from '../../support/seeded-random';
import { startServerProcess } from '../../support/server-process';
import { plantFile, storedContent, storedPaths } from '../../support/stored-files';
import { pngOf } from '../ideas/sample-images';
import { ApiCaller, nothingConfirmed, sendWrites, type Confirmed, type CrashWorld } from './crash-workload';

/**
 * Issue 23 item 5: a crash during a guest import left the validated file claimed, so the person
 * heard `import_expired` and had to upload it again; a crash during an upload left its partial
 * file in storage/.incoming for an hour. Issue 28: a crash just after a replacement committed
 * left the replaced file without its row for an hour. The crash's leftovers are written into a
 * data directory as the server would have left them, and the server is started on it as
 * `npm start` runs it.
 */
describe('starting after a crash', () => {
  it(
    'moves files an older version kept on disk into the database, gives back an import claim that never committed, removes one that did, and clears half-written uploads and files no row points at',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'wp-crash-'));
      const staticDir = mkdtempSync(join(tmpdir(), 'wp-crash-static-'));
      const { dataDir: pgdata, storageDir } = loadConfig({ DATA_DIR: dataDir });
      const committed = 'c'.repeat(32);
      const cutOff = 'a'.repeat(32);

      const database = await openDatabase({ dataDir: pgdata });
      await database.db.insert(guestImports).values({ handle: committed });
      // A planner's base plan whose file element points at a file an older version kept on disk.
      const [planner] = await database.db
        .insert(persons)
        .values({ typeId: personTypes.Planner, firstName: 'Old', lastName: 'Planner', email: 'old@planner.local' })
        .returning({ id: persons.id });
      const planFile = `plan/person-${planner!.id}/contract.pdf`;
      const [section] = await database.db.insert(planSections).values({ section: 'Papers', personId: planner!.id }).returning({ id: planSections.id });
      await database.db
        .insert(planElements)
        .values({ element: 'Contract', typeId: planElementTypeId('file'), sectionId: section!.id, personId: planner!.id, extra: planFile });
      // The layout a replacement had just stopped pointing at when the process died.
      await plantFile(database.db, 'layouts/wedding-1/replaced.png');
      await database.close();
      const owner = join(storageDir, 'guest-imports', 'wedding-1-user-2');
      mkdirSync(owner, { recursive: true });
      writeFileSync(join(owner, `${committed}.claimed`), '{"columns":["name"],"ignored":[],"rows":[{"row":2,"name":"Ana"}]}');
      writeFileSync(join(owner, `${cutOff}.claimed`), '{"columns":["name"],"ignored":[],"rows":[{"row":2,"name":"Luis"}]}');
      mkdirSync(join(storageDir, '.incoming'));
      writeFileSync(join(storageDir, '.incoming', `${Date.now()}-0123456789abcdef01234567.png`), Buffer.alloc(4096));
      // The plan file of an install from before files moved into the database (issue 28).
      mkdirSync(join(storageDir, dirname(planFile)), { recursive: true });
      writeFileSync(join(storageDir, planFile), '%PDF-1.4 kept');

      const server = await startServerProcess(dataDir, staticDir, { SEED_DEMO: '0', ADMIN_PASSWORD: 'crash-test' });
      await server.stop('SIGTERM');
      try {
        // Read once the server has stopped: one process owns a PGlite directory.
        const after = await openDatabase({ dataDir: pgdata });
        expect(await storedPaths(after.db)).toEqual([`guest-imports/wedding-1-user-2/${cutOff}.json`, planFile]);
        expect((await storedContent(after.db, planFile)).toString()).toBe('%PDF-1.4 kept');
        await after.close();
        expect(readdirSync(storageDir, { recursive: true })).toEqual([]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(staticDir, { recursive: true, force: true });
      }
    },
  );
});

interface Stored {
  guests: Array<{ id: number; name: string; companions: number; seats: number }>;
  seats: Array<{ id: number; table_id: number; guest_id: number; is_inside: boolean }>;
  tables: Array<{ id: number; seats: number; seats_taken: number }>;
  payments: Array<{ id: number; amount: string; paid: boolean }>;
  expenses: Array<{ amount: string | null }>;
  summary: { expenses: string; payments: string };
  ideas: Array<{ id: number; image: string | null; thumbnail: string | null }>;
}

async function readStored(api: ApiCaller, weddingId: number): Promise<Stored> {
  const of = `?wedding_id=${weddingId}`;
  const [guests, seats, tables, payments, expenses, summary, ideas] = await Promise.all([
    api.read<{ guests: Stored['guests'] }>(`/guests/index${of}`),
    api.read<{ tableGuests: Stored['seats'] }>(`/tables_guests/index${of}`),
    api.read<{ tables: Stored['tables'] }>(`/tables/index${of}`),
    api.read<{ payments: Stored['payments'] }>(`/payments/index${of}`),
    api.read<{ expenses: Stored['expenses'] }>(`/expenses/index${of}`),
    api.read<Stored['summary']>(`/budget/summary${of}`),
    api.read<{ ideas: Stored['ideas'] }>(`/ideas/index${of}`),
  ]);
  return {
    guests: guests.guests,
    seats: seats.tableGuests,
    tables: tables.tables,
    payments: payments.payments,
    expenses: expenses.expenses,
    summary,
    ideas: ideas.ideas,
  };
}

const cents = (amount: string | null) => Math.round(Number(amount ?? 0) * 100);
const countBy = <T>(items: T[], key: (item: T) => number) =>
  items.reduce((counts, item) => counts.set(key(item), (counts.get(key(item)) ?? 0) + 1), new Map<number, number>());

/** Every confirmed write that is not stored as confirmed, and every rule the stored rows break. */
function problemsOf(confirmed: Confirmed, stored: Stored, files: string[]): string[] {
  const problems = [...confirmed.faults];
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const [guests, seats, payments, ideas] = [byId(stored.guests), byId(stored.seats), byId(stored.payments), byId(stored.ideas)];
  for (const [id, guest] of confirmed.guests) if (guests.get(id)?.name !== guest.name) problems.push(`confirmed guest ${id} missing`);
  for (const [id, seat] of confirmed.seats)
    if (seats.get(id)?.table_id !== seat.table_id || seats.get(id)?.guest_id !== seat.guest_id) problems.push(`confirmed seat ${id} missing`);
  for (const id of confirmed.checkedIn) if (!seats.get(id)?.is_inside) problems.push(`confirmed check-in of seat ${id} missing`);
  for (const [id, payment] of confirmed.payments)
    if (payments.get(id)?.amount !== payment.amount || payments.get(id)?.paid !== payment.paid) problems.push(`confirmed payment ${id} missing`);
  for (const [id, idea] of confirmed.ideas) if (ideas.get(id)?.image !== idea.image) problems.push(`confirmed idea ${id} missing`);

  const seatsAt = countBy(stored.seats, (seat) => seat.table_id);
  for (const table of stored.tables) {
    const taken = seatsAt.get(table.id) ?? 0;
    if (taken > table.seats || taken !== table.seats_taken)
      problems.push(`table ${table.id}: ${taken} seats taken of ${table.seats} (says ${table.seats_taken})`);
  }
  const seatsOf = countBy(stored.seats, (seat) => seat.guest_id);
  for (const guest of stored.guests) {
    const held = seatsOf.get(guest.id) ?? 0;
    if (held > guest.companions + 1 || held !== guest.seats)
      problems.push(`guest ${guest.id}: ${held} seats for a party of ${guest.companions + 1} (says ${guest.seats})`);
  }
  const paid = stored.payments.filter((payment) => payment.paid).reduce((sum, payment) => sum + cents(payment.amount), 0);
  const spent = stored.expenses.reduce((sum, expense) => sum + cents(expense.amount), 0);
  if (cents(stored.summary.payments) !== paid || cents(stored.summary.expenses) !== spent)
    problems.push(`budget summary ${JSON.stringify(stored.summary)} but the rows sum ${paid} and ${spent} cents`);

  const referenced = stored.ideas.flatMap((idea) => [idea.image, idea.thumbnail]).filter((path) => path !== null);
  for (const path of referenced) if (!files.includes(path)) problems.push(`idea file ${path} missing`);
  for (const path of files) if (!referenced.includes(path)) problems.push(`file ${path} without its idea`);
  return problems;
}

/** The stored files under a folder, read once the server has stopped (one process owns a PGlite directory). */
async function storedUnder(dataDir: string | null, folder: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    return (await storedPaths(database.db)).filter((path) => path.startsWith(`${folder}/`));
  } finally {
    await database.close();
  }
}

/** The demo planner `SEED_DEMO` makes (server/seed/seed.ts). */
const demoPlanner = { email: 'planner@demo.local', password: 'demo-planner' };

/**
 * Issue 28, crash safety: the server on PGlite, as `npm start` runs it with the demo wedding,
 * takes 500 writes of every kind, six at a time, and is killed (SIGKILL: no clean shutdown) just
 * after a random number of them were answered with success, the moment an answer claims its
 * write is committed. Started again, it takes the rest; then every write it confirmed must be
 * there and every rule hold: seats within each table and each party, the budget's totals equal
 * to its rows, and the idea images stored exactly those the rows point at.
 */
describe('killed while it writes', () => {
  // PGlite's own guarantee: CI's second pass of the server tests, on PostgreSQL, would run it again unchanged.
  it.skipIf(!!process.env.TEST_DATABASE_URL)('keeps every write it confirmed and every rule, on PGlite', { timeout: 120_000 }, async () => {
    const seed = seedFrom(process.env.CRASH_SEED);
    const random = seededRandom(seed);
    const dataDir = mkdtempSync(join(tmpdir(), 'wp-crash-writes-'));
    const staticDir = mkdtempSync(join(tmpdir(), 'wp-crash-writes-static-'));
    const { dataDir: pgdata } = loadConfig({ DATA_DIR: dataDir });
    const env = { SEED_DEMO: '1', ADMIN_PASSWORD: 'crash-test' };
    const writes = 500;
    const killAt = random.between(50, 300);
    let server = await startServerProcess(dataDir, staticDir, env);
    try {
      let api = await ApiCaller.signIn(server.baseUrl, demoPlanner);
      const { weddings } = await api.read<{ weddings: Array<{ id: number }> }>('/weddings');
      const weddingId = Math.min(...weddings.map((wedding) => wedding.id));
      const { tables } = await api.read<Stored>(`/tables/index?wedding_id=${weddingId}`);
      const roomiest = tables.toSorted((one, other) => other.seats - other.seats_taken - (one.seats - one.seats_taken));
      const { expenses } = await api.read<{ expenses: Array<{ id: number }> }>(`/expenses/index?wedding_id=${weddingId}`);
      const world: CrashWorld = {
        weddingId,
        tableIds: roomiest.slice(0, 4).map((table) => table.id),
        expenseIds: expenses.map((expense) => expense.id),
        image: await pngOf(64, 48),
      };
      const confirmed = nothingConfirmed();
      const workload = { random, world, confirmed, inFlight: 6 };

      // Writes go on until the signal leaves, so some are always on their way when it lands.
      let killed: Promise<void> = Promise.resolve();
      let signalled = false;
      const killAfter = (count: number) => {
        if (count !== killAt) return;
        killed = new Promise((resolve) => setTimeout(resolve, random.between(0, 20))).then(() => {
          signalled = true;
          return server.stop('SIGKILL');
        });
      };
      const stoppedAt = await sendWrites(api, { from: 0, to: writes }, { ...workload, onConfirmed: killAfter, stop: () => signalled });
      await killed;

      server = await startServerProcess(dataDir, staticDir, env);
      api = await ApiCaller.signIn(server.baseUrl, demoPlanner);
      await sendWrites(api, { from: stoppedAt, to: writes }, workload);
      const stored = await readStored(api, weddingId);
      await server.stop('SIGTERM');

      const problems = problemsOf(confirmed, stored, await storedUnder(pgdata, `ideas/wedding-${weddingId}`));
      const replay = `seed ${seed} (CRASH_SEED=${seed} replays it), killed after ${killAt} confirmed writes`;
      expect(problems, replay).toEqual([]);
      expect(await storedUnder(pgdata, '.incoming'), replay).toEqual([]);
      // The run confirmed writes of every kind, and the kill cut some off.
      const kinds = { guests: confirmed.guests, seats: confirmed.seats, checkIns: confirmed.checkedIn, payments: confirmed.payments, ideas: confirmed.ideas };
      expect(
        Object.entries(kinds).flatMap(([kind, writes]) => (writes.size === 0 ? [kind] : [])),
        replay,
      ).toEqual([]);
      expect(confirmed.unanswered, replay).toBeGreaterThan(0);
    } finally {
      await server.stop('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(staticDir, { recursive: true, force: true });
    }
  });
});
