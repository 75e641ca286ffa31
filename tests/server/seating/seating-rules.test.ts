import { describe, expect, it } from 'vitest';
import { refusal, useSeatingWorld } from './seating-world';

/** What the guests and tables calls keep of the seats (contract/seating.ts rules), on seats made by massCreate. */
const world = useSeatingWorld();

describe('the rules other calls keep, with seats made by massCreate', () => {
  it('fewer companions free the surplus seats in the same call, those outside first', async () => {
    const [first, second] = [await world.table(world.weddingA), await world.table(world.weddingA)];
    const party = await world.guest(world.weddingA, 3);
    await world.seat(first, [{ id: party, qty: 2 }]);
    await world.seat(second, [{ id: party, qty: 2 }]);
    await world.call('PUT', '/tables_guests/update_inside', { wedding_id: world.weddingA, table_id: second, guest_id: party, is_inside: true, qty: 2 });
    const update = await world.call('PUT', '/guests/update', { id: party, companions: 1 });
    expect(update.json().data).toMatchObject({ seats: 2 });
    const left = (await world.seats(world.weddingA)).filter((seat) => seat.guest_id === party);
    expect(left.map((seat) => [seat.table_id, seat.is_inside])).toEqual([
      [second, true],
      [second, true],
    ]);
    expect((await world.seat(first, [{ id: party, qty: 1 }])).json().error.code).toBe('guest_seats_exceeded');
  });

  it('deleting a guest or a table deletes its seats', async () => {
    const [kept, dropped] = [await world.table(world.weddingA), await world.table(world.weddingA)];
    const [stays, goes] = [await world.guest(world.weddingA, 1), await world.guest(world.weddingA, 1)];
    await world.seat(kept, [
      { id: stays, qty: 1 },
      { id: goes, qty: 1 },
    ]);
    await world.seat(dropped, [
      { id: stays, qty: 1 },
      { id: goes, qty: 1 },
    ]);
    await world.call('DELETE', '/guests/destroy', { id: goes });
    await world.call('DELETE', '/tables/destroy', { wedding_id: world.weddingA, id: dropped });
    const left = (await world.seats(world.weddingA)).filter((seat) => seat.guest_id === stays || seat.guest_id === goes);
    expect(left.map((seat) => [seat.table_id, seat.guest_id])).toEqual([[kept, stays]]);
  });

  it('a table’s seats cannot drop below the guests seated there, in update and massUpdate', async () => {
    const table = await world.table(world.weddingA, 6);
    await world.seat(table, [{ id: await world.guest(world.weddingA, 3), qty: 4 }]);
    const update = await world.call('PUT', '/tables/update', { wedding_id: world.weddingA, id: table, seats: 3 });
    expect(refusal(update)).toEqual({ status: 409, code: 'seats_below_guests', validationErrors: { seats: ['min:4'] } });
    const mass = await world.call('PUT', '/tables/massUpdate', { wedding_id: world.weddingA, tables: [{ id: table, seats: 2 }] });
    expect(refusal(mass)).toEqual({ status: 409, code: 'seats_below_guests', validationErrors: { 'tables.0.seats': ['min:4'] } });
    expect((await world.call('PUT', '/tables/update', { wedding_id: world.weddingA, id: table, seats: 4 })).statusCode).toBe(200);
  });

  it('tables/summary counts the seats massCreate made, and tables/index their seats taken', async () => {
    const { weddingB } = world;
    const before = (await world.call('GET', '/tables/summary', { wedding_id: weddingB })).json().data;
    const table = await world.table(weddingB, 5);
    const party = await world.guest(weddingB, 3);
    await world.seat(table, [{ id: party, qty: 3 }], weddingB);
    const after = (await world.call('GET', '/tables/summary', { wedding_id: weddingB })).json().data;
    expect({
      totalSeats: after.totalSeats - before.totalSeats,
      occupiedSeats: after.occupiedSeats - before.occupiedSeats,
      availableSeats: after.availableSeats - before.availableSeats,
      guestsWithoutTable: after.guestsWithoutTable - before.guestsWithoutTable,
    }).toEqual({ totalSeats: 5, occupiedSeats: 3, availableSeats: 2, guestsWithoutTable: 1 });
    const listed = (await world.call('GET', '/tables/index', { wedding_id: weddingB })).json().data.tables;
    expect(listed.find((row: { id: number }) => row.id === table)).toMatchObject({ seats: 5, seats_taken: 3 });
  });
});
