import { z } from 'zod';
import { idField } from './endpoint';

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

export const ownerQuery = z.object({ wedding_id: idField.optional(), person_id: idField.optional() }).refine(hasOneOwner, ownerError);
