import type { FastifyInstance } from 'fastify';
import { usersEndpoints } from '../../../contract/users';
import { weddingsEndpoints } from '../../../contract/weddings';
import { personTypeNames, personTypes, type Locale, type PersonStatus } from '../../../contract/person';
import type { ServerDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { requireType, requireUser } from '../../http/authorize';
import { anySignedIn, type RouteAccess } from '../../http/access';
import { route } from '../../http/route';
import { persons } from './schema';
import type { MailQueue } from '../../mail/mail-queue';
import { sendPasswordLink } from '../auth/password-links';
import { takeMailAllowance } from '../auth/attempts';
import { callerOf } from '../auth/session-cookie';
import type { PersonRow } from './person-records';
import { requireManagement } from '../weddings/require-management';
import { toSpouse } from '../weddings/service';
import { setSpouseEmail } from './spouse-email';
import { createPerson, deletePerson, listManagedPeople, prepareActivation, setStatus, updateLanguage, updatePerson } from './service';

/** Users: the list a manager sees, adding, editing, blocking, activation e-mails, deleting. */
/** Managing people: a manager's type; whose people they are (a planner's own team) the service decides. */
const managingPeople: RouteAccess = {
  callers: ['Administrator', 'Planner'],
  handlerDecides: "whose people: an Administrator's or a planner's own team (the service)",
};
/** The ids a people call names, none of a wedding: whom it is about, and the brand of their mails. */
const person = { id: "a person of the caller's team, anyone's for an Administrator (the service)" };
const brand = { customization_id: 'the brand whose look the activation mail takes: any brand (the mailer falls back to the default)' };
const managing = (otherIds: RouteAccess['otherIds']): RouteAccess => ({ ...managingPeople, otherIds });

export async function personRoutes(app: FastifyInstance, deps: ServerDeps & { mailQueue: MailQueue }) {
  const { db, config } = deps;
  const managerTypes = ['Administrator', 'Planner'] as const;

  const sendActivation = (person: PersonRow, options: { language?: Locale; customization_id?: number | null }) =>
    deps.mailQueue.enqueue(() =>
      sendPasswordLink({ db, mailer: deps.mailer, appUrl: config.appUrl }, person, 'activation', {
        language: options.language,
        customizationId: options.customization_id,
      }),
    );

  route(
    app,
    usersEndpoints.updateLanguage,
    { callers: 'signedIn', handlerDecides: 'only one’s own language', otherIds: { id: 'the caller themself' } },
    async (payload, request) => {
      const user = await requireUser(request, db);
      if (payload.id !== user.id) throw forbidden();
      await updateLanguage(db, user.id, payload.language);
      app.sessionCache.forgetPerson(user.id);
      return {};
    },
  );

  route(app, usersEndpoints.types, anySignedIn, async (_, request) => {
    await requireUser(request, db);
    return { types: personTypeNames.map((type) => ({ id: personTypes[type], type })) };
  });

  route(app, usersEndpoints.list, managingPeople, async (_, request) => ({
    persons: await listManagedPeople(db, await requireType(request, db, ...managerTypes)),
  }));

  route(app, usersEndpoints.create, managing(brand), async (payload, request) => {
    const created = await createPerson(db, await requireType(request, db, ...managerTypes), payload);
    sendActivation(created, payload);
    return { id: created.id, status: 'pending' as const };
  });

  route(app, usersEndpoints.update, managing({ ...person, ...brand }), async (payload, request) => {
    const { person, activationNeeded } = await updatePerson(db, await requireType(request, db, ...managerTypes), payload);
    app.sessionCache.forgetPerson(person.id);
    if (activationNeeded) sendActivation(person, payload);
    return { status: person.status as PersonStatus, email_sent: activationNeeded };
  });

  route(app, usersEndpoints.updateStatus, managing(person), async (payload, request) => {
    await setStatus(db, await requireType(request, db, ...managerTypes), payload.id, payload.status);
    app.sessionCache.forgetPerson(payload.id);
    return { status: payload.status };
  });

  route(app, usersEndpoints.resendActivation, managing(brand), async (payload, request) => {
    const manager = await requireType(request, db, ...managerTypes);
    await takeMailAllowance(db, config.rateLimits, payload.email, await callerOf(request, db), undefined);
    sendActivation(await prepareActivation(db, manager, payload.email), payload);
    return { status: 'pending' as const };
  });

  // A spouse created without an e-mail gets one from the wedding's page, with their activation.
  route(
    app,
    weddingsEndpoints.updateSpouse,
    {
      callers: 'signedIn',
      wedding: { field: 'wedding_id' },
      weddingRows: { spouse_id: persons },
      otherIds: brand,
      handlerDecides: 'weddingManagement: activating spouses',
    },
    async (payload, request) => {
      await requireManagement(request, db, payload.wedding_id, 'activateSpouses');
      await takeMailAllowance(db, config.rateLimits, payload.email, await callerOf(request, db), undefined);
      const spouse = await setSpouseEmail(db, payload.wedding_id, payload.spouse_id, payload.email);
      app.sessionCache.forgetPerson(spouse.id);
      sendActivation(spouse, payload);
      return { spouse: toSpouse(spouse)! };
    },
  );

  route(app, usersEndpoints.destroy, managing(person), async ({ id }, request) => {
    const deleted = await deletePerson(db, await requireType(request, db, ...managerTypes), id);
    for (const personId of deleted) app.sessionCache.forgetPerson(personId);
    return {};
  });
}
