import { z } from 'zod';
import { endpoint, emptyAnswer, idField } from './endpoint';
import { personStatuses, type PersonType } from './person';
import { weddingManagement } from './weddings';

/**
 * The users of a wedding (part 2 §7 "Permissions and spouses": get_users, add_user,
 * remove_user): its spouses and the Helpers and Hostesses working on it. Its planner is not
 * one of them: they run the wedding and hold everything by their role.
 *
 * Who may: the planner who runs the wedding and Administrators list, add and remove; a spouse
 * lists, and adds or removes the Helpers and Hostesses of the wedding's planner, while the
 * wedding is active. Helpers and Hostesses: refused (403).
 *
 * Refusals (`error.code`):
 * - `not_found` (422): a user the wedding could not have (unknown, a planner, an Administrator,
 *   a spouse of another wedding, someone of another planner's team), or removing someone who
 *   is not in it.
 * - `user_already_in_wedding` (409): adding someone already in the wedding.
 * - `cannot_remove_spouse` (409), `cannot_remove_planner` (409): the couple and the planner
 *   who runs the wedding always stay.
 */

/** Who can be added to a wedding: the planner's team members that work on weddings. */
export const addableTypes = ['Helper', 'Hostess'] as const satisfies readonly PersonType[];
export type AddableType = (typeof addableTypes)[number];

export const isAddableType = (type: string): type is AddableType => (addableTypes as readonly string[]).includes(type);

export const weddingUserTypes = ['Spouse', ...addableTypes] as const;

/** A user of the wedding, or a candidate to become one. `id` and `user_id` are both the person's id. */
export const weddingUser = z.object({
  id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  type: z.enum(weddingUserTypes),
  status: z.enum(personStatuses),
});
export type WeddingUser = z.infer<typeof weddingUser>;

/** The couple stays in their wedding; everyone else added can be removed. */
export const isRemovable = (user: { type: string }) => user.type !== 'Spouse';

/**
 * Who may open the wedding's users (the screen shows the button to them; the server decides by
 * the same rule, `weddingManagement`). A Planner who can open a wedding is the one who runs it.
 */
export const mayManageWeddingUsers = (type: PersonType) => weddingManagement({ type, runsIt: type === 'Planner' }, {}).seeUsers;

export const weddingUserPayload = z.object({ wedding_id: idField, user_id: idField });

export const weddingUsersEndpoints = {
  /** The wedding's users, and the planner's Helpers and Hostesses not yet in it (`candidates`). */
  list: endpoint(
    'GET',
    '/permissions/get_users',
    z.object({ wedding_id: idField }),
    z.object({ users: z.array(weddingUser), candidates: z.array(weddingUser) }),
  ),
  /** Adds a candidate with the default grants of their type (contract/permissions.ts `defaultGrants`); answers them. */
  add: endpoint('POST', '/permissions/add_user', weddingUserPayload, z.object({ user: weddingUser })),
  /** Removes a Helper or Hostess and every permission they held in the wedding. */
  remove: endpoint('DELETE', '/permissions/remove_user', weddingUserPayload, emptyAnswer),
};
