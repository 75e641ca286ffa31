import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PersonListItem } from '../../../contract/users';
import type { NotifyParams } from '../../../machines/shared/messages';
import { optimisticListMachine } from '../../../machines/shared/legacy/optimistic-list.machine';
import type { Mutation, PersistOutput } from '../../../machines/shared/legacy/optimistic-list';
import { canBlock, emptyUserForm, typeChoices, userFormErrors, type PersonTypeOption } from '../../../machines/users/user-form';
import { usersMachine, type UsersLoad } from '../../../machines/users/users.machine';
import { describePathCoverage } from '../../support/path-coverage';

const types: PersonTypeOption[] = [
  { id: 1, type: 'Administrator' },
  { id: 2, type: 'Planner' },
  { id: 3, type: 'Spouse' },
  { id: 4, type: 'Helper' },
  { id: 5, type: 'Hostess' },
  { id: 6, type: 'None' },
];

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
  persist?: (mutation: Mutation) => Promise<PersistOutput | undefined>;
  sendActivation?: (email: string) => Promise<PersonListItem[]>;
}

function start({
  load = async () => ({ persons: [andres, marta], types }),
  persist = () => new Promise(() => {}),
  sendActivation = () => new Promise(() => {}),
}: Options = {}) {
  const notices: NotifyParams[] = [];
  const persisted: Mutation[] = [];
  const notify = (_: unknown, params: NotifyParams | null) => void (params && notices.push(params));
  const actor = createActor(
    usersMachine.provide({
      actors: {
        loadUsers: fromPromise(load),
        sendActivation: fromPromise(({ input }) => sendActivation(input.email)),
        list: optimisticListMachine.provide({
          actors: { persist: fromPromise(({ input }) => (persisted.push(input), persist(input))) },
          actions: { notify },
        }),
      },
      actions: { notify },
    }),
    { input: { manager: 'Planner', language: 'en' } },
  ).start();
  const rows = () => actor.getSnapshot().children.list!.getSnapshot().context.items as PersonListItem[];
  return { actor, notices, persisted, rows };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => snapshot.matches('ready'));

