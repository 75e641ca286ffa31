import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataLock, DataDirInUse, startTimeOf } from '../../../server/data-lock';

/** Issue 8 item 7: the PGlite directory lock. */
const directory = () => join(mkdtempSync(join(tmpdir(), 'wp-lock-')), 'pgdata');
const children: Array<ReturnType<typeof spawn>> = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

/** A live process other than this one. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
  children.push(child);
  return child.pid!;
}

describe('the data directory lock', () => {
  it('keeps a second server off a directory a live server holds, with a one-line reason', () => {
    const dataDir = directory();
    const owner = otherProcess();
    writeFileSync(`${dataDir}.lock`, `${owner}:${startTimeOf(owner)}`);
    expect(() => acquireDataLock(dataDir)).toThrow(DataDirInUse);
    expect(() => acquireDataLock(dataDir)).toThrow(new RegExp(`^${dataDir} is in use by process ${owner}: stop that server first`));
  });

  it('takes over a lock whose pid now belongs to another process (pid reused after a crash)', () => {
    const dataDir = directory();
    const stranger = otherProcess();
    writeFileSync(`${dataDir}.lock`, `${stranger}:1`);
    const release = acquireDataLock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid}:${startTimeOf(process.pid)}`);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over a lock whose process is gone', () => {
    const dataDir = directory();
    writeFileSync(`${dataDir}.lock`, '999999999:1');
    expect(() => acquireDataLock(dataDir)()).not.toThrow();
  });
});
