import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import { liveEvent, liveEventsPath, type LiveChange } from '../../contract/live-events';
import { liveEventsMachine, type LiveConnectionEvent, type LiveConnectionInput } from '../../machines/shared/live-events.machine';
import { api } from './api';
import { forgetBootAnswers } from './boot-answers';
import { readJson } from './read-json';
import { usePageActor } from './page-actor';

/**
 * The browser's side of the live updates (contract/live-events.ts): one EventSource per tab,
 * opened by the wedding page for the wedding it shows; the module pages under it hear its
 * changes through `useLiveChanges` and send them to their machines.
 */

/** Reads the stream as an EventSource (credentials included, so the session cookie goes with it). */
const eventSourceConnection = fromCallback<EventObject, LiveConnectionInput>(({ sendBack, input }) => {
  // Without EventSource (an old browser, a test's DOM) the pages still work; they just do not hear others.
  if (typeof EventSource === 'undefined') return;
  const query = new URLSearchParams({ wedding_id: String(input.weddingId), ...(input.lastEventId ? { last_event_id: input.lastEventId } : {}) });
  const source = new EventSource(`${api.url(liveEventsPath)}?${query}`, { withCredentials: true });
  const send = (event: LiveConnectionEvent) => sendBack(event);
  source.onmessage = (message: MessageEvent<string>) => {
    const parsed = liveEvent.safeParse(readJson(message.data));
    // A kind this build does not know (a newer server) is skipped, never guessed at.
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.kind === 'ready') return send({ type: 'connection.ready' });
    // Something changed on the server: the answers written into the page may no longer be so,
    // and a page reading again because of it must ask the server (a permissions change read
    // again within the page's first seconds got the old modules).
    forgetBootAnswers();
    if (event.kind === 'reset') send({ type: 'connection.reset', id: message.lastEventId });
    else send({ type: 'connection.change', id: message.lastEventId, change: event });
  };
  // CONNECTING: the browser tries again by itself, resuming after the last id; CLOSED: the server refused it for good.
  source.onerror = () => send({ type: source.readyState === EventSource.CLOSED ? 'connection.closed' : 'connection.dropped' });
  return () => source.close();
});

type LiveEventsActor = ActorRefFrom<typeof liveEventsMachine>;
const LiveEventsContext = createContext<LiveEventsActor | null>(null);

/** Opens the wedding's stream for everything under it; one per tab (the wedding page). */
export function LiveEventsProvider({ weddingId, children }: { weddingId: number; children: ReactNode }) {
  const actor = usePageActor(() => liveEventsMachine.provide({ actors: { connection: eventSourceConnection } }), { input: { weddingId } });
  return <LiveEventsContext.Provider value={actor}>{children}</LiveEventsContext.Provider>;
}

export interface LiveHandlers {
  /** A change made on another screen (or this one's echo: apply it by id, so twice is harmless). */
  onChange: (change: LiveChange) => void;
  /** Changes were missed for good: read the lists again. */
  onReset?: () => void;
}

/** Hears the open wedding's changes; nothing outside a wedding page. The latest handlers are called. */
export function useLiveChanges(handlers: LiveHandlers): void {
  const actor = useContext(LiveEventsContext);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!actor) return;
    const changes = actor.on('live.change', ({ change }) => latest.current.onChange(change));
    const resets = actor.on('live.reset', () => latest.current.onReset?.());
    return () => {
      changes.unsubscribe();
      resets.unsubscribe();
    };
  }, [actor]);
}
