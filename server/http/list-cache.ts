import type { JsonText } from './json-text';

interface Entry {
  version: string;
  answer: Promise<JsonText>;
  bytes: number;
}

/**
 * Big list answers, kept while the version of their rows (server/db/row-versions.ts) stays the
 * same: an unchanged list of 5,000 guests then costs a version query (about 3 ms on PGlite)
 * rather than being written, hashed and encoded again (over 20 ms, so ten readers queued behind
 * one another for 200 ms and more). The version is read before the list is built, so a list
 * kept under a version is never older than it: a change in between only costs one more build.
 * Readers of one version share one build; the least recently read lists go first beyond
 * `maxBytes` in all.
 */
export class ListCache<Key> {
  readonly #entries = new Map<Key, Entry>();
  #bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  read(key: Key, version: string, build: () => Promise<JsonText>): Promise<JsonText> {
    const kept = this.#entries.get(key);
    if (kept) this.#forget(key, kept);
    const entry = kept?.version === version ? kept : this.#building(key, version, build);
    this.#remember(key, entry);
    return entry.answer;
  }

  #building(key: Key, version: string, build: () => Promise<JsonText>): Entry {
    const entry: Entry = { version, answer: build(), bytes: 0 };
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
  #remember(key: Key, entry: Entry) {
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
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
