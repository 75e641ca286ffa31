import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../contract/live-events';
import { useLiveWorld } from '../events/live-world';
import { ideaForm } from './idea-world';

/**
 * Idea board changes reach the other screens of the wedding as live events, written in the
 * change's own transaction, and only to users who hold IDEA_BOARD.
 */
const world = useLiveWorld();

async function createIdea(weddingId: number, fields: Record<string, unknown>) {
  const form = ideaForm({ wedding_id: weddingId, title: 'Lanterns', type: 'text', text: 'Paper lanterns', ...fields });
  return world.server.inject({ method: 'POST', url: '/api/ideas/create', headers: { ...form.headers, cookie: world.cookie }, payload: form.payload });
}

const ideaEvents = (events: LiveEvent[]) => events.filter((event) => event.kind.startsWith('idea'));

describe('idea events', () => {
  it('a creation, a pin, a delete and category changes are heard as they are stored', async () => {
    const screen = await world.listen(world.weddingA);
    const category = (
      await world.call('POST', '/idea_categories/create', { wedding_id: world.weddingA, name: 'Light', color_r: 255, color_g: 215, color_b: 0 })
    ).json().data.id;
    const id = (await createIdea(world.weddingA, { category_id: String(category) })).json().data.id;
    await world.call('PUT', '/ideas/update_pin', { id, is_pinned: true });
    await world.call('DELETE', '/idea_categories/destroy', { id: category });
    await world.call('DELETE', '/ideas/destroy', { id });
    await screen.until((event) => event.kind === 'ideas.deleted');
    const stored = {
      id,
      wedding_id: world.weddingA,
      title: 'Lanterns',
      type: 'text',
      text: 'Paper lanterns',
      colors: null,
      image: null,
      thumbnail: null,
      link: null,
    };
    expect(ideaEvents(screen.changes)).toEqual([
      { kind: 'ideaCategories.created', category: { id: category, wedding_id: world.weddingA, name: 'Light', color_r: 255, color_g: 215, color_b: 0 } },
      { kind: 'ideas.saved', idea: { ...stored, category_id: category, is_pinned: false, created_at: expect.any(String) } },
      { kind: 'ideas.saved', idea: { ...stored, category_id: category, is_pinned: true, created_at: expect.any(String) } },
      { kind: 'ideaCategories.deleted', id: category },
      { kind: 'ideas.deleted', id },
    ]);
  });

  it('a refused change sends nothing: its transaction rolled back', async () => {
    const screen = await world.listen(world.weddingA);
    const foreignCategory = (
      await world.call('POST', '/idea_categories/create', { wedding_id: world.weddingB, name: 'Elsewhere', color_r: 1, color_g: 1, color_b: 1 })
    ).json().data.id;
    expect((await createIdea(world.weddingA, { title: 'Refused', category_id: String(foreignCategory) })).statusCode).toBe(422);
    const accepted = (await createIdea(world.weddingA, { title: 'Accepted' })).json().data.id;
    await screen.until((event) => event.kind === 'ideas.saved' && event.idea.id === accepted);
    expect(ideaEvents(screen.changes).map((event) => (event.kind === 'ideas.saved' ? event.idea.title : event.kind))).toEqual(['Accepted']);
  });

  it('reach only users who hold IDEA_BOARD', async () => {
    const helper = await world.member(world.weddingA, 'Helper');
    const screen = await world.listen(world.weddingA, helper.cookie);
    await createIdea(world.weddingA, { title: 'Unheard' });
    const guest = (await world.call('POST', '/guests/create', { wedding_id: world.weddingA, name: 'Heard' })).json().data.id;
    await screen.until((event) => event.kind === 'guests.saved' && event.guests[0]!.id === guest);
    expect(screen.changes.map((event) => event.kind)).toEqual(['guests.saved']);
  });
});
