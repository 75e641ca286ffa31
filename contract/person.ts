import { z } from 'zod';
import { locales } from './locale';

/** Person types, with the ids the catalogue (`GET /persons/get_types`) answers. */
export const personTypes = {
  Administrator: 1,
  Planner: 2,
  Spouse: 3,
  Helper: 4,
  Hostess: 5,
  None: 6,
} as const;

export type PersonType = keyof typeof personTypes;
export type PersonTypeId = (typeof personTypes)[PersonType];

export const personTypeNames = Object.keys(personTypes) as PersonType[];

export function personTypeName(id: number): PersonType {
  return personTypeNames.find((name) => personTypes[name] === id) ?? 'None';
}

/** Types that run a business: they see Users, My checklist, Base plan and Credits. */
export function isManager(type: PersonType): boolean {
  return type === 'Administrator' || type === 'Planner';
}

/**
 * Who manages whom: an Administrator manages Planners; a Planner manages the helpers,
 * hostesses and other users of their business. Spouses belong to weddings and are handled
 * there (activation e-mails), by the wedding's planner or an Administrator.
 */
export function creatableTypes(manager: PersonType): PersonType[] {
  if (manager === 'Administrator') return ['Planner'];
  if (manager === 'Planner') return ['Helper', 'Hostess', 'None'];
  return [];
}

/** new: no account yet; pending: activation mail sent; inactive is shown as "blocked". */
export const personStatuses = ['new', 'pending', 'active', 'inactive'] as const;
export type PersonStatus = (typeof personStatuses)[number];

export const genders = { male: 1, female: 2, unspecified: 3 } as const;
export type Gender = (typeof genders)[keyof typeof genders];

export { defaultLocale, isLocale, locales, type Locale } from './locale';

/** The signed-in user as `GET /me` and `POST /login` answer it in `data.user`. */
export const sessionUser = z.object({
  id: z.number(),
  type: z.enum(personTypeNames as [PersonType, ...PersonType[]]),
  type_id: z.custom<PersonTypeId>((value) => Object.values(personTypes).includes(value as PersonTypeId)),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  gender: z.custom<Gender>((value) => value === 1 || value === 2 || value === 3),
  language: z.enum(locales),
  status: z.enum(personStatuses),
  credits: z.number(),
  wedding_id: z.number().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;
