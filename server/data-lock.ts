import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another live server owns the data directory. */
export class DataDirInUse extends Error {}

/**
 * PGlite is a single-process database: a second server on the same directory would corrupt it.
 * The lock holds the owner's pid and, where the system tells (Linux), when that process
 * started: a lock whose pid now belongs to another process (pids are reused after a crash or
 * a reboot) is as stale as one whose process is gone, and is taken over.
 */
export function acquireDataLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (existsSync(lockFile)) {
    const [pid, startedAt] = readFileSync(lockFile, 'utf8').trim().split(':');
    const owner = Number(pid);
    if (owner && owner !== process.pid && isAlive(owner) && (startedAt === undefined || startedAt === startTimeOf(owner))) {
      throw new DataDirInUse(`${dataDir} is in use by process ${owner}: stop that server first, or set DATA_DIR to another directory.`);
    }
  }
  writeFileSync(lockFile, [process.pid, startTimeOf(process.pid)].filter((part) => part !== undefined).join(':'));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), where there is a /proc. */
export function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
