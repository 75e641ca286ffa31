import autocannon from 'autocannon';
import { startServerProcess } from './support';

export interface LoadResult {
  p99: number;
  p50: number;
  requestsPerSecond: number;
  errors: number;
}

export async function load(url: string, headers: Record<string, string>, seconds: number, connections = 50): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    p99: result.latency.p99,
    p50: result.latency.p50,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

/** The ceiling: a bare Fastify route answering the same JSON, in a process of its own. */
export async function loadBareFastify(body: unknown, seconds: number): Promise<LoadResult> {
  const port = 4398;
  const bare = await startServerProcess(
    [process.execPath, '--import', 'tsx', 'bench/bare-server.ts', JSON.stringify(body)],
    { PORT: String(port) },
    `http://127.0.0.1:${port}/me`,
  );
  try {
    return await load(`http://127.0.0.1:${port}/me`, {}, seconds);
  } finally {
    await bare.stop();
  }
}
