import { z } from 'zod';

/**
 * Plans and checklists belong to a wedding, or, as templates (base plan, my checklist), to a
 * planner: every call names exactly one of `wedding_id` and `person_id`.
 */
export interface Owned {
  wedding_id?: number;
  person_id?: number;
}

export const hasOneOwner = (value: Owned) => (value.wedding_id === undefined) !== (value.person_id === undefined);
export const ownerError = { error: 'required', path: ['wedding_id'] };

const id = z.coerce.number({ error: 'required' }).int().positive();
export const ownerQuery = z.object({ wedding_id: id.optional(), person_id: id.optional() }).refine(hasOneOwner, ownerError);
