import type { FastifyInstance } from 'fastify';
import { customizationQuery } from '../../../contract/auth';
import type { ServerDeps } from '../../deps';
import { parse } from '../../http/errors';
import { customizationForHost, toCustomization } from './service';

/** The white-label brand of the host the SPA is served from (public: the login page needs it). */
export async function customizationRoutes(app: FastifyInstance, { db }: ServerDeps) {
  app.get('/get_customization', async (request) => {
    const { host } = parse(customizationQuery, request.query);
    const row = await customizationForHost(db, host || request.hostname);
    return { data: { customization: row ? toCustomization(row) : null } };
  });
}
