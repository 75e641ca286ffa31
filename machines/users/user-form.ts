import type { ValidationErrors } from '../../contract/errors';
import { defaultPersonTypeId, personFields, type PersonListItem } from '../../contract/users';
import { creatableTypes, personTypeName, personTypes, type PersonType } from '../../contract/person';
import { toValidationErrors } from '../../contract/validation';

/**
 * The add/edit user form as typed (part 1 §5: first name, last name, type, e-mail and gender
 * are required, the e-mail must be valid) and the rows it turns into.
 */

export interface UserFormValues {
  first_name: string;
  last_name: string;
  /** A type id as text; fixed to Planner for an Administrator. */
  type_id: string;
  email: string;
  /** '' until chosen, else '1', '2' or '3'. */
  gender: string;
}

/** A row of `GET /persons/get_types`. */
export interface PersonTypeOption {
  id: number;
  type: PersonType;
}

export type ManagerType = 'Administrator' | 'Planner';

/** The types a manager may give (the same rule the server applies). */
export function typeChoices(manager: ManagerType, types: readonly PersonTypeOption[]): PersonTypeOption[] {
  const allowed = creatableTypes(manager);
  return types.filter((option) => allowed.includes(option.type));
}

export function emptyUserForm(manager: ManagerType): UserFormValues {
  const typeId = manager === 'Administrator' ? personTypes.Planner : defaultPersonTypeId;
  return { first_name: '', last_name: '', type_id: String(typeId), email: '', gender: '' };
}

export function formOfUser(user: PersonListItem): UserFormValues {
  return { first_name: user.first_name, last_name: user.last_name, type_id: String(user.type_id), email: user.email, gender: String(user.gender) };
}

const chosenNumber = (value: string) => (value === '' ? undefined : Number(value));

export function userFormErrors(values: UserFormValues): ValidationErrors {
  const result = personFields.safeParse({ ...values, type_id: chosenNumber(values.type_id), gender: chosenNumber(values.gender) });
  return result.success ? {} : toValidationErrors(result.error);
}

/** The fields the form edits, as the list shows them. */
export type UserFields = Pick<PersonListItem, 'first_name' | 'last_name' | 'email' | 'gender' | 'type_id' | 'type'>;

/** The fields of valid form values, as the list shows them (an edit changes these and nothing else). */
export function fieldsOfForm(values: UserFormValues): UserFields {
  const typeId = Number(values.type_id);
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim().toLowerCase(),
    gender: Number(values.gender) as PersonListItem['gender'],
    type_id: typeId,
    type: personTypeName(typeId),
  };
}

/** Which call a user's update needs: their details, or their status (blocked, unblocked). */
export type UserIntent = 'edit' | 'block' | 'unblock';

/** Blocking an active user, or unblocking a blocked one. */
export const blockingOf = (user: PersonListItem): { intent: UserIntent; status: PersonListItem['status'] } =>
  user.status === 'inactive' ? { intent: 'unblock', status: 'active' } : { intent: 'block', status: 'inactive' };

/** Blocking applies to accounts in use: never to one still waiting for its activation. */
export const canBlock = (user: PersonListItem | null) => user !== null && (user.status === 'active' || user.status === 'inactive');
