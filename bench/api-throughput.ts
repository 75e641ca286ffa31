import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { planEndpoints } from '../contract/plan';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createMailer } from '../server/mail/mailer';
import { hashPassword } from '../server/modules/auth/secrets';
import { listElements } from '../server/modules/plan/service';
import { persons } from '../server/modules/users/schema';
import { weddings } from '../server/modules/weddings/schema';
import { demoPlanner, seedBrands, seedDemo } from '../server/seed/seed';
import { load, type LoadResult } from './me-latency';

export interface ApiThroughput {
  me: LoadResult;
  /** The demo wedding's plan, read by its planner (owner) and by a spouse (a member with grants). */
  planAsOwner: LoadResult;
  planAsMember: LoadResult;
  /** What route()'s check of the answer against the contract costs for the plan, per call. */
  outputCheckMicros: number;
}

/**
 * Throughput of the calls every screen makes (the session check and the wedding plan) at 10
 * connections on the demo data, and the cost of checking an answer against its contract.
 */
export async function measureApiThroughput(seconds: number): Promise<ApiThroughput> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wp-bench-api-'));
  const database = await openDatabase({ dataDir });
  await seedBrands(database.db);
  await seedDemo(database.db);
  const [wedding] = await database.db.select().from(weddings).where(eq(weddings.name, 'Sofía & Mateo'));
  await database.db
    .update(persons)
    .set({ status: 'active', passwordHash: await hashPassword('bench-spouse') })
    .where(eq(persons.id, wedding!.spouse1Id!));
  const [spouse] = await database.db.select().from(persons).where(eq(persons.id, wedding!.spouse1Id!));
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir, staticDir: null, mailDir: null, storageDir: join(dataDir, 'storage') };
  const app = await buildApp({ db: database.db, mailer: createMailer({ from: 'bench', mailDir: null }), config });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.server.address() as { port: number }).port}/api`;
  const signIn = async (email: string, password: string) => {
    const response = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`bench sign-in of ${email} failed: ${response.status}`);
    return { cookie: response.headers.get('set-cookie')!.split(';')[0]! };
  };
  try {
    const planner = await signIn(demoPlanner.email, demoPlanner.password);
    const member = await signIn(spouse!.email, 'bench-spouse');
    const plan = `${base}/plan_elements/index?wedding_id=${wedding!.id}`;
    await load(`${base}/me`, planner, 2, 10);
    return {
      me: await load(`${base}/me`, planner, seconds, 10),
      planAsOwner: await load(plan, planner, seconds, 10),
      planAsMember: await load(plan, member, seconds, 10),
      outputCheckMicros: await outputCheckCost(database.db, wedding!.id),
    };
  } finally {
    await app.server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function outputCheckCost(db: Parameters<typeof listElements>[0], weddingId: number): Promise<number> {
  const answer = await listElements(db, { weddingId, personId: null });
  const rounds = 2000;
  for (let index = 0; index < 200; index++) planEndpoints.elements.output.parse(answer);
  const startedAt = performance.now();
  for (let index = 0; index < rounds; index++) planEndpoints.elements.output.parse(answer);
  return ((performance.now() - startedAt) * 1000) / rounds;
}

/** `npx tsx bench/api-throughput.ts`: these figures alone, without the rest of `npm run bench`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureApiThroughput(Number(process.env.BENCH_SECONDS ?? 10));
  const line = (name: string, value: LoadResult) =>
    console.log(`${name.padEnd(44)}${Math.round(value.requestsPerSecond)} req/s (p50 ${value.p50} ms, p99 ${value.p99} ms, ${value.errors} errors)`);
  line('GET /api/me, 10 conn.', result.me);
  line('GET /api/plan_elements/index (owner), 10 conn.', result.planAsOwner);
  line('GET /api/plan_elements/index (member), 10 conn.', result.planAsMember);
  console.log(`${'output check of the plan answer'.padEnd(44)}${result.outputCheckMicros.toFixed(1)} µs per call`);
}
