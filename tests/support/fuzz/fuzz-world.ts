import { eq, sql } from 'drizzle-orm';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { persons } from '../../../server/modules/users/schema';
import { weddings } from '../../../server/modules/weddings/schema';
import { seedDemoBudget } from '../../../server/seed/demo-budget';
import { seedDemoGuests } from '../../../server/seed/demo-guests';
import { seedDemoIdeas } from '../../../server/seed/demo-ideas';
import { fillDemoWedding, seedBasePlan, seedChecklistTemplate } from '../../../server/seed/demo-plan';
import { seedDemoSeating } from '../../../server/seed/demo-seating';
import { seedDemoTables } from '../../../server/seed/demo-tables';
import { giveCredits, weddingPayload } from '../fixtures';
import { createPerson } from '../people';
import type { TestServer } from '../test-server';
import type { WorldIds } from './edge-values';

const password = 'fuzz-planner-password';

/** Guests in the fuzzed wedding: enough for seats, categories and a party of several, few enough for a quick digest. */
const guestCount = 30;

/**
 * A signed-in planner of a wedding with something in every module (the demo's tables, guests,
 * seats, budget, ideas, plan and checklist, and a helper), so that fuzzed requests pass
 * authorisation and reach validation and the services. A fuzzed request that is accepted may
 * sign the planner out, archive or delete the wedding: `keepUsable` puts that right between routes.
 */
export class FuzzWorld {
  cookie = '';
  weddingId = 0;
  /** Ids of the world, the values plausible id fields take. */
  ids: WorldIds = { wedding: 0, planner: 0, rows: [] };
  private plannerId = 0;

  constructor(private readonly server: TestServer) {}

  async build(): Promise<void> {
    const planner = await createPerson(this.server.db, { type: 'Planner', password });
    this.plannerId = planner.id;
    await giveCredits(this.server.db, planner.id, 50);
    await seedBasePlan(this.server.db, planner.id);
    await seedChecklistTemplate(this.server.db, planner.id);
    await this.signIn();
    await this.newWedding();
  }

  /** After each route: the session alive, the wedding there and active. */
  async keepUsable(): Promise<void> {
    const me = await this.server.inject({ method: 'GET', url: '/api/me', headers: { cookie: this.cookie } });
    if (me.json().data?.user?.id !== this.plannerId) await this.signIn();
    const [wedding] = await this.server.db.select({ archivedAt: weddings.archivedAt }).from(weddings).where(eq(weddings.id, this.weddingId));
    if (!wedding) await this.newWedding();
    else if (wedding.archivedAt) await this.server.db.update(weddings).set({ archivedAt: null }).where(eq(weddings.id, this.weddingId));
  }

  private async signIn(): Promise<void> {
    // A fuzzed update may have blocked the planner or changed their e-mail.
    const [planner] = await this.server.db.update(persons).set({ status: 'active' }).where(eq(persons.id, this.plannerId)).returning();
    this.cookie = await this.server.signIn(planner!.email, password);
  }

  private async newWedding(): Promise<void> {
    const created = await this.server.inject({ method: 'POST', url: '/api/weddings/create', headers: { cookie: this.cookie }, payload: weddingPayload() });
    if (created.statusCode !== 200) throw new Error(`wedding not created: ${created.body}`);
    const weddingId: number = created.json().data.id;
    const { db } = this.server;
    await fillDemoWedding(db, weddingId);
    await seedDemoTables(db, weddingId);
    await seedDemoGuests(db, weddingId, guestCount);
    await seedDemoSeating(db, weddingId);
    await seedDemoBudget(db, weddingId);
    await seedDemoIdeas(db, weddingId);
    const helper = await createPerson(db, { type: 'Helper', password: 'fuzz-helper-password', plannerId: this.plannerId });
    await addWeddingUser(db, weddingId, helper.id, 'Helper');
    this.weddingId = weddingId;
    this.ids = { wedding: weddingId, planner: this.plannerId, rows: await this.rowIds() };
  }

  /** The ids of the wedding's rows, of every table that has them (each table counts its own ids, so an id often names a row of several). */
  private async rowIds(): Promise<number[]> {
    const { db } = this.server;
    const listed = await db.execute(
      sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name in ('id', 'wedding_id') group by 1 having count(*) = 2`,
    );
    const union = (listed.rows as { name: string }[]).map(({ name }) => `select id from "${name}" where wedding_id = ${this.weddingId}`).join(' union ');
    const rows = await db.execute(sql.raw(`select distinct id from (${union}) ids order by id`));
    return [...new Set([this.weddingId, this.plannerId, ...(rows.rows as { id: number }[]).map((row) => Number(row.id))])];
  }
}
