import { personTypes } from '../contract/person';
import { persons } from '../server/modules/users/schema';
import { weddings } from '../server/modules/weddings/schema';
import { startBenchApp } from './bench-app';
import { load, type LoadResult } from './me-latency';

/**
 * A planner with 500 weddings and 500 users: GET /api/weddings and /api/persons/index, as one
 * planner's screen asks for them (one connection) and under a busier office (10 connections).
 */
export async function measureLists(seconds: number): Promise<Record<'weddings' | 'users', Record<1 | 10, LoadResult>>> {
  const server = await startBenchApp('lists', async (db, plannerId) => {
    await db.insert(weddings).values(
      Array.from({ length: 500 }, (_, index) => ({
        name: `Wedding ${index + 1}`,
        date: `2027-${String((index % 12) + 1).padStart(2, '0')}-15`,
        plannerId,
      })),
    );
    await db.insert(persons).values(
      Array.from({ length: 500 }, (_, index) => ({
        typeId: index % 2 ? personTypes.Helper : personTypes.Hostess,
        firstName: `User ${index + 1}`,
        lastName: 'Bench',
        email: `user${index + 1}@bench.local`,
        status: 'active',
        plannerId,
      })),
    );
  });
  const { base, cookie } = server;
  try {
    await load(`${base}/weddings`, { cookie }, 2, 10);
    const measure = async (path: string) => ({
      1: await load(`${base}${path}`, { cookie }, seconds, 1),
      10: await load(`${base}${path}`, { cookie }, seconds, 10),
    });
    return { weddings: await measure('/weddings'), users: await measure('/persons/index') };
  } finally {
    await server.stop();
  }
}
