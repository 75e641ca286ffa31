import { eq, sql } from 'drizzle-orm';
import type { TableGuest } from '../../../contract/seating';
import type { Database, Executor, Transaction } from '../../db/client';
import { jsonListText } from '../../db/json-list';
import { rowsOf as versionedRows, versionOf } from '../../db/row-versions';
import { tablesGuests } from '../tables/schema';
import { retrying, retryingTransaction } from '../../db/transaction';
import { DomainError, notFound } from '../../shared/domain-error';
import { publish, publishing } from '../events/outbox';

/**
 * Seats (contract/seating.ts). Every change is one transaction that first locks the rows its
 * rule depends on, in one order everywhere: the table, then the guests by id. Whoever changes
 * a table's seat count (tables/service.ts) or a guest's companions (guests/service.ts) locks
 * the same rows, so counts read after the locks stay true until the commit, on any server.
 */

/** The version of the wedding's seats (server/db/row-versions.ts), for their ListCache. */
export const seatsListVersion = (db: Executor, weddingId: number) =>
  versionOf(db, versionedRows(tablesGuests, tablesGuests.id, eq(tablesGuests.weddingId, weddingId)));

/** The wedding's seats as the JSON text of a `TableGuest[]`, by id. */
export const listSeatsJson = (db: Executor, weddingId: number) =>
  jsonListText(db, sql`select id, table_id, guest_id, is_inside from tables_guests where wedding_id = ${weddingId}`, sql`item.id`);

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

async function rowsOf<T>(tx: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await tx.execute(query)).rows as T[];
}

/** A refusal naming the most the call could have asked for under a field. */
const limitError = (code: 'not_enough_seats' | 'guest_seats_exceeded' | 'seats_not_held', limits: Record<string, number>) =>
  new DomainError(code, Object.fromEntries(Object.entries(limits).map(([field, max]) => [field, [`max:${max}`]])));

export interface SeatRequest {
  /** The guest. */
  id: number;
  qty: number;
}

/**
 * Seats guests at a table, `qty` seats each; answers each guest's new seat ids in the order
 * asked. Refused with `not_enough_seats` when the table has too few free seats and with
 * `guest_seats_exceeded` when a guest would hold more than companions + 1 seats.
 */
export function seatGuests(db: Database, weddingId: number, tableId: number, requests: SeatRequest[]): Promise<number[][]> {
  return retryingTransaction(db, async (tx) => {
    const [table] = await rowsOf<{ seats: number }>(tx, sql`select seats from tables where id = ${tableId} and wedding_id = ${weddingId} for no key update`);
    const guestIds = requests.map((request) => request.id);
    const guests = await rowsOf<{ id: number; companions: number }>(
      tx,
      sql`select id, companions from guests where wedding_id = ${weddingId} and id = any(${intArray(guestIds)}::int[]) order by id for no key update`,
    );
    if (!table || guests.length !== requests.length) throw notFound();
    // Read after the locks: a statement of its own sees every seat committed before them.
    const [counts] = await rowsOf<{ taken: number; held: Record<string, number> }>(
      tx,
      sql`select (select count(*)::int from tables_guests where table_id = ${tableId}) as taken,
        (select coalesce(json_object_agg(guest_id, held), '{}') from (
          select guest_id, count(*)::int as held from tables_guests where guest_id = any(${intArray(guestIds)}::int[]) group by guest_id
        ) as seated) as held`,
    );
    checkGuestsCanTake(requests, guests, counts!.held);
    const free = table.seats - counts!.taken;
    const asked = requests.reduce((sum, request) => sum + request.qty, 0);
    if (asked > free) throw limitError('not_enough_seats', { table_id: Math.max(free, 0) });
    const seats = await insertSeats(tx, weddingId, tableId, requests);
    await publish(tx, weddingId, [{ kind: 'seats.created', seats }]);
    return requests.map((request) => seats.filter((seat) => seat.guest_id === request.id).map((seat) => seat.id));
  });
}

