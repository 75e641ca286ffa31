import { request, type IncomingMessage } from 'node:http';
import { liveEvent, liveEventsPath, type LiveEvent } from '../../contract/live-events';

/** One message of the stream: its id (the position to resume after) and the event, checked against the contract. */
export interface Received {
  id: number;
  event: LiveEvent;
  at: number;
}

/**
 * A live-update stream read over a real socket, as an EventSource would (light-my-request
 * cannot hold a response open): every message is parsed with the contract's `liveEvent`, so an
 * event of a shape the SPA cannot read fails the test that hears it.
 */
export class LiveClient {
  readonly received: Received[] = [];
  heartbeats = 0;
  retryMs: number | null = null;
  /** Settles when the server ends the stream. */
  readonly ended: Promise<void>;
  #text = '';
  #waiters = new Set<() => void>();
  #response: IncomingMessage;

  private constructor(response: IncomingMessage) {
    this.#response = response;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.#read(chunk));
    this.ended = new Promise((resolve) => response.once('close', resolve));
    void this.ended.then(() => this.#wake());
  }

  /** Opens the stream; answers the client, or the status and body of a refusal. */
  static async open(
    base: string,
    weddingId: number,
    cookie: string | undefined,
    options: { lastEventId?: string; query?: string } = {},
  ): Promise<{ status: number; headers: IncomingMessage['headers']; body: string; client: LiveClient | null }> {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const url = `${base}/api${liveEventsPath}?wedding_id=${weddingId}${options.query ?? ''}`;
      const headers = {
        ...(cookie ? { cookie } : {}),
        ...(options.lastEventId !== undefined ? { 'last-event-id': options.lastEventId } : {}),
        'accept-encoding': 'gzip, br',
      };
      request(url, { headers }, resolve).on('error', reject).end();
    });
    if (response.statusCode !== 200) {
      let body = '';
      for await (const chunk of response) body += String(chunk);
      return { status: response.statusCode!, headers: response.headers, body, client: null };
    }
    return { status: 200, headers: response.headers, body: '', client: new LiveClient(response) };
  }

  /** Opens a stream that must be accepted. */
  static async connect(base: string, weddingId: number, cookie: string, options: { lastEventId?: string } = {}): Promise<LiveClient> {
    const opened = await LiveClient.open(base, weddingId, cookie, options);
    if (!opened.client) throw new Error(`stream refused: ${opened.status} ${opened.body}`);
    await opened.client.until((event) => event.kind === 'ready');
    return opened.client;
  }

  /** The id of the last message, as `Last-Event-ID` would carry it. */
  get lastId(): number {
    return this.received.at(-1)?.id ?? 0;
  }

  /** What changed, without the stream's own `ready` and `reset`. */
  get changes(): LiveEvent[] {
    return this.received.map((message) => message.event).filter((event) => event.kind !== 'ready' && event.kind !== 'reset');
  }

  /** Waits for a message matching `predicate` (already received or to come). */
  async until(predicate: (event: LiveEvent) => boolean, timeoutMs = 5_000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((message) => predicate(message.event));
      if (found) return found;
      if (this.#response.closed) throw new Error(`stream ended before the event came; received ${JSON.stringify(this.received.map((m) => m.event.kind))}`);
      if (Date.now() > deadline) throw new Error(`no such event within ${timeoutMs} ms; received ${JSON.stringify(this.received.map((m) => m.event.kind))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(deadline - Date.now(), 0));
        this.#waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.#response.destroy();
  }

  #read(chunk: string) {
    this.#text += chunk;
    for (let end = this.#text.indexOf('\n\n'); end >= 0; end = this.#text.indexOf('\n\n')) {
      this.#message(this.#text.slice(0, end).split('\n'));
      this.#text = this.#text.slice(end + 2);
    }
    this.#wake();
  }

  #message(lines: string[]) {
    let id: number | null = null;
    let data: string | null = null;
    for (const line of lines) {
      if (line.startsWith(':')) this.heartbeats++;
      else if (line.startsWith('retry: ')) this.retryMs = Number(line.slice(7));
      else if (line.startsWith('id: ')) id = Number(line.slice(4));
      // Several data lines are one message's lines, as a browser joins them.
      else if (line.startsWith('data: ')) data = data === null ? line.slice(6) : `${data}\n${line.slice(6)}`;
      else throw new Error(`unexpected line in the stream: ${line}`);
    }
    if (data === null) return;
    if (id === null) throw new Error(`a message without an id: ${data}`);
    this.received.push({ id, event: liveEvent.parse(JSON.parse(data)), at: performance.now() });
  }

  #wake() {
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }
}
