import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '../../../contract/auth';
import type { ServerDeps } from '../../deps';
import { signedOutAllowed } from '../../http/access';
import { route } from '../../http/route';
import { customizationForHost, toCustomization } from './service';

/** The white-label brand of the host the SPA is served from (public: the login page needs it). */
export async function customizationRoutes(app: FastifyInstance, { db }: ServerDeps) {
  route(app, authEndpoints.customization, signedOutAllowed, async ({ host }, request) => {
    const row = await customizationForHost(db, host || request.hostname);
    return { customization: row ? toCustomization(row) : null };
  });
}
