import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../contract/live-events';
import { useLiveWorld } from '../events/live-world';

/**
 * A wedding's checklist changes reach the other screens of that wedding as live events (issue 25:
 * the home's checklist card follows them), written in the change's own transaction, only to
 * users who may read the checklist (CHECKLIST), and never to another wedding's screens.
 */
const world = useLiveWorld();

const checklistEvents = (events: LiveEvent[]) => events.filter((event) => event.kind.startsWith('checklist'));

describe('checklist events', () => {
  it('a creation with a new category, an edit, a tick and a delete are heard as stored, by that wedding only', async () => {
    const screen = await world.listen(world.weddingA);
    const otherWedding = await world.listen(world.weddingB);
    const created = await world.call('POST', '/checklist/create', {
      wedding_id: world.weddingA,
      text: 'Book the band',
      time: 6,
      time_unit: 'months',
      category_name: 'Music',
    });
    const { id, category_id: music } = created.json().data as { id: number; category_id: number };
    await world.call('PUT', '/checklist/update', { id, text: 'Book the jazz band', time: 5, time_unit: 'months', category_id: music });
    await world.call('PUT', '/checklist/check_item', { id, completed: true });
    await world.call('DELETE', '/checklist/destroy', { id });
    await screen.until((event) => event.kind === 'checklist.deleted');
    const item = { id, category_id: music, completed: false };
    expect(checklistEvents(screen.changes)).toEqual([
      { kind: 'checklist.saved', items: [{ ...item, text: 'Book the band', time: 6, time_unit: 'months' }], categories: [{ id: music, name: 'Music' }] },
      { kind: 'checklist.saved', items: [{ ...item, text: 'Book the jazz band', time: 5, time_unit: 'months' }], categories: [] },
      { kind: 'checklist.saved', items: [{ ...item, text: 'Book the jazz band', time: 5, time_unit: 'months', completed: true }], categories: [] },
      { kind: 'checklist.deleted', ids: [id] },
    ]);
    // Wedding B's screen hears its own change only.
    const elsewhere = (await world.call('POST', '/checklist/create', { wedding_id: world.weddingB, text: 'Other', time: 2, time_unit: 'weeks' })).json().data
      .id;
    await otherWedding.until((event) => event.kind === 'checklist.saved' && event.items[0]!.id === elsewhere);
    expect(checklistEvents(otherWedding.changes)).toHaveLength(1);
  });

  it('a refused change sends nothing (its transaction rolled back), and a planner’s template sends nothing', async () => {
    const screen = await world.listen(world.weddingA);
    const refused = await world.call('POST', '/checklist/create', {
      wedding_id: world.weddingA,
      text: 'Refused',
      time: 2,
      time_unit: 'weeks',
      category_id: 999_999,
    });
    expect(refused.statusCode).toBe(422);
    await world.call('POST', '/checklist/create', { person_id: world.plannerId, text: 'Template', time: 2, time_unit: 'weeks' });
    const accepted = (await world.call('POST', '/checklist/create', { wedding_id: world.weddingA, text: 'Accepted', time: 2, time_unit: 'weeks' })).json().data
      .id;
    await screen.until((event) => event.kind === 'checklist.saved' && event.items[0]!.id === accepted);
    expect(checklistEvents(screen.changes).map((event) => (event.kind === 'checklist.saved' ? event.items[0]!.text : event.kind))).toEqual(['Accepted']);
  });

  it('reach only users who may read the checklist', async () => {
    const helper = await world.member(world.weddingA, 'Helper', ['CHECKLIST']);
    const screen = await world.listen(world.weddingA, helper.cookie);
    await world.call('POST', '/checklist/create', { wedding_id: world.weddingA, text: 'Unheard', time: 2, time_unit: 'weeks' });
    const guest = (await world.call('POST', '/guests/create', { wedding_id: world.weddingA, name: 'Heard' })).json().data.id;
    await screen.until((event) => event.kind === 'guests.saved' && event.guests[0]!.id === guest);
    expect(screen.changes.map((event) => event.kind)).toEqual(['guests.saved']);
  });
});
