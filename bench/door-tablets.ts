import { request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { liveEventsPath } from '../contract/live-events';

/**
 * The tablets at the door (seating-api.ts), in a thread of their own: in a wedding they are
 * other devices, so the server's thread does not pay for their requests, streams and JSON.
 * Each tablet opens its stream, then checks its own guests in and out, in turn, as fast as the
 * server answers, until `seconds` have passed; the thread then posts what it measured.
 */
export interface DoorPlan {
  base: string;
  cookie: string;
  weddingId: number;
  seats: Array<{ tableId: number; guestId: number }>;
  tablets: number;
  seconds: number;
}

export interface DoorMeasures {
  roundTrips: number[];
  /** From a check-in being sent to its event arriving, on each tablet. */
  delays: number[];
  errors: number;
}

/** A tablet's stream: calls `heard` with each guest whose seat moved, as it arrives. Resolves once the stream is live. */
function listen(plan: DoorPlan, heard: (guestId: number, isInside: boolean) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const opened = request(`${plan.base}${liveEventsPath}?wedding_id=${plan.weddingId}`, { headers: { cookie: plan.cookie } }, (response) => {
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

async function runDoor(plan: DoorPlan): Promise<DoorMeasures> {
  const sentAt = new Map<string, number>();
  const measures: DoorMeasures = { roundTrips: [], delays: [], errors: 0 };
  const heard = (guestId: number, isInside: boolean) => {
    const sent = sentAt.get(`${guestId}:${isInside}`);
    if (sent !== undefined) measures.delays.push(performance.now() - sent);
  };
  const streams = await Promise.all(Array.from({ length: plan.tablets }, () => listen(plan, heard)));
  parentPort!.postMessage({ kind: 'started' });
  const until = performance.now() + plan.seconds * 1000;
  const tablet = async (index: number) => {
    const own = plan.seats.filter((_, seat) => seat % plan.tablets === index);
    for (let call = 0; performance.now() < until; call++) {
      const seat = own[call % own.length]!;
      const isInside = Math.floor(call / own.length) % 2 === 0;
      const startedAt = performance.now();
      sentAt.set(`${seat.guestId}:${isInside}`, startedAt);
      const response = await fetch(`${plan.base}/tables_guests/update_inside`, {
        method: 'PUT',
        headers: { cookie: plan.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ wedding_id: plan.weddingId, table_id: seat.tableId, guest_id: seat.guestId, is_inside: isInside }),
      });
      await response.arrayBuffer();
      if (!response.ok) measures.errors++;
      measures.roundTrips.push(performance.now() - startedAt);
    }
  };
  await Promise.all(Array.from({ length: plan.tablets }, (_, index) => tablet(index)));
  parentPort!.postMessage({ kind: 'stopped' });
  // The last events are on their way.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const close of streams) close();
  return measures;
}

parentPort!.postMessage({ kind: 'measured', measures: await runDoor(workerData as DoorPlan) });
