import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { personTypes, type PersonType } from '../../../contract/person';
import type { PersonListItem } from '../../../contract/users';
import { canBlock, emptyUserForm, typeChoices, userFormErrors, type PersonTypeOption, type UserIntent } from '../../../machines/users/user-form';
import { usersList, usersMachine, type ActivationRequest, type NewUserRequest, type UsersLoad } from '../../../machines/users/users.machine';
import { ControlledServer } from '../../support/controlled-server';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';

const types: PersonTypeOption[] = (Object.entries(personTypes) as Array<[PersonType, number]>).map(([type, id]) => ({ id, type }));

const andres: PersonListItem = {
  id: 11,
  first_name: 'Andrés',
  last_name: 'Pineda',
  email: 'helper@demo.local',
  gender: 1,
  type: 'Helper',
  type_id: 4,
  status: 'active',
  language: 'es',
  planner_id: 2,
  credits: 0,
};
const marta: PersonListItem = { ...andres, id: 12, first_name: 'Marta', last_name: 'Gil', email: 'marta@demo.local', gender: 2, status: 'pending' };
const newcomer = { first_name: 'Rosa', last_name: 'León', type_id: '5', email: 'Rosa@Example.com', gender: '2' };

interface Options {
  load?: () => Promise<UsersLoad>;
  sendActivation?: (request: ActivationRequest) => Promise<PersonListItem[]>;
  createUser?: (request: NewUserRequest) => Promise<PersonListItem[]>;
}

/** The fields each call writes, as the real endpoints do. */
const writes = (intent: UserIntent): Array<keyof PersonListItem> =>
  intent === 'edit' ? ['first_name', 'last_name', 'email', 'gender', 'type_id', 'type', 'language'] : ['status'];

function start({
  load = async () => ({ persons: [andres, marta], types }),
  sendActivation = () => new Promise(() => {}),
  createUser = () => new Promise(() => {}),
}: Options = {}) {
  const server = new ControlledServer<PersonListItem, UserIntent>([andres, marta], writes);
  const actor = createActor(
    usersMachine.provide({
      actors: {
        loadUsers: fromPromise(load),
        sendActivation: fromPromise(({ input }) => sendActivation(input)),
        createUser: fromPromise(({ input }) => createUser(input)),
        list: usersList.provide({ actors: { persist: fromPromise(({ input }) => server.persist(input)) } }),
      },
    }),
    { input: { manager: 'Planner' } },
  );
  const notices = collectNotices(actor);
  actor.start();
  const rows = () => actor.getSnapshot().children.list!.getSnapshot().context.rows;
  return { actor, notices, server, rows };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => snapshot.matches('ready'));

