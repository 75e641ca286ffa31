import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { planLimits } from '../contract/plan';
import type { ServerDeps } from './deps';
import { recordRoutes, type RegisteredRoute } from './http/access';
import { answerClientError, answerFrameworkError } from './http/client-errors';
import { compressAnswers } from './http/compression';
import { installErrorHandler } from './http/errors';
import { registerHealthCheck } from './http/health';
import { registerJsonBodies } from './http/json-body';
import { neverStoreAnswers, registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { MailQueue } from './mail/mail-queue';
import { authRoutes } from './modules/auth/routes';
import { budgetRoutes } from './modules/budget/routes';
import { customizationRoutes } from './modules/customizations/routes';
import { checklistRoutes } from './modules/checklist/routes';
import { guestRoutes } from './modules/guests/routes';
import { ideaRoutes } from './modules/ideas/routes';
import { creditRoutes } from './modules/credits/routes';
import { personRoutes } from './modules/users/routes';
import { planRoutes } from './modules/plan/routes';
import { planValueRoutes } from './modules/plan/value-routes';
import { liveEventRoutes } from './modules/events/routes';
import { seatingRoutes } from './modules/seating/routes';
import { layoutRoutes } from './modules/tables/layout-routes';
import { tablesRoutes } from './modules/tables/routes';
import { weddingRoutes } from './modules/weddings/routes';
import { permissionRoutes } from './modules/permissions/routes';
import { SessionCache } from './modules/auth/session-cache';
import { shareSessionForgets } from './modules/auth/session-sharing';
import { storageFor } from './shared/storage';

export interface App {
  server: FastifyInstance;
  /** Every route registered, with its declared access (server/http/access.ts). */
  routes(): RegisteredRoute[];
  /** Resolves once every mail the requests so far queued has been handed to the transport. */
  mailsSent(): Promise<void>;
}

/** The whole HTTP surface: security, the API under its prefix, and the SPA. */
export async function buildApp(deps: ServerDeps): Promise<App> {
  const { config } = deps;
  const server = Fastify({
    logger: { level: config.logLevel },
    // Errors are logged where they happen; a line per request would cost every request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  const routes = recordRoutes(server);
  server.decorate('accessDb', deps.db);
  installErrorHandler(server);
  registerJsonBodies(server);
  const sessionCache = new SessionCache();
  server.decorate('sessionCache', sessionCache);
  const sessionForgets = await shareSessionForgets(deps.db, sessionCache, (error) => server.log.error({ err: error }, 'session forgets'));
  // A sign-out or block is answered once every server has been told to forget the session.
  server.addHook('onSend', async (_request, _reply, payload) => {
    await sessionForgets.sent();
    return payload;
  });
  server.addHook('onClose', () => sessionForgets.close());
  await server.register(cookie);
  // Uploads stream to storage; the size limit is checked while streaming, not after.
  await server.register(multipart, { limits: { fileSize: planLimits.fileMaxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 } });
  await registerSecurity(server, config);
  registerHealthCheck(server, deps.db);
  const mailQueue = new MailQueue((error) => server.log.error({ err: error }, 'mail not sent'));
  const storage = storageFor(deps.db, config.s3);

  await server.register(
    async (api) => {
      neverStoreAnswers(api);
      await compressAnswers(api);
      await authRoutes(api, { ...deps, mailQueue });
      await customizationRoutes(api, deps);
      await personRoutes(api, { ...deps, mailQueue });
      await weddingRoutes(api, { ...deps, storage });
      await creditRoutes(api, { ...deps, mailQueue });
      await planRoutes(api, { ...deps, storage });
      await planValueRoutes(api, { ...deps, storage });
      await checklistRoutes(api, deps);
      await tablesRoutes(api, deps);
      await layoutRoutes(api, { ...deps, storage });
      await guestRoutes(api, deps);
      await seatingRoutes(api, deps);
      await permissionRoutes(api, deps);
      await ideaRoutes(api, { ...deps, storage });
      await liveEventRoutes(api, deps);
      await budgetRoutes(api, deps);
    },
    { prefix: config.apiPrefix },
  );
  await registerSpa(server, config.staticDir, config.apiPrefix);
  return { server, routes, mailsSent: () => mailQueue.drain() };
}
