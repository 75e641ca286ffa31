import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject as provided } from 'vitest';
import { buildApp } from '../../server/app';
import type { RegisteredRoute } from '../../server/http/access';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import type { ServerDeps } from '../../server/deps';
import type { Mailer, OutgoingMail } from '../../server/mail/mailer';
import { seedAdministrator, seedBrands } from '../../server/seed/seed';
import { onServer } from './database-templates';

export const adminLogin = { email: 'admin@test.local', password: 'admin-password' };

/** Captures mails instead of sending them. */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
  }
  close() {}
  lastTo(email: string): OutgoingMail | undefined {
    return this.sent.filter((mail) => mail.to === email).at(-1);
  }
}

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Another server process on the same database, as behind a load balancer. */
export interface TwinServer {
  inject: Inject;
  /** As `TestServer.listen`. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface TestServer {
  db: Database;
  mailer: MemoryMailer;
  config: Config;
  /** Whether the database is a real PostgreSQL server (TEST_DATABASE_URL) rather than PGlite. */
  onPostgres: boolean;
  inject: Inject;
  /** Listens on a free port of 127.0.0.1 and answers its base URL: for what only a real socket shows (Node's own parser). */
  listen(): Promise<string>;
  /** Every route the app registered, with its declared access (server/http/access.ts). */
  routes(): RegisteredRoute[];
  /** Signs in and returns the session cookie header value. */
  signIn(email: string, password: string): Promise<string>;
  /** The statements the app sends to the database while `work` runs. */
  queriesDuring(work: () => Promise<unknown>): Promise<string[]>;
  /** A second app with its own connections to the same database (on PGlite, the same client), and the configuration given here (its own storage directory, say). */
  twin(overrides?: Partial<Config>): Promise<TwinServer>;
  mailsSent(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real server on a real database: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server of `TEST_DATABASE_URL` (CI runs the suite a second time that way).
 */
export async function startTestServer(overrides: Partial<Config> = {}, extra: Pick<ServerDeps, 'outbound'> = {}): Promise<TestServer> {
  const postgres = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  let recording: string[] | null = null;
  const handle = await openDatabase({
    databaseUrl: postgres?.url,
    dataDir: null,
    template: postgres ? undefined : migratedTemplate(),
    onQuery: (query) => recording?.push(query),
  });
  await seedBrands(handle.db);
  await seedAdministrator(handle.db, adminLogin.email, adminLogin.password);
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000' }),
    dataDir: null,
    staticDir: null,
    mailDir: null,
    storageDir: mkdtempSync(join(tmpdir(), 'wp-storage-')),
    ...overrides,
  };
  const mailer = new MemoryMailer();
  const app = await buildApp({ db: handle.db, mailer, config, ...extra });
  const inject: Inject = (options) => app.server.inject(options);
  const twins: TwinServer[] = [];
  return {
    db: handle.db,
    mailer,
    config,
    onPostgres: postgres !== null,
    inject,
    listen: () => listenOnFreePort(app.server),
    routes: app.routes,
    async signIn(email, password) {
      const response = await inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((item) => item.name === 'sid');
      return `sid=${cookie!.value}`;
    },
    async queriesDuring(work) {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
    async twin(twinOverrides = {}) {
      const own = postgres ? await openDatabase({ databaseUrl: postgres.url, dataDir: null }) : null;
      const twinApp = await buildApp({ db: own?.db ?? handle.db, mailer, config: { ...config, ...twinOverrides } });
      const twin = {
        inject: (options: InjectOptions) => twinApp.server.inject(options),
        listen: () => listenOnFreePort(twinApp.server),
        async close() {
          await twinApp.server.close();
          await own?.close();
        },
      };
      twins.push(twin);
      return twin;
    },
    mailsSent: () => app.mailsSent(),
    async close() {
      await Promise.all(twins.map((twin) => twin.close()));
      await app.server.close();
      await handle.close();
      await postgres?.drop();
    },
  };
}

let template: Blob | undefined;

/** The migrated PGlite data directory of tests/support/database-templates.ts (`openDatabase`'s `template`), read once per test process. */
export function migratedTemplate(): Blob {
  template ??= new Blob([readFileSync(provided('pgliteTemplate'))]);
  return template;
}

async function listenOnFreePort(server: FastifyInstance): Promise<string> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

let databaseSequence = 0;

/**
 * One database per test server, so test files running in parallel never share rows: a copy of
 * the run's migrated template (tests/support/database-templates.ts).
 */
async function createPostgresDatabase(serverUrl: string) {
  const name = `wp_test_${process.pid}_${++databaseSequence}_${Date.now()}`;
  await onServer(serverUrl, `create database ${name} template ${provided('postgresTemplate')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
