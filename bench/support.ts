import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The cores' idle and total time so far (Linux's /proc/stat), or null where it cannot be read. */
async function coreTimes(): Promise<{ idle: number; total: number } | null> {
  const line = (await readFile('/proc/stat', 'utf8').catch(() => '')).split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  if (line.length < 5) return null;
  // user nice system idle iowait irq softirq steal: idle and iowait are the cores waiting.
  return { idle: line[3]! + line[4]!, total: line.reduce((sum, value) => sum + value, 0) };
}

/**
 * Resolves once this machine's cores have been mostly idle for a tenth of a second, or after
 * `limitMs`. A first load is measured in a new browser context, and a new context opens a browser
 * window: Chromium then starts that window's own interface (a renderer of its own, 370-440 ms of
 * CPU) while the previous context's processes are torn down, and the cores stay busy for 600-800 ms
 * after the context opens. Measured at once, a page's first load shared the cores with that
 * (median 350 against 229 ms from its data to its list painted, twelve loads each). A person's
 * browser had its window open before they followed the link.
 */
export async function untilMachineQuiet(limitMs = 3_000): Promise<void> {
  const deadline = performance.now() + limitMs;
  let before = await coreTimes();
  while (before && performance.now() < deadline) {
    await sleep(100);
    const after = await coreTimes();
    if (!after) return;
    const total = after.total - before.total;
    if (total > 0 && (after.idle - before.idle) / total >= 0.85) return;
    before = after;
  }
  // Where the cores cannot be read (not Linux), a fixed second: what a context's start-up took here.
  if (!before) await sleep(1_000);
}

/** Starts a server process and resolves once `url` answers 200, with the time that took. */
export async function startServerProcess(
  command: string[],
  env: Record<string, string>,
  url: string,
): Promise<{ child: ChildProcess; readyAfterMs: number; stop(): Promise<void> }> {
  const startedAt = performance.now();
  const child = spawn(command[0]!, command.slice(1), { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout!.resume();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // As a browser asks for a page, so the server answers with the SPA rather than a JSON 404.
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (Date.now() >= deadline) throw new Error(`${url} did not answer within two minutes`);
  const readyAfterMs = performance.now() - startedAt;
  return {
    child,
    readyAfterMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
