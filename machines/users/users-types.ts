import type { ValidationErrors } from '../../contract/errors';
import type { Locale } from '../../contract/person';
import type { PersonListItem } from '../../contract/users';
import { type RetryLoadEvent } from '../shared/loader';
import { type ManagerType, type PersonTypeOption, type UserFields, type UserFormValues } from './user-form';

/** The users page machine's input, context and events (users.machine.ts). */

export interface UsersInput {
  manager: ManagerType;
}

export interface UsersLoad {
  persons: PersonListItem[];
  types: PersonTypeOption[];
}

/** A new user on its way: the form's fields and the language its mails are written in. */
export interface NewUserRequest {
  fields: UserFields;
  language: Locale;
}

/** An activation e-mail on its way. */
export interface ActivationRequest {
  email: string;
  language: Locale;
}

export interface UsersContext extends UsersInput {
  persons: PersonListItem[];
  types: PersonTypeOption[];
  form: UserFormValues;
  fieldErrors: ValidationErrors;
  /** The user the dialog edits; null while adding. */
  editing: PersonListItem | null;
  deleting: PersonListItem | null;
  activating: ActivationRequest | null;
  creating: NewUserRequest | null;
}

export type UsersEvent =
  | RetryLoadEvent
  | { type: 'user.add' }
  | { type: 'user.edit'; user: PersonListItem }
  | { type: 'user.delete'; user: PersonListItem }
  | { type: 'user.sendActivation'; user: PersonListItem; language: Locale }
  | { type: 'form.change'; values: Partial<UserFormValues> }
  | { type: 'form.save'; language: Locale }
  | { type: 'form.toggleBlock' }
  | { type: 'delete.confirm' }
  | { type: 'dialog.close' };
