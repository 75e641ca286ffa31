import { z } from 'zod';
import { gender } from './weddings';
import { email, limits } from './validation';

const name = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(limits.nameMax, { error: 'maxLength' });
const language = z.enum(['en', 'es'], { error: 'invalid' });
const customizationId = z.number().int().positive().nullable().optional();

/** The add/edit user form; type_id defaults to 4 (Helper) in the form. */
export const personFields = z.object({
  first_name: name,
  last_name: name,
  type_id: z.number({ error: 'required' }).int().min(1).max(6),
  email,
  gender,
  language: language.optional(),
  customization_id: customizationId,
});
export type PersonFields = z.input<typeof personFields>;

export const defaultPersonTypeId = 4;

export const updatePersonPayload = personFields.extend({ id: z.number({ error: 'required' }).int().positive() });

export const updateStatusPayload = z.object({
  id: z.number({ error: 'required' }).int().positive(),
  status: z.enum(['active', 'inactive'], { error: 'invalid' }),
});

export const resendActivationPayload = z.object({ email, language: language.optional(), customization_id: customizationId });

/** A row of the users list (`GET /persons/index`). */
export interface PersonListItem {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  gender: 1 | 2 | 3;
  type: string;
  type_id: number;
  status: 'new' | 'pending' | 'active' | 'inactive';
  language: 'en' | 'es';
  planner_id: number | null;
  /** Credit balance (planners). */
  credits: number;
}
