import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { updateLanguagePayload } from '../../../contract/auth';
import { personFields, resendActivationPayload, updatePersonPayload, updateStatusPayload } from '../../../contract/users';
import { creatableTypes, personTypeName, personTypeNames, personTypes, type SessionUser } from '../../../contract/person';
import { idQuery } from '../../../contract/endpoint';
import { isUniqueViolation } from '../../db/errors';
import { persons } from './schema';
import { weddings } from '../weddings/schema';
import type { ServerDeps } from '../../deps';
import { ApiError, forbidden, parse } from '../../http/errors';
import { requireType, requireUser } from '../../http/authorize';
import type { RateLimits } from '../../http/rate-limits';
import type { MailQueue } from '../../mail/mail-queue';
import { sendPasswordLink } from '../auth/password-links';
import { spendPasswordTokens } from '../auth/password-tokens';
import { listManagedPeople, manages, managesSpouse } from './service';
import { findPersonByEmail, findPersonById, type PersonRow } from './person-records';
import { deleteSessionsOf } from '../auth/sessions';

type Deps = ServerDeps & { limits: RateLimits; mailQueue: MailQueue };

/** Users: the list a manager sees, adding, editing, blocking, activation e-mails, deleting. */
export async function personRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const managerTypes = ['Administrator', 'Planner'] as const;

  const sendActivation = (person: PersonRow, options: { language?: 'en' | 'es'; customization_id?: number | null }) =>
    deps.mailQueue.enqueue(() =>
      sendPasswordLink({ db, mailer: deps.mailer, appUrl: deps.config.appUrl }, person, 'activation', {
        language: options.language,
        customizationId: options.customization_id,
      }),
    );

  /** The person behind an id, if the user manages them; 422 for no such person, 403 otherwise. */
  async function managedPerson(manager: SessionUser, id: number): Promise<PersonRow> {
    const person = await findPersonById(db, id);
    if (!person) throw new ApiError(422, 'not_found');
    if (!manages(manager, person)) throw forbidden();
    return person;
  }

  function assertCreatable(manager: SessionUser, typeId: number) {
    if (!creatableTypes(manager.type).includes(personTypeName(typeId))) throw new ApiError(422, 'form_validation_error', { type_id: ['invalid'] });
  }

  app.put('/persons/update_language', async (request) => {
    const user = await requireUser(request, db);
    const payload = parse(updateLanguagePayload, request.body);
    if (payload.id !== user.id) throw forbidden();
    await db.update(persons).set({ language: payload.language }).where(eq(persons.id, user.id));
    app.sessionCache.forgetPerson(user.id);
    return { data: {} };
  });

  app.get('/persons/get_types', async (request) => {
    await requireUser(request, db);
    return { data: { types: personTypeNames.map((type) => ({ id: personTypes[type], type })) } };
  });

  app.get('/persons/index', async (request) => {
    const manager = await requireType(request, db, ...managerTypes);
    return { data: { persons: await listManagedPeople(db, manager) } };
  });

  app.post('/persons/create', async (request) => {
    const manager = await requireType(request, db, ...managerTypes);
    const payload = parse(personFields, request.body);
    assertCreatable(manager, payload.type_id);
    if (await findPersonByEmail(db, payload.email)) throw new ApiError(400, 'already_registered');
    let created: PersonRow;
    try {
      [created] = (await db
        .insert(persons)
        .values({
          typeId: payload.type_id,
          firstName: payload.first_name,
          lastName: payload.last_name,
          email: payload.email,
          gender: payload.gender,
          language: payload.language ?? manager.language,
          status: 'pending',
          plannerId: manager.type === 'Planner' ? manager.id : null,
          customizationId: payload.customization_id ?? null,
        })
        .returning()) as [PersonRow];
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(400, 'already_registered');
      throw error;
    }
    sendActivation(created, payload);
    return { data: { id: created.id, status: created.status } };
  });

  app.put('/persons/update', async (request) => {
    const manager = await requireType(request, db, ...managerTypes);
    const payload = parse(updatePersonPayload, request.body);
    const person = await managedPerson(manager, payload.id);
    assertCreatable(manager, payload.type_id);
    const emailChanged = payload.email.toLowerCase() !== person.email.toLowerCase();
    if (emailChanged && (await findPersonByEmail(db, payload.email))) throw new ApiError(400, 'already_registered');
    const [updated] = (await db
      .update(persons)
      .set({
        firstName: payload.first_name,
        lastName: payload.last_name,
        typeId: payload.type_id,
        email: payload.email,
        gender: payload.gender,
        ...(payload.language ? { language: payload.language } : {}),
      })
      .where(eq(persons.id, person.id))
      .returning()) as [PersonRow];
    // A pending user never got to use the old address: their activation follows the new one.
    app.sessionCache.forgetPerson(person.id);
    const emailSent = emailChanged && person.status === 'pending';
    if (emailSent) {
      await spendPasswordTokens(db, person.id);
      sendActivation(updated, payload);
    }
    return { data: { status: updated.status, email_sent: emailSent } };
  });

  app.put('/persons/update_status', async (request) => {
    const manager = await requireType(request, db, ...managerTypes);
    const payload = parse(updateStatusPayload, request.body);
    const person = await managedPerson(manager, payload.id);
    if (person.status !== 'active' && person.status !== 'inactive') throw new ApiError(400, 'user_status_incorrect');
    await db.transaction(async (tx) => {
      await tx.update(persons).set({ status: payload.status }).where(eq(persons.id, person.id));
      if (payload.status === 'inactive') await deleteSessionsOf(tx, person.id);
    });
    app.sessionCache.forgetPerson(person.id);
    return { data: { status: payload.status } };
  });

  app.put('/persons/resend_activation', async (request) => {
    const manager = await requireType(request, db, ...managerTypes);
    const payload = parse(resendActivationPayload, request.body);
    await deps.limits.mail(request);
    const person = await findPersonByEmail(db, payload.email);
    if (!person) throw new ApiError(422, 'not_found');
    if (!manages(manager, person) && !(await managesSpouse(db, manager, person))) throw forbidden();
    if (person.status !== 'new' && person.status !== 'pending') throw new ApiError(400, 'user_status_incorrect');
    await spendPasswordTokens(db, person.id);
    const [updated] = (await db.update(persons).set({ status: 'pending' }).where(eq(persons.id, person.id)).returning()) as [PersonRow];
    sendActivation(updated, payload);
    return { data: { status: 'pending' } };
  });

  app.delete('/persons/destroy', async (request) => {
    const manager = await requireType(request, db, ...managerTypes);
    const { id } = parse(idQuery, request.query);
    if (id === manager.id) throw new ApiError(400, 'cannot_delete_self');
    const person = await managedPerson(manager, id);
    const [runs] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(weddings)
      .where(eq(weddings.plannerId, person.id));
    if ((runs?.total ?? 0) > 0) throw new ApiError(400, 'planner_has_weddings');
    await db.delete(persons).where(eq(persons.id, person.id));
    app.sessionCache.forgetPerson(person.id);
    return { data: {} };
  });
}
