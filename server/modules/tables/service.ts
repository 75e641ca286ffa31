import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { summarizeTables, type NewTable, type Table, type TablePatch, type TablesSummary, type TableType, type TableTypePatch } from '../../../contract/tables';
import type { Database, Executor, Transaction } from '../../db/client';
import { jsonList } from '../../db/json-list';
import { DomainError, notFound } from '../../shared/domain-error';
import { publish } from '../events/outbox';
import { guests } from '../guests/schema';
import { guardTableWrites } from './constraints';
import { isAnyOf } from './id-lists';
import { tables, tablesGuests, tableTypes } from './schema';
import { changeTableType, holdTableTypes, tableTypesSelect, toTableType } from './table-types';

/**
 * Tables in their wire shape, with the seats taken at each counted in one grouped pass over
 * the wedding's seats (a count per table costs twice as much for a big hall).
 */
function tablesSelect(weddingId: number, only?: SQL) {
  const seated = sql`select ${tablesGuests.tableId} as table_id, count(*)::int as taken from ${tablesGuests}
    where ${tablesGuests.weddingId} = ${weddingId} group by ${tablesGuests.tableId}`;
  return sql`select ${tables.id}, ${tables.number}, ${tables.seats}, ${tables.tableTypeId} as table_type, ${tables.x}, ${tables.y},
      ${tables.weddingId} as wedding_id, coalesce(seated.taken, 0) as seats_taken
    from ${tables} left join (${seated}) as seated on seated.table_id = ${tables.id}
    where ${tables.weddingId} = ${weddingId} ${only ? sql`and ${only}` : sql``}`;
}

const byNumber = sql`item.number, item.id`;
/** A list as one JSON value built by the database, inside a larger statement. */
const jsonArray = (query: SQL, orderBy: SQL) => sql`(select coalesce(json_agg(item order by ${orderBy}), '[]') from (${query}) as item)`;

export const listTables = (db: Executor, weddingId: number) => jsonList<Table>(db, tablesSelect(weddingId), byNumber);

/** Tables of the wedding as they now are, for the live update of a change. */
const publishSaved = async (tx: Executor, weddingId: number, ids: number[]) =>
  publish(tx, weddingId, [{ kind: 'tables.saved', tables: await jsonList<Table>(tx, tablesSelect(weddingId, isAnyOf(tables.id, ids)), byNumber) }]);

/** What the tables page loads: both lists in one statement, built as JSON by the database. */
export async function tablesPage(db: Executor, weddingId: number): Promise<{ tables: Table[]; tableTypes: TableType[] }> {
  const result = await db.execute(
    sql`select json_build_object('tables', ${jsonArray(tablesSelect(weddingId), byNumber)}, 'tableTypes', ${jsonArray(tableTypesSelect(weddingId), sql`item.id`)})::text as page`,
  );
  return JSON.parse((result.rows[0] as { page: string }).page);
}

/**
 * One transaction of table writes, whose number clashes (known only at commit) become
 * `duplicate_table_number`. The wedding's table writes take turns (a transaction advisory lock):
 * the number is checked at commit (deferred), so two writes of one number running side by side
 * wait on each other there and on the wedding's event head that publish() locks, a deadlock on
 * PostgreSQL; taking turns, the second meets the committed first and answers the clash.
 */
