import { vi } from 'vitest';
import type { LiveEvent } from '../../../contract/live-events';

/**
 * The live updates stream as a rendered page meets it: `EventSource` replaced by one the test
 * speaks through (`send`), so a change made elsewhere (another user, the planner changing this
 * user's permissions) reaches the page as it would from the server. jsdom has no EventSource,
 * so without this the pages work but hear nothing.
 */
export class FakeLiveStream {
  private readonly sources: FakeEventSource[] = [];
  private position = 0;

  /** Replaces `EventSource` until the test ends (vitest restores globals between tests). */
  install(): this {
    const sources = this.sources;
    vi.stubGlobal(
      'EventSource',
      class extends FakeEventSource {
        constructor(url: string) {
          super(url);
          sources.push(this);
        }
      },
    );
    return this;
  }

  /** The event to every stream open now, as the server writes it (`id:` and `data:`). */
  send(event: LiveEvent): void {
    this.position += 1;
    const message = new MessageEvent('message', { data: JSON.stringify(event), lastEventId: String(this.position) });
    for (const source of this.sources.filter((candidate) => candidate.readyState !== FakeEventSource.CLOSED)) source.onmessage?.(message);
  }
}

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = FakeEventSource.OPEN;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
