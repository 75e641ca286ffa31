import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchPostgres {
  /** The server's own database, `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  stop(): void;
}

/** The newest PostgreSQL installed the Debian way, or null. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length > 0 ? join(root, versions.at(-1)!, 'bin') : null;
}

/**
 * The PostgreSQL the load bench runs its two servers on: `BENCH_DATABASE_URL` when set, else one
 * started here as CI starts its own (.ci/run: initdb into a temporary directory, trust on
 * 127.0.0.1, as the `postgres` user when we are root) on `BENCH_PG_PORT` (54349), or null when
 * none is installed.
 */
export function benchPostgres(): BenchPostgres | null {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop() {} };
  const bin = postgresBin();
  if (!bin) return null;
  const port = Number(process.env.BENCH_PG_PORT ?? 54349);
  const dataDir = mkdtempSync(join(tmpdir(), 'wp-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : execFileSync(join(bin, tool), args);
  const idOf = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
  if (asRoot) chownSync(dataDir, idOf('-u'), idOf('-g'));
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=100`,
    '-l',
    join(dataDir, 'server.log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', 'stop']);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
