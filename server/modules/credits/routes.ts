import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { addCreditsPayload, creditsQuery } from '../../../contract/credits';
import { personTypes } from '../../../contract/person';
import { creditPackages } from './schema';
import type { ServerDeps } from '../../deps';
import { ApiError, forbidden, parse } from '../../http/errors';
import { requireType } from '../../http/authorize';
import { addCredits, creditHistory } from './service';
import { findPersonById } from '../users/person-records';

/** Credit packages, a planner's ledger, and credits added by an Administrator. */
export async function creditRoutes(app: FastifyInstance, { db }: ServerDeps) {
  app.get('/credits/get_packages', async (request) => {
    await requireType(request, db, 'Administrator', 'Planner');
    const packages = await db.select().from(creditPackages).orderBy(asc(creditPackages.quantity));
    return { data: { packages } };
  });

  async function plannerFor(id: number) {
    const planner = await findPersonById(db, id);
    if (!planner || planner.typeId !== personTypes.Planner) throw new ApiError(422, 'not_found');
    return planner;
  }

  // A planner reads their own ledger; an Administrator any planner's. A ledger that does not add
  // up to the balance is answered with balance_mismatch beside the rows, never silently.
  app.get('/credits/index', async (request) => {
    const user = await requireType(request, db, 'Administrator', 'Planner');
    const { person_id } = parse(creditsQuery, request.query);
    const plannerId = person_id ?? user.id;
    if (user.type === 'Planner' && plannerId !== user.id) throw forbidden();
    if (user.type === 'Administrator') await plannerFor(plannerId);
    const history = await creditHistory(db, plannerId);
    return {
      data: {
        transactions: history.transactions,
        balance: history.balance,
        ...(history.balance !== history.ledgerBalance ? { error_code: 'balance_mismatch', ledger_balance: history.ledgerBalance } : {}),
      },
    };
  });

  app.post('/credits/add_credits', async (request) => {
    await requireType(request, db, 'Administrator');
    const payload = parse(addCreditsPayload, request.body);
    await plannerFor(payload.person_id);
    const credits = await db.transaction((tx) => addCredits(tx, payload.person_id, payload.amount, payload.cost));
    app.sessionCache.forgetPerson(payload.person_id);
    return { data: { credits } };
  });
}
