import type { CatalogModule } from '../../../contract/permissions';
import type { CreateWeddingPayload, Wedding, WeddingListItem } from '../../../contract/weddings';
import { usersEndpoints } from '../../../contract/users';
import type { CreatedWedding, PlannerChoice } from '../../../machines/weddings/create-wedding.machine';
import type { LoadedWedding } from '../../../machines/weddings/wedding-page.machine';
import type { WeddingsLoad } from '../../../machines/weddings/weddings-list.machine';
import { api } from '../../lib/api';
import { sessionApi } from '../../lib/session-api';

/** Planners who may run a wedding (not blocked), by name. */
async function plannerChoices(): Promise<PlannerChoice[]> {
  const { persons } = await api.call(usersEndpoints.list, {});
  return persons
    .filter((person) => person.type === 'Planner' && person.status !== 'inactive')
    .map((person) => ({ id: person.id, name: `${person.first_name} ${person.last_name}` }));
}

/** The weddings calls (part 1 §7), shaped the way the machines take them. */
export const weddingsApi = {
  /**
   * The list, for someone who pays per wedding their balance now (it may have changed since
   * sign-in), and for an Administrator the Planners a new wedding may be given to.
   */
  list: async ({ charged, choosesPlanner }: { charged: boolean; choosesPlanner: boolean }): Promise<WeddingsLoad> => {
    const [{ weddings }, user, planners] = await Promise.all([
      api.get<{ weddings: WeddingListItem[] }>('/weddings'),
      charged ? sessionApi.loadSession() : Promise.resolve(null),
      choosesPlanner ? plannerChoices() : Promise.resolve(null),
    ]);
    return { weddings, credits: user?.credits ?? null, planners };
  },

  create: (payload: CreateWeddingPayload) => api.post<CreatedWedding>('/weddings/create', { body: { ...payload } }),

  show: async (weddingId: number): Promise<LoadedWedding> => {
    const [{ wedding }, { modules }] = await Promise.all([
      api.get<{ wedding: Wedding }>('/weddings/show', { query: { id: weddingId } }),
      api.get<{ modules: CatalogModule[] }>('/weddings/get_modules', { query: { wedding_id: weddingId } }),
    ]);
    return { wedding, modules: modules.map((module) => module.code) };
  },
};
