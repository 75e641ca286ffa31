import { z } from 'zod';
import { moduleCodes } from './permissions';
import { locales, personStatuses, type PersonType } from './person';
import { email, limits } from './validation';
import { emptyAnswer, endpoint, idField, idQuery } from './endpoint';

const required = (max: number) => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'maxLength' });

/** yyyy-MM-dd, a real calendar day. */
export const isoDate = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'date',
    },
  );

export const gender = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'required' });

export const weddingInformation = z.object({ name: required(150), date: isoDate });

/**
 * A spouse's e-mail may be left empty (kept as ''): the spec only asks that it be valid and
 * differ from the other spouse's. A spouse without one cannot be sent an activation.
 */
export const spouseEmail = z
  .string({ error: 'invalid' })
  .trim()
  .max(limits.emailMax, { error: 'maxLength' })
  .refine((value) => value === '' || email.safeParse(value).success, { error: 'email' })
  .transform((value) => value.toLowerCase())
  .default('');

export const spouseFields = z.object({
  first_name: required(limits.nameMax),
  last_name: required(limits.nameMax),
  gender,
  email: spouseEmail,
});

export const createWeddingPayload = z.object({
  information: weddingInformation,
  spouse1: spouseFields,
  spouse2: spouseFields,
  /** The Planner who will run the wedding: required of an Administrator (who is not charged), a Planner's own id otherwise. */
  planner_id: idField.optional(),
});
export type CreateWeddingPayload = z.input<typeof createWeddingPayload>;

export const weddingQuery = z.object({ wedding_id: idField });
export const actionsQuery = weddingQuery.extend({ module_code: z.enum(moduleCodes, { error: 'invalid' }) });

export const weddingListItem = z.object({
  id: z.number(),
  name: z.string(),
  /** yyyy-MM-dd */
  date: z.string(),
  /** Guests and their companions. */
  guestsCount: z.number(),
  /**
   * Archived weddings leave the active list; they are read-only to all but their planner and
   * Administrators. The server always says; optional so that screens' fixtures of an active
   * wedding need not.
   */
  archived: z.boolean().optional(),
});
export type WeddingListItem = z.infer<typeof weddingListItem>;

export const spouse = z.object({
  id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  gender: gender,
  status: z.enum(personStatuses),
  type: z.literal('Spouse'),
});
export type Spouse = z.infer<typeof spouse>;

export const wedding = weddingListItem.extend({
  planner_id: z.number(),
  layout: z.string().nullable(),
  layout_width: z.number().nullable(),
  layout_height: z.number().nullable(),
  spouse1: spouse.nullable(),
  spouse2: spouse.nullable(),
  modules: z.array(z.enum(moduleCodes)),
});
export type Wedding = z.infer<typeof wedding>;

/** Renaming or moving the date of a wedding: the wizard's step 1 rules. */
export const updateWeddingPayload = weddingInformation.extend({ id: idField });
export type UpdateWeddingPayload = z.input<typeof updateWeddingPayload>;

/** Giving a spouse who has none an e-mail (to send their activation to). */
export const updateSpousePayload = z.object({
  wedding_id: idField,
  spouse_id: idField,
  email,
  /** The activation mail's language and brand, as for `PUT /persons/resend_activation`. */
  language: z.enum(locales, { error: 'invalid' }).optional(),
  customization_id: idField.nullable().optional(),
});

/** Someone looking at a wedding: their type, and whether they are the planner who runs it. */
export interface WeddingCaller {
  type: PersonType;
  runsIt: boolean;
}

/** The planner who runs a wedding and Administrators manage it (and, in Settings, its users' permissions). */
export const managesWedding = (caller: WeddingCaller) => caller.type === 'Administrator' || caller.runsIt;

/**
 * Who may manage a wedding, decided in one place for the server and the screen: its planner
 * and Administrators do everything; a spouse may rename and re-date their own wedding, and see
 * its users and add or remove the planner's team (part 2 §7); helpers and hostesses manage
 * nothing. While it is archived nobody changes it. `caller.runsIt`: the caller is its planner.
 */
export function weddingManagement(caller: WeddingCaller, wedding: { archived?: boolean }) {
  const manager = managesWedding(caller);
  const spouse = caller.type === 'Spouse';
  // An archived wedding is read-only for everyone until it is restored: only restoring
  // (`archive`) and deleting it remain, with whoever manages it.
  const active = !wedding.archived;
  return {
    edit: active && (manager || spouse),
    archive: manager,
    destroy: manager,
    activateSpouses: active && manager,
    seeUsers: manager || spouse,
    changeUsers: active && (manager || spouse),
  };
}
export type WeddingManagement = ReturnType<typeof weddingManagement>;

/** Part 1 §7's wedding calls. */
export const weddingsEndpoints = {
  list: endpoint('GET', '/weddings', z.object({}), z.object({ weddings: z.array(weddingListItem) })),
  show: endpoint('GET', '/weddings/show', idQuery, z.object({ wedding })),
  modules: endpoint('GET', '/weddings/get_modules', weddingQuery, z.object({ modules: z.array(z.object({ id: z.number(), code: z.enum(moduleCodes) })) })),
  /** Actions of a module the user does not hold are simply none. */
  actions: endpoint('GET', '/weddings/get_actions', actionsQuery, z.object({ actions: z.array(z.string()) })),
  /** Answers the creator's new credit balance. */
  create: endpoint('POST', '/weddings/create', createWeddingPayload, z.object({ id: z.number(), credits: z.number() })),
  update: endpoint('PUT', '/weddings/update', updateWeddingPayload, z.object({ name: z.string(), date: z.string() })),
  archive: endpoint('PUT', '/weddings/archive', idQuery, emptyAnswer),
  restore: endpoint('PUT', '/weddings/restore', idQuery, emptyAnswer),
  /** Permanent: the wedding and everything in it, its spouses' accounts and its files. No credit comes back. */
  destroy: endpoint('DELETE', '/weddings/destroy', idQuery, emptyAnswer),
  /** Saves the e-mail of a spouse not yet activated and sends them the activation (status pending). */
  updateSpouse: endpoint('PUT', '/weddings/update_spouse', updateSpousePayload, z.object({ spouse })),
};
