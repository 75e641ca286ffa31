import { and, assertEvent, assign, sendTo, setup } from 'xstate';
import type { ValidationErrors } from '../../contract/errors';
import type { PersonListItem } from '../../contract/users';
import { failureCode, failureValidationErrors } from '../shared/failure';
import { loadingStates } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure, notifyFailureOr, successNotice } from '../shared/notify';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import { providedByApp } from '../shared/provided';
import { blockingOf, canBlock, emptyUserForm, fieldsOfForm, formOfUser, userFormErrors, type UserIntent } from './user-form';
import { type UsersInput, type UsersLoad, type NewUserRequest, type ActivationRequest, type UsersContext, type UsersEvent } from './users-types';

/**
 * The users page (part 1 §2, §4): the list a manager sees, the add/edit dialog, the delete
 * confirmation and activation e-mails. Editing, blocking and deleting go through the
 * optimistic list (a child, `list`), so the dialog closes at once and the row changes on screen
 * before the server answers; the list rolls back what the server refuses. An edit and a block
 * are separate changes (one call each): a refused block never takes an accepted edit with it.
 * Adding waits for the server's answer with the dialog open (its button busy): a refusal such
 * as an e-mail already registered keeps what was typed, with the field marked.
 *
 * Saving a new user and sending an activation carry the interface language in use at that
 * moment (`language`): the mails are written in it.
 */

function createFailureFields(error: unknown): ValidationErrors {
  return failureCode(error) === 'already_registered' ? { email: ['already_registered'] } : failureValidationErrors(error);
}

export const usersList = createOptimisticList<PersonListItem, UserIntent>({
  create: { failure: 'users.unexpectedAdding', success: 'users.userCreatedEmailSent' },
  delete: { failure: 'users.unexpectedDeleting', success: 'users.userDeleted' },
  update: {
    edit: { failure: 'users.unexpectedUpdating', success: 'users.userUpdated' },
    block: { failure: 'users.unexpectedUpdating', success: 'users.userBlocked' },
    unblock: { failure: 'users.unexpectedUpdating', success: 'users.userUnBlocked' },
  },
});

const usersSetup = setup({
  types: {
    input: {} as UsersInput,
    context: {} as UsersContext,
    events: {} as UsersEvent,
    emitted: {} as NotificationEmitted,
    children: {} as { loadUsers: 'loadUsers'; sendActivation: 'sendActivation'; createUser: 'createUser'; list: 'list' },
  },
  actors: {
    loadUsers: providedByApp<UsersLoad>('loadUsers'),
    /** Creates the user (the server mails the activation), then answers the list again. */
    createUser: providedByApp<PersonListItem[], NewUserRequest>('createUser'),
    /** Sends the activation e-mail, then answers the list again (the user is pending now). */
    sendActivation: providedByApp<PersonListItem[], ActivationRequest>('sendActivation'),
    list: usersList,
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
      assertEvent(event, 'user.edit');
      return { editing: event.user, form: formOfUser(event.user), fieldErrors: {} };
    }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const changed = new Set(Object.keys(event.values));
      return {
        form: { ...context.form, ...event.values },
        fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => !changed.has(field))),
      };
    }),
    showFormErrors: assign({ fieldErrors: ({ context }) => userFormErrors(context.form) }),
    startDeleting: assign({
      deleting: ({ event }) => {
        assertEvent(event, 'user.delete');
        return event.user;
      },
    }),
    startActivation: assign({
      activating: ({ event }) => {
        assertEvent(event, 'user.sendActivation');
        return { email: event.user.email, language: event.language };
      },
    }),
    endActivation: assign({ activating: null }),
    storeNewUser: assign({
      creating: ({ context, event }) => {
        assertEvent(event, 'form.save');
        return { fields: fieldsOfForm(context.form), language: event.language };
      },
    }),
    /** The server's field errors (an e-mail already registered is the e-mail's). */
    storeCreateFailure: assign({ fieldErrors: (_, { error }: { error: unknown }) => createFailureFields(error) }),
    // An edit keeps the person's own language: only a new user starts in the manager's.
    updateUser: sendTo('list', ({ context }) => {
      const { id, language } = context.editing!;
      const intent: UserIntent = 'edit';
      return { type: 'rows.update' as const, changes: [{ id, patch: { ...fieldsOfForm(context.form), language } }], intent };
    }),
    toggleBlock: sendTo('list', ({ context }) => {
      const { intent, status } = blockingOf(context.editing!);
      return { type: 'rows.update' as const, changes: [{ id: context.editing!.id, patch: { status } }], intent };
    }),
    deleteUser: sendTo('list', ({ context }) => ({ type: 'rows.delete' as const, ids: [context.deleting!.id] })),
    reloadList: sendTo('list', (_, rows: PersonListItem[]) => ({ type: 'list.load' as const, rows })),
    notify,
  },
});

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
    creating: null,
  }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadUsers',
      onDone: { target: 'ready', actions: { type: 'storeLoad', params: ({ event }: { event: { output: UsersLoad } }) => event.output } },
      onFailure: notifyFailure,
    }),
    ready: {
      type: 'parallel',
      invoke: {
        id: 'list',
        src: 'list',
        input: ({ context }) => ({ rows: context.persons }),
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
                  { guard: and(['isFormValid', 'isAdding']), target: 'creating', actions: 'storeNewUser' },
                  { guard: 'isFormValid', target: 'closed', actions: 'updateUser' },
                  { actions: 'showFormErrors' },
                ],
                'form.toggleBlock': { guard: 'canBlock', target: 'closed', actions: 'toggleBlock' },
                'dialog.close': { target: 'closed' },
              },
            },
            // The dialog stays open, what was typed with it, until the server has answered.
            creating: {
              invoke: {
                id: 'createUser',
                src: 'createUser',
                input: ({ context }) => context.creating!,
                onDone: {
                  target: 'closed',
                  actions: [
                    { type: 'reloadList', params: ({ event }) => event.output },
                    { type: 'notify', params: successNotice('users.userCreatedEmailSent') },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: [{ type: 'storeCreateFailure', params: ({ event }) => ({ error: event.error }) }, notifyFailureOr('users.unexpectedAdding')],
                },
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
                input: ({ context }) => context.activating!,
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'reloadList', params: ({ event }) => event.output },
                    { type: 'notify', params: ({ context }) => successNotice('users.activationSent', { email: context.activating!.email }) },
                    'endActivation',
                  ],
                },
                // The server's own reason when it gave one (e.g. too_many_attempts), else the activation message.
                onError: { target: 'idle', actions: [notifyFailureOr('users.unexpectedSendingActivation'), 'endActivation'] },
              },
            },
          },
        },
      },
    },
  },
});

export type { ActivationRequest, NewUserRequest, UsersContext, UsersEvent, UsersInput, UsersLoad } from './users-types';
