import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import type { LiveChange } from '../../../contract/live-events';
import {
  closedRetryMs,
  liveEventsMachine,
  type LiveConnectionEvent,
  type LiveConnectionInput,
  type LiveEventsEmitted,
} from '../../../machines/shared/live-events.machine';
import { describePathCoverage } from '../../support/path-coverage';

/** A stand-in for the EventSource: the test speaks for the server through `say`. */
function startLive() {
  const opened: LiveConnectionInput[] = [];
  let say: (event: LiveConnectionEvent) => void = () => {
    throw new Error('no connection is open');
  };
  let open = false;
  const connection = fromCallback<EventObject, LiveConnectionInput>(({ sendBack, input }) => {
    opened.push(input);
    open = true;
    say = sendBack;
    return () => {
      open = false;
    };
  });
  const actor = createActor(liveEventsMachine.provide({ actors: { connection } }), { input: { weddingId: 7 } }).start();
  const heard: LiveEventsEmitted[] = [];
  actor.on('live.change', (event) => heard.push(event));
  actor.on('live.reset', (event) => heard.push(event));
  return { actor, opened, heard, say: (event: LiveConnectionEvent) => say(event), isOpen: () => open };
}

const seated: LiveChange = { kind: 'seats.deleted', ids: [4] };

describe('live events of an open wedding', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one stream for the wedding and passes every change on, in order', () => {
    const { actor, opened, heard, say } = startLive();
    expect(opened).toEqual([{ weddingId: 7, lastEventId: null }]);
    expect(actor.getSnapshot().value).toEqual({ open: 'connecting' });
    say({ type: 'connection.ready' });
    expect(actor.getSnapshot().value).toEqual({ open: 'live' });
    say({ type: 'connection.change', id: '11', change: seated });
    say({ type: 'connection.change', id: '12', change: { kind: 'permissions' } });
    expect(heard).toEqual([
      { type: 'live.change', change: seated },
      { type: 'live.change', change: { kind: 'permissions' } },
    ]);
  });

  it('a dropped stream is left to the browser to resume; nothing is opened twice', () => {
    const { actor, opened, say } = startLive();
    say({ type: 'connection.ready' });
    say({ type: 'connection.dropped' });
    expect(actor.getSnapshot().value).toEqual({ open: 'reconnecting' });
    say({ type: 'connection.ready' });
    expect(actor.getSnapshot().value).toEqual({ open: 'live' });
    expect(opened).toHaveLength(1);
  });

  it('a stream the server ended is asked for again after a pause, from the last event heard', () => {
    const { actor, opened, say, isOpen } = startLive();
    say({ type: 'connection.ready' });
    say({ type: 'connection.change', id: '40', change: seated });
    say({ type: 'connection.closed' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(isOpen()).toBe(false);
    vi.advanceTimersByTime(closedRetryMs - 1);
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(opened).toEqual([
      { weddingId: 7, lastEventId: null },
      { weddingId: 7, lastEventId: '40' },
    ]);
    expect(actor.getSnapshot().value).toEqual({ open: 'connecting' });
  });

  it('too far behind: the pages hear reset and read their lists again', () => {
    const { heard, say, opened, actor } = startLive();
    say({ type: 'connection.reset', id: '90' });
    say({ type: 'connection.ready' });
    expect(heard).toEqual([{ type: 'live.reset' }]);
    say({ type: 'connection.closed' });
    vi.advanceTimersByTime(closedRetryMs);
    expect(opened.at(-1)).toEqual({ weddingId: 7, lastEventId: '90' });
    actor.stop();
  });

  describePathCoverage(liveEventsMachine, {
    events: [
      { type: 'connection.ready' },
      { type: 'connection.change', id: '1', change: seated },
      { type: 'connection.reset', id: '2' },
      { type: 'connection.dropped' },
      { type: 'connection.closed' },
      { type: 'xstate.after.closedRetry.liveEvents.closed' },
    ],
    inputs: [{ weddingId: 7 }],
    stateKey: () => null,
  });
});
