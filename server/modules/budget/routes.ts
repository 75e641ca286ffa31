import type { FastifyInstance } from 'fastify';
import { budgetEndpoints, budgetFiles, expensesEndpoints, paymentsEndpoints, suppliersEndpoints } from '../../../contract/budget';
import type { ActionCode } from '../../../contract/permissions';
import type { ServerDeps } from '../../deps';
import { homeCard, inWedding, type RouteAccess } from '../../http/access';
import { requireUser } from '../../http/authorize';
import { parse } from '../../http/errors';
import { JsonText } from '../../http/json-text';
import { ListCache } from '../../http/list-cache';
import { writesOf } from '../../db/write-count';
import { cachedRoute, fileRoute, listRoute, route } from '../../http/route';
import { sendXlsx } from '../guests/file-routes';
import { createExpense, deleteExpense, updateExpense } from './expenses';
import { exportBudget } from './export';
import { createPayment, deletePayment, payPayment } from './payments';
import { listJson, listVersion, type BudgetList } from './rows';
import { createSupplier, deleteSupplier, updateSupplier } from './suppliers';
import { expenses, payments, suppliers } from './schema';
import { budgetSummary } from './sums';

/** A call on a wedding's budget: the BUDGET module, the action if one is named, and the rows it names of that wedding. */
const budget = (action?: ActionCode, weddingRows?: RouteAccess['weddingRows']) => inWedding('BUDGET', action ? [action] : [], weddingRows);

/**
 * Expenses, payments and suppliers (part 2 §7 "Budget"). Every call names its wedding: reading
 * needs the BUDGET module, each change its action, and the services refuse any id of another
 * wedding. An archived wedding holds no action (weddings/access.ts), so its budget is read-only.
 */
export async function budgetRoutes(app: FastifyInstance, { db }: ServerDeps) {
  // A list of thousands of payments costs 40 ms to write on PGlite; unchanged, it is sent again
  // for the price of its version (server/http/list-cache.ts).
  const lists = new ListCache<`${BudgetList}:${number}`>(() => writesOf(db));
  const list = async (name: BudgetList, weddingId: number) =>
    lists.read(
      `${name}:${weddingId}`,
      () => listVersion(db, name, weddingId),
      async () => new JsonText(`{"${name}":${await listJson(db, name, weddingId)}}`),
    );

  listRoute(app, expensesEndpoints.index, budget(), async ({ wedding_id }) => {
    return list('expenses', wedding_id);
  });

  route(app, expensesEndpoints.create, budget('ADD_EXPENSE', { supplier_id: suppliers }), async ({ wedding_id, ...fields }) => {
    return createExpense(db, wedding_id, fields);
  });

  route(app, expensesEndpoints.update, budget('EDIT_EXPENSE', { id: expenses, supplier_id: suppliers }), async ({ wedding_id, id, ...changes }) => {
    return updateExpense(db, wedding_id, id, changes);
  });

  route(app, expensesEndpoints.destroy, budget('DELETE_EXPENSE', { id: expenses }), async ({ wedding_id, id }) => {
    return { payment_ids: await deleteExpense(db, wedding_id, id) };
  });

  listRoute(app, paymentsEndpoints.index, budget(), async ({ wedding_id }) => {
    return list('payments', wedding_id);
  });

  route(app, paymentsEndpoints.create, budget('ADD_PAYMENT', { expense_id: expenses }), async ({ wedding_id, ...fields }) => {
    return createPayment(db, wedding_id, fields);
  });

  route(app, paymentsEndpoints.pay, budget('ADD_PAYMENT', { id: payments }), async ({ wedding_id, id, date }) => {
    return payPayment(db, wedding_id, id, date);
  });

  route(app, paymentsEndpoints.destroy, budget('DELETE_PAYMENT', { id: payments }), async ({ wedding_id, id }) => {
    await deletePayment(db, wedding_id, id);
    return {};
  });

  listRoute(app, suppliersEndpoints.index, budget(), async ({ wedding_id }) => {
    return list('suppliers', wedding_id);
  });

  route(app, suppliersEndpoints.create, budget('ADD_SUPPLIER'), async ({ wedding_id, ...fields }) => {
    return createSupplier(db, wedding_id, fields);
  });

  route(app, suppliersEndpoints.update, budget('EDIT_SUPPLIER', { id: suppliers }), async ({ wedding_id, id, ...changes }) => {
    return updateSupplier(db, wedding_id, id, changes);
  });

  route(app, suppliersEndpoints.destroy, budget('DELETE_SUPPLIER', { id: suppliers }), async ({ wedding_id, id }) => {
    return { expense_ids: await deleteSupplier(db, wedding_id, id) };
  });

  // The home card shows it to whoever holds BUDGET_SUMMARY; whoever sees the budget page sees
  // these totals there anyway.
  cachedRoute(app, budgetEndpoints.summary, homeCard('BUDGET', 'BUDGET_SUMMARY'), async ({ wedding_id }) => {
    return budgetSummary(db, wedding_id);
  });

  fileRoute(app, { method: 'GET', url: budgetFiles.export.path, access: budget(), input: budgetFiles.export.query }, async (request, reply) => {
    const query = parse(budgetFiles.export.query, request.query);
    const file = await exportBudget(db, query.wedding_id, query.language ?? (await requireUser(request, db)).language);
    return sendXlsx(reply, file.fileName, file.content);
  });
}
