import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answers, freePort, until } from '../../support/server-process';

/**
 * Issue 23 item 25: ending `npm start` by its process id (a SIGTERM to npm, as a process manager
 * or `kill` sends it) left the server running without a parent, holding the data directory.
 * Started as the README says, on a free port and a throw-away data directory, then ended so.
 */

/** The state letter of /proc/<pid>/stat, or null once the process is gone. */
function stateOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return null;
  }
}
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    // ended between the listing and this read
    return null;
  }
}

/** A zombie has ended; only its parent has not collected it yet. */
const isRunning = (pid: number) => !['Z', 'X', null].includes(stateOf(pid));

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => parentOf(candidate) === pid);
}
const descendantsOf = (pid: number): number[] => childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);

describe('npm start', () => {
  it('ends with everything it started when npm is sent SIGTERM, and releases the data directory', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'wp-npm-start-'));
    // An empty build folder of its own: nothing to build, nothing of the repository's touched.
    const staticDir = mkdtempSync(join(tmpdir(), 'wp-npm-start-static-'));
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        SEED_DEMO: '0',
        ADMIN_PASSWORD: 'npm-start-test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    let started: number[] = [];
    try {
      await until(() => answers(`http://127.0.0.1:${port}/healthz`), `the server answering (${output})`, 90_000);
      started = descendantsOf(npm.pid!);
      expect(started.length).toBeGreaterThan(0);
      expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(true);

      process.kill(npm.pid!, 'SIGTERM');

      await until(() => [npm.pid!, ...started].every((pid) => !isRunning(pid)), 'every process npm start began ending', 20_000);
      expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(false);
      expect(await answers(`http://127.0.0.1:${port}/healthz`)).toBe(false);
    } finally {
      for (const pid of [npm.pid!, ...started].filter(isRunning)) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(staticDir, { recursive: true, force: true });
    }
  });
});
