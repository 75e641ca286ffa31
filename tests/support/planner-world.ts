import { afterAll, beforeAll } from 'vitest';
import { plannerWithWedding } from './fixtures';
import { startTestServer, type TestServer } from './test-server';

export interface PlannerWorld {
  server: TestServer;
  cookie: string;
  plannerId: number;
  weddingId: number;
}

/**
 * A test file's own server and a signed-in planner with one wedding (and `credits` left for
 * more), ready before the file's tests and closed after them. Read its fields inside tests.
 */
export function usePlannerWorld(credits = 2): PlannerWorld {
  const world = {} as PlannerWorld;
  beforeAll(async () => {
    world.server = await startTestServer();
    const { planner, cookie, weddingId } = await plannerWithWedding(world.server, credits);
    Object.assign(world, { cookie, weddingId, plannerId: planner.id });
  });
  afterAll(() => world.server.close());
  return world;
}
