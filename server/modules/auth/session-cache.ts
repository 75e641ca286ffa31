import type { SessionUser } from '../../../contract/person';

/**
 * Remembers, for one second, which user a session cookie belongs to, so a burst of calls from
 * one screen costs one database lookup instead of one each. Sign-out, blocking, password and
 * balance changes forget the person at once on this server; other servers behind a load
 * balancer (PostgreSQL mode) notice within the second.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): SessionUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.user;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, user: SessionUser): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, { user, until: Date.now() + this.ttlMs });
  }

  forgetToken(token: string): void {
    this.entries.delete(token);
  }

  forgetPerson(personId: number): void {
    for (const [token, entry] of this.entries) if (entry.user.id === personId) this.entries.delete(token);
  }
}
