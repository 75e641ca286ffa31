import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { signedOutAllowed } from './access';

/** Longer than any healthy query takes, shorter than a load balancer's usual probe timeout. */
const databaseWaitMs = 2000;

/**
 * `GET /healthz` for load balancers, container probes and `curl`: 200 `{ status: 'ok' }` when the
 * database answers a query, 503 `{ status: 'unavailable' }` when it fails or does not answer
 * within two seconds. No session needed and nothing about the failure told; never cached. It
 * lives beside the API, not under its prefix, so a probe's address does not change with
 * API_PREFIX.
 */
export function registerHealthCheck(app: FastifyInstance, db: Database) {
  app.get('/healthz', { config: { access: signedOutAllowed } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await answersWithin(db.execute(sql`select 1`), databaseWaitMs);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: the database did not answer');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}

function answersWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
