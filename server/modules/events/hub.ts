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
 * cursor. A notice says which wedding changed; the hub reads that wedding's new events from
 * the outbox once and hands them to each of its streams. Reading the outbox (rather than
 * carrying events in the notice) keeps big events whole and makes a lost notice harmless: the
 * next one, or a reconnection of the listener, reads everything after the cursor.
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
      const created: Channel = { subscribers: new Set(), started: Promise.resolve(), cursor: 0, reading: false, again: false };
      created.started = lastEventOf(this.#db, weddingId).then((last) => {
        created.cursor = last;
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
    const ended = payload.startsWith('end:');
    const weddingId = Number(ended ? payload.slice(4) : payload);
    const channel = this.#channels.get(weddingId);
    if (!channel) return;
    if (ended) for (const subscriber of [...channel.subscribers]) subscriber.end();
    else void this.#read(weddingId);
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
