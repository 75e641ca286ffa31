import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { changedTables, type TableDigest } from '../table-digest';

/**
 * Proves that refused requests change nothing, reading every table only when something may have
 * changed. Every write needs a transaction id, so while the next id to be handed out (the
 * snapshot's xmax) stays where it was, no row can have changed and the digest taken before
 * still holds; once it moves (a write, or a transaction that locked rows and rolled back), the
 * tables are read again: after an accepted request that is the new reference, after a refusal
 * it must equal the old one.
 */
export class RefusalLedger {
  private reference: TableDigest = {};
  private referenceXid = '';

  constructor(
    private readonly db: Database,
    private readonly digest: () => Promise<TableDigest>,
  ) {}

  async start(): Promise<void> {
    this.referenceXid = await this.nextXid();
    this.reference = await this.digest();
  }

  /** After each request: a refusal (`accepted` false) must have left every table as it was. */
  async settled(request: string, accepted: boolean): Promise<void> {
    const xid = await this.nextXid();
    if (xid === this.referenceXid) return;
    const now = await this.digest();
    const changed = changedTables(this.reference, now);
    // The next requests are judged against the tables as they are, whatever this one did.
    this.reference = now;
    this.referenceXid = xid;
    if (!accepted && changed.length > 0) throw new Error(`a refused request changed ${changed.join(', ')}: ${request}`);
  }

  private async nextXid(): Promise<string> {
    const result = await this.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`);
    return (result.rows[0] as { xid: string }).xid;
  }
}
