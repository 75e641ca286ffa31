import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { guestImports } from '../../../server/modules/guests/schema';
import { answers, freePort, until } from '../../support/server-process';
import { storedContent, storedPaths } from '../../support/stored-files';

/**
 * Issue 23 item 5: a crash during a guest import left the validated file claimed, so the person
 * heard `import_expired` and had to upload it again; a crash during an upload left its partial
 * file in storage/.incoming for an hour. The crash's leftovers are written into a data directory
 * as the server would have left them, and the server is started on it as `npm start` runs it.
 */
describe('starting after a crash', () => {
  it(
    'moves files an older version kept on disk into the database, gives back an import claim that never committed, removes one that did, and clears half-written uploads',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'wp-crash-'));
      const staticDir = mkdtempSync(join(tmpdir(), 'wp-crash-static-'));
      const { dataDir: pgdata, storageDir } = loadConfig({ DATA_DIR: dataDir });
      const committed = 'c'.repeat(32);
      const cutOff = 'a'.repeat(32);

      const database = await openDatabase({ dataDir: pgdata });
      await database.db.insert(guestImports).values({ handle: committed });
      await database.close();
      const owner = join(storageDir, 'guest-imports', 'wedding-1-user-2');
      mkdirSync(owner, { recursive: true });
      writeFileSync(join(owner, `${committed}.claimed`), '{"columns":["name"],"ignored":[],"rows":[{"row":2,"name":"Ana"}]}');
      writeFileSync(join(owner, `${cutOff}.claimed`), '{"columns":["name"],"ignored":[],"rows":[{"row":2,"name":"Luis"}]}');
      mkdirSync(join(storageDir, '.incoming'));
      writeFileSync(join(storageDir, '.incoming', `${Date.now()}-0123456789abcdef01234567.png`), Buffer.alloc(4096));
      // A plan file of an install from before files moved into the database (issue 28).
      mkdirSync(join(storageDir, 'plan', 'person-2'), { recursive: true });
      writeFileSync(join(storageDir, 'plan', 'person-2', 'contract.pdf'), '%PDF-1.4 kept');

      const port = await freePort();
      const server = spawn(process.execPath, ['scripts/start.mjs'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, SEED_DEMO: '0', ADMIN_PASSWORD: 'crash-test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      server.stdout.on('data', (chunk) => (output += chunk));
      server.stderr.on('data', (chunk) => (output += chunk));
      try {
        await until(() => answers(`http://127.0.0.1:${port}/healthz`), `the server answering (${output})`, 90_000);
      } finally {
        const exited = once(server, 'exit');
        server.kill('SIGTERM');
        await exited;
      }
      try {
        // Read once the server has stopped: one process owns a PGlite directory.
        const after = await openDatabase({ dataDir: pgdata });
        expect(await storedPaths(after.db)).toEqual([`guest-imports/wedding-1-user-2/${cutOff}.json`, 'plan/person-2/contract.pdf']);
        expect((await storedContent(after.db, 'plan/person-2/contract.pdf')).toString()).toBe('%PDF-1.4 kept');
        await after.close();
        expect(readdirSync(storageDir, { recursive: true })).toEqual([]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(staticDir, { recursive: true, force: true });
      }
    },
  );
});
