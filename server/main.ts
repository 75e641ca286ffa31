import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { acquireDataLock, DataDirInUse } from './data-lock';
import { openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { recoverAtStart, scheduleCleanUp } from './maintenance';
import { storageFor } from './shared/storage';
import { closeWithin } from './shutdown';
import { demoLogins, isEmpty, seedAdministrator, seedBrands, seedDemo } from './seed/seed';

const config = loadConfig();
const usesPglite = !config.databaseUrl;
if (usesPglite && config.dataDir) mkdirSync(dirname(config.dataDir), { recursive: true });
const releaseLock = usesPglite && config.dataDir ? lockDataDir(config.dataDir) : () => {};

/** A second server on the same directory says so in one line and stops. */
function lockDataDir(dataDir: string): () => void {
  try {
    return acquireDataLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (error) => console.error(`database connection lost: ${error.message}`),
});
const isNewDatabase = await isEmpty(database.db);
await seedBrands(database.db);
const newAdmin = await seedAdministrator(database.db, config.adminEmail, config.adminPassword);
if (isNewDatabase && config.seedDemo) await seedDemo(database.db);
const recovered = await recoverAtStart(database.db, config, { alone: usesPglite });
if (recovered.movedFromDisk > 0) console.log(`  files moved from ${config.storageDir} into the database: ${recovered.movedFromDisk}`);
if (recovered.released.length > 0) console.log(`  guest imports a stop cut off, given back to be imported again: ${recovered.released.length}`);

const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  mailDir: config.smtpUrl ? null : config.mailDir,
  log: (line) => console.log(line),
});
const app = await buildApp({ db: database.db, mailer, config });
const stopCleanUp = scheduleCleanUp(database.db, storageFor(database.db, config.s3), (error) => console.error('clean-up failed:', error));
// Registered before listening: a signal that comes while the server starts still closes it cleanly.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: shutting down`);
  stopCleanUp();
  const { forced } = await closeWithin(app.server, config.shutdownGraceMs);
  if (forced) console.log(`  connections still open after ${config.shutdownGraceMs / 1000} s were closed`);
  await app.mailsSent();
  mailer.close();
  await database.close();
  releaseLock();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.server.listen({ port: config.port, host: config.host });

console.log(`\nWedding Planner is running at ${config.appUrl}`);
console.log(`  database: ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL (DATABASE_URL)'}`);
console.log(`  uploaded files: ${config.s3 ? `S3 bucket ${config.s3.bucket} (S3_URL)` : 'in the database'}`);
console.log(`  mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `dev outbox in ${config.mailDir} (links also printed here)`}`);
if (newAdmin?.password) console.log(`  sign in as Administrator: ${newAdmin.email} / ${newAdmin.password} (generated now, printed once)`);
else console.log(`  sign in as Administrator: ${config.adminEmail} (password: ADMIN_PASSWORD, or the one printed at first start)`);
for (const login of await demoLogins(database.db)) console.log(`  sign in as ${login.role}: ${login.email} / ${login.password}`);