/** A guest takes companions + 1 seats over all tables, and no more. */
function checkGuestsCanTake(requests: SeatRequest[], guests: Array<{ id: number; companions: number }>, held: Record<string, number>) {
  const companions = new Map(guests.map((guest) => [guest.id, guest.companions]));
  const over: Record<string, number> = {};
  requests.forEach((request, index) => {
    const mayTake = companions.get(request.id)! + 1 - (held[request.id] ?? 0);
    if (request.qty > mayTake) over[`guests.${index}.qty`] = Math.max(mayTake, 0);
  });
  if (Object.keys(over).length > 0) throw limitError('guest_seats_exceeded', over);
}

async function insertSeats(tx: Transaction, weddingId: number, tableId: number, requests: SeatRequest[]): Promise<TableGuest[]> {
  const [inserted] = await rowsOf<{ seats: string }>(
    tx,
    sql`with inserted as (
      insert into tables_guests (wedding_id, table_id, guest_id)
      select ${weddingId}, ${tableId}, request.id
      from json_to_recordset(${JSON.stringify(requests)}::json) as request(id integer, qty integer), generate_series(1, request.qty)
      returning id, table_id, guest_id, is_inside
    ) select coalesce(json_agg(inserted order by id), '[]')::text as seats from inserted`,
  );
  return JSON.parse(inserted!.seats) as TableGuest[];
}

export interface SeatsOfGuest {
  table_id: number;
  guest_id: number;
  qty: number;
}

/**
 * Locks a guest of the wedding (so two calls about their seats take turns) once the table is
 * known to be the wedding's too; either missing is `not_found`.
 */
async function lockGuestAt(tx: Transaction, weddingId: number, { table_id, guest_id }: SeatsOfGuest): Promise<void> {
  const [guest] = await rowsOf<{ tableFound: boolean }>(
    tx,
    sql`select exists (select 1 from tables where id = ${table_id} and wedding_id = ${weddingId}) as "tableFound"
      from guests where id = ${guest_id} and wedding_id = ${weddingId} for no key update`,
  );
  if (!guest?.tableFound) throw notFound();
}

/**
 * Changes `picked` (a query over `held`, the guest's seats at the table) with `change`, which
 * answers the rows it touched; refused with `seats_not_held` when the guest holds fewer than
 * `qty` seats there. Answers the touched rows.
 */
async function changeHeldSeats(tx: Transaction, seats: SeatsOfGuest, picked: ReturnType<typeof sql>, change: ReturnType<typeof sql>): Promise<TableGuest[]> {
  const [result] = await rowsOf<{ held: number; changed: string }>(
    tx,
    sql`with held as (
        select id, is_inside from tables_guests where guest_id = ${seats.guest_id} and table_id = ${seats.table_id}
      ), picked as (${picked}), changed as (${change})
      select (select count(*)::int from held) as held, (select coalesce(json_agg(changed order by id), '[]')::text from changed) as changed`,
  );
  if (result!.held < seats.qty) throw limitError('seats_not_held', { qty: result!.held });
  return JSON.parse(result!.changed) as TableGuest[];
}

/**
 * Moves up to `qty` of the guest's seats at the table that are not yet inside (or outside)
 * there, oldest first; seats already there are left alone. Answers the seats that moved.
 *
 * The hostess's door, called by every tablet at the venue at once, so one statement: no
 * transaction around it, and its event written in it (`publishing`). It locks the guest, as
 * every call about their seats does, then the seats it moves: a seat another call moved or
 * freed meanwhile is read again once locked and skipped if it no longer qualifies, the next
 * one taken instead. It changes nothing when the table or guest is not the wedding's
 * (`not_found`) or the guest holds fewer than `qty` seats there (`seats_not_held`).
 */
export async function moveSeats(db: Database, weddingId: number, seats: SeatsOfGuest & { is_inside: boolean }): Promise<TableGuest[]> {
  const { table_id, guest_id, qty, is_inside } = seats;
  const [result] = await retrying(() =>
    rowsOf<{ found: boolean; held: number; moved: string }>(
      db,
      sql`with guest as (
          select id from guests where id = ${guest_id} and wedding_id = ${weddingId}
            and exists (select 1 from tables where id = ${table_id} and wedding_id = ${weddingId})
          for no key update
        ), held as (
          select count(*)::int as count from tables_guests where guest_id = (select id from guest) and table_id = ${table_id}
        ), picked as (
          select id from tables_guests
          where guest_id = (select id from guest) and table_id = ${table_id} and is_inside <> ${is_inside} and (select count from held) >= ${qty}
          order by id limit ${qty}
          for no key update
        ), moved as (
          update tables_guests as seat set is_inside = ${is_inside} from picked where seat.id = picked.id
          returning seat.id, seat.table_id, seat.guest_id, seat.is_inside
        ), ${publishing(weddingId, sql`select json_build_array(json_build_object('kind', 'seats.updated', 'seats', json_agg(moved order by id))) from moved having count(*) > 0`)}
        select exists (select 1 from guest) as found, (select count from held) as held,
          (select coalesce(json_agg(moved order by id), '[]')::text from moved) as moved, (select count(*) from published) as published`,
    ),
  );
  if (!result!.found) throw notFound();
  if (result!.held < qty) throw limitError('seats_not_held', { qty: result!.held });
  return JSON.parse(result!.moved) as TableGuest[];
}

