import { assertEvent, assign, sendTo, setup } from 'xstate';
import { isRemovable, type WeddingUser } from '../../contract/wedding-users';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure } from '../shared/notify';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import { providedByApp } from '../shared/provided';
import { teamOf } from './wedding-users';

/**
 * The users of one wedding (part 2 §2 "add-user list", §7 add_user and remove_user): its
 * couple and the Helpers and Hostesses of the planner's team working on it. Whoever opens it
 * may manage them (the screen offers it to the planner, Administrators and the couple; the
 * server decides). Adding one of the team and removing a user are optimistic, through the list
 * (a child, `list`): the row changes at once and rolls back with the spec's message if the
 * server refuses. A removal is asked first (`confirmingRemove`); the couple cannot be removed.
 *
 * It knows nothing of where it is shown: the tables editor's dialog today, Settings later.
 */

export interface WeddingUsersInput {
  weddingId: number;
}

export interface WeddingUsersLoad {
  users: WeddingUser[];
  candidates: WeddingUser[];
}

export interface WeddingUsersContext extends WeddingUsersInput {
  /** The users as loaded: the list's first rows. */
  users: WeddingUser[];
  /** Everyone who could be added while the list is open (wedding-users.ts `teamOf`). */
  team: WeddingUser[];
  /** The person chosen in the add select. */
  chosen: number | null;
  /** The user whose removal waits for a yes. */
  removing: WeddingUser | null;
}

export type WeddingUsersEvent =
  | RetryLoadEvent
  | { type: 'candidate.choose'; userId: number | null }
  | { type: 'user.add' }
  | { type: 'user.remove'; user: WeddingUser }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' };

/** Adds are creates of rows that keep the person's own id; removals are deletes. Nothing is edited in place. */
export const weddingUsersList = createOptimisticList<WeddingUser, never>({
  create: { failure: 'weddingUsers.messages.unexpectedAdding', success: 'weddingUsers.messages.userAddedToWedding' },
  delete: { failure: 'weddingUsers.messages.unexpectedRemoving', success: 'weddingUsers.messages.userRemovedFromWedding' },
  update: {},
});

const weddingUsersSetup = setup({
  types: {
    input: {} as WeddingUsersInput,
    context: {} as WeddingUsersContext,
    events: {} as WeddingUsersEvent,
    emitted: {} as NotificationEmitted,
    children: {} as { loadUsers: 'loadUsers'; list: 'list' },
  },
  actors: {
    loadUsers: providedByApp<WeddingUsersLoad, WeddingUsersInput>('loadUsers'),
    list: weddingUsersList,
  },
  guards: {
    hasChosenCandidate: ({ context }) => context.team.some((person) => person.id === context.chosen),
    isRemovable: ({ event }) => {
      assertEvent(event, 'user.remove');
      return isRemovable(event.user);
    },
  },
  actions: {
    storeLoad: assign((_, load: WeddingUsersLoad) => ({ users: load.users, team: teamOf(load.users, load.candidates) })),
    choose: assign({
      chosen: ({ event }) => {
        assertEvent(event, 'candidate.choose');
        return event.userId;
      },
    }),
    addChosen: sendTo('list', ({ context }) => ({ type: 'rows.create' as const, rows: context.team.filter((person) => person.id === context.chosen) })),
    clearChoice: assign({ chosen: null }),
    askRemoval: assign({
      removing: ({ event }) => {
        assertEvent(event, 'user.remove');
        return event.user;
      },
    }),
    removeAsked: sendTo('list', ({ context }) => ({ type: 'rows.delete' as const, ids: [context.removing!.id] })),
    forgetRemoval: assign({ removing: null }),
    notify,
  },
});

export const weddingUsersMachine = weddingUsersSetup.createMachine({
  id: 'weddingUsers',
  context: ({ input }) => ({ weddingId: input.weddingId, users: [], team: [], chosen: null, removing: null }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadUsers',
      input: ({ context }: { context: WeddingUsersContext }) => ({ weddingId: context.weddingId }),
      onDone: { target: 'ready', actions: { type: 'storeLoad', params: ({ event }: { event: { output: WeddingUsersLoad } }) => event.output } },
      onFailure: notifyFailure,
    }),
    ready: {
      invoke: { id: 'list', src: 'list', input: ({ context }) => ({ rows: context.users }) },
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'candidate.choose': { actions: 'choose' },
            'user.add': { guard: 'hasChosenCandidate', actions: ['addChosen', 'clearChoice'] },
            'user.remove': { guard: 'isRemovable', target: 'confirmingRemove', actions: 'askRemoval' },
          },
        },
        confirmingRemove: {
          on: {
            'remove.confirm': { target: 'browsing', actions: ['removeAsked', 'forgetRemoval'] },
            'remove.cancel': { target: 'browsing', actions: 'forgetRemoval' },
          },
        },
      },
    },
  },
});
