import type { ValidationErrors } from '../../contract/errors';
import { defaultGuestStatusId, guestLimits, updateGuestPayload, type GuestStatusId } from '../../contract/guests';
import { toValidationErrors } from '../../contract/validation';
import { statusIdOf, type GuestRow } from './guest-rows';

/**
 * The guest form (the add row, and the edit dialog): what the person typed, checked with the
 * contract's own rules before anything is sent (name required, companions 0 to 100, phone and
 * comments within their lengths), and the fields it changes.
 */

export interface GuestFormValues {
  name: string;
  /** As typed: the companions field is a number input. */
  companions: string;
  category_id: number | null;
  status_id: GuestStatusId;
  invitedBy_id: number | null;
  phone: string;
  comments: string;
}

export type GuestFields = Pick<GuestRow, 'name' | 'companions' | 'category_id' | 'status_id' | 'invitedBy_id' | 'phone' | 'comments'>;

export const emptyGuestForm: GuestFormValues = {
  name: '',
  companions: '0',
  category_id: null,
  status_id: defaultGuestStatusId,
  invitedBy_id: null,
  phone: '',
  comments: '',
};

export const formOfGuest = (guest: GuestRow): GuestFormValues => ({
  name: guest.name,
  companions: String(guest.companions),
  category_id: guest.category_id,
  status_id: statusIdOf(guest.status_id),
  invitedBy_id: guest.invitedBy_id,
  phone: guest.phone ?? '',
  comments: guest.comments ?? '',
});

/** A blank companions field means none; anything else must be a whole number. */
const companionsOf = (typed: string) => (typed.trim() === '' ? 0 : Number(typed));

const blankToNull = (text: string) => text.trim() || null;

export function fieldsOfForm(form: GuestFormValues): GuestFields {
  return {
    name: form.name.trim(),
    companions: companionsOf(form.companions),
    category_id: form.category_id,
    status_id: form.status_id,
    invitedBy_id: form.invitedBy_id,
    phone: blankToNull(form.phone),
    comments: blankToNull(form.comments),
  };
}

export function guestFormErrors(form: GuestFormValues): ValidationErrors {
  const result = updateGuestPayload.safeParse({ id: 1, ...fieldsOfForm(form) });
  return result.success ? {} : toValidationErrors(result.error);
}

/** The limits the form's messages name. */
export const guestFieldLimits = {
  name: { max: guestLimits.nameMax },
  companions: { min: 0, max: guestLimits.companionsMax },
  phone: { max: guestLimits.phoneMax },
  comments: { max: guestLimits.commentsMax },
} as const;

/** Only the fields that differ from the guest: an edit sends what changed. */
export function changedFields(guest: GuestRow, fields: GuestFields): Partial<GuestFields> {
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => guest[key as keyof GuestFields] !== value)) as Partial<GuestFields>;
}
