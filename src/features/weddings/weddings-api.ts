import type { CatalogModule } from '../../../contract/permissions';
import type { CreateWeddingPayload, Wedding, WeddingListItem } from '../../../contract/weddings';
import type { CreatedWedding } from '../../../machines/weddings/create-wedding.machine';
import type { LoadedWedding } from '../../../machines/weddings/wedding-page.machine';
import type { WeddingsLoad } from '../../../machines/weddings/weddings-list.machine';
import { api } from '../../lib/api';
import { sessionApi } from '../../lib/session-api';

/** The weddings calls (part 1 §7), shaped the way the machines take them. */
export const weddingsApi = {
  /** The list, and for someone who pays per wedding their balance now (it may have changed since sign-in). */
  list: async (charged: boolean): Promise<WeddingsLoad> => {
    const [{ weddings }, user] = await Promise.all([
      api.get<{ weddings: WeddingListItem[] }>('/weddings'),
      charged ? sessionApi.loadSession() : Promise.resolve(null),
    ]);
    return { weddings, credits: user?.credits ?? null };
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
