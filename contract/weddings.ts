import { z } from 'zod';
import type { ModuleCode } from './permissions';
import type { Gender, PersonStatus } from './person';
import { email, limits } from './validation';

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

export const spouseFields = z.object({
  first_name: required(limits.nameMax),
  last_name: required(limits.nameMax),
  gender,
  email,
});

export const createWeddingPayload = z.object({
  information: weddingInformation,
  spouse1: spouseFields,
  spouse2: spouseFields,
});
export type CreateWeddingPayload = z.input<typeof createWeddingPayload>;

export const weddingQuery = z.object({ wedding_id: z.coerce.number({ error: 'required' }).int().positive() });
export const actionsQuery = weddingQuery.extend({
  module_code: z.enum(['HOME', 'PLAN', 'CHECKLIST', 'GUESTS', 'TABLES', 'BUDGET', 'IDEA_BOARD'], { error: 'invalid' }),
});

export interface WeddingListItem {
  id: number;
  name: string;
  /** yyyy-MM-dd */
  date: string;
  guestsCount: number;
}

export interface Spouse {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  gender: Gender;
  status: PersonStatus;
  type: 'Spouse';
}

export interface Wedding extends WeddingListItem {
  planner_id: number;
  layout: string | null;
  layout_width: number | null;
  layout_height: number | null;
  spouse1: Spouse | null;
  spouse2: Spouse | null;
  modules: ModuleCode[];
}
