import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { personTypes } from '../contract/person';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { createMailer } from '../server/mail/mailer';
import { hashPassword } from '../server/modules/auth/secrets';
import { persons } from '../server/modules/users/schema';
import { seedBrands } from '../server/seed/seed';

export interface BenchApp {
  db: Database;
  plannerId: number;
  /** Where the app listens, e.g. http://127.0.0.1:41234 (the SPA, when a built one is served). */
  origin: string;
  /** The API's base URL, e.g. http://127.0.0.1:41234/api. */
  base: string;
  login: { email: string; password: string };
  /** The planner's session cookie. */
  cookie: string;
  stop(): Promise<void>;
}

/**
 * The app in this process on a fresh PGlite directory, with one signed-in planner: `fill` puts
 * the bench's data in before the server starts listening; `config` overrides settings.
 */
export async function startBenchApp(
  name: string,
  fill: (db: Database, plannerId: number) => Promise<void>,
  options: { staticDir?: string; config?: Partial<Config> } = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `wp-bench-${name}-`));
  const database = await openDatabase({ dataDir });
  await seedBrands(database.db);
  const login = { email: `${name}@bench.local`, password: 'bench-password' };
  const [planner] = await database.db
    .insert(persons)
    .values({
      typeId: personTypes.Planner,
      firstName: 'Bench',
      lastName: 'Planner',
      email: login.email,
      status: 'active',
      language: 'en',
      passwordHash: await hashPassword(login.password),
    })
    .returning();
  await fill(database.db, planner!.id);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    dataDir,
    staticDir: options.staticDir ?? null,
    mailDir: null,
    storageDir: join(dataDir, 'storage'),
    ...options.config,
  };
  const app = await buildApp({ db: database.db, mailer: createMailer({ from: 'bench', mailDir: null }), config });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.server.address() as { port: number }).port}`;
  const base = `${origin}/api`;
  const signIn = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
  return {
    db: database.db,
    plannerId: planner!.id,
    origin,
    base,
    login,
    cookie: signIn.headers.get('set-cookie')!.split(';')[0]!,
    async stop() {
      await app.server.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
