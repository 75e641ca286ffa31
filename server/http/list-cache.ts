import type { JsonText } from './json-text';

interface Entry {
  /** The version of the rows it was built from, or null for an answer kept only until the next write. */
  version: string | null;
  /** The database's write count when the entry was last known current (null on PostgreSQL). */
  writes: number | null;
  answer: Promise<JsonText>;
  bytes: number;
}

/**
 * Big answers, kept while the rows they are read from stay the same: an unchanged list of
 * 5,000 guests then costs a version query (server/db/row-versions.ts, about 3 ms on PGlite)
 * rather than being written, hashed and compressed again (over 20 ms, so ten readers queued
 * behind one another for 200 ms and more). On PGlite nothing at all is asked while no write
 * has ended since the entry was last known current (server/db/write-count.ts): fifty readers of
 * one list then cost what fifty sends of its kept bytes cost. The version (and the write
 * count) is read before the list is built, so a list kept under a version is never older than
 * it: a change in between only costs one more build. Readers of one version share one build;
 * the least recently read lists go first beyond `maxBytes` in all.
 *
 * A read without a version (a home card's figures) is kept on PGlite until the next write, and
 * built every time on PostgreSQL, where another server may write at any moment.
 */
export class ListCache<Key> {
  readonly #entries = new Map<Key, Entry>();
  #bytes = 0;

  /** `writes`: the database's write count, or null where it cannot be known (`writesOf`). */
  constructor(
    private readonly writes: () => number | null,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  async read(key: Key, version: (() => Promise<string>) | null, build: () => Promise<JsonText>): Promise<JsonText> {
    const writes = this.writes();
    const kept = this.#entries.get(key);
    if (kept && writes !== null && kept.writes === writes) return this.#remember(key, kept).answer;
    if (!version && writes === null) return build();
    const current = version ? await version() : null;
    // Read again: another reader may have built this version meanwhile.
    const known = this.#entries.get(key);
    if (known && current !== null && known.version === current) {
      if (writes !== null) known.writes = writes;
      return this.#remember(key, known).answer;
    }
    return this.#remember(key, this.#building(key, current, writes, build)).answer;
  }

  #building(key: Key, version: string | null, writes: number | null, build: () => Promise<JsonText>): Entry {
    const entry: Entry = { version, writes, answer: build(), bytes: 0 };
    entry.answer.then(
      (answer) => {
        if (this.#entries.get(key) !== entry) return;
        entry.bytes = answer.body.length;
        this.#bytes += entry.bytes;
        this.#trim();
      },
      () => {
        if (this.#entries.get(key) === entry) this.#forget(key, entry);
      },
    );
    return entry;
  }

  /** Last in the map's order is the most recently read. */
  #remember(key: Key, entry: Entry): Entry {
    const kept = this.#entries.get(key);
    if (kept) this.#forget(key, kept);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    return entry;
  }

  #forget(key: Key, entry: Entry) {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #trim() {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      this.#forget(key, entry);
    }
  }
}
