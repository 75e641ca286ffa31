import type { Locale } from '../../../contract/person';
import { actionsByModule, type ActionCode } from '../../../contract/permissions';
import { weddingsEndpoints, type CreateWeddingPayload, type Spouse, type UpdateWeddingPayload } from '../../../contract/weddings';
import { usersEndpoints } from '../../../contract/users';
import type { CreatedWedding, PlannerChoice } from '../../../machines/weddings/create-wedding.machine';
import type { ActivationRequest, LoadedWedding } from '../../../machines/weddings/wedding-page.machine';
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

const isHomeAction = (code: string): code is ActionCode => (actionsByModule.HOME as readonly string[]).includes(code);

/** The weddings calls (part 1 §7), shaped the way the machines take them. */
export const weddingsApi = {
  /**
   * The list, for someone who pays per wedding their balance now (it may have changed since
   * sign-in), and for an Administrator the Planners a new wedding may be given to.
   */
  list: async ({ charged, choosesPlanner }: { charged: boolean; choosesPlanner: boolean }): Promise<WeddingsLoad> => {
    const [{ weddings }, user, planners] = await Promise.all([
      api.call(weddingsEndpoints.list, {}),
      charged ? sessionApi.loadSession() : Promise.resolve(null),
      choosesPlanner ? plannerChoices() : Promise.resolve(null),
    ]);
    return { weddings, credits: user?.credits ?? null, planners };
  },

  create: (payload: CreateWeddingPayload) => api.post<CreatedWedding>('/weddings/create', { body: { ...payload } }),

  /**
   * The wedding comes with the modules the server lists for this user, and with HOME its
   * actions: whether Home has a card to show decides where the base path lands (part 2 §2).
   */
  show: async (weddingId: number): Promise<LoadedWedding> => {
    const { wedding } = await api.call(weddingsEndpoints.show, { id: weddingId });
    const homeActions = wedding.modules.includes('HOME')
      ? (await api.call(weddingsEndpoints.actions, { wedding_id: weddingId, module_code: 'HOME' })).actions.filter(isHomeAction)
      : [];
    return { wedding, modules: wedding.modules, homeActions };
  },

  update: (payload: UpdateWeddingPayload) => api.call(weddingsEndpoints.update, payload),
  archive: (input: { id: number }) => api.call(weddingsEndpoints.archive, input),
  restore: (input: { id: number }) => api.call(weddingsEndpoints.restore, input),
  destroy: (input: { id: number }) => api.call(weddingsEndpoints.destroy, input),

  /**
   * A spouse's activation mail, in the page's language and from this site's brand: sent again
   * to the address they have, or to a new one saved first (one call, so the address and the
   * mail never part).
   */
  activateSpouse: async ({ weddingId, spouse, email }: ActivationRequest, origin: { language: Locale; customization_id: number | null }): Promise<Spouse> => {
    if (email === spouse.email) {
      const { status } = await api.call(usersEndpoints.resendActivation, { email, ...origin });
      return { ...spouse, status };
    }
    return (await api.call(weddingsEndpoints.updateSpouse, { wedding_id: weddingId, spouse_id: spouse.id, email, ...origin })).spouse;
  },
};
