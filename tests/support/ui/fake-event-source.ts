import { expect } from 'vitest';
import type { LiveEvent } from '../../../contract/live-events';

/**
 * The browser's EventSource as a rendered test speaks through it (`vi.stubGlobal('EventSource',
 * FakeEventSource)`): the wedding page's live events provider opens it as in the app, and
 * `hear` delivers a message as the server's stream sends it (contract/live-events.ts).
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

  /** The one stream open, which must be wedding `weddingId`'s. */
  static of(weddingId: number): FakeEventSource {
    const open = FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED);
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
