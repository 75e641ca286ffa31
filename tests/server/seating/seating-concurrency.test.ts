import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { guests } from '../../../server/modules/guests/schema';
import { tables } from '../../../server/modules/tables/schema';
import type { TwinServer } from '../../support/test-server';
import { requestOf } from '../tables/support';
import { useSeatingWorld } from './seating-world';

/**
 * Twenty calls at once, half of them through a second app on the same database (on PostgreSQL,
 * CI's second run, each app has its own pool of ten connections, so the calls truly overlap, as
 * two servers behind a load balancer): the seating rules hold and no race ends in a 500.
 */
const world = useSeatingWorld();
let twin: TwinServer;
beforeAll(async () => {
  twin = await world.server.twin();
});

type Method = 'POST' | 'PUT' | 'DELETE';
/** The call number `index` of a burst: even ones to the first server, odd ones to the second. */
const send = (index: number, method: Method, url: string, input: Record<string, unknown>) =>
  (index % 2 === 0 ? world.server.inject : twin.inject)(requestOf(method, url, input, world.cookie));
const outcomes = (responses: Array<{ statusCode: number; body: string; json(): { error?: { code: string } } }>) =>
  responses.map((response) => (response.statusCode === 200 ? 'ok' : (response.json().error?.code ?? response.body)));
const count = (items: string[], value: string) => items.filter((item) => item === value).length;
const burst = <T>(size: number, call: (index: number) => Promise<T>) => Promise.all(Array.from({ length: size }, (_, index) => call(index)));

/** Seats per table and per guest of wedding A, against their limits. */
async function overfilled() {
  const result = await world.server.db.execute(sql`
    select 'table ' || t.id as row from tables t where t.wedding_id = ${world.weddingA}
      and (select count(*) from tables_guests s where s.table_id = t.id) > t.seats
    union all
    select 'guest ' || g.id from guests g where g.wedding_id = ${world.weddingA}
      and (select count(*) from tables_guests s where s.guest_id = g.id) > g.companions + 1`);
  return result.rows;
}

