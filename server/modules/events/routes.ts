import type { FastifyInstance } from 'fastify';
import { liveEventsPath, liveEventsQuery } from '../../../contract/live-events';
import type { ServerDeps } from '../../deps';
import { requireUser, requireWedding } from '../../http/authorize';
import { parse } from '../../http/errors';
import { fileRoute } from '../../http/route';
import type { RouteAccess } from '../../http/access';
import { readSessionToken } from '../auth/session-cookie';
import { LiveHub } from './hub';
import { LiveStream, type ResumePoint } from './live-stream';

/**
 * The live-update stream of a wedding (contract/live-events.ts). Answered by hand once
 * authorised (`reply.hijack()`), so neither compression nor any other answer hook holds its
 * bytes back. Closing the server ends every stream first, or it would wait on them.
 */
export async function liveEventRoutes(app: FastifyInstance, { db, config }: ServerDeps) {
  const onError = (error: unknown) => app.log.error({ err: error }, 'live events');
  const hub = new LiveHub(db, onError);
  await hub.start();
  app.addHook('preClose', () => hub.close());

  // Authorised like a read of the wedding; the handler reads the rights again for the stream it opens.
  const access: RouteAccess = { callers: 'signedIn', wedding: { field: 'wedding_id' } };
  fileRoute(app, { method: 'GET', url: liveEventsPath, access, input: liveEventsQuery }, async (request, reply) => {
    const { wedding_id, last_event_id } = parse(liveEventsQuery, request.query);
    const user = await requireUser(request, db);
    const rights = await requireWedding(request, db, wedding_id);
    // An archived wedding changes no more: 204 tells an EventSource to stop asking.
    if (rights.archived) return reply.status(204).send();
    reply.hijack();
    // Headers set through the reply so far (CORS for a separate API host) are not sent by a hijacked reply.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    const stream = new LiveStream(reply.raw, {
      db,
      hub,
      weddingId: wedding_id,
      user,
      sessionToken: readSessionToken(request)!,
      rights,
      timings: config.liveEvents,
      onError,
    });
    await stream.open(resumePointOf(request.headers['last-event-id'] ?? last_event_id));
  });
}

/** `Last-Event-ID` as the stream wrote it (digits); anything else cannot be resumed from. */
function resumePointOf(lastEventId: string | string[] | undefined): ResumePoint {
  if (lastEventId === undefined) return null;
  return typeof lastEventId === 'string' && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : 'invalid';
}
