import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cleanUp } from '../../../server/maintenance';
import { outboxLimits, publish } from '../../../server/modules/events/outbox';
import { liveEvents } from '../../../server/modules/events/schema';
import { Storage } from '../../../server/shared/storage';
import { usePlannerWorld } from '../../support/planner-world';
import { createWedding } from '../tables/support';

/** The outbox stays bounded: the hourly clean-up drops events by age and beyond a count per wedding. */
const world = usePlannerWorld();

const keptOf = async (weddingId: number) =>
  (await world.server.db.select({ seq: liveEvents.seq }).from(liveEvents).where(eq(liveEvents.weddingId, weddingId)).orderBy(liveEvents.seq)).map(
    (row) => row.seq,
  );

describe('the clean-up of the outbox', () => {
  it(`keeps the newest ${outboxLimits.perWedding} events of each wedding, none older than ${outboxLimits.maxAgeHours} hours`, async () => {
    const busy = world.weddingId;
    const quiet = await createWedding(world.server, world.cookie);
    const many = outboxLimits.perWedding + 3;
    await world.server.db.transaction((tx) =>
      publish(
        tx,
        busy,
        Array.from({ length: many }, (_, id) => ({ kind: 'tableTypes.deleted', id: id + 1 })),
      ),
    );
    await world.server.db.transaction((tx) => publish(tx, quiet, [{ kind: 'tableTypes.deleted', id: 1 }]));
    await world.server.db.transaction((tx) => publish(tx, quiet, [{ kind: 'tableTypes.deleted', id: 2 }]));
    await world.server.db.execute(
      sql`update live_events set created_at = now() - make_interval(hours => ${outboxLimits.maxAgeHours + 1}) where wedding_id = ${quiet} and seq = 1`,
    );
    const busyBefore = await keptOf(busy);

    await cleanUp(world.server.db, new Storage(world.server.db));

    const busyAfter = await keptOf(busy);
    expect(busyAfter).toHaveLength(outboxLimits.perWedding);
    expect(busyAfter).toEqual(busyBefore.slice(-outboxLimits.perWedding));
    expect(await keptOf(quiet)).toEqual([2]);
  });
});
