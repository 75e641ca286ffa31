import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A port nothing listens on now, for a server started as its own process. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Waits for `condition`, checking every 100 ms; fails naming `what` after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether a URL answers with a 2xx status. */
export const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

export interface ServerProcess {
  baseUrl: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * The server as `npm start` runs it (scripts/start.mjs), as its own process on a free port and
 * the given data directory, with an empty build folder (nothing to build); answers once
 * `/healthz` does.
 */
export async function startServerProcess(dataDir: string, staticDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(server, 'exit');
  const stop = async (signal: 'SIGTERM' | 'SIGKILL') => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await until(() => answers(`${baseUrl}/healthz`), `the server answering (${output})`, 90_000);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { baseUrl, output: () => output, stop };
}
