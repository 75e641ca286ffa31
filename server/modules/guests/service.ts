import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { guestStatusId, type Guest, type GuestsSummary, type MassUpdateColumn } from '../../../contract/guests';
import type { Database, Executor } from '../../db/client';
import { jsonList, jsonListText } from '../../db/json-list';
import { rowsOf, versionOf } from '../../db/row-versions';
import { publish } from '../events/outbox';
import { tables, tablesGuests } from '../tables/schema';
import { invalidField, notFound } from '../../shared/domain-error';
import { guestCategories, guests } from './schema';
import { spousesOf, type Spouse } from './spouses';

export type GuestRow = typeof guests.$inferSelect;

/**
 * Guests as the list shows them, with the numbers of the tables their seats are at, read as one
 * JSON value the database builds (server/db/json-list.ts). Seats are aggregated once per query,
 * restricted like the guests, so the list of a wedding of thousands stays one pass.
 */
const guestsQuery = (guestFilter: SQL, seatFilter: SQL) => sql`
    select g.id, g.wedding_id, g.name, g.companions, g.category_id, g.status_id, g.invited_by_id as "invitedBy_id", g.phone, g.comments,
           coalesce(s.tables, '[]'::json) as tables, coalesce(s.seats, 0) as seats
    from guests g
    left join (
      select tg.guest_id, json_agg(distinct t.number order by t.number) as tables, count(*)::int as seats
      from tables_guests tg join tables t on t.id = tg.table_id
      where ${seatFilter}
      group by tg.guest_id
    ) s on s.guest_id = g.id
    where ${guestFilter}`;

const guestList = (db: Executor, guestFilter: SQL, seatFilter: SQL) => jsonList<Guest>(db, guestsQuery(guestFilter, seatFilter), sql`item.id`);
const ofWedding = (weddingId: number) => [sql`g.wedding_id = ${weddingId}`, sql`tg.wedding_id = ${weddingId}`] as const;

export const listGuests = (db: Executor, weddingId: number) => guestList(db, ...ofWedding(weddingId));

/** The wedding's guests as the JSON text of a `Guest[]`, for the list read that sends it as it is. */
export const listGuestsJson = (db: Executor, weddingId: number) => jsonListText(db, guestsQuery(...ofWedding(weddingId)), sql`item.id`);

/** Changes whenever the wedding's guest list would: its guests, their seats, or its tables' numbers. */
export const guestsListVersion = (db: Executor, weddingId: number) =>
  versionOf(
    db,
    rowsOf(guests, guests.id, eq(guests.weddingId, weddingId)),
    rowsOf(tablesGuests, tablesGuests.id, eq(tablesGuests.weddingId, weddingId)),
    rowsOf(tables, tables.id, eq(tables.weddingId, weddingId)),
  );

async function storedGuest(db: Executor, id: number): Promise<Guest> {
  const [guest] = await guestList(db, sql`g.id = ${id}`, sql`tg.guest_id = ${id}`);
  if (!guest) throw notFound();
  return guest;
}

interface References {
  category_id?: number | null;
  invitedBy_id?: number | null;
}

/**
 * Every id a change names must be the wedding's own: a category of the wedding (locked for
 * share, so it cannot be deleted before the change commits) and one of its two spouses.
 */
async function checkReferences(tx: Executor, weddingId: number, references: References, spouses: Spouse[]): Promise<void> {
  if (references.category_id != null) {
    const [category] = await tx
      .select({ id: guestCategories.id })
      .from(guestCategories)
      .where(and(eq(guestCategories.id, references.category_id), eq(guestCategories.weddingId, weddingId)))
      .for('share');
    if (!category) throw invalidField('category_id', 'invalid');
  }
  if (references.invitedBy_id != null && !spouses.some((spouse) => spouse.id === references.invitedBy_id)) throw invalidField('invitedBy_id', 'invalid');
}

