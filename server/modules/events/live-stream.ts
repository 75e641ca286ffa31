import type { ServerResponse } from 'node:http';
import { liveEventModule, liveEventTimings, type LiveEvent } from '../../../contract/live-events';
import type { SessionUser } from '../../../contract/person';
import type { Database } from '../../db/client';
import { findSessionUser } from '../auth/sessions';
import { weddingAccess, type WeddingRights } from '../weddings/access';
import { readBatch, type LiveHub, type Subscriber } from './hub';
import { eventsAfter, lastEventOf, type StoredEvent } from './outbox';

export interface LiveTimings {
  heartbeatMs: number;
  /** How often an open stream checks again that its session and grants still allow it. */
  accessCheckMs: number;
}

export interface StreamContext {
  db: Database;
  hub: LiveHub;
  weddingId: number;
  user: SessionUser;
  sessionToken: string;
  rights: WeddingRights;
  timings: LiveTimings;
  onError(error: unknown): void;
}

/** Where a client resumes: after an event number, from now (null), or from a position that cannot be read (`invalid`). */
export type ResumePoint = number | null | 'invalid';

/** Past this much unsent text the client is too slow: the stream ends and it resumes later. */
const maxBuffered = 1024 * 1024;

/**
 * One open Server-Sent Events stream of a wedding. It joins the hub before reading what the
 * client missed, so nothing committed in between is lost; events are handled one at a time in
 * order, and any event it has already sent (by number) is skipped, so a replayed event and the
 * same event from the hub go out once.
 */
export class LiveStream implements Subscriber {
  readonly #response: ServerResponse;
  readonly #context: StreamContext;
  #rights: WeddingRights;
  #lastSent = 0;
  /** Events from the hub held back while the missed ones are read. */
  #held: StoredEvent[] | null = [];
  #work: Promise<void> = Promise.resolve();
  #ended = false;
  #timers: NodeJS.Timeout[] = [];
  #leaveHub: () => void = () => {};

  constructor(response: ServerResponse, context: StreamContext) {
    this.#response = response;
    this.#context = context;
    this.#rights = context.rights;
    response.on('close', () => this.end());
  }

  async open(resumeAfter: ResumePoint): Promise<void> {
    const { db, hub, weddingId, timings } = this.#context;
    this.#response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and its kind buffer answers by default: an event would wait for the buffer to fill.
      'x-accel-buffering': 'no',
    });
    this.#write(`retry: ${liveEventTimings.retryMs}\n\n`);
    try {
      this.#leaveHub = await hub.subscribe(weddingId, this);
      // The client may have gone while the hub was joined.
      if (this.#ended) return this.#leaveHub();
      const last = await lastEventOf(db, weddingId);
      if (resumeAfter === null) this.#lastSent = last;
      else if (resumeAfter === 'invalid' || resumeAfter > last || !(await this.#replay(resumeAfter, last))) this.#sendOwn('reset', last);
      this.#sendOwn('ready', this.#lastSent);
      const held = this.#held!;
      this.#held = null;
      this.#enqueue(() => this.#send(held));
    } catch (error) {
      this.#fail(error);
      return;
    }
    if (this.#ended) return;
    this.#timers.push(
      setInterval(() => this.#write(': heartbeat\n\n'), timings.heartbeatMs),
      setInterval(() => this.#enqueue(() => this.#checkAccess()), timings.accessCheckMs),
    );
  }

  receive(events: StoredEvent[]): void {
    if (this.#held) this.#held.push(...events);
    else this.#enqueue(() => this.#send(events));
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    for (const timer of this.#timers) clearInterval(timer);
    this.#leaveHub();
    this.#response.end();
  }

  /**
   * Sends what the client missed after `after`, up to `last`. Answers false when the outbox no
   * longer holds all of it (pruned): the client must reload instead.
   */
  async #replay(after: number, last: number): Promise<boolean> {
    for (let from = after; from < last;) {
      const events = await eventsAfter(this.#context.db, this.#context.weddingId, from, readBatch);
      if (events[0]?.seq !== from + 1) return false;
      await this.#send(events);
      from = events.at(-1)!.seq;
    }
    this.#lastSent = Math.max(this.#lastSent, after);
    return true;
  }

  async #send(events: StoredEvent[]): Promise<void> {
    for (const event of events) {
      if (this.#ended) return;
      if (event.seq <= this.#lastSent) continue;
      this.#lastSent = event.seq;
      // A change of this user's grants counts before anything after it is filtered.
      if (event.kind === 'permissions' && event.userId === this.#context.user.id && !(await this.#checkAccess())) return;
      if (!this.#mayRead(event)) continue;
      // A payload PostgreSQL built (json_agg) has line breaks: each line is a data line of its own, which the browser joins again.
      this.#write(`id: ${event.seq}\ndata: ${event.payload.replaceAll('\n', '\ndata: ')}\n\n`);
      if (event.kind === 'wedding.archived') this.end();
    }
  }

  #mayRead(event: StoredEvent): boolean {
    if (event.userId !== null && event.userId !== this.#context.user.id) return false;
    const module = liveEventModule[event.kind];
    if (module === undefined) return false;
    return module === null || this.#rights.modules.includes(module);
  }

  /** Still signed in, still allowed into the wedding and it still active? Else the stream ends. */
  async #checkAccess(): Promise<boolean> {
    const { db, sessionToken, weddingId } = this.#context;
    try {
      const user = await findSessionUser(db, sessionToken);
      const access = user ? await weddingAccess(db, user, weddingId) : null;
      const rights = access?.found ? access.rights : null;
      if (!rights || rights.archived) {
        this.end();
        return false;
      }
      this.#rights = rights;
      return true;
    } catch (error) {
      this.#fail(error);
      return false;
    }
  }

  #sendOwn(kind: Extract<LiveEvent['kind'], 'ready' | 'reset'>, position: number) {
    this.#lastSent = position;
    this.#write(`id: ${position}\ndata: ${JSON.stringify({ kind })}\n\n`);
  }

  #enqueue(work: () => Promise<unknown>) {
    this.#work = this.#work.then(work).then(
      () => {},
      (error: unknown) => this.#fail(error),
    );
  }

  #write(text: string) {
    if (this.#ended) return;
    if (this.#response.writableLength > maxBuffered) this.end();
    else this.#response.write(text);
  }

  #fail(error: unknown) {
    this.#context.onError(error);
    this.end();
  }
}
