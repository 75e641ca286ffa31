import type { Database } from '../../db/client';
import { listenForNotices, type NoticeListener } from '../../db/notifications';
import { eventsAfter, lastEventOf, liveChannel, type StoredEvent } from './outbox';

/** One open stream, as the hub sees it. */
export interface Subscriber {
  /** Events of its wedding, in order; some may be older than what it has already sent. */
  receive(events: StoredEvent[]): void;
  /** The wedding is gone, or the server is closing. */
  end(): void;
}

/** The streams of one wedding open on this server, and the last event handed to them. */
interface Channel {
  subscribers: Set<Subscriber>;
  /** Settles once `cursor` holds the wedding's last event number at the channel's start. */
  started: Promise<void>;
  isStarted: boolean;
  cursor: number;
  reading: boolean;
  /** A notice came while reading: read again once done. */
  again: boolean;
}

/** Events read from the outbox at once. */
export const readBatch = 500;

/**
 * This server's side of the live updates: ONE listening connection (LISTEN on PostgreSQL,
 * PGlite's own listener in process) for every wedding, and per wedding with open streams a
 * cursor. A notice says which wedding changed and usually carries its new events: when they
 * follow the cursor, the hub hands them to each of the wedding's streams as they are. Else
 * (events too big for a notice, a notice lost, the listener reconnected) it reads everything
 * after the cursor from the outbox, so nothing is skipped.
 */
export class LiveHub {
  readonly #db: Database;
  readonly #onError: (error: unknown) => void;
  readonly #channels = new Map<number, Channel>();
  #listener: NoticeListener | null = null;

  constructor(db: Database, onError: (error: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
  }

  async start(): Promise<void> {
    this.#listener = await listenForNotices(this.#db, liveChannel, {
      notice: (payload) => this.#noticed(payload),
      resumed: () => {
        for (const weddingId of this.#channels.keys()) void this.#read(weddingId);
      },
      failed: this.#onError,
    });
  }

  /**
   * Hands the subscriber every event of the wedding committed once this resolves (and maybe a
   * few before: a subscriber skips what it has sent). Answers how to stop.
   */
  async subscribe(weddingId: number, subscriber: Subscriber): Promise<() => void> {
    let channel = this.#channels.get(weddingId);
    if (!channel) {
      const created: Channel = { subscribers: new Set(), started: Promise.resolve(), isStarted: false, cursor: 0, reading: false, again: false };
      created.started = lastEventOf(this.#db, weddingId).then((last) => {
        created.cursor = last;
        created.isStarted = true;
      });
      channel = created;
      this.#channels.set(weddingId, channel);
    }
    channel.subscribers.add(subscriber);
    const unsubscribe = () => this.#leave(weddingId, channel, subscriber);
    try {
      await channel.started;
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** Ends every stream and stops listening: the server is closing. */
  async close(): Promise<void> {
    for (const channel of [...this.#channels.values()]) for (const subscriber of [...channel.subscribers]) subscriber.end();
    this.#channels.clear();
    await this.#listener?.close();
  }

  #leave(weddingId: number, channel: Channel, subscriber: Subscriber) {
    channel.subscribers.delete(subscriber);
    if (channel.subscribers.size === 0 && this.#channels.get(weddingId) === channel) this.#channels.delete(weddingId);
  }

  #noticed(payload: string) {
    if (payload.startsWith('end:')) {
      for (const subscriber of [...(this.#channels.get(Number(payload.slice(4)))?.subscribers ?? [])]) subscriber.end();
      return;
    }
    const space = payload.indexOf(' ');
    const weddingId = Number(space < 0 ? payload : payload.slice(0, space));
    const channel = this.#channels.get(weddingId);
    if (!channel) return;
    if (space < 0 || !this.#handOut(channel, JSON.parse(payload.slice(space + 1)) as StoredEvent[])) void this.#read(weddingId);
  }

  /** Hands out the events a notice carried if they follow the cursor; answers whether it could. */
  #handOut(channel: Channel, events: StoredEvent[]): boolean {
    if (!channel.isStarted || channel.reading) return false;
    const fresh = events.filter((event) => event.seq > channel.cursor);
    if (fresh.length > 0 && fresh[0]!.seq !== channel.cursor + 1) return false;
    if (fresh.length > 0) {
      channel.cursor = fresh.at(-1)!.seq;
      for (const subscriber of channel.subscribers) subscriber.receive(fresh);
    }
    return true;
  }

  /** Reads the wedding's events after the cursor and hands them out; one read at a time per wedding. */
  async #read(weddingId: number): Promise<void> {
    const channel = this.#channels.get(weddingId);
    if (!channel) return;
    if (channel.reading) {
      channel.again = true;
      return;
    }
    channel.reading = true;
    try {
      await channel.started;
      do {
        channel.again = false;
        const events = await eventsAfter(this.#db, weddingId, channel.cursor, readBatch);
        if (events.length > 0) {
          channel.cursor = events.at(-1)!.seq;
          for (const subscriber of channel.subscribers) subscriber.receive(events);
        }
        if (events.length === readBatch) channel.again = true;
      } while (channel.again);
    } catch (error) {
      this.#onError(error);
    } finally {
      channel.reading = false;
    }
  }
}
