/**
 * The crash test's callers and bookkeeping (issue 28, crash safety): writes sent over HTTP to a
 * server process, several at once (drawn by crash-writes.ts), and what the server answered with
 * success, to be looked for after the crash.
 */

export interface Answer {
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
  /** The demo planner, whom the Administrator sells credits to. */
  plannerId: number;
  /** The tables seats go to: few, so they fill up and the capacity rule refuses some. */
  tableIds: number[];
  expenseIds: number[];
  /** File elements of the wedding's plan, each given one file after another. */
  fileElementIds: number[];
  image: Buffer;
}

/**
 * One of a row's successive values (a plan element's file, the wedding's layout), in the order
 * sent: the workload sends the next only once the last is answered, so the row must end on the
 * last confirmed one, or on one sent after it whose answer the kill cut off.
 */
export interface Replacement {
  value: string | null;
  outcome: 'pending' | 'confirmed' | 'refused' | 'unknown';
}

/** What the server confirmed, to be found again after the crash. */
export interface Confirmed {
  guests: Map<number, { name: string; companions: number }>;
  seats: Map<number, { table_id: number; guest_id: number }>;
  checkedIn: Set<number>;
  payments: Map<number, { amount: string; paid: boolean }>;
  ideas: Map<number, { image: string; thumbnail: string }>;
  /** Credits the Administrator added to the planner, with the balance each answered. */
  purchases: Array<{ amount: number; balance: number }>;
  /** Weddings the planner created, each paid with a credit, with the balance each answered. */
  weddings: Map<number, { name: string; balance: number }>;
  /** Per row (`plan-<element id>`, `layout-<wedding id>`), its replacements in the order sent. */
  replacements: Map<string, Replacement[]>;
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
  purchases: [],
  weddings: new Map(),
  replacements: new Map(),
  faults: [],
  unanswered: 0,
});

/** The planner, who makes every write but one kind, and the Administrator, who sells the planner credits. */
export interface Callers {
  planner: ApiCaller;
  admin: ApiCaller;
}

/** A write drawn for number `n`: how to send it, what its success confirms, and the replacement it is, if one. */
export interface Write {
  send: (callers: Callers) => Promise<Answer>;
  confirm: (data: Record<string, unknown>) => void;
  replacement?: Replacement;
}

/**
 * Sends writes from `from` up to `to` (exclusive), `inFlight` at a time, each drawn by `draw` as
 * it leaves, until `stop()` says so; `onConfirmed(count)` hears each success as it is answered
 * (the test kills the server from there: an answer is the moment a write must already be
 * committed). A write the server never answered counts as unknown; one answered with a 5xx is a
 * fault. Answers where it stopped.
 */
export async function sendWrites(
  callers: Callers,
  range: { from: number; to: number },
  options: { draw: (n: number) => Write; confirmed: Confirmed; inFlight: number; onConfirmed?: (count: number) => void; stop?: () => boolean },
): Promise<number> {
  const { draw, confirmed, inFlight, onConfirmed, stop = () => false } = options;
  let next = range.from;
  let count = 0;
  const worker = async () => {
    while (next < range.to && !stop()) {
      const n = next++;
      const write = draw(n);
      try {
        const answer = await write.send(callers);
        if (write.replacement) write.replacement.outcome = answer.data ? 'confirmed' : 'refused';
        if (answer.status >= 500) confirmed.faults.push(`write ${n}: ${answer.status}`);
        if (!answer.data) continue;
        write.confirm(answer.data);
        onConfirmed?.(++count);
      } catch {
        if (write.replacement) write.replacement.outcome = 'unknown';
        confirmed.unanswered += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return next;
}
