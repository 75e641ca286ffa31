import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { failureMessageOr, failureMessageParams, refusalMessage } from './failure';
import type { NotificationEmitted, NotifyParams } from './messages';
import { providedByApp } from './provided';
import {
  confirmHead,
  dropHead,
  enqueue,
  idsOf,
  intentType,
  replay,
  type Intent,
  type Mutation,
  type PersistAnswer,
  type Row,
  removeConfirmed,
} from './optimistic-list';
import { hearRows, patchConfirmed, releaseHeld } from './heard-rows';
import {
  type IntentTypeOf,
  type ChangeMessages,
  type ListMessages,
  type OptimisticListInput,
  type OptimisticListContext,
  type OptimisticListEvent,
  type ListOptions,
} from './optimistic-list-types';

/**
 * Every list whose changes show on screen before the server answers (plan, checklist, users,
 * guests, tables…). A change shows at once and joins a queue; the `persist` actor (provided
 * per feature) sends the queue one change at a time, in order, so the server sees changes in
 * the order the person made them. An accepted change joins the confirmed rows; a refused one
 * leaves the queue, and the screen goes back to the confirmed rows with the changes still
 * queued applied: only the refused change's own fields roll back (see optimistic-list.ts).
 *
 * `createOptimisticList<Row, Intent>(messages)` makes a list for one kind of row: events,
 * the persist actor's input (the change) and its answer are typed by them, so a feature's
 * `persist` switches over intents without a cast.
 */