/** Guests a spouse adds are invited by that spouse, whatever the request says (part 2 §6). */
export const inviterFor = (spouses: Spouse[], callerId: number, requested: number | null) =>
  spouses.some((spouse) => spouse.id === callerId) ? callerId : requested;

export interface GuestFields {
  name: string;
  companions: number;
  category_id: number | null;
  status_id: number;
  invitedBy_id: number | null;
  phone: string | null;
  comments: string | null;
}

export async function createGuest(db: Database, weddingId: number, fields: GuestFields, callerId: number): Promise<Guest> {
  return db.transaction(async (tx) => {
    const spouses = await spousesOf(tx, weddingId);
    const invitedById = inviterFor(spouses, callerId, fields.invitedBy_id);
    await checkReferences(tx, weddingId, { category_id: fields.category_id, invitedBy_id: invitedById }, spouses);
    const [guest] = await insertGuests(tx, weddingId, [{ ...fields, invitedBy_id: invitedById }]);
    await publish(tx, weddingId, [{ kind: 'guests.saved', guests: [guest!] }]);
    return guest!;
  });
}

const columnsOf = (fields: Partial<GuestFields>) => ({
  name: fields.name,
  companions: fields.companions,
  categoryId: fields.category_id,
  statusId: fields.status_id,
  invitedById: fields.invitedBy_id,
  phone: fields.phone,
  comments: fields.comments,
});

/** The columns a change names (those it leaves out stay as they are). */
function changedColumns(changes: Partial<GuestFields>): Partial<typeof guests.$inferInsert> {
  return Object.fromEntries(Object.entries(columnsOf(changes)).filter(([, value]) => value !== undefined));
}

/**
 * Frees the seats a guest holds beyond companions + 1 (part 2 §4): those of people already
 * inside are kept first, then the oldest assignments. Answers the ids freed.
 */
async function freeSurplusSeats(tx: Executor, guestId: number, companions: number): Promise<number[]> {
  const freed = await tx.execute(sql`
    delete from tables_guests where id in (
      select id from (
        select id, row_number() over (order by is_inside desc, id) as position from tables_guests where guest_id = ${guestId}
      ) ranked
      where position > ${companions + 1}
    ) returning id`);
  return (freed.rows as Array<{ id: number }>).map((row) => row.id);
}

/**
 * Changes a guest. The guest row is locked for the transaction, so a seat assignment racing
 * with a reduction of companions waits for it and sees the new count.
 */
export async function updateGuest(db: Database, id: number, changes: Partial<GuestFields>): Promise<Guest> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(guests).where(eq(guests.id, id)).for('update');
    if (!current) throw notFound();
    await checkReferences(tx, current.weddingId, changes, await spousesOf(tx, current.weddingId));
    const columns = changedColumns(changes);
    if (Object.keys(columns).length > 0) await tx.update(guests).set(columns).where(eq(guests.id, id));
    const freed = changes.companions !== undefined && changes.companions < current.companions ? await freeSurplusSeats(tx, id, changes.companions) : [];
    const guest = await storedGuest(tx, id);
    await publish(tx, current.weddingId, [
      { kind: 'guests.saved', guests: [guest] },
      ...(freed.length > 0 ? [{ kind: 'seats.deleted' as const, ids: freed }] : []),
    ]);
    return guest;
  });
}

export async function updateStatus(db: Database, id: number, statusId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx.update(guests).set({ statusId }).where(eq(guests.id, id)).returning({ weddingId: guests.weddingId });
    if (updated) await publish(tx, updated.weddingId, [{ kind: 'guests.patched', ids: [id], patch: { status_id: statusId } }]);
  });
}

const massProperty = { category_id: 'categoryId', status_id: 'statusId', invitedBy_id: 'invitedById' } as const satisfies Record<
  MassUpdateColumn,
  keyof GuestRow
>;

/**
 * `column = any(ids)` with the ids (integers the contract checked) bound as one array literal:
 * a mass call may name 10,000 guests, and PGlite binds each separate parameter slowly.
 */
