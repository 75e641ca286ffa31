import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { personTypes } from '../contract/person';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { persons } from '../server/modules/users/schema';
import { weddings } from '../server/modules/weddings/schema';
import { createMailer } from '../server/mail/mailer';
import { seedBrands } from '../server/seed/seed';
import { hashPassword } from '../server/modules/auth/secrets';
import { load, type LoadResult } from './me-latency';

/**
 * A planner with 500 weddings and 500 users: GET /api/weddings and /api/persons/index, as one
 * planner's screen asks for them (one connection) and under a busier office (10 connections).
 */
export async function measureLists(seconds: number): Promise<Record<'weddings' | 'users', Record<1 | 10, LoadResult>>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wp-bench-lists-'));
  const database = await openDatabase({ dataDir });
  await seedBrands(database.db);
  const [planner] = await database.db
    .insert(persons)
    .values({
      typeId: personTypes.Planner,
      firstName: 'Bench',
      lastName: 'Planner',
      email: 'lists@bench.local',
      status: 'active',
      passwordHash: await hashPassword('bench-password'),
    })
    .returning();
  await database.db.insert(weddings).values(
    Array.from({ length: 500 }, (_, index) => ({
      name: `Wedding ${index + 1}`,
      date: `2027-${String((index % 12) + 1).padStart(2, '0')}-15`,
      plannerId: planner!.id,
    })),
  );
  await database.db.insert(persons).values(
    Array.from({ length: 500 }, (_, index) => ({
      typeId: index % 2 ? personTypes.Helper : personTypes.Hostess,
      firstName: `User ${index + 1}`,
      lastName: 'Bench',
      email: `user${index + 1}@bench.local`,
      status: 'active',
      plannerId: planner!.id,
    })),
  );
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir, staticDir: null, mailDir: null, storageDir: join(dataDir, 'storage') };
  const app = await buildApp({ db: database.db, mailer: createMailer({ from: 'bench', mailDir: null }), config });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.server.address() as { port: number }).port}/api`;
  try {
    const signIn = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'lists@bench.local', password: 'bench-password' }),
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    await load(`${base}/weddings`, { cookie }, 2, 10);
    const measure = async (path: string) => ({
      1: await load(`${base}${path}`, { cookie }, seconds, 1),
      10: await load(`${base}${path}`, { cookie }, seconds, 10),
    });
    return { weddings: await measure('/weddings'), users: await measure('/persons/index') };
  } finally {
    await app.server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
