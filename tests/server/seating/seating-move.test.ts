import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { seatingEndpoints } from '../../../contract/seating';
import { liveEvents } from '../../../server/modules/events/schema';
import { refusal, useSeatingWorld } from './seating-world';

/**
 * `PUT tables_guests/move` (beyond the spec, contract/seating.ts): a party's seats go from one
 * table to another in one transaction, under the rules of `massCreate` and `destroy`, and every
 * refusal changes nothing and tells no other screen anything.
 */
const world = useSeatingWorld();

const move = (input: { guest_id: number; from_table_id: number; to_table_id: number; qty: number }, weddingId = world.weddingA) =>
  world.call('PUT', '/tables_guests/move', { wedding_id: weddingId, ...input });
/** The last event of wedding A's outbox (written in the change's own transaction). */
const lastEvent = async () =>
  (
    await world.server.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.weddingId, world.weddingA)))
      .orderBy(desc(liveEvents.seq))
      .limit(1)
  )[0];

/** A guest with `companions`, holding `seated` seats at a new table of `seats`, one of them inside when asked; and an empty table of `free` seats. */
async function seatedParty({ companions = 2, seated = 3, inside = false, free = 8 } = {}) {
  const [from, to] = [await world.table(world.weddingA, 8), await world.table(world.weddingA, free)];
  const guest = await world.guest(world.weddingA, companions);
  await world.seat(from, [{ id: guest, qty: seated }]);
  if (inside) await world.call('PUT', '/tables_guests/update_inside', { wedding_id: world.weddingA, table_id: from, guest_id: guest, is_inside: true });
  return { from, to, guest };
}

describe('tables_guests/move', () => {
  it('moves the party’s seats, keeping their ids and who is inside, answers them, and tells other screens in the same transaction', async () => {
    const { from, to, guest } = await seatedParty({ inside: true });
    const before = (await world.seats(world.weddingA)).filter((seat) => seat.guest_id === guest);
    const response = await move({ guest_id: guest, from_table_id: from, to_table_id: to, qty: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const moved = before.map((seat) => ({ ...seat, table_id: to }));
    expect(seatingEndpoints.move.output.parse(response.json().data)).toEqual({ seats: moved });
    expect((await world.seats(world.weddingA)).filter((seat) => seat.guest_id === guest)).toEqual(moved);
    expect((await lastEvent())!.payload).toEqual({ kind: 'seats.updated', seats: moved });
  });

  it('moves part of a party: those outside first, then the newest, as destroy frees them', async () => {
    const { from, to, guest } = await seatedParty({ inside: true });
    const [inside, second, third] = (await world.seats(world.weddingA)).filter((seat) => seat.guest_id === guest);
    const response = await move({ guest_id: guest, from_table_id: from, to_table_id: to, qty: 2 });
    expect(response.json().data.seats.map((seat: { id: number }) => seat.id)).toEqual([second!.id, third!.id]);
    const stored = (await world.seats(world.weddingA)).filter((seat) => seat.guest_id === guest);
    expect(stored.map((seat) => [seat.id, seat.table_id])).toEqual([
      [inside!.id, from],
      [second!.id, to],
      [third!.id, to],
    ]);
  });

  it('refuses a table without room (not_enough_seats under to_table_id) and seats not held there (seats_not_held), changing and telling nothing', async () => {
    const { from, to, guest } = await seatedParty({ free: 4 });
    const other = await world.guest(world.weddingA, 1);
    await world.seat(to, [{ id: other, qty: 2 }]);
    const seatsBefore = await world.seats(world.weddingA);
    const eventBefore = await lastEvent();
    expect(refusal(await move({ guest_id: guest, from_table_id: from, to_table_id: to, qty: 3 }))).toEqual({
      status: 409,
      code: 'not_enough_seats',
      validationErrors: { to_table_id: ['max:2'] },
    });
    expect(refusal(await move({ guest_id: guest, from_table_id: to, to_table_id: from, qty: 1 }))).toEqual({
      status: 409,
      code: 'seats_not_held',
      validationErrors: { qty: ['max:0'] },
    });
    expect(refusal(await move({ guest_id: guest, from_table_id: from, to_table_id: to, qty: 4 }))).toMatchObject({ code: 'seats_not_held' });
    expect(await world.seats(world.weddingA)).toEqual(seatsBefore);
    expect(await lastEvent()).toEqual(eventBefore);
  });

  it('answers not_found for a table or guest of another wedding, refuses a move to the same table and a qty out of range, changing nothing', async () => {
    const { from, to, guest } = await seatedParty();
    const [foreignTable, foreignGuest] = [await world.table(world.weddingB), await world.guest(world.weddingB)];
    const before = await world.seats(world.weddingA);
    for (const input of [
      { guest_id: guest, from_table_id: from, to_table_id: foreignTable, qty: 1 },
      { guest_id: guest, from_table_id: foreignTable, to_table_id: to, qty: 1 },
      { guest_id: foreignGuest, from_table_id: from, to_table_id: to, qty: 1 },
    ])
      expect(refusal(await move(input))).toMatchObject({ status: 422, code: 'not_found' });
    expect(refusal(await move({ guest_id: guest, from_table_id: from, to_table_id: from, qty: 1 }))).toMatchObject({
      status: 422,
      validationErrors: { to_table_id: ['invalid'] },
    });
    expect(refusal(await move({ guest_id: guest, from_table_id: from, to_table_id: to, qty: 0 }))).toMatchObject({
      status: 422,
      validationErrors: { qty: ['min'] },
    });
    expect(await world.seats(world.weddingA)).toEqual(before);
  });
});
