import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import cors from '@fastify/cors';
import type { Config } from '../config';
import { registerDeclared, signedOutAllowed } from './access';
import { ApiError } from './errors';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Headers (a real CSP, nosniff, no framing, a strict referrer policy), CORS for the split
 * `api.` deployment, and a refusal of cross-site writes: browsers label every request with
 * Sec-Fetch-Site and Origin, so a form or script on another site cannot act for the user.
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const apiOrigins = config.corsOrigins;
  // Helmet's middleware is built once here: the official plugin rebuilds it (options, CSP
  // string) on every request, which halved the throughput of GET /api/me.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A link idea shows its page's own picture from that page's host (the server never fetches it, issue 27).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...apiOrigins],
        connectSrc: ["'self'", ...apiOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: apiOrigins.length > 0 ? 'same-site' : 'same-origin' },
    strictTransportSecurity: config.appUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  // The SPA updates with PUT and deletes with DELETE: the plugin's default preflight allows only
  // GET, HEAD and POST, which broke every change on a separate API host.
  if (apiOrigins.length > 0)
    await registerDeclared(app, signedOutAllowed, () =>
      app.register(cors, { origin: apiOrigins, credentials: true, methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] }),
    );

  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'same-site' && site !== 'none') throw new ApiError(403, 'cross_site_request');
    const origin = request.headers.origin;
    if (origin && !isOwnOrigin(origin, request.headers.host, apiOrigins)) throw new ApiError(403, 'cross_site_request');
  });

  // Only JSON (and multipart where a route asks for it) is parsed; text/plain is what
  // cross-site forms can send without a preflight, so it is refused with a 415.
  app.removeContentTypeParser('text/plain');
}

function isOwnOrigin(origin: string, host: string | undefined, allowed: string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * API answers carry one person's data: no browser or proxy may keep them (a shared computer's
 * back button, a caching proxy). Registered inside the API's scope, so the SPA's own assets
 * keep their caching. A route that revalidates every read on its own keeps the policy it set:
 * the layout image, whose ETag saves re-sending megabytes to a hostess's tablet, and the list
 * reads of a wedding (route.ts `listRoute`), which the browser keeps privately and asks about
 * again each time.
 */
export function neverStoreAnswers(api: FastifyInstance) {
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
