import { spawn, type ChildProcess } from 'node:child_process';

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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
