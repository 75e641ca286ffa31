import type { WeddingUser } from '../../../contract/wedding-users';
import type { WeddingUsersLoad } from '../../../machines/wedding-users/wedding-users.machine';

/** A wedding's couple, a Helper working on it and a Hostess of the team who could join. */
const person = (id: number, first_name: string, type: WeddingUser['type'], status: WeddingUser['status'] = 'active'): WeddingUser => ({
  id,
  user_id: id,
  first_name,
  last_name: 'Ruiz',
  email: `${first_name.toLowerCase()}@example.com`,
  type,
  status,
});

export const sofia = person(21, 'Sofía', 'Spouse');
export const mateo = person(22, 'Mateo', 'Spouse', 'new');
export const andres = person(31, 'Andrés', 'Helper');
export const rosa = person(32, 'Rosa', 'Hostess', 'pending');
export const load: WeddingUsersLoad = { users: [sofia, mateo, andres], candidates: [rosa] };

/** Every event of the machine, with the payloads the walks use (the coverage test and the rendered walk). */
export const weddingUsersEvents = [
  { type: 'xstate.done.actor.loadUsers', output: load },
  { type: 'xstate.error.actor.loadUsers', error: { code: 'generic_error' } },
  { type: 'load.retry' },
  { type: 'candidate.choose', userId: rosa.id },
  { type: 'user.add' },
  { type: 'user.remove', user: andres },
  { type: 'remove.confirm' },
  { type: 'remove.cancel' },
] as const;
