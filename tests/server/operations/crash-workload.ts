import { ideaForm } from '../ideas/idea-world';
import type { seededRandom } from '../../support/seeded-random';

/**
 * The writes of the crash test (issue 28, crash safety), sent over HTTP to a server process as
 * the demo planner: guests, seats, check-ins, payments and idea images, several at once. What
 * the server answered with success is kept, to be looked for after the crash.
 */

type Random = ReturnType<typeof seededRandom>;

interface Answer {
  status: number;
  data: Record<string, unknown> | null;
}

/** A signed-in caller of one server process's API. */
export class ApiCaller {
  constructor(
    readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  static async signIn(baseUrl: string, login: { email: string; password: string }) {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...login, rememberMe: false }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return new ApiCaller(
      baseUrl,
      response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
    );
  }

  async send(method: string, path: string, body?: { payload: Buffer | string; headers: Record<string, string> }): Promise<Answer> {
    const payload = typeof body?.payload === 'string' ? body.payload : body && new Uint8Array(body.payload);
    const response = await fetch(`${this.baseUrl}/api${path}`, { method, headers: { cookie: this.cookie, ...body?.headers }, body: payload });
    const text = await response.text();
    return { status: response.status, data: response.ok ? JSON.parse(text).data : null };
  }

  async read<T>(path: string): Promise<T> {
    const answer = await this.send('GET', path);
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
    return answer.data as T;
  }

  json = (method: string, path: string, body: object) =>
    this.send(method, path, { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
}

export interface CrashWorld {
  weddingId: number;
  /** The tables seats go to: few, so they fill up and the capacity rule refuses some. */
  tableIds: number[];
  expenseIds: number[];
  image: Buffer;
}

/** What the server confirmed, to be found again after the crash. */
export interface Confirmed {
  guests: Map<number, { name: string; companions: number }>;
  seats: Map<number, { table_id: number; guest_id: number }>;
  checkedIn: Set<number>;
  payments: Map<number, { amount: string; paid: boolean }>;
  ideas: Map<number, { image: string; thumbnail: string }>;
  /** Answers with a 5xx status: a server fault, never expected. */
  faults: string[];
  /** Writes sent but not answered (the kill cut them off): their outcome is unknown. */
  unanswered: number;
}

export const nothingConfirmed = (): Confirmed => ({
  guests: new Map(),
  seats: new Map(),
  checkedIn: new Set(),
  payments: new Map(),
  ideas: new Map(),
  faults: [],
  unanswered: 0,
});

type Write = (api: ApiCaller, n: number) => Promise<{ answer: Answer; confirm: (data: Record<string, unknown>) => void }>;

/** One write of a kind drawn from `random`, aimed at what the server has confirmed so far. */
function drawWrite(random: Random, world: CrashWorld, confirmed: Confirmed): Write {
  const guests = [...confirmed.guests.entries()];
  const seats = [...confirmed.seats.values()];
  const kind = random.next();
  if (kind < 0.25 && guests.length > 0) {
    const [guestId, guest] = random.pick(guests);
    const tableId = random.pick(world.tableIds);
    const qty = random.between(1, guest.companions + 1);
    return async (api) => ({
      answer: await api.json('POST', '/tables_guests/massCreate', { wedding_id: world.weddingId, table_id: tableId, guests: [{ id: guestId, qty }] }),
      confirm: (data) => (data.ids as number[][])[0]!.forEach((id) => confirmed.seats.set(id, { table_id: tableId, guest_id: guestId })),
    });
  }
  if (kind < 0.45 && seats.length > 0) {
    const seat = random.pick(seats);
    return async (api) => ({
      answer: await api.json('PUT', '/tables_guests/update_inside', { wedding_id: world.weddingId, ...seat, qty: 1, is_inside: true }),
      confirm: (data) => (data.seats as Array<{ id: number }>).forEach((changed) => confirmed.checkedIn.add(changed.id)),
    });
  }
  if (kind < 0.65) {
    const expenseId = random.pick(world.expenseIds);
    const amount = (random.between(1, 500_000) / 100).toFixed(2);
    const paid = random.next() < 0.7;
    return async (api, n) => ({
      answer: await api.json('POST', '/payments/create', {
        wedding_id: world.weddingId,
        expense_id: expenseId,
        name: `Crash ${n}`,
        date: '2026-05-01',
        amount,
        paid,
      }),
      confirm: (data) => confirmed.payments.set(data.id as number, { amount, paid }),
    });
  }
  if (kind < 0.75) {
    return async (api, n) => ({
      answer: await api.send(
        'POST',
        '/ideas/create',
        ideaForm({ wedding_id: world.weddingId, title: `Crash ${n}`, type: 'image' }, { name: 'crash.png', content: world.image }),
      ),
      confirm: (data) => confirmed.ideas.set(data.id as number, { image: data.image as string, thumbnail: data.thumbnail as string }),
    });
  }
  const companions = random.between(0, 2);
  return async (api, n) => ({
    answer: await api.json('POST', '/guests/create', { wedding_id: world.weddingId, name: `Crash guest ${n}`, companions }),
    confirm: (data) => confirmed.guests.set(data.id as number, { name: `Crash guest ${n}`, companions }),
  });
}

/**
 * Sends writes from `from` up to `to` (exclusive), `inFlight` at a time, drawing each as it
 * leaves, until `stop()` says so; `onConfirmed(count)` hears each success as it is answered (the
 * test kills the server from there: an answer is the moment a write must already be committed).
 * A write the server never answered counts as unknown; one answered with a 5xx is a fault.
 * Answers where it stopped.
 */
export async function sendWrites(
  api: ApiCaller,
  range: { from: number; to: number },
  options: { random: Random; world: CrashWorld; confirmed: Confirmed; inFlight: number; onConfirmed?: (count: number) => void; stop?: () => boolean },
): Promise<number> {
  const { random, world, confirmed, inFlight, onConfirmed, stop = () => false } = options;
  let next = range.from;
  let count = 0;
  const worker = async () => {
    while (next < range.to && !stop()) {
      const n = next++;
      try {
        const { answer, confirm } = await drawWrite(random, world, confirmed)(api, n);
        if (answer.status >= 500) confirmed.faults.push(`write ${n}: ${answer.status}`);
        if (!answer.data) continue;
        confirm(answer.data);
        onConfirmed?.(++count);
      } catch {
        confirmed.unanswered += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return next;
}
