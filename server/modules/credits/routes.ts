import type { FastifyInstance } from 'fastify';
import { creditsEndpoints } from '../../../contract/credits';
import type { ServerDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { requireType } from '../../http/authorize';
import { route } from '../../http/route';
import { addPurchasedCredits, assertPlanner, creditHistory, listPackages } from './service';

/** Credit packages, a planner's ledger, and credits added by an Administrator. */
export async function creditRoutes(app: FastifyInstance, { db }: ServerDeps) {
  route(app, creditsEndpoints.packages, async (_, request) => {
    await requireType(request, db, 'Administrator', 'Planner');
    return { packages: await listPackages(db) };
  });

  // A planner reads their own ledger; an Administrator any planner's. A ledger that does not add
  // up to the balance is answered with balance_mismatch beside the rows, never silently.
  route(app, creditsEndpoints.history, async ({ person_id }, request) => {
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
  });

  route(app, creditsEndpoints.addCredits, async (payload, request) => {
    await requireType(request, db, 'Administrator');
    const credits = await addPurchasedCredits(db, payload.person_id, payload.amount, payload.cost);
    app.sessionCache.forgetPerson(payload.person_id);
    return { credits };
  });
}
