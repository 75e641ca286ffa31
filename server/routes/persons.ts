import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { updateLanguagePayload } from '../../contract/auth';
import { persons } from '../db/schema';
import type { ServerDeps } from '../deps';
import { forbidden, parse } from '../http/errors';
import { requireUser } from '../http/authorize';

/** People: for now, a signed-in user's own language; the users issue adds the rest. */
export async function personRoutes(app: FastifyInstance, { db }: ServerDeps) {
  app.put('/persons/update_language', async (request) => {
    const user = await requireUser(request, db);
    const payload = parse(updateLanguagePayload, request.body);
    if (payload.id !== user.id) throw forbidden();
    await db.update(persons).set({ language: payload.language }).where(eq(persons.id, user.id));
    return { data: {} };
  });
}
