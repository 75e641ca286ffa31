import { assign, fromPromise, setup } from 'xstate';
import { failureMessageOr } from '../failure';
import type { NotifyParams } from '../messages';
import { confirmHead, dropHead, indexOf, replay, type Mutation, type MutationKind, type PersistOutput, type Row } from './optimistic-list';

/**
 * Every list that changes on screen before the server answers (users, plan, checklist, …).
 * Changes show at once and queue up; the `persist` actor (provided per feature) sends them one
 * at a time, in order. A confirmed change joins the confirmed rows (a created row gets its real
 * id); a refused one is dropped and the screen goes back to the confirmed rows with the changes
 * still queued applied, so it always ends up matching the server.
 */

export interface OptimisticListInput {
  items?: Row[];
  /** Per-change fallback messages (e.g. 'users.unexpectedAdding'); a known server code wins. */
  failureMessages: Record<MutationKind, string>;
  successMessages?: Partial<Record<MutationKind, string>>;
}

export interface OptimisticListContext {
  confirmed: Row[];
  items: Row[];
  pending: Mutation[];
  failureMessages: Record<MutationKind, string>;
  successMessages: Partial<Record<MutationKind, string>>;
}

export type OptimisticListEvent =
  | { type: 'list.load'; items: Row[] }
  | { type: 'item.create'; item: Row; index?: number }
  | { type: 'item.update'; item: Row }
  | { type: 'item.delete'; id: number };

type EventOf<T extends OptimisticListEvent['type']> = Extract<OptimisticListEvent, { type: T }>;

const notProvided = () => Promise.reject(new Error('persist is provided by each feature'));

function withQueued(context: OptimisticListContext, mutation: Mutation) {
  const pending = [...context.pending, mutation];
  return { pending, items: replay(context.confirmed, pending) };
}

/** The server's own reason when it gave one, else the list's message for that kind of change. */
function failureMessage(context: OptimisticListContext, error: unknown): string {
  return failureMessageOr(error, context.failureMessages[context.pending[0]!.kind]);
}

const optimisticListSetup = setup({
  types: {
    input: {} as OptimisticListInput,
    context: {} as OptimisticListContext,
    events: {} as OptimisticListEvent,
  },
  actors: {
    persist: fromPromise<PersistOutput | undefined, Mutation>(notProvided),
  },
  guards: {
    hasMoreAfterHead: ({ context }) => context.pending.length > 1,
    hasMoreAfterRefusal: ({ context }) => dropHead(context.pending).length > 0,
    /** Updates and deletes name a row on screen; others are stale clicks and ignored. */
    isShownRow: ({ context, event }) => indexOf(context.items, event.type === 'item.update' ? event.item.id : (event as EventOf<'item.delete'>).id) >= 0,
  },
  actions: {
    load: assign(({ context, event }) => {
      const confirmed = (event as EventOf<'list.load'>).items;
      return { confirmed, items: replay(confirmed, context.pending) };
    }),
    queueCreate: assign(({ context, event }) => {
      const { item, index } = event as EventOf<'item.create'>;
      return withQueued(context, { kind: 'create', item, index: index ?? context.items.length });
    }),
    queueUpdate: assign(({ context, event }) => withQueued(context, { kind: 'update', item: (event as EventOf<'item.update'>).item })),
    queueDelete: assign(({ context, event }) => {
      const { id } = event as EventOf<'item.delete'>;
      return withQueued(context, { kind: 'delete', id, index: indexOf(context.items, id) });
    }),
    confirmHead: assign(({ context, event }) => {
      const next = confirmHead(context.confirmed, context.pending, (event as { output?: PersistOutput }).output);
      return { ...next, items: replay(next.confirmed, next.pending) };
    }),
    dropHead: assign(({ context }) => {
      const pending = dropHead(context.pending);
      return { pending, items: replay(context.confirmed, pending) };
    }),
    /** Lists stay quiet on success unless they (or the server's answer) have something to say. */
    notify: (_, _params: NotifyParams | null) => {},
  },
});

const successNotice = ({ context, event }: { context: OptimisticListContext; event: { output?: PersistOutput } }): NotifyParams | null => {
  const key = event.output?.message ?? context.successMessages[context.pending[0]!.kind];
  return key ? { kind: 'success', message: { key } } : null;
};

const failureNotice = ({ context, event }: { context: OptimisticListContext; event: { error?: unknown } }): NotifyParams => ({
  kind: 'error',
  message: { key: failureMessage(context, event.error) },
});

export const optimisticListMachine = optimisticListSetup.createMachine({
  id: 'optimisticList',
  context: ({ input }) => ({
    confirmed: input.items ?? [],
    items: input.items ?? [],
    pending: [],
    failureMessages: input.failureMessages,
    successMessages: input.successMessages ?? {},
  }),
  initial: 'idle',
  on: { 'list.load': { actions: 'load' } },
  states: {
    idle: {
      on: {
        'item.create': { target: 'persisting', actions: 'queueCreate' },
        'item.update': { guard: 'isShownRow', target: 'persisting', actions: 'queueUpdate' },
        'item.delete': { guard: 'isShownRow', target: 'persisting', actions: 'queueDelete' },
      },
    },
    persisting: {
      // Changes made while one is on its way join the queue; the one on its way carries on.
      on: {
        'item.create': { actions: 'queueCreate' },
        'item.update': { guard: 'isShownRow', actions: 'queueUpdate' },
        'item.delete': { guard: 'isShownRow', actions: 'queueDelete' },
      },
      invoke: {
        id: 'persist',
        src: 'persist',
        input: ({ context }) => context.pending[0]!,
        onDone: [
          { guard: 'hasMoreAfterHead', target: 'persisting', reenter: true, actions: [{ type: 'notify', params: successNotice }, 'confirmHead'] },
          { target: 'idle', actions: [{ type: 'notify', params: successNotice }, 'confirmHead'] },
        ],
        onError: [
          { guard: 'hasMoreAfterRefusal', target: 'persisting', reenter: true, actions: [{ type: 'notify', params: failureNotice }, 'dropHead'] },
          { target: 'rolledBack', actions: [{ type: 'notify', params: failureNotice }, 'dropHead'] },
        ],
      },
    },
    /** Like idle, after the screen went back to what the server confirmed. */
    rolledBack: {
      on: {
        'item.create': { target: 'persisting', actions: 'queueCreate' },
        'item.update': { guard: 'isShownRow', target: 'persisting', actions: 'queueUpdate' },
        'item.delete': { guard: 'isShownRow', target: 'persisting', actions: 'queueDelete' },
      },
    },
  },
});