describe('twenty calls at once', () => {
  it('twenty guests for the last ten seats of a table: ten seated, ten hear not_enough_seats', async () => {
    const table = await world.table(world.weddingA, 10);
    const people = await burst(20, () => world.guest(world.weddingA));
    const responses = await burst(20, (index) =>
      send(index, 'POST', '/tables_guests/massCreate', { wedding_id: world.weddingA, table_id: table, guests: [{ id: people[index], qty: 1 }] }),
    );
    const results = outcomes(responses);
    expect([count(results, 'ok'), count(results, 'not_enough_seats')], JSON.stringify(results)).toEqual([10, 10]);
    expect((await world.seats(world.weddingA)).filter((seat) => seat.table_id === table)).toHaveLength(10);
    expect(await overfilled()).toEqual([]);
  });

  it('twenty screens seating one party of five at twenty tables: five seats, fifteen hear guest_seats_exceeded', async () => {
    const party = await world.guest(world.weddingA, 4);
    const places = await burst(20, () => world.table(world.weddingA, 10));
    const responses = await burst(20, (index) =>
      send(index, 'POST', '/tables_guests/massCreate', { wedding_id: world.weddingA, table_id: places[index], guests: [{ id: party, qty: 1 }] }),
    );
    const results = outcomes(responses);
    expect([count(results, 'ok'), count(results, 'guest_seats_exceeded')], JSON.stringify(results)).toEqual([5, 15]);
    expect((await world.seats(world.weddingA)).filter((seat) => seat.guest_id === party)).toHaveLength(5);
  });

  it('parties named in opposite orders at small tables never deadlock into an error nor overfill anything', async () => {
    const people = await burst(6, () => world.guest(world.weddingA, 2));
    const places = await burst(4, () => world.table(world.weddingA, 4));
    const responses = await burst(20, (index) => {
      const pair = [people[index % 6]!, people[(index + 1) % 6]!];
      if (index % 3 === 0) pair.reverse();
      return send(index, 'POST', '/tables_guests/massCreate', {
        wedding_id: world.weddingA,
        table_id: places[index % 4],
        guests: pair.map((id) => ({ id, qty: 1 + (index % 2) })),
      });
    });
    const results = outcomes(responses);
    expect(results.filter((result) => !['ok', 'not_enough_seats', 'guest_seats_exceeded'].includes(result))).toEqual([]);
    expect(count(results, 'ok')).toBeGreaterThan(0);
    expect(await overfilled()).toEqual([]);
  });

  it('seating a party while its companions drop: never more seats than the party', async () => {
    for (let round = 0; round < 4; round++) {
      const party = await world.guest(world.weddingA, 5);
      const places = await burst(10, () => world.table(world.weddingA, 10));
      const responses = await burst(20, (index) =>
        index === 10
          ? send(index, 'PUT', '/guests/update', { id: party, companions: 1 })
          : send(index, 'POST', '/tables_guests/massCreate', { wedding_id: world.weddingA, table_id: places[index % 10], guests: [{ id: party, qty: 1 }] }),
      );
      expect(outcomes(responses).filter((result) => !['ok', 'guest_seats_exceeded'].includes(result))).toEqual([]);
      const [stored] = await world.server.db.select().from(guests).where(eq(guests.id, party));
      expect(stored!.companions).toBe(1);
      expect((await world.seats(world.weddingA)).filter((seat) => seat.guest_id === party).length).toBeLessThanOrEqual(2);
    }
  });

  it('seating at a table while its seats are lowered: the table never holds more than it has', async () => {
    for (let round = 0; round < 4; round++) {
      const table = await world.table(world.weddingA, 10);
      const people = await burst(19, () => world.guest(world.weddingA));
      const responses = await burst(20, (index) =>
        index === 0
          ? send(index, 'PUT', '/tables/update', { wedding_id: world.weddingA, id: table, seats: 3 })
          : send(index, 'POST', '/tables_guests/massCreate', { wedding_id: world.weddingA, table_id: table, guests: [{ id: people[index - 1], qty: 1 }] }),
      );
      const results = outcomes(responses);
      expect(results.filter((result) => !['ok', 'not_enough_seats', 'seats_below_guests'].includes(result))).toEqual([]);
      const [stored] = await world.server.db.select().from(tables).where(eq(tables.id, table));
      const seated = (await world.seats(world.weddingA)).filter((seat) => seat.table_id === table).length;
      expect(seated).toBeLessThanOrEqual(stored!.seats);
      expect(stored!.seats === 3 ? seated <= 3 : results[0] === 'seats_below_guests').toBe(true);
    }
  });

  it('twenty tablets checking in the same guest of one seat: all answered, one seat moved, inside on every screen', async () => {
    const table = await world.table(world.weddingA);
    const guest = await world.guest(world.weddingA);
    await world.seat(table, [{ id: guest, qty: 1 }]);
    const responses = await burst(20, (index) =>
      send(index, 'PUT', '/tables_guests/update_inside', { wedding_id: world.weddingA, table_id: table, guest_id: guest, is_inside: true }),
    );
    expect(outcomes(responses)).toEqual(Array<string>(20).fill('ok'));
    expect(responses.flatMap((response) => response.json().data.seats)).toEqual([expect.objectContaining({ guest_id: guest, is_inside: true })]);
    expect((await world.seats(world.weddingA)).filter((seat) => seat.guest_id === guest)).toEqual([expect.objectContaining({ is_inside: true })]);
  });

  it('twenty tablets each checking in one more of a party of five: five moved, the rest change nothing', async () => {
    const table = await world.table(world.weddingA);
    const party = await world.guest(world.weddingA, 4);
    await world.seat(table, [{ id: party, qty: 5 }]);
    const responses = await burst(20, (index) =>
      send(index, 'PUT', '/tables_guests/update_inside', { wedding_id: world.weddingA, table_id: table, guest_id: party, is_inside: true }),
    );
    expect(outcomes(responses)).toEqual(Array<string>(20).fill('ok'));
    const moved = responses.flatMap((response) => response.json().data.seats.map((seat: { id: number }) => seat.id));
    expect(new Set(moved).size).toBe(5);
    expect(moved).toHaveLength(5);
  });

  it('ten parties moved and ten guests seated at once at one table: it never overfills, each party moves whole or not at all', async () => {
    for (let round = 0; round < 2; round++) {
      const target = await world.table(world.weddingA, 10);
      const parties = await burst(10, () => world.guest(world.weddingA, 1));
      const homes = await burst(10, () => world.table(world.weddingA, 2));
      for (const [index, party] of parties.entries()) await world.seat(homes[index]!, [{ id: party, qty: 2 }]);
      const people = await burst(10, () => world.guest(world.weddingA));
      const responses = await burst(20, (index) => {
        const which = index >> 1;
        return index % 2 === 0
          ? send(index, 'PUT', '/tables_guests/move', {
              wedding_id: world.weddingA,
              guest_id: parties[which],
              from_table_id: homes[which],
              to_table_id: target,
              qty: 2,
            })
          : send(index, 'POST', '/tables_guests/massCreate', { wedding_id: world.weddingA, table_id: target, guests: [{ id: people[which], qty: 1 }] });
      });
      const results = outcomes(responses);
      expect(results.filter((result) => !['ok', 'not_enough_seats'].includes(result))).toEqual([]);
      const seats = await world.seats(world.weddingA);
      for (const [index, party] of parties.entries()) {
        const moved = results[index * 2] === 'ok';
        expect(seats.filter((seat) => seat.guest_id === party).map((seat) => seat.table_id)).toEqual([
          moved ? target : homes[index],
          moved ? target : homes[index],
        ]);
      }
      expect(seats.filter((seat) => seat.table_id === target).length).toBeGreaterThanOrEqual(9);
      expect(await overfilled()).toEqual([]);
    }
  });

  it('parties moved both ways between two small tables at once never deadlock into an error nor overfill either', async () => {
    const [left, right] = [await world.table(world.weddingA, 6), await world.table(world.weddingA, 6)];
    const parties = await burst(4, () => world.guest(world.weddingA, 1));
    for (const [index, party] of parties.entries()) await world.seat(index % 2 === 0 ? left : right, [{ id: party, qty: 2 }]);
    const responses = await burst(20, (index) => {
      const party = index % 4;
      // Each party is sent towards the other table and back, so half the calls find it gone.
      const [from, to] = (party % 2 === 0) === index % 8 < 4 ? [left, right] : [right, left];
      return send(index, 'PUT', '/tables_guests/move', { wedding_id: world.weddingA, guest_id: parties[party], from_table_id: from, to_table_id: to, qty: 2 });
    });
    const results = outcomes(responses);
    expect(results.filter((result) => !['ok', 'seats_not_held', 'not_enough_seats'].includes(result))).toEqual([]);
    expect(count(results, 'ok')).toBeGreaterThan(0);
    const seats = (await world.seats(world.weddingA)).filter((seat) => parties.includes(seat.guest_id));
    for (const party of parties) expect(new Set(seats.filter((seat) => seat.guest_id === party).map((seat) => seat.table_id)).size).toBe(1);
    expect(seats).toHaveLength(8);
    expect(await overfilled()).toEqual([]);
  });

  it('twenty removals of one seat: one frees it, nineteen hear seats_not_held', async () => {
    const table = await world.table(world.weddingA);
    const guest = await world.guest(world.weddingA);
    await world.seat(table, [{ id: guest, qty: 1 }]);
    const responses = await burst(20, (index) =>
      send(index, 'DELETE', '/tables_guests/destroy', { wedding_id: world.weddingA, table_id: table, guest_id: guest }),
    );
    const results = outcomes(responses);
    expect([count(results, 'ok'), count(results, 'seats_not_held')]).toEqual([1, 19]);
  });
});
