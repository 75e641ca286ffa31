import type { SessionUser } from '../../../contract/person';
import { sha256 } from './secrets';

/**
 * Remembers, for one second, which user a session cookie belongs to, so a burst of calls from
 * one screen costs one database lookup instead of one each. Sign-out, blocking, password and
 * balance changes forget the person at once on this server, and `announce` tells every other
 * server on the database to forget them too (`shareSessionForgets`): one server's sign-out or
 * block ends the session on all of them, not a second later.
 *
 * Entries are kept by the token's SHA-256 (what the sessions table stores), so a forgotten
 * token can be named to other servers without sending the token itself.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();
  /** Tells the other servers what to forget (`heard` on each of them); none on its own. */
  announce: (notice: string) => void = () => {};

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): SessionUser | undefined {
    const key = sha256(token);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.user;
    this.entries.delete(key);
    return undefined;
  }

  set(token: string, user: SessionUser): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(sha256(token), { user, until: Date.now() + this.ttlMs });
  }

  forgetToken(token: string): void {
    const key = sha256(token);
    this.entries.delete(key);
    this.announce(`token:${key}`);
  }

  forgetPerson(personId: number): void {
    this.#forgetPerson(personId);
    this.announce(`person:${personId}`);
  }

  /** Another server's `announce`: forgets what it names, without announcing it again. */
  heard(notice: string): void {
    const [kind, value = ''] = notice.split(':');
    if (kind === 'token') this.entries.delete(value);
    else if (kind === 'person') this.#forgetPerson(Number(value));
  }

  /** Forgets everyone: notices may have been lost (the listening connection dropped). */
  clear(): void {
    this.entries.clear();
  }

  #forgetPerson(personId: number): void {
    for (const [key, entry] of this.entries) if (entry.user.id === personId) this.entries.delete(key);
  }
}
