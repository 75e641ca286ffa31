import { and, assign, fromPromise, sendTo, setup } from 'xstate';
import type { ValidationErrors } from '../../contract/errors';
import type { Locale } from '../../contract/person';
import type { PersonListItem } from '../../contract/users';
import { failureMessageKey, failureMessageOr } from '../shared/failure';
import type { NotifyParams } from '../shared/messages';
import { optimisticListMachine, type OptimisticListInput } from '../shared/legacy/optimistic-list.machine';
import { temporaryId } from '../shared/legacy/optimistic-list';
import {
  canBlock,
  emptyUserForm,
  formOfUser,
  newUserRow,
  rowOfForm,
  userFormErrors,
  type ManagerType,
  type PersonTypeOption,
  type UserFormValues,
} from './user-form';

/**
 * The users page (part 1 §2, §4): the list a manager sees, the add/edit dialog, the delete
 * confirmation and activation e-mails. Adding, editing, blocking and deleting go through the
 * optimistic list (a child, `list`), so the dialog closes at once and the row changes on screen
 * before the server answers; the list rolls back what the server refuses.
 */

export interface UsersInput {
  manager: ManagerType;
  /** The interface language: a new user's mails and account start in it. */
  language: Locale;
}

export interface UsersLoad {
  persons: PersonListItem[];
  types: PersonTypeOption[];
}

export interface UsersContext extends UsersInput {
  persons: PersonListItem[];
  types: PersonTypeOption[];
  form: UserFormValues;
  fieldErrors: ValidationErrors;
  /** The user the dialog edits; null while adding. */
  editing: PersonListItem | null;
  deleting: PersonListItem | null;
  /** The e-mail an activation is on its way to. */
  activating: string | null;
}

export type UsersEvent =
  | { type: 'users.retry' }
  | { type: 'user.add' }
  | { type: 'user.edit'; user: PersonListItem }
  | { type: 'user.delete'; user: PersonListItem }
  | { type: 'user.sendActivation'; user: PersonListItem }
  | { type: 'form.change'; values: Partial<UserFormValues> }
  | { type: 'form.save' }
  | { type: 'form.toggleBlock' }
  | { type: 'delete.confirm' }
  | { type: 'dialog.close' };

type EventOf<T extends UsersEvent['type']> = Extract<UsersEvent, { type: T }>;

