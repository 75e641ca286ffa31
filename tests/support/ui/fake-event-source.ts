import { expect, vi } from 'vitest';
import type { LiveEvent } from '../../../contract/live-events';

/**
 * The browser's EventSource as a rendered test speaks through it: the wedding page's live events
 * provider opens it as in the app, and `hear` delivers a message as the server's stream sends it
 * (contract/live-events.ts, `id:` and `data:`). jsdom has no EventSource, so without this the
 * pages work but hear nothing. `installLiveStream()` puts it in place.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  private position = 0;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  /** The streams not closed. */
  static open(): FakeEventSource[] {
    return FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  /** The one stream open, which must be wedding `weddingId`'s. */
  static of(weddingId: number): FakeEventSource {
    const open = FakeEventSource.open();
    expect(open.map((source) => new URL(source.url, 'http://app').searchParams.get('wedding_id'))).toEqual([String(weddingId)]);
    return open[0]!;
  }

  hear(event: LiveEvent) {
    this.position += 1;
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event), lastEventId: String(this.position) }));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/**
 * Replaces `EventSource` until the test ends (vitest restores globals between tests), with no
 * stream open yet; `send` speaks to every stream open, as the server does to every screen.
 */
export function installLiveStream() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    send(event: LiveEvent) {
      for (const source of FakeEventSource.open()) source.hear(event);
    },
  };
}

export type LiveStream = ReturnType<typeof installLiveStream>;
