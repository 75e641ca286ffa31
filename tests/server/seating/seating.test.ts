import { describe, expect, it } from 'vitest';
import { seatingEndpoints, seatLimitOf, tableGuest } from '../../../contract/seating';
import { refusal, useSeatingWorld } from './seating-world';

/** The seating calls (contract/seating.ts) one by one: what they answer, store and refuse. */
const world = useSeatingWorld();

describe('tables_guests/index', () => {
  it('lists the wedding’s seats by id, in the contract’s shape, and none of another wedding', async () => {
    const [table, guest, other] = [await world.table(world.weddingA), await world.guest(world.weddingA, 1), await world.table(world.weddingB)];
    await world.seat(table, [{ id: guest, qty: 2 }]);
    await world.seat(other, [{ id: await world.guest(world.weddingB), qty: 1 }], world.weddingB);
    const response = await world.call('GET', '/tables_guests/index', { wedding_id: world.weddingA });
    expect(response.statusCode).toBe(200);
    const listed = seatingEndpoints.index.output.parse(response.json().data).tableGuests;
    expect(listed).toEqual(await world.seats(world.weddingA));
    expect(listed.filter((seat) => seat.table_id === table)).toEqual([
      { id: expect.any(Number), table_id: table, guest_id: guest, is_inside: false },
      { id: expect.any(Number), table_id: table, guest_id: guest, is_inside: false },
    ]);
    expect(listed.some((seat) => seat.table_id === other)).toBe(false);
    expect(response.headers.etag).toBeDefined();
  });
});