export function createOptimisticList<R extends Row, I extends Intent>(messages: ListMessages<I, R>, options: ListOptions = {}) {
  type Context = OptimisticListContext<R, I>;

  const deleteMessages = (ids: readonly number[]): ChangeMessages<R> =>
    'one' in messages.delete ? (ids.length > 1 ? messages.delete.many : messages.delete.one) : messages.delete;

  const messagesOf = (mutation: Mutation<R, I>): ChangeMessages<R> => {
    switch (mutation.kind) {
      case 'update':
        return messages.update[intentType(mutation.intent) as IntentTypeOf<I>];
      case 'delete':
        return deleteMessages(mutation.ids);
      case 'create':
        return messages.create;
    }
  };

  const withQueued = (context: Context, mutation: Mutation<R, I>, inFlight: number) => {
    const pending = enqueue(context.pending, mutation, inFlight);
    return { pending, rows: replay(context.confirmed, pending) };
  };

  /** Updates and deletes of rows no longer on screen (stale clicks) are dropped. */
  const shownIds = (context: Context) => new Set(context.rows.map((row) => row.id));

  const listSetup = setup({
    types: {
      input: {} as OptimisticListInput<R>,
      context: {} as Context,
      events: {} as OptimisticListEvent<R, I>,
      emitted: {} as NotificationEmitted,
    },
    actors: {
      persist: providedByApp<PersistAnswer<R> | undefined, Mutation<R, I>>('persist'),
    },
    guards: {
      hasMoreAfterHead: ({ context }) => context.pending.length > 1,
      hasMoreAfterRefusal: ({ context }) => dropHead(context.pending).length > 0,
      touchesShownRows: ({ context, event }) => {
        const shown = shownIds(context);
        if (event.type === 'rows.update') return event.changes.some((change) => shown.has(change.id));
        if (event.type === 'rows.delete') return event.ids.some((id) => shown.has(id));
        return true;
      },
    },
    actions: {
      load: assign(({ context, event }) => {
        assertEvent(event, 'list.load');
        return { confirmed: event.rows, held: [], rows: replay(event.rows, context.pending) };
      }),
      add: assign(({ context, event }) => {
        assertEvent(event, 'list.add');
        const confirmed = [...event.rows, ...context.confirmed];
        return { confirmed, rows: replay(confirmed, context.pending) };
      }),
      /** A change made on another screen joins the confirmed rows; the screen keeps this one's queued changes on top. */
      applyRemote: assign(({ context, event }) => {
        assertEvent(event, ['list.upsert', 'list.patch', 'list.remove']);
        const { confirmed, held } =
          event.type === 'list.upsert'
            ? hearRows(context, context.pending, event.rows)
            : event.type === 'list.patch'
              ? { confirmed: patchConfirmed(context.confirmed, event.changes), held: patchConfirmed(context.held, event.changes) }
              : { confirmed: removeConfirmed(context.confirmed, event.ids), held: removeConfirmed(context.held, event.ids) };
        // A change that changes nothing (this screen's own echo) leaves the rows as they are.
        return { confirmed, held, rows: confirmed === context.confirmed ? context.rows : replay(confirmed, context.pending) };
      }),
      queue: assign(({ context, event }, { inFlight }: { inFlight: number }) => {
        assertEvent(event, ['rows.create', 'rows.update', 'rows.delete']);
        const shown = shownIds(context);
        switch (event.type) {
          case 'rows.create':
            return withQueued(context, { kind: 'create', rows: event.rows, index: event.index ?? context.rows.length }, inFlight);
          case 'rows.update':
            return withQueued(context, { kind: 'update', changes: event.changes.filter((change) => shown.has(change.id)), intent: event.intent }, inFlight);
          case 'rows.delete': {
            const ids = event.ids.filter((id) => shown.has(id));
            const rows = options.deletesCarryRows ? context.rows.filter((row) => ids.includes(row.id)) : undefined;
            return withQueued(context, { kind: 'delete', ids, ...(rows ? { rows } : {}) }, inFlight);
          }
        }
      }),
      confirmHead: assign(({ context }, answer: PersistAnswer<R> | undefined) => {
        const next = confirmHead(context.confirmed, context.pending, answer);
        const { confirmed, held } = releaseHeld({ confirmed: next.confirmed, held: context.held }, next.pending);
        return { confirmed, held, pending: next.pending, rows: replay(confirmed, next.pending) };
      }),
      dropHead: assign(({ context }) => {
        const pending = dropHead(context.pending);
        const { confirmed, held } = releaseHeld(context, pending);
        return { confirmed, held, pending, rows: replay(confirmed, pending) };
      }),
      /** Lists stay quiet on success unless they (or the server's answer) have something to say. */
      notify: enqueueActions(({ enqueue }, params: NotifyParams | null) => {
        if (params) enqueue.emit({ type: 'notification', ...params });
      }),
    },
  });

  /** The answer's own message, else the list's success message for that change, else silence. */
  const successNotice = ({ context, event }: { context: Context; event: { output: PersistAnswer<R> | undefined } }): NotifyParams | null => {
    const mutation = context.pending[0]!;
    const { success, successParams } = messagesOf(mutation);
    if (event.output?.message) return { kind: 'success', message: { key: event.output.message } };
    if (!success) return null;
    if (!successParams) return { kind: 'success', message: { key: success } };
    const touched = new Set(idsOf(mutation));
    return { kind: 'success', message: { key: success, params: successParams(context.confirmed.filter((row) => touched.has(row.id))) } };
  };

  /** The list's message for that change then why (`options.refusals`), or the server's own reason when it gave a known one, else the list's message. */
  const failureNotice = ({ context, event }: { context: Context; event: { error: unknown } }): NotifyParams => {
    const { failure } = messagesOf(context.pending[0]!);
    if (options.refusals) return { kind: 'error', message: refusalMessage(event.error, failure, options.refusals) };
    const params = failureMessageParams(event.error);
    return { kind: 'error', message: { key: failureMessageOr(event.error, failure), ...(params ? { params } : {}) } };
  };

  const accepted = [
    { type: 'notify', params: successNotice },
    { type: 'confirmHead', params: ({ event }: { event: { output: PersistAnswer<R> | undefined } }) => event.output },
  ] as const;
  const refused = [{ type: 'notify', params: failureNotice }, 'dropHead'] as const;
  const startQueue = { guard: 'touchesShownRows', target: '#optimisticList.persisting', actions: { type: 'queue', params: { inFlight: 0 } } } as const;

  return listSetup.createMachine({
    id: 'optimisticList',
    context: ({ input }) => ({ confirmed: input.rows ?? [], rows: input.rows ?? [], pending: [], held: [] }),
    initial: 'idle',
    on: {
      'list.load': { actions: 'load' },
      'list.add': { actions: 'add' },
      'list.upsert': { actions: 'applyRemote' },
      'list.patch': { actions: 'applyRemote' },
      'list.remove': { actions: 'applyRemote' },
    },
    states: {
      idle: {
        on: { 'rows.create': startQueue, 'rows.update': startQueue, 'rows.delete': startQueue },
      },
      persisting: {
        // Changes made while one is on its way join the queue; the one on its way carries on.
        on: {
          'rows.create': { actions: { type: 'queue', params: { inFlight: 1 } } },
          'rows.update': { guard: 'touchesShownRows', actions: { type: 'queue', params: { inFlight: 1 } } },
          'rows.delete': { guard: 'touchesShownRows', actions: { type: 'queue', params: { inFlight: 1 } } },
        },
        invoke: {
          id: 'persist',
          src: 'persist',
          input: ({ context }) => context.pending[0]!,
          onDone: [
            { guard: 'hasMoreAfterHead', target: 'persisting', reenter: true, actions: accepted },
            { target: 'idle', actions: accepted },
          ],
          onError: [
            { guard: 'hasMoreAfterRefusal', target: 'persisting', reenter: true, actions: refused },
            { target: 'rolledBack', actions: refused },
          ],
        },
      },
      /** Like idle, after the screen went back to what the server confirmed. */
      rolledBack: {
        on: { 'rows.create': startQueue, 'rows.update': startQueue, 'rows.delete': startQueue },
      },
    },
  });
}

export type {
  ChangeMessages,
  DeleteMessages,
  ListMessages,
  ListOptions,
  OptimisticListContext,
  OptimisticListEvent,
  OptimisticListInput,
} from './optimistic-list-types';
