import { assign, emit, fromCallback, setup, type EventObject } from 'xstate';
import type { LiveChange } from '../../contract/live-events';

/**
 * The live updates of the wedding open in this tab (contract/live-events.ts): one stream per
 * tab, opened by the wedding page and heard by the module pages under it, which apply each
 * change to their lists the way an accepted change of their own settles.
 *
 * - `open.connecting`: the stream is asked for; `open.live` once the server says `ready`.
 * - `open.live`: changes arrive and are emitted as `live.change`.
 * - `open.reconnecting`: the stream dropped (a network blip, a server restarting); the browser
 *   asks again by itself, resuming after the last event heard, so nothing is missed.
 * - `closed`: the server ended the stream for good (the wedding archived, access lost, signed
 *   out: it answered other than 200); asked again after `closedRetryMs`, from the last event heard.
 * A server that no longer keeps what was missed says `reset`: emitted as `live.reset`, so each
 * page reads its lists again.
 */

export interface LiveEventsInput {
  weddingId: number;
}

export interface LiveEventsContext extends LiveEventsInput {
  /** The position of the last event heard, to resume after when a new stream is opened. */
  lastEventId: string | null;
}

/** What the connection (an EventSource the app provides) tells the machine. */
export type LiveConnectionEvent =
  | { type: 'connection.ready' }
  | { type: 'connection.change'; id: string; change: LiveChange }
  | { type: 'connection.reset'; id: string }
  | { type: 'connection.dropped' }
  | { type: 'connection.closed' };

export interface LiveConnectionInput {
  weddingId: number;
  lastEventId: string | null;
}

export type LiveEventsEmitted = { type: 'live.change'; change: LiveChange } | { type: 'live.reset' };

export const closedRetryMs = 30_000;

export const liveEventsMachine = setup({
  types: {
    input: {} as LiveEventsInput,
    context: {} as LiveEventsContext,
    events: {} as LiveConnectionEvent,
    emitted: {} as LiveEventsEmitted,
  },
  actors: {
    // Provided by the app (an EventSource); unprovided, it never connects.
    connection: fromCallback<EventObject, LiveConnectionInput>(() => {}),
  },
  actions: {
    rememberPosition: assign({ lastEventId: (_, { id }: { id: string }) => id }),
    emitChange: emit((_, { change }: { change: LiveChange }) => ({ type: 'live.change' as const, change })),
    emitReset: emit({ type: 'live.reset' as const }),
  },
  delays: { closedRetry: closedRetryMs },
}).createMachine({
  id: 'liveEvents',
  context: ({ input }) => ({ weddingId: input.weddingId, lastEventId: null }),
  initial: 'open',
  on: {
    'connection.change': {
      actions: [
        { type: 'rememberPosition', params: ({ event }) => ({ id: event.id }) },
        { type: 'emitChange', params: ({ event }) => ({ change: event.change }) },
      ],
    },
    'connection.reset': { actions: [{ type: 'rememberPosition', params: ({ event }) => ({ id: event.id }) }, 'emitReset'] },
  },
  states: {
    open: {
      invoke: { id: 'connection', src: 'connection', input: ({ context }) => ({ weddingId: context.weddingId, lastEventId: context.lastEventId }) },
      on: { 'connection.closed': { target: 'closed' } },
      initial: 'connecting',
      states: {
        connecting: { on: { 'connection.ready': { target: 'live' }, 'connection.dropped': { target: 'reconnecting' } } },
        live: { on: { 'connection.dropped': { target: 'reconnecting' } } },
        reconnecting: { on: { 'connection.ready': { target: 'live' } } },
      },
    },
    closed: { after: { closedRetry: { target: 'open' } } },
  },
});
