import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { moduleId, type ModuleCode } from '../../../contract/permissions';
import type { PersonType } from '../../../contract/person';
import type { Config } from '../../../server/config';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { modulePermissions } from '../../../server/modules/weddings/schema';
import { signedInPerson } from '../../support/fixtures';
import { LiveClient } from '../../support/live-client';
import { startTestServer, type TestServer } from '../../support/test-server';
import { caller, createWedding, plannerWithWedding } from '../tables/support';

/** Short stream timings, so that what happens "within the access check" happens within a test. */
export const quickTimings: Config['liveEvents'] = { heartbeatMs: 300, accessCheckMs: 200 };

export interface LiveWorld {
  server: TestServer;
  /** The server's base URL on a real socket. */
  base: string;
  weddingA: number;
  weddingB: number;
  plannerId: number;
  cookie: string;
  call: ReturnType<typeof caller>;
  /** A table type of each wedding. */
  typeOf: Record<number, number>;
  /** A Helper or Hostess of the planner in a wedding, with the default grants of their type minus the modules named. */
  member(weddingId: number, type: PersonType, without?: ModuleCode[]): Promise<{ id: number; cookie: string }>;
  /** A stream of the wedding, live (its `ready` received). */
  listen(weddingId: number, cookie?: string, options?: { lastEventId?: string }): Promise<LiveClient>;
}

/** A listening server, a planner with two weddings (each with a table type), and streams closed after the file. */
export function useLiveWorld(): LiveWorld {
  const world = {} as LiveWorld;
  const clients: LiveClient[] = [];
  beforeAll(async () => {
    world.server = await startTestServer({ liveEvents: quickTimings });
    world.base = await world.server.listen();
    const owner = await plannerWithWedding(world.server);
    Object.assign(world, { weddingA: owner.weddingId, plannerId: owner.planner.id, cookie: owner.cookie, call: caller(world.server, owner.cookie) });
    world.weddingB = await createWedding(world.server, owner.cookie);
    world.typeOf = {};
    for (const weddingId of [world.weddingA, world.weddingB]) {
      const type = await world.call('POST', '/table_types/create', { wedding_id: weddingId, name: 'Round', shape: 'round', width: 90, height: 90 });
      world.typeOf[weddingId] = type.json().data.id;
    }
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await world.server.close();
  });

  world.member = async (weddingId, type, without = []) => {
    const { person, cookie } = await signedInPerson(world.server, type, { plannerId: world.plannerId });
    await addWeddingUser(world.server.db, weddingId, person.id, type);
    for (const code of without) {
      await world.server.db
        .delete(modulePermissions)
        .where(and(eq(modulePermissions.userId, person.id), eq(modulePermissions.weddingId, weddingId), eq(modulePermissions.moduleId, moduleId(code))));
    }
    return { id: person.id, cookie };
  };
  world.listen = async (weddingId, cookie = world.cookie, options = {}) => {
    const client = await LiveClient.connect(world.base, weddingId, cookie, options);
    clients.push(client);
    return client;
  };
  return world;
}
