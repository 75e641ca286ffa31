import type { FastifyInstance } from 'fastify';
import { creditRequestEndpoints, creditsEndpoints } from '../../../contract/credits';
import type { ServerDeps } from '../../deps';
import type { MailQueue } from '../../mail/mail-queue';
import { forbidden } from '../../http/errors';
import { requireType } from '../../http/authorize';
import type { RouteAccess } from '../../http/access';
import { route } from '../../http/route';
import { addPurchasedCredits, assertPlanner, creditHistory, listPackages } from './service';
import { activeAdministrators, handleCreditRequest, openCreditRequests, requestCredits } from './requests';
import { queueAdministratorMails } from './request-mail';
import { customizationById } from '../customizations/service';

/** Credit packages, a planner's ledger, credits added by an Administrator, and planners' requests for more. */
const plannersAndAdministrators: RouteAccess = { callers: ['Administrator', 'Planner'] };
const administrators: RouteAccess = { callers: ['Administrator'] };

export async function creditRoutes(app: FastifyInstance, { db, mailer, config, mailQueue }: ServerDeps & { mailQueue: MailQueue }) {
  route(app, creditsEndpoints.packages, plannersAndAdministrators, async (_, request) => {
    await requireType(request, db, 'Administrator', 'Planner');
    return { packages: await listPackages(db) };
  });

  // A planner reads their own ledger; an Administrator any planner's. A ledger that does not add
  // up to the balance is answered with balance_mismatch beside the rows, never silently.
  route(
    app,
    creditsEndpoints.history,
    {
      ...plannersAndAdministrators,
      handlerDecides: 'a Planner reads only their own ledger',
      otherIds: { person_id: 'the planner whose ledger: the caller, or any for an Administrator' },
    },
    async ({ person_id }, request) => {
      const user = await requireType(request, db, 'Administrator', 'Planner');
      const plannerId = person_id ?? user.id;
      if (user.type === 'Planner' && plannerId !== user.id) throw forbidden();
      if (user.type === 'Administrator') await assertPlanner(db, plannerId);
      const history = await creditHistory(db, plannerId);
      return {
        transactions: history.transactions,
        balance: history.balance,
        ...(history.balance !== history.ledgerBalance ? { error_code: 'balance_mismatch' as const, ledger_balance: history.ledgerBalance } : {}),
      };
    },
  );

  route(app, creditsEndpoints.addCredits, { ...administrators, otherIds: { person_id: 'the planner credited (assertPlanner)' } }, async (payload, request) => {
    await requireType(request, db, 'Administrator');
    const credits = await addPurchasedCredits(db, payload.person_id, payload.amount, payload.cost);
    app.sessionCache.forgetPerson(payload.person_id);
    return { credits };
  });

  // A Planner asks for a package; every active Administrator hears of it, in their language,
  // after the answer (the mail queue), so a slow mail server never holds the planner up.
  route(
    app,
    creditRequestEndpoints.request,
    { callers: ['Planner'], otherIds: { package_id: 'a package of the catalogue' } },
    async ({ package_id, note }, request) => {
      const planner = await requireType(request, db, 'Planner');
      const created = await requestCredits(db, planner.id, package_id, note);
      const [recipients, brand] = await Promise.all([activeAdministrators(db), customizationById(db, null)]);
      queueAdministratorMails({ queue: mailQueue, mailer }, recipients, created, { brand: brand?.title ?? 'Wedding Planner', appUrl: config.appUrl });
      return { request: created };
    },
  );

  // An Administrator sees every open request; a Planner only their own (the Pricing dialog).
  route(app, creditRequestEndpoints.list, plannersAndAdministrators, async (_, request) => {
    const user = await requireType(request, db, 'Administrator', 'Planner');
    return { requests: await openCreditRequests(db, user.type === 'Planner' ? user.id : undefined) };
  });

  route(app, creditRequestEndpoints.handle, { ...administrators, otherIds: { id: 'an open request, any planner’s' } }, async ({ id, action }, request) => {
    const administrator = await requireType(request, db, 'Administrator');
    const handled = await handleCreditRequest(db, administrator.id, id, action);
    app.sessionCache.forgetPerson(handled.plannerId);
    return { planner_id: handled.plannerId, credits: handled.credits };
  });
}