const usersListMessages: Pick<OptimisticListInput, 'failureMessages' | 'successMessages'> = {
  failureMessages: { create: 'users.unexpectedAdding', update: 'users.unexpectedUpdating', delete: 'users.unexpectedDeleting' },
  successMessages: { create: 'users.userCreatedEmailSent', update: 'users.userUpdated', delete: 'users.userDeleted' },
};

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the app`));

const usersSetup = setup({
  types: {
    input: {} as UsersInput,
    context: {} as UsersContext,
    events: {} as UsersEvent,
    children: {} as { loadUsers: 'loadUsers'; sendActivation: 'sendActivation'; list: 'list' },
  },
  actors: {
    loadUsers: fromPromise<UsersLoad>(notProvided('loadUsers')),
    /** Sends the activation e-mail, then answers the list again (the user is pending now). */
    sendActivation: fromPromise<PersonListItem[], { email: string }>(notProvided('sendActivation')),
    list: optimisticListMachine,
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(userFormErrors(context.form)).length === 0,
    isAdding: ({ context }) => context.editing === null,
    canBlock: ({ context }) => canBlock(context.editing),
  },
  actions: {
    storeLoad: assign((_, load: UsersLoad) => ({ persons: load.persons, types: load.types })),
    startAdding: assign(({ context }) => ({ editing: null, form: emptyUserForm(context.manager), fieldErrors: {} })),
    startEditing: assign(({ event }) => {
      const { user } = event as EventOf<'user.edit'>;
      return { editing: user, form: formOfUser(user), fieldErrors: {} };
    }),
    change: assign(({ context, event }) => {
      const { values } = event as EventOf<'form.change'>;
      const changed = new Set(Object.keys(values));
      return {
        form: { ...context.form, ...values },
        fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => !changed.has(field))),
      };
    }),
    showFormErrors: assign({ fieldErrors: ({ context }) => userFormErrors(context.form) }),
    startDeleting: assign({ deleting: ({ event }) => (event as EventOf<'user.delete'>).user }),
    startActivation: assign({ activating: ({ event }) => (event as EventOf<'user.sendActivation'>).user.email }),
    endActivation: assign({ activating: null }),
    createUser: sendTo('list', ({ context }) => ({
      type: 'item.create' as const,
      // Shown first, where the person looks; the next load puts it in its alphabetical place.
      index: 0,
      item: newUserRow(context.form, temporaryId(), context.language),
    })),
    updateUser: sendTo('list', ({ context }) => ({ type: 'item.update' as const, item: rowOfForm(context.form, context.editing!) })),
    toggleBlock: sendTo('list', ({ context }) => ({
      type: 'item.update' as const,
      item: { ...context.editing!, status: context.editing!.status === 'inactive' ? ('active' as const) : ('inactive' as const) },
    })),
    deleteUser: sendTo('list', ({ context }) => ({ type: 'item.delete' as const, id: context.deleting!.id })),
    reloadList: sendTo('list', (_, items: PersonListItem[]) => ({ type: 'list.load' as const, items })),
    notify: (_, _params: NotifyParams) => {},
  },
});

/** The server's own reason when it gave one (e.g. too_many_attempts), else the activation message. */
function activationFailure(error: unknown): NotifyParams {
  return { kind: 'error', message: { key: failureMessageOr(error, 'users.unexpectedSendingActivation') } };
}

export const usersMachine = usersSetup.createMachine({
  id: 'users',
  context: ({ input }) => ({
    ...input,
    persons: [],
    types: [],
    form: emptyUserForm(input.manager),
    fieldErrors: {},
    editing: null,
    deleting: null,
    activating: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        onDone: { target: 'ready', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: { key: failureMessageKey(event.error) } }) },
        },
      },
    },
    failed: {
      on: { 'users.retry': { target: 'loading' } },
    },
    ready: {
      type: 'parallel',
      invoke: {
        id: 'list',
        src: 'list',
        input: ({ context }) => ({ items: context.persons, ...usersListMessages }),
      },
      states: {
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'user.add': { target: 'editing', actions: 'startAdding' },
                'user.edit': { target: 'editing', actions: 'startEditing' },
                'user.delete': { target: 'confirmingDelete', actions: 'startDeleting' },
              },
            },
            editing: {
              on: {
                'form.change': { actions: 'change' },
                'form.save': [
                  { guard: and(['isFormValid', 'isAdding']), target: 'closed', actions: 'createUser' },
                  { guard: 'isFormValid', target: 'closed', actions: 'updateUser' },
                  { actions: 'showFormErrors' },
                ],
                'form.toggleBlock': { guard: 'canBlock', target: 'closed', actions: 'toggleBlock' },
                'dialog.close': { target: 'closed' },
              },
            },
            confirmingDelete: {
              on: {
                'delete.confirm': { target: 'closed', actions: 'deleteUser' },
                'dialog.close': { target: 'closed' },
              },
            },
          },
        },
        activation: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'user.sendActivation': { target: 'sending', actions: 'startActivation' } },
            },
            sending: {
              invoke: {
                id: 'sendActivation',
                src: 'sendActivation',
                input: ({ context }) => ({ email: context.activating! }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'reloadList', params: ({ event }) => event.output },
                    {
                      type: 'notify',
                      params: ({ context }) => ({ kind: 'success', message: { key: 'users.activationSent', params: { email: context.activating! } } }),
                    },
                    'endActivation',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [{ type: 'notify', params: ({ event }) => activationFailure(event.error) }, 'endActivation'],
                },
              },
            },
          },
        },
      },
    },
  },
});
