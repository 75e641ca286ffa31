import { budgetFiles, expensesEndpoints, paymentsEndpoints, suppliersEndpoints, type Expense, type Payment, type Supplier } from '../../../contract/budget';
import type { Locale } from '../../../contract/locale';
import type { ActionCode } from '../../../contract/permissions';
import { weddingsEndpoints } from '../../../contract/weddings';
import type { ExpenseIntent, PaymentIntent, SupplierIntent } from '../../../machines/budget/budget-rows';
import type { LoadedBudget } from '../../../machines/budget/budget.machine';
import { onlyRow, type Mutation, type PersistAnswer, type Row } from '../../../machines/shared/optimistic-list';
import { api, type DownloadedFile } from '../../lib/api';

/** The budget calls of part 2 §7; each `persist…` turns one queued change of a list into its call. */

export async function loadBudget(weddingId: number): Promise<LoadedBudget> {
  const query = { wedding_id: weddingId };
  const [{ expenses }, { payments }, { suppliers }, { actions }] = await Promise.all([
    api.call(expensesEndpoints.index, query),
    api.call(paymentsEndpoints.index, query),
    api.call(suppliersEndpoints.index, query),
    api.call(weddingsEndpoints.actions, { wedding_id: weddingId, module_code: 'BUDGET' }),
  ]);
  return { expenses, payments, suppliers, actions: actions as ActionCode[] };
}

/** The row as the server stored it: a created row takes its real id, every row the stored fields. */
const stored = <R extends Row>({ id, ...fields }: R, { created = false } = {}): PersistAnswer<R> => ({
  ...(created ? { ids: [id] } : {}),
  patches: [{ id, patch: fields as Partial<Omit<R, 'id'>> }],
});

export function persistExpense(weddingId: number) {
  return async (mutation: Mutation<Expense, ExpenseIntent>): Promise<PersistAnswer<Expense> | undefined> => {
    switch (mutation.kind) {
      case 'create': {
        const { id: _temporary, wedding_id: _wedding, ...fields } = onlyRow(mutation.rows);
        return stored(await api.call(expensesEndpoints.create, { ...fields, wedding_id: weddingId }), { created: true });
      }
      case 'update': {
        const { id, patch } = onlyRow(mutation.changes);
        return stored(await api.call(expensesEndpoints.update, { ...patch, id, wedding_id: weddingId }));
      }
      case 'delete':
        await api.call(expensesEndpoints.destroy, { id: onlyRow(mutation.ids), wedding_id: weddingId });
        return undefined;
    }
  };
}

export function persistPayment(weddingId: number) {
  return async (mutation: Mutation<Payment, PaymentIntent>): Promise<PersistAnswer<Payment> | undefined> => {
    switch (mutation.kind) {
      case 'create': {
        const { id: _temporary, wedding_id: _wedding, ...fields } = onlyRow(mutation.rows);
        return stored(await api.call(paymentsEndpoints.create, { ...fields, wedding_id: weddingId }), { created: true });
      }
      case 'update': {
        const { id, patch } = onlyRow(mutation.changes);
        return stored(await api.call(paymentsEndpoints.pay, { id, date: patch.date!, wedding_id: weddingId }));
      }
      case 'delete':
        await api.call(paymentsEndpoints.destroy, { id: onlyRow(mutation.ids), wedding_id: weddingId });
        return undefined;
    }
  };
}

export function persistSupplier(weddingId: number) {
  return async (mutation: Mutation<Supplier, SupplierIntent>): Promise<PersistAnswer<Supplier> | undefined> => {
    switch (mutation.kind) {
      case 'create': {
        const { id: _temporary, wedding_id: _wedding, ...fields } = onlyRow(mutation.rows);
        return stored(await api.call(suppliersEndpoints.create, { ...fields, wedding_id: weddingId }), { created: true });
      }
      case 'update': {
        const { id, patch } = onlyRow(mutation.changes);
        return stored(await api.call(suppliersEndpoints.update, { ...patch, id, wedding_id: weddingId }));
      }
      case 'delete':
        await api.call(suppliersEndpoints.destroy, { id: onlyRow(mutation.ids), wedding_id: weddingId });
        return undefined;
    }
  };
}

/** budget.xlsx in the language on screen. */
export const downloadBudgetExport = (weddingId: number, language: Locale): Promise<DownloadedFile> =>
  api.download(budgetFiles.export.path, { wedding_id: weddingId, language }, 'budget.xlsx');
