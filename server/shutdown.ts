import type { FastifyInstance } from 'fastify';

/**
 * Stops taking connections and waits for the requests in flight, but no longer than
 * `graceMs`: a slow or stalled client would otherwise hold a SIGTERM (a deploy, a container
 * stop) forever. Past the deadline every connection is closed. Answers whether it had to.
 */
export async function closeWithin(server: FastifyInstance, graceMs: number): Promise<{ forced: boolean }> {
  let forced = false;
  const deadline = setTimeout(() => {
    forced = true;
    server.server.closeAllConnections();
  }, graceMs);
  try {
    await server.close();
  } finally {
    clearTimeout(deadline);
  }
  return { forced };
}