describe('users machine', () => {
  it('loads the users and the type catalogue, and hands the rows to the list', async () => {
    const { actor, rows } = start();
    await ready(actor);
    expect(rows()).toEqual([andres, marta]);
    expect(actor.getSnapshot().context.types).toEqual(types);
  });

  it('adds a user: the dialog closes and a pending row with a temporary id shows at once', async () => {
    const { actor, rows, persisted } = start();
    await ready(actor);
    actor.send({ type: 'user.add' });
    expect(actor.getSnapshot().context.form).toEqual(emptyUserForm('Planner'));
    actor.send({ type: 'form.change', values: newcomer });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().matches({ ready: { dialog: 'closed' } })).toBe(true);
    const [row] = rows();
    expect(row).toMatchObject({
      first_name: 'Rosa',
      last_name: 'León',
      email: 'rosa@example.com',
      type: 'Hostess',
      type_id: 5,
      gender: 2,
      status: 'pending',
      language: 'en',
    });
    expect(row!.id).toBeLessThan(-1_000_000);
    expect(persisted[0]).toMatchObject({ kind: 'create', index: 0 });
  });

  it('keeps an invalid form open with its messages; typing clears a field’s own message', async () => {
    const { actor, persisted } = start();
    await ready(actor);
    actor.send({ type: 'user.add' });
    actor.send({ type: 'form.change', values: { email: 'nope' } });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().matches({ ready: { dialog: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ first_name: ['required'], last_name: ['required'], email: ['email'], gender: ['required'] });
    actor.send({ type: 'form.change', values: { email: 'rosa@example.com' } });
    expect(actor.getSnapshot().context.fieldErrors.email).toBeUndefined();
    expect(persisted).toEqual([]);
  });

  it('edits a user over the row on screen', async () => {
    const { actor, rows, persisted } = start();
    await ready(actor);
    actor.send({ type: 'user.edit', user: andres });
    expect(actor.getSnapshot().context.form).toEqual({ first_name: 'Andrés', last_name: 'Pineda', type_id: '4', email: 'helper@demo.local', gender: '1' });
    actor.send({ type: 'form.change', values: { last_name: 'Pineda Ruiz' } });
    actor.send({ type: 'form.save' });
    expect(rows()[0]).toEqual({ ...andres, last_name: 'Pineda Ruiz' });
    expect(persisted[0]).toEqual({ kind: 'update', item: { ...andres, last_name: 'Pineda Ruiz' } });
  });

  it('blocks and unblocks only users who are not pending', async () => {
    const { actor, rows } = start();
    await ready(actor);
    actor.send({ type: 'user.edit', user: marta });
    actor.send({ type: 'form.toggleBlock' });
    expect(actor.getSnapshot().matches({ ready: { dialog: 'editing' } })).toBe(true);
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'user.edit', user: andres });
    actor.send({ type: 'form.toggleBlock' });
    expect(rows()[0]!.status).toBe('inactive');
  });

  it('rolls a refused edit back with the list’s message', async () => {
    const { actor, rows, notices } = start({ persist: () => Promise.reject({ code: 'generic_error', messageKey: 'errors.generic_error' }) });
    await ready(actor);
    actor.send({ type: 'user.edit', user: andres });
    actor.send({ type: 'form.change', values: { first_name: 'Andy' } });
    actor.send({ type: 'form.save' });
    expect(rows()[0]!.first_name).toBe('Andy');
    await waitFor(actor.getSnapshot().children.list!, (snapshot) => snapshot.matches('rolledBack'));
    expect(rows()[0]).toEqual(andres);
    expect(notices).toEqual([{ kind: 'error', message: { key: 'users.unexpectedUpdating' } }]);
  });

  it('deletes after the confirmation naming the user', async () => {
    const { actor, rows, notices } = start({ persist: async () => undefined });
    await ready(actor);
    actor.send({ type: 'user.delete', user: marta });
    expect(actor.getSnapshot().context.deleting).toEqual(marta);
    actor.send({ type: 'delete.confirm' });
    expect(rows()).toEqual([andres]);
    await waitFor(actor.getSnapshot().children.list!, (snapshot) => snapshot.matches('idle'));
    expect(notices).toEqual([{ kind: 'success', message: { key: 'users.userDeleted' } }]);
  });

  it('sends the activation e-mail and shows the list the server answers', async () => {
    const activated = { ...andres, status: 'pending' as const, id: 13, email: 'new@demo.local' };
    const { actor, rows, notices } = start({ sendActivation: async () => [andres, marta, activated] });
    await ready(actor);
    actor.send({ type: 'user.sendActivation', user: marta });
    expect(actor.getSnapshot().context.activating).toBe('marta@demo.local');
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { activation: 'idle' } }));
    expect(rows()).toEqual([andres, marta, activated]);
    expect(notices).toEqual([{ kind: 'success', message: { key: 'users.activationSent', params: { email: 'marta@demo.local' } } }]);
    expect(actor.getSnapshot().context.activating).toBeNull();
  });

  it('tells too_many_attempts as such, anything unknown as the activation failure', async () => {
    let calls = 0;
    const { actor, notices } = start({
      sendActivation: () => Promise.reject(calls++ === 0 ? { code: 'too_many_attempts', messageKey: 'errors.too_many_attempts' } : new Error('down')),
    });
    await ready(actor);
    actor.send({ type: 'user.sendActivation', user: marta });
    await waitFor(actor, (snapshot) => snapshot.context.activating === null);
    actor.send({ type: 'user.sendActivation', user: marta });
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
    actor.send({ type: 'users.retry' });
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
      inputs: [{ manager: 'Planner', language: 'en' }],
      // The form takes three shapes: empty (invalid), a valid newcomer, an edited row.
      events: [
        { type: 'users.retry' },
        { type: 'user.add' },
        { type: 'user.edit', user: andres },
        { type: 'user.edit', user: marta },
        { type: 'user.delete', user: marta },
        { type: 'user.sendActivation', user: marta },
        { type: 'form.change', values: newcomer },
        { type: 'form.save' },
        { type: 'form.toggleBlock' },
        { type: 'delete.confirm' },
        { type: 'dialog.close' },
        { type: 'xstate.done.actor.loadUsers', output: { persons: [andres, marta], types } },
        { type: 'xstate.error.actor.loadUsers', error: { messageKey: 'errors.generic_error' } },
        { type: 'xstate.done.actor.sendActivation', output: [andres, marta] },
        { type: 'xstate.error.actor.sendActivation', error: { code: 'too_many_attempts', messageKey: 'errors.too_many_attempts' } },
      ],
    });
  });
});