const isAnyOf = (column: AnyColumn, ids: number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * Sets one column on many guests of a wedding, all or none: when any id is not one of the
 * wedding's guests, the transaction is rolled back and the call refused.
 */
export async function massUpdate(db: Database, weddingId: number, ids: number[], column: MassUpdateColumn, value: number | null): Promise<number> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, weddingId, { [column]: value }, column === 'invitedBy_id' ? await spousesOf(tx, weddingId) : []);
    const updated = await tx
      .update(guests)
      .set({ [massProperty[column]]: value })
      .where(and(eq(guests.weddingId, weddingId), isAnyOf(guests.id, ids)))
      .returning({ id: guests.id });
    if (updated.length !== ids.length) throw notFound();
    await publish(tx, weddingId, [{ kind: 'guests.patched', ids, patch: { [column]: value } }]);
    return updated.length;
  });
}

export async function destroyGuest(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(guests).where(eq(guests.id, id)).returning({ weddingId: guests.weddingId });
    if (deleted) await publish(tx, deleted.weddingId, [{ kind: 'guests.deleted', ids: [id] }]);
  });
}

/** Deletes many guests of a wedding (their seats go with them), all or none. */
export async function massDestroy(db: Database, weddingId: number, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(guests)
      .where(and(eq(guests.weddingId, weddingId), isAnyOf(guests.id, ids)))
      .returning({ id: guests.id });
    if (deleted.length !== ids.length) throw notFound();
    await publish(tx, weddingId, [{ kind: 'guests.deleted', ids }]);
    return deleted.length;
  });
}

/** Attending, pending (Unknown) and all guests, each counting companions + 1. */
export async function guestsSummary(db: Executor, weddingId: number): Promise<GuestsSummary> {
  const result = await db.execute(sql`
    select coalesce(sum(companions + 1) filter (where status_id = ${guestStatusId.attending}), 0)::int as attending,
           coalesce(sum(companions + 1) filter (where status_id = ${guestStatusId.pending}), 0)::int as pending,
           coalesce(sum(companions + 1), 0)::int as total
    from guests where wedding_id = ${weddingId}`);
  return result.rows[0] as unknown as GuestsSummary;
}

/** The wedding's guests by `nameKey` of their names (the first guest of each name). */
export async function guestsByName(db: Executor, weddingId: number, nameKey: (name: string) => string): Promise<Map<string, number>> {
  const rows = await jsonList<{ id: number; name: string }>(db, sql`select id, name from guests where wedding_id = ${weddingId}`, sql`item.id`);
  const byName = new Map<string, number>();
  for (const row of rows) if (!byName.has(nameKey(row.name))) byName.set(nameKey(row.name), row.id);
  return byName;
}

/**
 * Many new guests in one statement (an import, the demo), answered as the list shows them. The
 * rows travel as one JSON parameter that PostgreSQL unpacks (json_to_recordset) and the new rows
 * come back as one JSON value: a multi-row VALUES list of 10,000 guests would bind 80,000
 * parameters, and PGlite converts each parameter and each returned row slowly.
 */
export async function insertGuests(tx: Executor, weddingId: number, rows: GuestFields[]): Promise<Guest[]> {
  if (rows.length === 0) return [];
  const inserted = sql`
    insert into guests (wedding_id, name, companions, category_id, status_id, invited_by_id, phone, comments)
    select ${weddingId}, r.name, r.companions, r.category_id, r.status_id, r."invitedBy_id", r.phone, r.comments
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(name text, companions smallint, category_id integer, status_id smallint, "invitedBy_id" integer, phone text, comments text)
    returning id, wedding_id, name, companions, category_id, status_id, invited_by_id as "invitedBy_id", phone, comments,
              '[]'::json as tables, 0 as seats`;
  const result = await tx.execute(sql`with inserted as (${inserted}) select coalesce(json_agg(inserted order by id), '[]')::text as list from inserted`);
  return JSON.parse((result.rows[0] as { list: string }).list) as Guest[];
}