describe('users machine', () => {
  it('loads the users and the type catalogue, and hands the rows to the list', async () => {
    const { actor, rows } = start();
    await ready(actor);
    expect(rows()).toEqual([andres, marta]);
    expect(actor.getSnapshot().context.types).toEqual(types);
  });

  it('adds a user in the language on screen, keeping the dialog open until the server answers', async () => {
    let sent: NewUserRequest | undefined;
    let answer: (rows: PersonListItem[]) => void = () => {};
    const { actor, rows } = start({
      createUser: (request) => {
        sent = request;
        return new Promise((resolve) => (answer = resolve));
      },
    });
    await ready(actor);
    actor.send({ type: 'user.add' });
    expect(actor.getSnapshot().context.form).toEqual(emptyUserForm('Planner'));
    actor.send({ type: 'form.change', values: newcomer });
    actor.send({ type: 'form.save', language: 'es' });
    expect(actor.getSnapshot().matches({ ready: { dialog: 'creating' } })).toBe(true);
    expect(sent).toEqual({
      fields: { first_name: 'Rosa', last_name: 'León', email: 'rosa@example.com', type_id: 5, type: 'Hostess', gender: 2 },
      language: 'es',
    });
    // Closing is not offered while the user is on its way.
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().matches({ ready: { dialog: 'creating' } })).toBe(true);
    const rosa = { ...andres, id: 30, first_name: 'Rosa', status: 'pending' as const };
    answer([andres, marta, rosa]);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { dialog: 'closed' } }));
    expect(rows()).toEqual([andres, marta, rosa]);
  });

  it('keeps the dialog and what was typed when the e-mail is already registered, marking the field', async () => {
    const { actor, notices } = start({ createUser: () => Promise.reject({ code: 'already_registered', messageKey: 'errors.already_registered' }) });
    await ready(actor);
    actor.send({ type: 'user.add' });
    actor.send({ type: 'form.change', values: newcomer });
    actor.send({ type: 'form.save', language: 'en' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { dialog: 'editing' } }));
    expect(actor.getSnapshot().context.form).toEqual({ ...emptyUserForm('Planner'), ...newcomer });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ['already_registered'] });
    expect(notices).toEqual([{ kind: 'error', message: { key: 'errors.already_registered' } }]);
  });

  it('keeps an invalid form open with its messages; typing clears a field’s own message', async () => {
    const { actor, server } = start();
    await ready(actor);
    actor.send({ type: 'user.add' });
    actor.send({ type: 'form.change', values: { email: 'nope' } });
    actor.send({ type: 'form.save', language: 'en' });
    expect(actor.getSnapshot().matches({ ready: { dialog: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ first_name: ['required'], last_name: ['required'], email: ['email'], gender: ['required'] });
    actor.send({ type: 'form.change', values: { email: 'rosa@example.com' } });
    expect(actor.getSnapshot().context.fieldErrors.email).toBeUndefined();
    expect(server.calls).toEqual([]);
  });

  it('edits a user over the row on screen, sending the form’s fields and the person’s own language', async () => {
    const { actor, rows, server } = start();
    await ready(actor);
    actor.send({ type: 'user.edit', user: andres });
    expect(actor.getSnapshot().context.form).toEqual({ first_name: 'Andrés', last_name: 'Pineda', type_id: '4', email: 'helper@demo.local', gender: '1' });
    actor.send({ type: 'form.change', values: { last_name: 'Pineda Ruiz' } });
    actor.send({ type: 'form.save', language: 'en' });
    expect(rows()[0]).toEqual({ ...andres, last_name: 'Pineda Ruiz' });
    const { first_name, last_name, email, gender, type_id, type, language } = { ...andres, last_name: 'Pineda Ruiz' };
    expect(server.calls[0]).toEqual({
      kind: 'update',
      intent: 'edit',
      changes: [{ id: 11, patch: { first_name, last_name, email, gender, type_id, type, language } }],
    });
  });

  it('blocks and unblocks only users who are not pending, each with its own message', async () => {
    const { actor, rows, server, notices } = start();
    await ready(actor);
    actor.send({ type: 'user.edit', user: marta });
    actor.send({ type: 'form.toggleBlock' });
    expect(actor.getSnapshot().matches({ ready: { dialog: 'editing' } })).toBe(true);
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'user.edit', user: andres });
    actor.send({ type: 'form.toggleBlock' });
    expect(rows()[0]!.status).toBe('inactive');
    expect(server.calls[0]).toEqual({ kind: 'update', intent: 'block', changes: [{ id: 11, patch: { status: 'inactive' } }] });
    await server.answer(true);
    actor.send({ type: 'user.edit', user: rows()[0]! });
    actor.send({ type: 'form.toggleBlock' });
    expect(server.calls[1]).toEqual({ kind: 'update', intent: 'unblock', changes: [{ id: 11, patch: { status: 'active' } }] });
    await server.answer(true);
    expect(notices.map((notice) => notice.message.key)).toEqual(['users.userBlocked', 'users.userUnBlocked']);
  });

  /** Renames Andrés to Andy, then blocks him, both queued before any answer. */
  function editThenBlock({ actor, rows }: ReturnType<typeof start>) {
    actor.send({ type: 'user.edit', user: andres });
    actor.send({ type: 'form.change', values: { first_name: 'Andy' } });
    actor.send({ type: 'form.save', language: 'en' });
    actor.send({ type: 'user.edit', user: rows()[0]! });
    actor.send({ type: 'form.toggleBlock' });
  }

  it('a refused block of a user keeps the accepted edit before it, and says why', async () => {
    const users = start();
    const { actor, rows, server, notices } = users;
    await ready(actor);
    editThenBlock(users);
    expect(rows()[0]).toMatchObject({ first_name: 'Andy', status: 'inactive' });
    await server.answer(true);
    await server.answer(false);
    expect(rows()[0]).toEqual({ ...andres, first_name: 'Andy' });
    expect(server.rows[0]).toEqual(rows()[0]);
    expect(notices).toEqual([
      { kind: 'success', message: { key: 'users.userUpdated' } },
      { kind: 'error', message: { key: 'users.unexpectedUpdating' } },
    ]);
  });

  it('a refused edit keeps the accepted block behind it', async () => {
    const users = start();
    const { actor, rows, server } = users;
    await ready(actor);
    editThenBlock(users);
    await server.answer(false);
    await server.answer(true);
    expect(rows()[0]).toEqual({ ...andres, status: 'inactive' });
  });

  it('deletes after the confirmation naming the user', async () => {
    const { actor, rows, notices, server } = start();
    await ready(actor);
    actor.send({ type: 'user.delete', user: marta });
    expect(actor.getSnapshot().context.deleting).toEqual(marta);
    actor.send({ type: 'delete.confirm' });
    expect(rows()).toEqual([andres]);
    await server.answer(true);
    expect(notices).toEqual([{ kind: 'success', message: { key: 'users.userDeleted' } }]);
  });

  it('sends the activation e-mail in the language on screen and shows the list the server answers', async () => {
    const activated = { ...andres, status: 'pending' as const, id: 13, email: 'new@demo.local' };
    const asked: ActivationRequest[] = [];
    const { actor, rows, notices } = start({ sendActivation: async (request) => (asked.push(request), [andres, marta, activated]) });
    await ready(actor);
    actor.send({ type: 'user.sendActivation', user: marta, language: 'es' });
    expect(actor.getSnapshot().context.activating).toEqual({ email: 'marta@demo.local', language: 'es' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { activation: 'idle' } }));
    expect(rows()).toEqual([andres, marta, activated]);
    expect(notices).toEqual([{ kind: 'success', message: { key: 'users.activationSent', params: { email: 'marta@demo.local' } } }]);
    expect(asked).toEqual([{ email: 'marta@demo.local', language: 'es' }]);
    expect(actor.getSnapshot().context.activating).toBeNull();
  });

  it('tells too_many_attempts as such, anything unknown as the activation failure', async () => {
    let calls = 0;
    const { actor, notices } = start({
      sendActivation: () => Promise.reject(calls++ === 0 ? { code: 'too_many_attempts', messageKey: 'errors.too_many_attempts' } : new Error('down')),
    });
    await ready(actor);
    actor.send({ type: 'user.sendActivation', user: marta, language: 'en' });
    await waitFor(actor, (snapshot) => snapshot.context.activating === null);
    actor.send({ type: 'user.sendActivation', user: marta, language: 'en' });
    await waitFor(actor, (snapshot) => snapshot.context.activating === null);
    expect(notices.map((notice) => notice.message.key)).toEqual(['errors.too_many_attempts', 'users.unexpectedSendingActivation']);
  });

  it('shows the load failure and tries again', async () => {
    let calls = 0;
    const { actor, notices } = start({
      load: () => (calls++ === 0 ? Promise.reject({ code: 'auth_forbidden', messageKey: 'errors.auth_forbidden' }) : Promise.resolve({ persons: [], types })),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(notices).toEqual([{ kind: 'error', message: { key: 'errors.auth_forbidden' } }]);
    actor.send({ type: 'load.retry' });
    await ready(actor);
  });

  describe('form rules', () => {
    it('gives an Administrator only Planners, fixed, and a Planner their team, Helper first by default', () => {
      expect(typeChoices('Administrator', types).map((option) => option.type)).toEqual(['Planner']);
      expect(typeChoices('Planner', types).map((option) => option.type)).toEqual(['Helper', 'Hostess', 'None']);
      expect(emptyUserForm('Administrator').type_id).toBe('2');
      expect(emptyUserForm('Planner').type_id).toBe('4');
    });

    it('requires a type and a gender', () => {
      expect(userFormErrors({ ...newcomer, type_id: '', gender: '' })).toEqual({ type_id: ['required'], gender: ['required'] });
    });

    it('blocks accounts in use only', () => {
      expect([canBlock(andres), canBlock({ ...andres, status: 'inactive' }), canBlock(marta), canBlock({ ...andres, status: 'new' }), canBlock(null)]).toEqual([
        true,
        true,
        false,
        false,
        false,
      ]);
    });
  });

  describe('paths', () => {
    describePathCoverage(usersMachine, {
      inputs: [{ manager: 'Planner' }],
      // The form takes three shapes: empty (invalid), a valid newcomer, an edited row.
      events: [
        { type: 'load.retry' },
        { type: 'user.add' },
        { type: 'user.edit', user: andres },
        { type: 'user.edit', user: marta },
        { type: 'user.delete', user: marta },
        { type: 'user.sendActivation', user: marta, language: 'en' },
        { type: 'form.change', values: newcomer },
        { type: 'form.save', language: 'en' },
        { type: 'form.toggleBlock' },
        { type: 'delete.confirm' },
        { type: 'dialog.close' },
        { type: 'xstate.done.actor.loadUsers', output: { persons: [andres, marta], types } },
        { type: 'xstate.error.actor.loadUsers', error: { messageKey: 'errors.generic_error' } },
        { type: 'xstate.done.actor.sendActivation', output: [andres, marta] },
        { type: 'xstate.done.actor.createUser', output: [andres, marta] },
        { type: 'xstate.error.actor.createUser', error: { code: 'already_registered', messageKey: 'errors.already_registered' } },
        { type: 'xstate.error.actor.sendActivation', error: { code: 'too_many_attempts', messageKey: 'errors.too_many_attempts' } },
      ],
    });
  });
});
