import autocannon from 'autocannon';
import Fastify from 'fastify';

export interface LoadResult {
  p99: number;
  p50: number;
  requestsPerSecond: number;
  errors: number;
}

export async function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  return {
    p99: result.latency.p99,
    p50: result.latency.p50,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

/** The ceiling: a bare Fastify route answering the same JSON with no session, no database. */
export async function loadBareFastify(body: unknown, seconds: number): Promise<LoadResult> {
  const bare = Fastify();
  bare.get('/me', async () => body);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address() as { port: number };
  try {
    return await load(`http://127.0.0.1:${address.port}/me`, {}, seconds);
  } finally {
    await bare.close();
  }
}