/** Frees `qty` of the guest's seats at the table: those outside first, then the newest. Answers their ids. */
export function freeSeats(db: Database, weddingId: number, seats: SeatsOfGuest): Promise<number[]> {
  return retryingTransaction(db, async (tx) => {
    await lockGuestAt(tx, weddingId, seats);
    const freed = await changeHeldSeats(
      tx,
      seats,
      sql`select id from held order by is_inside, id desc limit ${seats.qty}`,
      sql`delete from tables_guests as seat using picked where seat.id = picked.id returning seat.id, seat.table_id, seat.guest_id, seat.is_inside`,
    );
    const ids = freed.map((seat) => seat.id);
    await publish(tx, weddingId, [{ kind: 'seats.deleted', ids }]);
    return ids;
  });
}

export interface SeatsMove {
  guest_id: number;
  from_table_id: number;
  to_table_id: number;
  qty: number;
}

/**
 * Moves `qty` of the guest's seats at one table to another (beyond the spec), chosen as
 * `freeSeats` chooses them (outside first, then the newest), each keeping its id and whether it
 * is inside; answers them as moved. One transaction: a party is never left without a table half
 * way. Both tables are locked by id (two moves the opposite way take turns), then the guest, as
 * every seating call locks them; the counts are read after the locks. Refused with
 * `seats_not_held` when the guest holds fewer seats at the first table, and `not_enough_seats`
 * (under `to_table_id`) when the second has too few free. The guest's seats over all tables stay
 * as many, so the party's limit cannot be passed.
 */
export function moveSeatsToTable(db: Database, weddingId: number, move: SeatsMove): Promise<TableGuest[]> {
  return retryingTransaction(db, async (tx) => {
    const locked = await rowsOf<{ id: number; seats: number }>(
      tx,
      sql`select id, seats from tables where wedding_id = ${weddingId} and id = any(${intArray([move.from_table_id, move.to_table_id])}::int[])
        order by id for no key update`,
    );
    const target = locked.find((table) => table.id === move.to_table_id);
    if (locked.length !== 2 || !target) throw notFound();
    await lockGuestAt(tx, weddingId, { table_id: move.from_table_id, guest_id: move.guest_id, qty: move.qty });
    const [counts] = await rowsOf<{ held: number; taken: number }>(
      tx,
      sql`select (select count(*)::int from tables_guests where guest_id = ${move.guest_id} and table_id = ${move.from_table_id}) as held,
        (select count(*)::int from tables_guests where table_id = ${move.to_table_id}) as taken`,
    );
    if (counts!.held < move.qty) throw limitError('seats_not_held', { qty: counts!.held });
    const free = target.seats - counts!.taken;
    if (move.qty > free) throw limitError('not_enough_seats', { to_table_id: Math.max(free, 0) });
    const [result] = await rowsOf<{ moved: string }>(
      tx,
      sql`with picked as (
          select id from tables_guests where guest_id = ${move.guest_id} and table_id = ${move.from_table_id} order by is_inside, id desc limit ${move.qty}
        ), moved as (
          update tables_guests as seat set table_id = ${move.to_table_id} from picked where seat.id = picked.id
          returning seat.id, seat.table_id, seat.guest_id, seat.is_inside
        ) select coalesce(json_agg(moved order by id), '[]')::text as moved from moved`,
    );
    const moved = JSON.parse(result!.moved) as TableGuest[];
    await publish(tx, weddingId, [{ kind: 'seats.updated', seats: moved }]);
    return moved;
  });
}
