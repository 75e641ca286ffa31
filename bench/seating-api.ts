import { request } from 'node:http';
import { liveEventsPath } from '../contract/live-events';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { refreshStatistics } from '../server/db/statistics';
import { insertGuests } from '../server/modules/guests/service';
import { createTables } from '../server/modules/tables/service';
import { createTableType } from '../server/modules/tables/table-types';
import { tablesGuests } from '../server/modules/tables/schema';
import { weddings } from '../server/modules/weddings/schema';
import { startBenchApp } from './bench-app';
import { hallGrid } from './tables-api';

type Row = [figure: string, measured: string, budget: string];

const tablets = 10;
const guestCount = 3_000;

/**
 * A wedding of 300 tables of 10 (tables-api's hall) and 3,000 guests `Guest 0` to `Guest 2999`,
 * one seat each: the first `seated` of them ten to a table in order, all outside.
 */
export async function seatedHall(
  db: Database,
  plannerId: number,
  seated = guestCount,
): Promise<{ weddingId: number; seats: Array<{ tableId: number; guestId: number }> }> {
  const [wedding] = await db.insert(weddings).values({ name: 'Door', date: '2027-06-12', plannerId }).returning();
  const weddingId = wedding!.id;
  const type = await createTableType(db, weddingId, { name: 'Round', shape: 'round', width: 90, height: 90 });
  const tableIds = await createTables(db, weddingId, hallGrid(type.id));
  const people = await db.transaction((tx) =>
    insertGuests(
      tx,
      weddingId,
      Array.from({ length: guestCount }, (_, index) => ({
        name: `Guest ${index}`,
        companions: 0,
        category_id: null,
        status_id: 1,
        invitedBy_id: null,
        phone: null,
        comments: null,
      })),
    ),
  );
  const seats = people.slice(0, seated).map((guest, index) => ({ tableId: tableIds[Math.floor(index / 10)]!, guestId: guest.id }));
  await db.insert(tablesGuests).values(seats.map((seat) => ({ weddingId, ...seat })));
  // The planner's statistics as the server's maintenance leaves them within the hour (PGlite
  // runs no autovacuum); the counts of the rows just written reach them at once when asked.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await refreshStatistics(db);
  return { weddingId, seats };
}

/**
 * A tablet's stream: calls `heard` with each guest whose seat moved, as it arrives. Resolves
 * once the stream is live.
 */
function listen(base: string, weddingId: number, cookie: string, heard: (guestId: number, isInside: boolean) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const opened = request(`${base}${liveEventsPath}?wedding_id=${weddingId}`, { headers: { cookie } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const data = text
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          text = text.slice(end + 2);
          const event = data ? JSON.parse(data.slice(6)) : null;
          if (event?.kind === 'ready') resolve(() => response.destroy());
          if (event?.kind === 'seats.updated') for (const seat of event.seats) heard(seat.guest_id, seat.is_inside);
        }
      });
    });
    opened.on('error', reject).end();
  });
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;

/**
 * The door on a busy night, on PGlite: ten tablets, each with its stream open, checking guests
 * in and out as fast as the server answers (each tablet its own guests, in turn, so every call
 * moves a seat). Measures `update_inside` round trips and, on every tablet, the time from a
 * check-in being sent to its event arriving.
 */
export async function measureSeatingApi(seconds: number): Promise<Row[]> {
  let hall = { weddingId: 0, seats: [] as Array<{ tableId: number; guestId: number }> };
  const app = await startBenchApp('seating', async (db, plannerId) => {
    hall = await seatedHall(db, plannerId);
  });
  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  const heard = (guestId: number, isInside: boolean) => {
    const sent = sentAt.get(`${guestId}:${isInside}`);
    if (sent !== undefined) delays.push(performance.now() - sent);
  };
  const streams = await Promise.all(Array.from({ length: tablets }, () => listen(app.base, hall.weddingId, app.cookie, heard)));
  const roundTrips: number[] = [];
  let errors = 0;
  let cpuMicros: number;
  try {
    const cpuAtStart = process.cpuUsage();
    const until = performance.now() + seconds * 1000;
    const tablet = async (index: number) => {
      const own = hall.seats.filter((_, seat) => seat % tablets === index);
      for (let call = 0; performance.now() < until; call++) {
        const seat = own[call % own.length]!;
        const isInside = Math.floor(call / own.length) % 2 === 0;
        const startedAt = performance.now();
        sentAt.set(`${seat.guestId}:${isInside}`, startedAt);
        const response = await fetch(`${app.base}/tables_guests/update_inside`, {
          method: 'PUT',
          headers: { cookie: app.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ wedding_id: hall.weddingId, table_id: seat.tableId, guest_id: seat.guestId, is_inside: isInside }),
        });
        await response.arrayBuffer();
        if (!response.ok) errors++;
        roundTrips.push(performance.now() - startedAt);
      }
    };
    await Promise.all(Array.from({ length: tablets }, (_, index) => tablet(index)));
    const cpu = process.cpuUsage(cpuAtStart);
    cpuMicros = cpu.user + cpu.system;
    // The last events are on their way.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  } finally {
    for (const close of streams) close();
    await app.stop();
  }
  roundTrips.sort((a, b) => a - b);
  delays.sort((a, b) => a - b);
  const expected = roundTrips.length * tablets;
  return [
    [
      `PUT /api/tables_guests/update_inside, ${guestCount} guests, ${tablets} tablets at once, p99`,
      `${percentile(roundTrips, 0.99).toFixed(1)} ms (p50 ${percentile(roundTrips, 0.5).toFixed(1)} ms, ${Math.round(roundTrips.length / seconds)} req/s, ${errors} errors)`,
      '≤ 100 ms',
    ],
    [`CPU per check-in (server, ${tablets} tablets and their streams, one process)`, `${(cpuMicros / 1000 / roundTrips.length).toFixed(1)} ms`, ''],
    [
      `check-in sent → event on each of ${tablets} tablets, p99`,
      `${percentile(delays, 0.99).toFixed(1)} ms (p50 ${percentile(delays, 0.5).toFixed(1)} ms, ${delays.length} of ${expected} heard)`,
      '≤ 1 s',
    ],
  ];
}
