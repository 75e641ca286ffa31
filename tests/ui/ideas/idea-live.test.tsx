import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../../contract/live-events';
import { renderApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { answerIdeaBoard, flowers, music, palette, terrace, vows } from './ideas-world';

/** The browser's stream, held by the test: it says what the server would push. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  push(event: LiveEvent, id: string) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event), lastEventId: id })));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const card = (title: string) => screen.queryByText(title, { selector: 'li[data-idea-id] span' });

describe('idea board live updates', () => {
  it('takes ideas and categories saved or deleted on another screen', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    useScreenWidth(1280);
    renderApp({
      path: '/wedding/7/ideas',
      signedInAs: sessionUser('Planner'),
      backend: (backend) =>
        answerIdeaBoard(backend)
          .always('GET /ideas/index', { ideas: [vows, palette, terrace] })
          .always('GET /idea_categories/index', { categories: [flowers, music] }),
    });
    await screen.findByText(vows.title, { selector: 'li[data-idea-id] span' }, { timeout: 10_000 });
    const stream = FakeEventSource.opened.at(-1)!;
    expect(stream.url).toContain('wedding_id=7');
    stream.push({ kind: 'ready' }, '1');
    stream.push({ kind: 'ideas.saved', idea: { ...vows, id: 40, title: 'Sparklers', created_at: '2026-11-01T09:00:00.000Z' } }, '2');
    stream.push({ kind: 'ideas.saved', idea: { ...terrace, title: 'Lanterns on the terrace' } }, '3');
    stream.push({ kind: 'ideas.deleted', id: palette.id }, '4');
    stream.push({ kind: 'ideaCategories.deleted', id: flowers.id }, '5');
    await waitFor(() => expect(card('Sparklers')).not.toBeNull());
    expect([card('Lanterns on the terrace') !== null, card(terrace.title), card(palette.title)]).toEqual([true, null, null]);
    expect(screen.queryByRole('button', { name: flowers.name })).toBeNull();
    stream.push({ kind: 'ideaCategories.created', category: { ...flowers, id: 41, name: 'Cake' } }, '6');
    expect(screen.getByRole('button', { name: 'Cake' })).toBeVisible();
  });
});
