import type { FastifyInstance, FastifyRequest } from 'fastify';
import { budgetEndpoints, budgetFiles, expensesEndpoints, paymentsEndpoints, suppliersEndpoints } from '../../../contract/budget';
import type { ActionCode } from '../../../contract/permissions';
import type { ServerDeps } from '../../deps';
import { requireUser, requireWedding } from '../../http/authorize';
import { forbidden, parse } from '../../http/errors';
import { JsonText } from '../../http/json-text';
import { ListCache } from '../../http/list-cache';
import { listRoute, route } from '../../http/route';
import { holdsAction } from '../weddings/access';
import { sendXlsx } from '../guests/file-routes';
import { createExpense, deleteExpense, updateExpense } from './expenses';
import { exportBudget } from './export';
import { createPayment, deletePayment, payPayment } from './payments';
import { listJson, listVersion, type BudgetList } from './rows';
import { createSupplier, deleteSupplier, updateSupplier } from './suppliers';
import { budgetSummary } from './sums';

/**
 * Expenses, payments and suppliers (part 2 §7 "Budget"). Every call names its wedding: reading
 * needs the BUDGET module, each change its action, and the services refuse any id of another
 * wedding. An archived wedding holds no action (weddings/access.ts), so its budget is read-only.
 */
export async function budgetRoutes(app: FastifyInstance, { db }: ServerDeps) {
  const budgetOf = (request: FastifyRequest, weddingId: number, action?: ActionCode) => requireWedding(request, db, weddingId, { module: 'BUDGET', action });
  // A list of thousands of payments costs 40 ms to write on PGlite; unchanged, it is sent again
  // for the price of its version (server/http/list-cache.ts).
  const lists = new ListCache<`${BudgetList}:${number}`>();
  const list = async (name: BudgetList, weddingId: number) =>
    lists.read(`${name}:${weddingId}`, await listVersion(db, name, weddingId), async () => new JsonText(`{"${name}":${await listJson(db, name, weddingId)}}`));

  listRoute(app, expensesEndpoints.index, async ({ wedding_id }, request) => {
    await budgetOf(request, wedding_id);
    return list('expenses', wedding_id);
  });

  route(app, expensesEndpoints.create, async ({ wedding_id, ...fields }, request) => {
    await budgetOf(request, wedding_id, 'ADD_EXPENSE');
    return createExpense(db, wedding_id, fields);
  });

  route(app, expensesEndpoints.update, async ({ wedding_id, id, ...changes }, request) => {
    await budgetOf(request, wedding_id, 'EDIT_EXPENSE');
    return updateExpense(db, wedding_id, id, changes);
  });

  route(app, expensesEndpoints.destroy, async ({ wedding_id, id }, request) => {
    await budgetOf(request, wedding_id, 'DELETE_EXPENSE');
    return { payment_ids: await deleteExpense(db, wedding_id, id) };
  });

  listRoute(app, paymentsEndpoints.index, async ({ wedding_id }, request) => {
    await budgetOf(request, wedding_id);
    return list('payments', wedding_id);
  });

  route(app, paymentsEndpoints.create, async ({ wedding_id, ...fields }, request) => {
    await budgetOf(request, wedding_id, 'ADD_PAYMENT');
    return createPayment(db, wedding_id, fields);
  });

  route(app, paymentsEndpoints.pay, async ({ wedding_id, id, date }, request) => {
    await budgetOf(request, wedding_id, 'ADD_PAYMENT');
    return payPayment(db, wedding_id, id, date);
  });

  route(app, paymentsEndpoints.destroy, async ({ wedding_id, id }, request) => {
    await budgetOf(request, wedding_id, 'DELETE_PAYMENT');
    await deletePayment(db, wedding_id, id);
    return {};
  });

  listRoute(app, suppliersEndpoints.index, async ({ wedding_id }, request) => {
    await budgetOf(request, wedding_id);
    return list('suppliers', wedding_id);
  });

  route(app, suppliersEndpoints.create, async ({ wedding_id, ...fields }, request) => {
    await budgetOf(request, wedding_id, 'ADD_SUPPLIER');
    return createSupplier(db, wedding_id, fields);
  });

  route(app, suppliersEndpoints.update, async ({ wedding_id, id, ...changes }, request) => {
    await budgetOf(request, wedding_id, 'EDIT_SUPPLIER');
    return updateSupplier(db, wedding_id, id, changes);
  });

  route(app, suppliersEndpoints.destroy, async ({ wedding_id, id }, request) => {
    await budgetOf(request, wedding_id, 'DELETE_SUPPLIER');
    return { expense_ids: await deleteSupplier(db, wedding_id, id) };
  });

  // The home card shows it to whoever holds BUDGET_SUMMARY; whoever sees the budget page sees
  // these totals there anyway.
  route(app, budgetEndpoints.summary, async ({ wedding_id }, request) => {
    const rights = await requireWedding(request, db, wedding_id);
    if (!holdsAction(rights, 'HOME', 'BUDGET_SUMMARY') && !rights.modules.includes('BUDGET')) throw forbidden();
    return budgetSummary(db, wedding_id);
  });

  app.get(budgetFiles.export.path, async (request, reply) => {
    const query = parse(budgetFiles.export.query, request.query);
    await budgetOf(request, query.wedding_id);
    const file = await exportBudget(db, query.wedding_id, query.language ?? (await requireUser(request, db)).language);
    return sendXlsx(reply, file.fileName, file.content);
  });
}
