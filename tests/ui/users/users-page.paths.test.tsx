import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { PersonListItem } from '../../../contract/users';
import { i18nObject } from '../../../i18n/i18n-util';
import { usersMachine } from '../../../machines/users/users.machine';
import type { PersonType } from '../../../contract/person';
import { renderApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { notingEffects } from '../../support/ui/noted-effects';
import { describeUiPaths } from '../../support/ui/ui-paths';
import {
  andres,
  blanca,
  catalogue,
  expectListAsStored,
  fieldsOf,
  fullName,
  marta,
  newcomer,
  nora,
  openUsersPage,
  rowOf,
  statusShown,
  storeChange,
  userDialog,
  usersTable,
  type UsersDriver,
  type UsersWalkInput,
} from './users-screen';

type Answer = 'accept' | 'refuse';
const answerOf = (event: AnyEventObject): Answer => event.answer ?? 'accept';
const userOf = (event: AnyEventObject): PersonListItem => event.user;

const deleteDialog = () => screen.queryByRole('alertdialog');
/** The user a row's button acts on, found by name (the row on screen, not the graph's copy of it). */
const storedUser = (driver: UsersDriver, id: number) => driver.stored.find((user) => user.id === id)!;
const isTypedValid = ({ typed }: UsersDriver) => typed.first_name !== '' && typed.last_name !== '' && typed.email.includes('@') && typed.gender !== '';

/** A notice, looked for when it is raised (it fades after a few seconds). */
const expectTold = ({ app }: UsersDriver, message: string) => waitFor(() => expect(app.toasts()).toContain(message));

/** A change the list made on screen at once, answered as the walk says: the server's rows and the message follow the answer. */
async function settle(driver: UsersDriver, call: string, answer: Answer, accepted: { told: string; store: () => void }, refused: string) {
  if (answer === 'refuse') {
    await driver.app.backend.refuse(call, 500, 'generic_error');
    return expectTold(driver, refused);
  }
  accepted.store();
  await driver.app.backend.answer(call);
  await expectTold(driver, accepted.told);
}

/**
 * The walk's model notes what the list will hold once the server accepted a change (the list is a
 * child the graph does not run): a user deleted is not clicked again, and the newcomer's name is
 * given to one user only, so every row keeps a name of its own.
 */
const { model, effectsOf } = notingEffects(
  usersMachine,
  { deleted: [] as number[], named: false, mailed: false },
  {
    updateUser: (effects, { event }) => (answerOf(event) === 'accept' ? { ...effects, named: true } : effects),
    deleteUser: (effects, { context, event }) => (answerOf(event) === 'accept' ? { ...effects, deleted: [...effects.deleted, context.deleting.id] } : effects),
    reloadList: (effects, { event }) => (event.type === 'xstate.done.actor.createUser' ? { ...effects, named: true } : { ...effects, mailed: true }),
  },
);

describe('the users page, along the users machine’s paths', () => {
  describeUiPaths<UsersDriver>({
    machine: model,
    walks: 'tours',
    // A Planner manages their team in English; an Administrator manages Planners, in Spanish.
    inputs: [{ manager: 'Planner', locale: 'en' } satisfies UsersWalkInput, { manager: 'Administrator', locale: 'es' } satisfies UsersWalkInput],
    // What the dialog shows differently: whom it edits, the errors it marks, whether the fields are filled.
    stateKey: (snapshot) =>
      snapshot.matches({ ready: { dialog: 'editing' } }) || snapshot.matches({ ready: { dialog: 'creating' } })
        ? [snapshot.context.editing?.id ?? null, Object.keys(snapshot.context.fieldErrors), snapshot.context.form.first_name === newcomer.first_name]
        : null,
    // Saving an edit, blocking and deleting land where cancelling does: the rule (shown at once,
    // rolled back when refused) is in the transition, so each of them, accepted and refused, gets a walk.
    // So are a retry, a user created and an activation answered: each goes back to a screen seen before.
    walkEvery: [
      'load.retry',
      'form.save',
      'form.toggleBlock',
      'delete.confirm',
      'xstate.done.actor.createUser',
      'xstate.error.actor.createUser',
      'xstate.done.actor.sendActivation',
      'xstate.error.actor.sendActivation',
    ],
    // The list's buttons are behind an open dialog; only an edit can be refused on its own (a new user waits for the server).
    bound: (snapshot, event) => {
      const { editing, form, manager } = snapshot.context;
      const effects = effectsOf(snapshot);
      if (['user.edit', 'user.delete'].includes(event.type) && effects.deleted.includes(userOf(event).id)) return false;
      if (event.type === 'user.sendActivation' && effects.mailed) return false;
      if (event.type === 'form.change' && effects.named) return false;
      // The Administrator's walk checks what differs by type (Planners only, fixed; in Spanish): adding, and the dialog of an edit.
      if (manager === 'Administrator' && ['user.delete', 'user.sendActivation', 'form.toggleBlock'].includes(event.type)) return false;
      if (manager === 'Administrator' && event.type === 'form.save' && editing) return false;
      // While a mail is on its way, only its answer is walked: the dialogs meanwhile are the same dialogs.
      if (event.type.startsWith('user.')) return snapshot.matches({ ready: { dialog: 'closed', activation: 'idle' } });
      const typed = form.first_name === newcomer.first_name;
      // An edit is saved once changed (accepted for an active or a pending user, refused for one); a block needs no typing.
      if (event.type === 'form.save' && editing) return typed && (answerOf(event) === 'accept' ? editing.id !== blanca.id : editing.id === andres.id);
      if (event.type === 'form.save') return answerOf(event) === 'accept';
      return event.type !== 'form.toggleBlock' || !typed;
    },
    events: [
      { type: 'xstate.done.actor.loadUsers', output: { persons: [andres, marta, blanca, nora], types: catalogue } },
      { type: 'xstate.error.actor.loadUsers', error: { code: 'generic_error' } },
      { type: 'load.retry' },
      { type: 'user.add' },
      { type: 'user.edit', user: andres },
      { type: 'user.edit', user: marta },
      { type: 'user.edit', user: blanca },
      { type: 'user.delete', user: marta },
      { type: 'user.sendActivation', user: nora, language: 'en' },
      { type: 'form.change', values: newcomer },
      { type: 'form.save', language: 'en', answer: 'accept' },
      { type: 'form.save', language: 'en', answer: 'refuse' },
      { type: 'form.toggleBlock', answer: 'accept' },
      { type: 'form.toggleBlock', answer: 'refuse' },
      { type: 'delete.confirm', answer: 'accept' },
      { type: 'delete.confirm', answer: 'refuse' },
      { type: 'dialog.close' },
      { type: 'xstate.done.actor.createUser', output: [] },
      { type: 'xstate.error.actor.createUser', error: { code: 'already_registered' } },
      { type: 'xstate.done.actor.sendActivation', output: [] },
      { type: 'xstate.error.actor.sendActivation', error: { code: 'too_many_attempts' } },
    ],
    open: (input) => openUsersPage(input as UsersWalkInput),
    perform: {
      'xstate.done.actor.loadUsers': async (driver) => {
        await driver.app.backend.answer('GET /persons/index', { persons: driver.stored });
      },
      'xstate.error.actor.loadUsers': async (driver) => {
        await driver.app.backend.refuse('GET /persons/index', 500, 'generic_error');
        await expectTold(driver, driver.LL.errors.generic_error());
      },
      // A retry asks the server again.
      'load.retry': async ({ app, LL }) => {
        await app.user.click(screen.getByRole('button', { name: LL.users.retry() }));
        await app.backend.next('GET /persons/index');
      },
      'user.add': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: driver.LL.users.add() }));
        driver.typed = { first_name: '', last_name: '', email: '', gender: '', type_id: driver.input.manager === 'Administrator' ? '2' : '4' };
        driver.marked = null;
        driver.chosen = null;
      },
      'user.edit': async (driver, event) => {
        const user = storedUser(driver, userOf(event).id);
        await driver.app.user.click(within(rowOf(driver, user)!).getByRole('button', { name: driver.LL.users.editUser({ name: fullName(user) }) }));
        driver.typed = {
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          gender: String(user.gender),
          type_id: String(user.type_id),
        };
        driver.marked = null;
        driver.chosen = user.id;
      },
      'user.delete': async (driver, event) => {
        const user = storedUser(driver, userOf(event).id);
        driver.chosen = user.id;
        await driver.app.user.click(within(rowOf(driver, user)!).getByRole('button', { name: driver.LL.users.deleteUser({ name: fullName(user) }) }));
      },
      'user.sendActivation': async (driver, event) => {
        const user = storedUser(driver, userOf(event).id);
        driver.chosen = user.id;
        await driver.app.user.click(within(rowOf(driver, user)!).getByRole('button', { name: driver.LL.users.sendActivationTo({ name: fullName(user) }) }));
      },
      'form.change': async (driver) => {
        const fields = fieldsOf(driver);
        for (const field of ['first_name', 'last_name', 'email'] as const) {
          await driver.app.user.clear(fields[field]);
          await driver.app.user.click(fields[field]);
          await driver.app.user.paste(newcomer[field]);
        }
        await driver.app.user.selectOptions(fields.gender, newcomer.gender);
        driver.typed = { ...driver.typed, ...newcomer };
        // Typing over a field clears its own message.
        driver.marked = null;
      },
      'form.save': async (driver, event) => {
        const editing = screen.queryByRole('dialog', { name: driver.LL.users.form.editTitle() }) !== null;
        const sent = driver.app.backend.requests.length;
        await driver.app.user.click(within(userDialog(driver)!).getByRole('button', { name: driver.LL.users.form.save() }));
        if (!isTypedValid(driver)) {
          // An empty form saved marks every required field and sends nothing.
          driver.marked = 'required';
          return expect(driver.app.backend.requests).toHaveLength(sent);
        }
        if (!editing) return;
        // An edit closes the dialog and shows on the row at once, before the server answers.
        const request = await driver.app.backend.next('PUT /persons/update');
        const { id } = request.body as { id: number };
        const before = storedUser(driver, id);
        expect(rowOf(driver, driver.typed)).toHaveTextContent(driver.typed.email);
        // The edit sends the form's fields and keeps the person's own language.
        expect(request.body).toEqual({
          id,
          first_name: driver.typed.first_name,
          last_name: driver.typed.last_name,
          email: driver.typed.email,
          gender: Number(driver.typed.gender),
          type_id: Number(driver.typed.type_id),
          language: before.language,
          customization_id: 1,
        });
        // The server mails a new activation when a pending user's address changes (part 1 §4).
        const mailed = before.status === 'pending' && before.email !== driver.typed.email;
        if (answerOf(event) === 'refuse') {
          await driver.app.backend.refuse('PUT /persons/update', 500, 'generic_error');
          return expectTold(driver, driver.LL.users.unexpectedUpdating());
        }
        const { first_name, last_name, email } = driver.typed;
        storeChange(driver, id, { first_name, last_name, email, gender: Number(driver.typed.gender) as PersonListItem['gender'] });
        await driver.app.backend.answer('PUT /persons/update', { status: before.status, email_sent: mailed });
        await expectTold(driver, mailed ? driver.LL.users.userUpdatedEmailSent() : driver.LL.users.userUpdated());
      },
      'form.toggleBlock': async (driver, event) => {
        const blocked = screen.queryByRole('button', { name: driver.LL.users.form.unblock() }) !== null;
        await driver.app.user.click(
          within(userDialog(driver)!).getByRole('button', { name: blocked ? driver.LL.users.form.unblock() : driver.LL.users.form.block() }),
        );
        const request = await driver.app.backend.next('PUT /persons/update_status');
        const { id, status } = request.body as { id: number; status: PersonListItem['status'] };
        expect(status).toBe(blocked ? 'active' : 'inactive');
        // Shown at once, before the server answers.
        expect(rowOf(driver, storedUser(driver, id))).toHaveTextContent(statusShown(driver, status));
        const done = blocked ? driver.LL.users.userUnBlocked() : driver.LL.users.userBlocked();
        await settle(
          driver,
          'PUT /persons/update_status',
          answerOf(event),
          { told: done, store: () => storeChange(driver, id, { status }) },
          driver.LL.users.unexpectedUpdating(),
        );
      },
      'delete.confirm': async (driver, event) => {
        await driver.app.user.click(within(deleteDialog()!).getByRole('button', { name: driver.LL.users.deleteDialog.confirm() }));
        const request = await driver.app.backend.next('DELETE /persons/destroy');
        const id = Number(request.query.id);
        // Gone from the list at once, before the server answers.
        expect(rowOf(driver, storedUser(driver, id))).toBeUndefined();
        const store = () => (driver.stored = driver.stored.filter((user) => user.id !== id));
        await settle(driver, 'DELETE /persons/destroy', answerOf(event), { told: driver.LL.users.userDeleted(), store }, driver.LL.users.unexpectedDeleting());
      },
      'dialog.close': async (driver) => {
        const dialog = deleteDialog() ?? userDialog(driver)!;
        const cancel = deleteDialog() ? driver.LL.users.deleteDialog.cancel() : driver.LL.users.form.cancel();
        await driver.app.user.click(within(dialog).getByRole('button', { name: cancel }));
      },
      'xstate.done.actor.createUser': async (driver) => {
        const created = await driver.app.backend.answer('POST /persons/create', { id: 30, status: 'pending' });
        const type = driver.input.manager === 'Administrator' ? 'Planner' : 'Helper';
        const rosa = {
          ...andres,
          ...newcomer,
          id: 30,
          gender: 2,
          status: 'pending',
          type,
          type_id: Number(driver.typed.type_id),
          language: driver.input.locale,
        };
        driver.stored = [...driver.stored, rosa as PersonListItem];
        // The new user's list is read again: the server's, with the user pending.
        await driver.app.backend.answer('GET /persons/index', { persons: driver.stored });
        expect(created.path).toBe('/persons/create');
        await expectTold(driver, driver.LL.users.userCreatedEmailSent());
      },
      // An e-mail already registered: the field says so, and the notice.
      'xstate.error.actor.createUser': async (driver) => {
        await driver.app.backend.refuse('POST /persons/create', 400, 'already_registered');
        driver.marked = 'already_registered';
        await expectTold(driver, driver.LL.errors.already_registered());
      },
      'xstate.done.actor.sendActivation': async (driver) => {
        await driver.app.backend.answer('PUT /persons/resend_activation', {});
        // A user without an account is pending once the mail is on its way.
        storeChange(driver, nora.id, { status: 'pending' });
        await driver.app.backend.answer('GET /persons/index', { persons: driver.stored });
        await expectTold(driver, driver.LL.users.activationSent({ email: nora.email }));
      },
      'xstate.error.actor.sendActivation': async (driver) => {
        await driver.app.backend.refuse('PUT /persons/resend_activation', 429, 'too_many_attempts');
        await expectTold(driver, driver.LL.errors.too_many_attempts());
      },
    },
    shows: {
      'users.loading': (driver) => {
        expect(usersTable(driver)).toBeNull();
        expect(screen.getByRole('status')).toHaveTextContent(driver.LL.common.loading());
      },
      'users.failed': (driver) => {
        expect(usersTable(driver)).toBeNull();
        expect(screen.getByText(driver.LL.users.loadError())).toBeVisible();
        expect(screen.getByRole('button', { name: driver.LL.users.retry() })).toBeEnabled();
      },
      'users.ready.dialog.closed': (driver) => {
        expect(userDialog(driver)).toBeNull();
        expect(deleteDialog()).toBeNull();
        // An Administrator is told these are the planners; a Planner, their team.
        const description = driver.input.manager === 'Administrator' ? driver.LL.users.adminDescription() : driver.LL.users.description();
        expect(screen.getByText(description)).toBeVisible();
        expectListAsStored(driver);
      },
      'users.ready.dialog.editing': (driver) => {
        const labels = driver.LL.users.form;
        const editing = driver.chosen === null ? null : storedUser(driver, driver.chosen);
        const dialog = within(screen.getByRole('dialog', { name: editing ? labels.editTitle() : labels.addTitle() }));
        const fields = fieldsOf(driver);
        // What was typed stays, also after the server refused it.
        for (const field of ['first_name', 'last_name', 'email', 'gender', 'type_id'] as const) expect(fields[field]).toHaveValue(driver.typed[field]);
        // An Administrator only gives the Planner type, fixed; a Planner their team's types, Helper by default.
        const types = within(fields.type_id)
          .getAllByRole('option')
          .map((option) => option.textContent);
        if (driver.input.manager === 'Administrator') {
          expect(fields.type_id).toBeDisabled();
          expect(types).toEqual([driver.LL.users.types.Planner()]);
        } else expect(types).toEqual((['Helper', 'Hostess', 'None'] as PersonType[]).map((type) => driver.LL.users.types[type]()));
        // Blocking is for accounts in use: never offered while a user waits for their activation, nor while adding.
        const blockLabel = editing?.status === 'inactive' ? labels.unblock() : editing?.status === 'active' ? labels.block() : null;
        for (const label of [labels.block(), labels.unblock()]) {
          if (label === blockLabel) expect(dialog.getByRole('button', { name: label })).toBeEnabled();
          else expect(dialog.queryByRole('button', { name: label })).toBeNull();
        }
        // An e-mail already registered: the field says so.
        if (driver.marked === 'already_registered') expect(fields.email).toHaveAccessibleDescription(driver.LL.errors.already_registered());
        else if (driver.marked === null) expect(fields.email).not.toHaveAttribute('aria-invalid');
        if (driver.marked === 'required') {
          for (const field of ['first_name', 'last_name', 'gender'] as const)
            expect(fields[field]).toHaveAccessibleDescription(driver.LL.validation.required());
        } else expect(fields.first_name).not.toHaveAttribute('aria-invalid');
        expect(dialog.getByRole('button', { name: labels.save() })).toBeEnabled();
      },
      'users.ready.dialog.creating': (driver) => {
        const labels = driver.LL.users.form;
        const dialog = within(userDialog(driver)!);
        // The dialog waits for the server with what was typed; it cannot be cancelled meanwhile.
        expect(dialog.getByRole('button', { name: labels.saving() })).toBeDisabled();
        expect(dialog.getByRole('button', { name: labels.cancel() })).toBeDisabled();
        expect(fieldsOf(driver).email).toHaveValue(driver.typed.email);
        // A new user: the typed fields, the default type (Helper for a Planner, Planner for an
        // Administrator) and the language on screen, in which their activation mail is written.
        const request = driver.app.backend.unanswered.find((call) => call.path === '/persons/create');
        expect(request?.body).toEqual({
          first_name: newcomer.first_name,
          last_name: newcomer.last_name,
          email: newcomer.email,
          gender: 2,
          type_id: driver.input.manager === 'Administrator' ? 2 : 4,
          language: driver.input.locale,
          customization_id: 1,
        });
      },
      'users.ready.dialog.confirmingDelete': (driver) => {
        const dialog = within(deleteDialog()!);
        expect(dialog.getByRole('heading', { name: driver.LL.users.deleteDialog.title() })).toBeVisible();
        expect(dialog.getByText(driver.LL.users.deleteDialog.message({ name: fullName(storedUser(driver, driver.chosen!)) }))).toBeVisible();
        // Nothing is deleted before the confirmation.
        expect(driver.app.backend.unanswered.filter((request) => request.method === 'DELETE')).toEqual([]);
      },
      'users.ready.activation.idle': (driver) => {
        if (userDialog(driver) || deleteDialog()) return;
        expect(usersTable(driver)!.querySelectorAll('button[aria-busy="true"]')).toHaveLength(0);
      },
      'users.ready.activation.sending': (driver) => {
        // The mail goes to the user's address, in the language on screen; one at a time.
        const request = driver.app.backend.unanswered.find((call) => call.path === '/persons/resend_activation');
        expect(request?.body).toEqual({ email: storedUser(driver, driver.chosen!).email, language: driver.input.locale, customization_id: 1 });
        if (userDialog(driver) || deleteDialog()) return;
        const button = within(rowOf(driver, nora)!).getByRole('button', { name: driver.LL.users.sendActivationTo({ name: fullName(nora) }) });
        expect(button).toHaveAttribute('aria-busy', 'true');
        const others = [...usersTable(driver)!.querySelectorAll('button')].filter((other) => other.textContent === driver.LL.users.resendActivation());
        for (const other of others) expect(other).toBeDisabled();
      },
    },
  });
});

describe('the users page by user type (part 1 §6)', () => {
  it.each(['Helper', 'Hostess', 'Spouse'] as const)('is not for a %s: the unauthorized page, and no users are asked for', async (type) => {
    const LL = i18nObject('en');
    const app = renderApp({ path: '/users', signedInAs: sessionUser(type, { wedding_id: type === 'Spouse' ? 7 : null }) });
    expect(await screen.findByRole('heading', { name: LL.errorPages.unauthorized.title() })).toBeVisible();
    expect(app.backend.requests.filter((request) => request.path.startsWith('/persons'))).toEqual([]);
  });
});
