import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TableGuest } from '../../../contract/seating';
import { tablesGuests } from '../../../server/modules/tables/schema';
import { startTestServer, type TestServer } from '../../support/test-server';
import { caller, createWedding, plannerWithWedding } from '../tables/support';

export interface SeatingWorld {
  server: TestServer;
  cookie: string;
  plannerId: number;
  /** Two weddings of the same planner: ids of one are foreign to the other. */
  weddingA: number;
  weddingB: number;
  call: ReturnType<typeof caller>;
  /** A new table of the wedding (through the API), with `seats` seats. */
  table(weddingId: number, seats?: number): Promise<number>;
  /** A new guest of the wedding (through the API) with `companions` companions. */
  guest(weddingId: number, companions?: number): Promise<number>;
  /** POST tables_guests/massCreate on wedding A (or `weddingId`). */
  seat(tableId: number, guests: Array<{ id: number; qty: number }>, weddingId?: number): ReturnType<ReturnType<typeof caller>>;
  /** The seats stored, by id. */
  seats(weddingId: number): Promise<TableGuest[]>;
}

/** A server and a planner with two weddings, each with a table type, for the seating tests of one file. */
export function useSeatingWorld(): SeatingWorld {
  const world = {} as SeatingWorld;
  const types = new Map<number, number>();
  let nextNumber = 0;
  beforeAll(async () => {
    world.server = await startTestServer();
    const owner = await plannerWithWedding(world.server);
    world.cookie = owner.cookie;
    world.plannerId = owner.planner.id;
    world.weddingA = owner.weddingId;
    world.weddingB = await createWedding(world.server, owner.cookie);
    world.call = caller(world.server, owner.cookie);
    for (const weddingId of [world.weddingA, world.weddingB]) {
      const type = await world.call('POST', '/table_types/create', { wedding_id: weddingId, name: 'Round', shape: 'round', width: 90, height: 90 });
      types.set(weddingId, type.json().data.id);
    }
  });
  afterAll(() => world.server.close());

  world.table = async (weddingId, seats = 10) => {
    const response = await world.call('POST', '/tables/create', {
      wedding_id: weddingId,
      table_type: types.get(weddingId),
      seats,
      number: ++nextNumber,
      x: 0.5,
      y: 0.5,
    });
    if (response.statusCode !== 200) throw new Error(`table not created: ${response.body}`);
    return response.json().data.id;
  };
  world.guest = async (weddingId, companions = 0) => {
    const response = await world.call('POST', '/guests/create', { wedding_id: weddingId, name: `Guest ${++nextNumber}`, companions });
    if (response.statusCode !== 200) throw new Error(`guest not created: ${response.body}`);
    return response.json().data.id;
  };
  world.seat = (tableId, guests, weddingId = world.weddingA) =>
    world.call('POST', '/tables_guests/massCreate', { wedding_id: weddingId, table_id: tableId, guests });
  world.seats = async (weddingId) =>
    (await world.server.db.select().from(tablesGuests).where(eq(tablesGuests.weddingId, weddingId)).orderBy(tablesGuests.id)).map((row) => ({
      id: row.id,
      table_id: row.tableId,
      guest_id: row.guestId,
      is_inside: row.isInside,
    }));
  return world;
}

/** A refused answer as the seating tests compare it: status, error code and the fields it names. */
export const refusal = (response: { statusCode: number; json(): { error: { code: string }; validationErrors?: Record<string, string[]> } }) => ({
  status: response.statusCode,
  code: response.json().error.code,
  validationErrors: response.json().validationErrors,
});