const writeTables = <T>(db: Database, weddingId: number, write: (tx: Transaction) => Promise<T>) =>
  guardTableWrites(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${tableWritesLock}::integer, ${weddingId}::integer)`);
      return write(tx);
    }),
  );

/** The advisory lock space of table writes (any constant other locks of the app do not use). */
const tableWritesLock = 7_301;

/**
 * Locks the tables named, in id order (so two calls never wait on each other in a circle), and
 * refuses the call unless every one of them belongs to the wedding. Only the count comes back:
 * an align locks hundreds of rows and needs none of them.
 */
async function lockTables(tx: Executor, weddingId: number, ids: number[]): Promise<void> {
  const result = await tx.execute(sql`select count(*)::int as locked from (
      select 1 from ${tables} where ${tables.weddingId} = ${weddingId} and ${isAnyOf(tables.id, ids)} order by ${tables.id} for update
    ) as rows`);
  if ((result.rows[0] as { locked: number }).locked !== new Set(ids).size) throw notFound();
}

const toRow = (weddingId: number, table: NewTable) => ({
  weddingId,
  number: table.number,
  seats: table.seats,
  tableTypeId: table.table_type,
  x: table.x,
  y: table.y,
});

/** New tables of the wedding's types; answers their ids in the order given. */
export function createTables(db: Database, weddingId: number, rows: NewTable[]): Promise<number[]> {
  return writeTables(db, weddingId, async (tx) => {
    await holdTableTypes(
      tx,
      weddingId,
      rows.map((row) => row.table_type),
    );
    const created = await tx
      .insert(tables)
      .values(rows.map((row) => toRow(weddingId, row)))
      .returning({ id: tables.id });
    const ids = created.map((row) => row.id);
    await publishSaved(tx, weddingId, ids);
    return ids;
  });
}

/** Seats taken at each of the tables (absent: none). */
async function seatsTakenAt(tx: Executor, tableIds: number[]): Promise<Map<number, number>> {
  if (tableIds.length === 0) return new Map();
  const rows = await tx
    .select({ tableId: tablesGuests.tableId, taken: count() })
    .from(tablesGuests)
    .where(isAnyOf(tablesGuests.tableId, tableIds))
    .groupBy(tablesGuests.tableId);
  return new Map(rows.map((row) => [row.tableId, row.taken]));
}

/**
 * Refuses seat counts below the guests already seated, naming each table by its seats field
 * (`min:<seated>`). The tables are locked by the caller, so a seat cannot be taken in between
 * as long as seating locks the table too.
 */
async function checkSeats(tx: Executor, changes: Array<{ id: number; seats?: number; field: string }>): Promise<void> {
  const resized = changes.filter((change) => change.seats !== undefined);
  const taken = await seatsTakenAt(
    tx,
    resized.map((change) => change.id),
  );
  const refused = resized.filter((change) => change.seats! < (taken.get(change.id) ?? 0));
  if (refused.length > 0) {
    throw new DomainError('seats_below_guests', Object.fromEntries(refused.map((change) => [change.field, [`min:${taken.get(change.id)}`]])));
  }
}

/**
 * Writes many table patches in one statement: each row's absent fields keep their value. The
 * patches travel as one JSON parameter (thousands of bound values are slow on PGlite), and one
 * statement also lets two tables swap numbers (the unique check waits for the commit).
 */
async function applyPatches(tx: Executor, patches: TablePatch[]): Promise<void> {
  const rows = patches.map(({ id, number, seats, table_type, x, y }) => ({ id, number, seats, table_type, x, y }));
  await tx.execute(sql`update ${tables} set
      number = coalesce(patch.number, ${tables.number}),
      seats = coalesce(patch.seats, ${tables.seats}),
      table_type_id = coalesce(patch.table_type, ${tables.tableTypeId}),
      x = coalesce(patch.x, ${tables.x}),
      y = coalesce(patch.y, ${tables.y})
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as patch(id integer, number smallint, seats smallint, table_type integer, x double precision, y double precision)
    where ${tables.id} = patch.id`);
}

/** Moves, aligns, renumbering: every table of the call belongs to the wedding, or nothing changes. */
export function updateTables(db: Database, weddingId: number, patches: TablePatch[]): Promise<void> {
  return writeTables(db, weddingId, async (tx) => {
    await lockTables(
      tx,
      weddingId,
      patches.map((patch) => patch.id),
    );
    await holdTableTypes(
      tx,
      weddingId,
      patches.flatMap((patch) => (patch.table_type === undefined ? [] : [patch.table_type])),
    );
    await checkSeats(
      tx,
      patches.map((patch, index) => ({ id: patch.id, seats: patch.seats, field: `tables.${index}.seats` })),
    );
    await applyPatches(tx, patches);
    await publishSaved(
      tx,
      weddingId,
      patches.map((patch) => patch.id),
    );
  });
}

/** One table's fields and, in `type`, its type's (the type the table ends up with). */
export function updateTable(db: Database, weddingId: number, patch: TablePatch & { type?: TableTypePatch }): Promise<{ table: Table; tableType: TableType }> {
  return writeTables(db, weddingId, async (tx) => {
    const [current] = await tx
      .select({ tableTypeId: tables.tableTypeId })
      .from(tables)
      .where(and(eq(tables.id, patch.id), eq(tables.weddingId, weddingId)))
      .for('update');
    if (!current) throw notFound();
    const typeId = patch.table_type ?? current.tableTypeId;
    await holdTableTypes(tx, weddingId, [typeId]);
    await checkSeats(tx, [{ id: patch.id, seats: patch.seats, field: 'seats' }]);
    await applyPatches(tx, [patch]);
    const tableType = patch.type ? await changeTableType(tx, weddingId, typeId, patch.type) : await readTableType(tx, typeId);
    const [table] = await jsonList<Table>(tx, tablesSelect(weddingId, eq(tables.id, patch.id)), byNumber);
    await publish(tx, weddingId, [{ kind: 'tables.saved', tables: [table!] }, ...(patch.type ? [{ kind: 'tableTypes.saved' as const, tableType }] : [])]);
    return { table: table!, tableType };
  });
}

async function readTableType(tx: Executor, id: number): Promise<TableType> {
  const [row] = await tx.select().from(tableTypes).where(eq(tableTypes.id, id));
  return toTableType(row!);
}

/** Deletes tables of the wedding; their seats go with them (the foreign key cascades). */
export function deleteTables(db: Database, weddingId: number, ids: number[]): Promise<void> {
  return writeTables(db, weddingId, async (tx) => {
    await lockTables(tx, weddingId, ids);
    await tx.delete(tables).where(and(eq(tables.weddingId, weddingId), isAnyOf(tables.id, ids)));
    await publish(tx, weddingId, [{ kind: 'tables.deleted', ids }]);
  });
}

/** Guests and companions still without a seat: each guest needs companions + 1 seats. */
async function seatsStillNeeded(db: Executor, weddingId: number): Promise<number> {
  const seated = db
    .select({ guestId: tablesGuests.guestId, taken: count().as('taken') })
    .from(tablesGuests)
    .where(eq(tablesGuests.weddingId, weddingId))
    .groupBy(tablesGuests.guestId)
    .as('seated');
  const [row] = await db
    .select({ needed: sql<number>`coalesce(sum(greatest(${guests.companions} + 1 - coalesce(${seated.taken}, 0), 0)), 0)::int` })
    .from(guests)
    .leftJoin(seated, eq(seated.guestId, guests.id))
    .where(eq(guests.weddingId, weddingId));
  return row?.needed ?? 0;
}

export async function tablesSummary(db: Executor, weddingId: number): Promise<TablesSummary> {
  return summarizeTables(await listTables(db, weddingId), await seatsStillNeeded(db, weddingId));
}
