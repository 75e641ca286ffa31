import { creditRequestEndpoints, type CreditPackage, type CreditRequestPayload, type CreditTransaction, type PlannerBalance } from '../../../contract/credits';
import type { PersonListItem } from '../../../contract/users';
import type { CreditsHistory } from '../../../machines/credits/credits-history.machine';
import { api } from '../../lib/api';

interface HistoryAnswer {
  transactions: CreditTransaction[];
  balance: number;
  error_code?: 'balance_mismatch';
  ledger_balance?: number;
}

/** The credits calls (part 1 §7), shaped the way the machines take them. */
export const creditsApi = {
  history: async (personId: number | null): Promise<CreditsHistory> => {
    const answer = await api.get<HistoryAnswer>('/credits/index', { query: { person_id: personId ?? undefined } });
    return {
      transactions: answer.transactions,
      balance: answer.balance,
      ledgerBalance: answer.error_code === 'balance_mismatch' ? (answer.ledger_balance ?? null) : null,
    };
  },

  packages: async () => (await api.get<{ packages: CreditPackage[] }>('/credits/get_packages')).packages,

  /** An Administrator's list is the planners (`GET /persons/index`), with their balance. */
  planners: async (): Promise<PlannerBalance[]> => {
    const { persons } = await api.get<{ persons: PersonListItem[] }>('/persons/index');
    return persons.map(({ id, first_name, last_name, email, credits }) => ({ id, first_name, last_name, email, credits }));
  },

  add: (payload: { person_id: number; amount: number; cost: number }) => api.post<{ credits: number }>('/credits/add_credits', { body: payload }),

  /** Open credit requests: the planner's own, or every planner's for an Administrator. */
  requests: async () => (await api.call(creditRequestEndpoints.list, {})).requests,
  request: async (payload: CreditRequestPayload) => (await api.call(creditRequestEndpoints.request, payload)).request,
  handleRequest: (payload: { id: number; action: 'add' | 'dismiss' }) => api.call(creditRequestEndpoints.handle, payload),
};
