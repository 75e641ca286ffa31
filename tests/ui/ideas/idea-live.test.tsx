import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../contract/live-events';
import { FakeEventSource, installLiveStream } from '../../support/ui/fake-event-source';
import { renderIdeaBoard, flowers, music, palette, terrace, vows } from './ideas-world';

const card = (title: string) => screen.queryByText(title, { selector: 'li[data-idea-id] span' });

describe('idea board live updates', () => {
  it('takes ideas and categories saved or deleted on another screen', async () => {
    installLiveStream();
    renderIdeaBoard([vows, palette, terrace], [flowers, music]);
    await screen.findByText(vows.title, { selector: 'li[data-idea-id] span' }, { timeout: 10_000 });
    const stream = FakeEventSource.of(7);
    const push = (event: LiveEvent) => act(() => stream.hear(event));
    push({ kind: 'ready' });
    push({ kind: 'ideas.saved', idea: { ...vows, id: 40, title: 'Sparklers', created_at: '2026-11-01T09:00:00.000Z' } });
    push({ kind: 'ideas.saved', idea: { ...terrace, title: 'Lanterns on the terrace' } });
    push({ kind: 'ideas.deleted', id: palette.id });
    push({ kind: 'ideaCategories.deleted', id: flowers.id });
    await waitFor(() => expect(card('Sparklers')).not.toBeNull());
    expect([card('Lanterns on the terrace') !== null, card(terrace.title), card(palette.title)]).toEqual([true, null, null]);
    expect(screen.queryByRole('button', { name: flowers.name })).toBeNull();
    push({ kind: 'ideaCategories.created', category: { ...flowers, id: 41, name: 'Cake' } });
    expect(screen.getByRole('button', { name: 'Cake' })).toBeVisible();
  });
});
