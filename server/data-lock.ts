import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite is a single-process database: a second server on the same directory would corrupt it.
 * The lock holds the owner's pid; a lock left by a dead process is taken over.
 */
export function acquireDataLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`${dataDir} is in use by process ${pid}. Stop that server first (or set DATA_DIR).`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
