import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { personTypeName, personTypes, type PersonType } from '../../../contract/person';
import type { PersonListItem } from '../../../contract/users';
import type { Locales, TranslationFunctions } from '../../../i18n/i18n-types';
import { i18nObject } from '../../../i18n/i18n-util';
import type { ManagerType } from '../../../machines/users/user-form';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';

/**
 * The users page as its walk drives it, and the server's side of it: `stored` is what the fake
 * server keeps, changed only by the answers it gives, so after every answer the list on screen
 * must equal it (a change refused and not rolled back, or accepted and lost, shows as a
 * difference).
 */

export interface UsersWalkInput {
  manager: ManagerType;
  locale: Locales;
}

export interface TypedUser {
  first_name: string;
  last_name: string;
  email: string;
  /** '' until chosen. */
  gender: string;
  type_id: string;
}

export interface UsersDriver {
  app: RenderedApp;
  LL: TranslationFunctions;
  input: UsersWalkInput;
  /** The rows the server stored, in its order. */
  stored: PersonListItem[];
  /** What the dialog's fields hold, as the walk typed it. */
  typed: TypedUser;
  /** The user the person clicked on last: whom the dialog edits or deletes (null: adding), or whose activation is on its way. */
  chosen: number | null;
  /** What the dialog's fields must mark: every required one after an empty save, the e-mail after the server refused it. */
  marked: 'required' | 'already_registered' | null;
}

const member = (id: number, first_name: string, last_name: string, status: PersonListItem['status'], gender: 1 | 2): PersonListItem => ({
  id,
  first_name,
  last_name,
  email: `${last_name.toLowerCase()}@demo.local`,
  gender,
  type: 'Helper',
  type_id: 4,
  status,
  language: 'es',
  planner_id: 2,
  credits: 0,
});

/** One user of each status: the actions offered differ by status. */
export const andres = member(11, 'Andrés', 'Pineda', 'active', 1);
export const marta = member(12, 'Marta', 'Gil', 'pending', 2);
export const blanca = member(13, 'Blanca', 'Soto', 'inactive', 2);
export const nora = member(14, 'Nora', 'Vidal', 'new', 2);

/** A Planner's team; an Administrator's users are Planners (the server lists no other type to them). */
export const usersOf = (manager: ManagerType): PersonListItem[] =>
  [andres, marta, blanca, nora].map((user) => (manager === 'Administrator' ? { ...user, type: 'Planner', type_id: 2, planner_id: null } : user));

/** `GET /persons/get_types`: every type with its id. */
export const catalogue = (Object.entries(personTypes) as Array<[PersonType, number]>).map(([type, id]) => ({ id, type }));

/** The person typed in the add dialog (and over a row being edited). */
export const newcomer = { first_name: 'Rosa', last_name: 'León', email: 'rosa@example.com', gender: '2' };

export const fullName = (user: Pick<PersonListItem, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`;

export function openUsersPage(input: UsersWalkInput): UsersDriver {
  const app = renderApp({
    path: '/users',
    locale: input.locale,
    signedInAs: sessionUser(input.manager, { id: input.manager === 'Administrator' ? 1 : 2, language: input.locale }),
    backend: (backend) => backend.always('GET /persons/get_types', { types: catalogue }),
  });
  const typed = { first_name: '', last_name: '', email: '', gender: '', type_id: '' };
  return { app, LL: i18nObject(input.locale), input, stored: usersOf(input.manager), typed, chosen: null, marked: null };
}

export const usersTable = (driver: UsersDriver) => screen.queryByRole('table', { name: driver.LL.users.caption() });

/** The row of a user in the table (the phone cards repeat it; the table is the one checked). */
export const rowOf = (driver: UsersDriver, user: Pick<PersonListItem, 'first_name' | 'last_name'>) =>
  within(usersTable(driver)!)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(fullName(user)) !== null);

/** What a row says of its user's status: the badge (a pending one can have the mail sent again), or the activation a user without an account is offered. */
export function statusShown(driver: UsersDriver, status: PersonListItem['status']): string {
  const labels = driver.LL.users;
  if (status === 'new') return labels.sendActivation();
  return status === 'pending' ? labels.statuses.pending() + labels.resendActivation() : labels.statuses[status]();
}

/** The list equals what the server stored: names, e-mails, status and type, in its order, none still saving. */
export function expectListAsStored(driver: UsersDriver) {
  const rows = within(usersTable(driver)!).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual(
    driver.stored.map((user) => {
      const type = driver.LL.users.types[personTypeName(user.type_id)]();
      // The type shows under the name below 1024 px, and in its own column above.
      return `${fullName(user)}${user.email}${type}${statusShown(driver, user.status)}${type}`;
    }),
  );
  for (const row of rows) expect(row).not.toHaveAttribute('aria-busy');
}

/** The server stores a change it accepted; a refused one leaves it as it was. */
export function storeChange(driver: UsersDriver, id: number, patch: Partial<PersonListItem>) {
  driver.stored = driver.stored.map((user) => (user.id === id ? { ...user, ...patch } : user));
}

export const userDialog = (driver: UsersDriver) =>
  screen.queryByRole('dialog', { name: new RegExp(`^(${driver.LL.users.form.addTitle()}|${driver.LL.users.form.editTitle()})$`) });

export function fieldsOf(driver: UsersDriver) {
  const dialog = within(userDialog(driver)!);
  const labels = driver.LL.users.form;
  return {
    first_name: dialog.getByLabelText(labels.firstName()),
    last_name: dialog.getByLabelText(labels.lastName()),
    email: dialog.getByLabelText(labels.email()),
    gender: dialog.getByLabelText(labels.gender()),
    type_id: dialog.getByLabelText(labels.type()),
  };
}
