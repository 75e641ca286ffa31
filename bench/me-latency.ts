import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export interface LoadResult {
  p99: number;
  p50: number;
  requestsPerSecond: number;
  /** Requests answered in all. */
  requests: number;
  /** Failed requests and answers of another status than the one expected. */
  errors: number;
}

const statusClasses = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/**
 * `connections` asking `url` for `seconds`; given several URLs (one per server), the connections
 * are dealt among them in turn (autocannon sends connection i to url i mod n, though its types
 * name one URL). `requests` varies each request (a write's body).
 */
export async function load(
  url: string | readonly string[],
  headers: Record<string, string>,
  seconds: number,
  connections = 50,
  expectedStatus = 200,
  requests?: autocannon.Request[],
): Promise<LoadResult> {
  const result = await autocannon({ url: url as string, connections, duration: seconds, headers, ...(requests ? { requests } : {}) });
  const otherClasses = statusClasses.filter((statusClass) => statusClass[0] !== String(expectedStatus)[0]);
  return {
    p99: result.latency.p99,
    p50: result.latency.p50,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + otherClasses.reduce((sum, statusClass) => sum + result[statusClass], 0),
  };
}

/** The ceiling: a bare Fastify route answering the same JSON, in a process of its own. */
export async function loadBareFastify(body: unknown, seconds: number): Promise<LoadResult> {
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', JSON.stringify(body)], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    // Its first line is the port it listens on.
    const [port] = (await once(createInterface({ input: bare.stdout }), 'line')) as [string];
    return await load(`http://127.0.0.1:${port}/me`, {}, seconds);
  } finally {
    await new Promise((resolve) => {
      bare.once('exit', resolve);
      bare.kill('SIGTERM');
    });
  }
}