describe('tables_guests/massCreate', () => {
  it('seats each guest qty times and answers the new ids per guest, in the order sent', async () => {
    const table = await world.table(world.weddingA, 8);
    const [ana, luis] = [await world.guest(world.weddingA, 2), await world.guest(world.weddingA, 0)];
    const response = await world.seat(table, [
      { id: luis, qty: 1 },
      { id: ana, qty: 3 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [luisSeats, anaSeats] = response.json().data.ids as number[][];
    const stored = (await world.seats(world.weddingA)).filter((seat) => seat.table_id === table);
    expect(luisSeats).toEqual(stored.filter((seat) => seat.guest_id === luis).map((seat) => seat.id));
    expect(anaSeats).toEqual(stored.filter((seat) => seat.guest_id === ana).map((seat) => seat.id));
    expect(anaSeats).toHaveLength(3);
  });

  it('spreads a party over two tables, and refuses a seat beyond companions + 1 (guest_seats_exceeded), changing nothing', async () => {
    const [first, second] = [await world.table(world.weddingA), await world.table(world.weddingA)];
    const party = await world.guest(world.weddingA, 3);
    expect((await world.seat(first, [{ id: party, qty: 2 }])).statusCode).toBe(200);
    expect((await world.seat(second, [{ id: party, qty: 2 }])).statusCode).toBe(200);
    const before = await world.seats(world.weddingA);
    const extra = await world.seat(second, [{ id: party, qty: 1 }]);
    expect(refusal(extra)).toEqual({ status: 409, code: 'guest_seats_exceeded', validationErrors: { 'guests.0.qty': ['max:0'] } });
    expect(await world.seats(world.weddingA)).toEqual(before);
  });

  it('names every guest over their party and what each may still take', async () => {
    const table = await world.table(world.weddingA);
    const [solo, couple, trio] = [await world.guest(world.weddingA, 0), await world.guest(world.weddingA, 1), await world.guest(world.weddingA, 2)];
    await world.seat(table, [{ id: trio, qty: 1 }]);
    const response = await world.seat(table, [
      { id: solo, qty: 1 },
      { id: couple, qty: 3 },
      { id: trio, qty: 3 },
    ]);
    expect(refusal(response)).toEqual({
      status: 409,
      code: 'guest_seats_exceeded',
      validationErrors: { 'guests.1.qty': ['max:2'], 'guests.2.qty': ['max:2'] },
    });
    expect(seatLimitOf(response.json().validationErrors, 'guests.2.qty')).toBe(2);
  });

  it('fills a table exactly, then refuses what it cannot hold (not_enough_seats with the free seats), changing nothing', async () => {
    const table = await world.table(world.weddingA, 4);
    const [big, small, late] = [await world.guest(world.weddingA, 2), await world.guest(world.weddingA, 1), await world.guest(world.weddingA, 0)];
    expect((await world.seat(table, [{ id: big, qty: 3 }])).statusCode).toBe(200);
    const tooMany = await world.seat(table, [{ id: small, qty: 2 }]);
    expect(refusal(tooMany)).toEqual({ status: 409, code: 'not_enough_seats', validationErrors: { table_id: ['max:1'] } });
    expect((await world.seat(table, [{ id: small, qty: 1 }])).statusCode).toBe(200);
    const full = await world.seat(table, [{ id: late, qty: 1 }]);
    expect(refusal(full)).toEqual({ status: 409, code: 'not_enough_seats', validationErrors: { table_id: ['max:0'] } });
    expect((await world.seats(world.weddingA)).filter((seat) => seat.table_id === table)).toHaveLength(4);
  });

  it('answers not_found for a table or a guest of another wedding, or none, and changes nothing', async () => {
    const [table, guest] = [await world.table(world.weddingA), await world.guest(world.weddingA)];
    const [foreignTable, foreignGuest] = [await world.table(world.weddingB), await world.guest(world.weddingB)];
    const before = [await world.seats(world.weddingA), await world.seats(world.weddingB)];
    // The table is named (one row the call refers to); a list of guests is not.
    const tableGone = { table_id: ['not_found'] };
    const one = (id: number) => ({ id, qty: 1 });
    for (const [tableId, guests, named] of [
      [foreignTable, [one(guest)], tableGone],
      [table, [one(foreignGuest)], undefined],
      [table, [one(guest), one(foreignGuest)], undefined],
      [2_000_000, [one(guest)], tableGone],
      [table, [one(2_000_000)], undefined],
    ] as const) {
      const response = await world.seat(tableId, [...guests]);
      expect(refusal(response), JSON.stringify([tableId, guests])).toEqual({ status: 422, code: 'not_found', validationErrors: named });
    }
    expect([await world.seats(world.weddingA), await world.seats(world.weddingB)]).toEqual(before);
  });

  it.each([
    ['qty 0', { guests: [{ id: 1, qty: 0 }] }, { 'guests.0.qty': ['min'] }],
    ['qty −1', { guests: [{ id: 1, qty: -1 }] }, { 'guests.0.qty': ['min'] }],
    ['qty 1.5', { guests: [{ id: 1, qty: 1.5 }] }, { 'guests.0.qty': ['numeric'] }],
    ['qty "2"', { guests: [{ id: 1, qty: '2' }] }, { 'guests.0.qty': ['numeric'] }],
    ['qty 102', { guests: [{ id: 1, qty: 102 }] }, { 'guests.0.qty': ['max'] }],
    ['no qty', { guests: [{ id: 1 }] }, { 'guests.0.qty': ['required'] }],
    ['no guests', { guests: [] }, { guests: ['required'] }],
    [
      'a guest twice',
      {
        guests: [
          { id: 1, qty: 1 },
          { id: 1, qty: 1 },
        ],
      },
      { guests: ['invalid'] },
    ],
    ['guest id "1"', { guests: [{ id: '1', qty: 1 }] }, { 'guests.0.id': ['invalid'] }],
    ['table id true', { table_id: true, guests: [{ id: 1, qty: 1 }] }, { table_id: ['invalid'] }],
  ])('refuses %s as a form error naming the field', async (_name, input, validationErrors) => {
    const table = await world.table(world.weddingA);
    const response = await world.call('POST', '/tables_guests/massCreate', { wedding_id: world.weddingA, table_id: table, ...input });
    expect(refusal(response)).toEqual({ status: 422, code: 'form_validation_error', validationErrors });
  });
});

describe('tables_guests/update_inside', () => {
  const inside = (table: number, guest: number, is_inside: boolean, qty?: number) =>
    world.call('PUT', '/tables_guests/update_inside', { wedding_id: world.weddingA, table_id: table, guest_id: guest, is_inside, ...(qty ? { qty } : {}) });
  const insideAt = async (table: number) =>
    (await world.seats(world.weddingA)).filter((seat) => seat.table_id === table).map((seat) => [seat.guest_id, seat.is_inside]);

  it('moves qty more of the guest’s seats at that table inside, oldest first, and answers them; 1 by default', async () => {
    const [table, other] = [await world.table(world.weddingA), await world.table(world.weddingA)];
    const party = await world.guest(world.weddingA, 3);
    const [here] = (await world.seat(table, [{ id: party, qty: 3 }])).json().data.ids;
    await world.seat(other, [{ id: party, qty: 1 }]);
    const first = await inside(table, party, true);
    expect(first.json().data.seats.map((seat: unknown) => tableGuest.parse(seat))).toEqual([
      { id: here[0], table_id: table, guest_id: party, is_inside: true },
    ]);
    expect((await inside(table, party, true, 2)).json().data.seats.map((seat: { id: number }) => seat.id)).toEqual([here[1], here[2]]);
    expect(await insideAt(table)).toEqual([
      [party, true],
      [party, true],
      [party, true],
    ]);
    expect(await insideAt(other)).toEqual([[party, false]]);
  });

  it('counts only seats not yet in the new state: checking in someone already inside changes nothing and is no error', async () => {
    const table = await world.table(world.weddingA);
    const couple = await world.guest(world.weddingA, 1);
    await world.seat(table, [{ id: couple, qty: 2 }]);
    await inside(table, couple, true, 2);
    const again = await inside(table, couple, true, 2);
    expect([again.statusCode, again.json().data.seats]).toEqual([200, []]);
    const out = await inside(table, couple, false);
    expect(out.json().data.seats).toEqual([expect.objectContaining({ is_inside: false })]);
    expect(await insideAt(table)).toEqual([
      [couple, false],
      [couple, true],
    ]);
  });

  it('refuses qty beyond the seats the guest holds at that table (seats_not_held), changing nothing', async () => {
    const [table, other] = [await world.table(world.weddingA), await world.table(world.weddingA)];
    const couple = await world.guest(world.weddingA, 1);
    await world.seat(table, [{ id: couple, qty: 2 }]);
    const tooMany = await inside(table, couple, true, 3);
    expect(refusal(tooMany)).toEqual({ status: 409, code: 'seats_not_held', validationErrors: { qty: ['max:2'] } });
    expect(refusal(await inside(other, couple, true))).toEqual({ status: 409, code: 'seats_not_held', validationErrors: { qty: ['max:0'] } });
    expect(await insideAt(table)).toEqual([
      [couple, false],
      [couple, false],
    ]);
  });

  it('answers not_found for a table or guest of another wedding; refuses is_inside that is not a boolean', async () => {
    const [table, guest] = [await world.table(world.weddingA), await world.guest(world.weddingA)];
    await world.seat(table, [{ id: guest, qty: 1 }]);
    expect(refusal(await inside(await world.table(world.weddingB), guest, true)).code).toBe('not_found');
    expect(refusal(await inside(table, await world.guest(world.weddingB), true)).code).toBe('not_found');
    const numeric = await world.call('PUT', '/tables_guests/update_inside', { wedding_id: world.weddingA, table_id: table, guest_id: guest, is_inside: 1 });
    expect(refusal(numeric)).toEqual({ status: 422, code: 'form_validation_error', validationErrors: { is_inside: ['invalid'] } });
    expect(await insideAt(table)).toEqual([[guest, false]]);
  });

  it('is one statement after the access check, its event written in it: ten tablets at the door do not queue behind a transaction each', async () => {
    const [table, guest] = [await world.table(world.weddingA), await world.guest(world.weddingA)];
    await world.seat(table, [{ id: guest, qty: 1 }]);
    const queries = await world.server.queriesDuring(() => inside(table, guest, true));
    const work = queries.filter((query) => !query.includes('"sessions"') && !query.includes('"wedding_users"'));
    expect(work).toHaveLength(1);
    expect(work[0]).toMatch(/update tables_guests[\s\S]*insert into live_events/);
  });

  it('reads the caller’s rights once for a run of check-ins on PGlite: a seat changes no one’s rights (PostgreSQL asks each time)', async () => {
    const [table, guest] = [await world.table(world.weddingA), await world.guest(world.weddingA)];
    await world.seat(table, [{ id: guest, qty: 1 }]);
    await inside(table, guest, true);
    const queries = await world.server.queriesDuring(async () => {
      await inside(table, guest, false);
      await inside(table, guest, true);
    });
    expect(queries.filter((query) => query.includes('"wedding_users"'))).toHaveLength(world.server.onPostgres ? 2 : 0);
  });
});

describe('tables_guests/destroy', () => {
  it('frees qty seats (1 by default), those outside first, then the newest; with its input in the query or a body', async () => {
    const table = await world.table(world.weddingA);
    const party = await world.guest(world.weddingA, 3);
    const [ids] = (await world.seat(table, [{ id: party, qty: 4 }])).json().data.ids as number[][];
    await world.call('PUT', '/tables_guests/update_inside', { wedding_id: world.weddingA, table_id: table, guest_id: party, is_inside: true, qty: 1 });
    const one = await world.call('DELETE', '/tables_guests/destroy', { wedding_id: world.weddingA, table_id: table, guest_id: party });
    expect(one.json().data.ids).toEqual([ids![3]]);
    const two = await world.server.inject({
      method: 'DELETE',
      url: '/api/tables_guests/destroy',
      headers: { cookie: world.cookie },
      payload: { wedding_id: world.weddingA, table_id: table, guest_id: party, qty: 2 },
    });
    expect(two.json().data.ids).toEqual([ids![1], ids![2]]);
    expect((await world.seats(world.weddingA)).filter((seat) => seat.table_id === table)).toEqual([
      { id: ids![0], table_id: table, guest_id: party, is_inside: true },
    ]);
  });

  it('refuses more than the guest holds there (seats_not_held) and ids of another wedding (not_found), changing nothing', async () => {
    const table = await world.table(world.weddingA);
    const guest = await world.guest(world.weddingA, 1);
    await world.seat(table, [{ id: guest, qty: 2 }]);
    const before = await world.seats(world.weddingA);
    const destroy = (input: Record<string, unknown>) =>
      world.call('DELETE', '/tables_guests/destroy', { wedding_id: world.weddingA, table_id: table, guest_id: guest, ...input });
    expect(refusal(await destroy({ qty: 3 }))).toEqual({ status: 409, code: 'seats_not_held', validationErrors: { qty: ['max:2'] } });
    expect(refusal(await destroy({ table_id: await world.table(world.weddingB) })).code).toBe('not_found');
    expect(refusal(await destroy({ qty: '-1' }))).toEqual({ status: 422, code: 'form_validation_error', validationErrors: { qty: ['numeric'] } });
    expect(refusal(await destroy({ qty: '0' }))).toEqual({ status: 422, code: 'form_validation_error', validationErrors: { qty: ['min'] } });
    expect(await world.seats(world.weddingA)).toEqual(before);
  });
});
