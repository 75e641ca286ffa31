import type { ValidationErrors } from '../../contract/errors';
import { toValidationErrors } from '../../contract/validation';
import { weddingInformation, type Wedding } from '../../contract/weddings';

/**
 * The edit-wedding form (name and date) with the wizard's step-1 rules. The date stays as
 * typed (dd/mm/yyyy) beside what it means on the wire (yyyy-MM-dd, or null while unreadable).
 */
export interface WeddingEditForm {
  name: string;
  /** As typed, dd/mm/yyyy. */
  date: string;
  isoDate: string | null;
}

/** dd/mm/yyyy of a yyyy-MM-dd date. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

export const editFormOf = (wedding: Pick<Wedding, 'name' | 'date'>): WeddingEditForm => ({
  name: wedding.name,
  date: typed(wedding.date),
  isoDate: wedding.date,
});

export function editFormErrors({ name, date, isoDate }: WeddingEditForm): ValidationErrors {
  // As in the wizard: a date the field could not read fails as "date", never as "required".
  const result = weddingInformation.safeParse({ name, date: isoDate ?? (date.trim() ? 'unreadable' : '') });
  return result.success ? {} : toValidationErrors(result.error);
}

export const toUpdatePayload = (weddingId: number, form: WeddingEditForm) => ({ id: weddingId, name: form.name.trim(), date: form.isoDate ?? '' });

/** Deleting asks for the wedding's name, typed again (spacing and case aside): a slip of the mouse deletes nothing. */
export const isNameConfirmed = (typedName: string, wedding: Pick<Wedding, 'name'>) =>
  typedName.trim().replace(/\s+/g, ' ').toLowerCase() === wedding.name.trim().replace(/\s+/g, ' ').toLowerCase();
