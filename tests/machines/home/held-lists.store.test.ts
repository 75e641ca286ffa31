import { describe, expect, it } from 'vitest';
import type { LiveChangeKind } from '../../../contract/live-events';
import { createHeldListsStore, heldListsOf, listsChangedBy, type HeldListName } from '../../../machines/home/held-lists.store';

const guests = [{ id: 1, companions: 1, status_id: 1 }];
const tables = [{ id: 10, seats: 8 }];
const seats = [{ table_id: 10, guest_id: 1 }];
const expenses = [{ amount: '100.00' }];

/** The guests page open on wedding 7 (it follows the guests), and the tables page left before (its lists held, followed by nobody). */
function heldAfterVisits() {
  const store = createHeldListsStore();
  store.trigger.held({ weddingId: 7, lists: { tables, seats } });
  store.trigger.released({ weddingId: 7, names: ['tables', 'seats'] });
  store.trigger.held({ weddingId: 7, lists: { guests } });
  const held = () => Object.keys(heldListsOf(store.getSnapshot().context, 7)).sort();
  return { store, held };
}

describe('the module lists held for Home', () => {
  it('keeps what the pages shared, for their wedding only', () => {
    const { store, held } = heldAfterVisits();
    expect(heldListsOf(store.getSnapshot().context, 7)).toEqual({ tables, seats, guests });
    expect(heldListsOf(store.getSnapshot().context, 8)).toEqual({});
    expect(store.getSnapshot().context.followed).toEqual(['guests']);
    // Another wedding's page replaces them all.
    store.trigger.held({ weddingId: 8, lists: { expenses } });
    expect(held()).toEqual([]);
    expect(heldListsOf(store.getSnapshot().context, 8)).toEqual({ expenses });
  });

  it('a change drops the lists it alters that no open page follows; the followed ones stay for their page to share again', () => {
    const { store, held } = heldAfterVisits();
    store.trigger.changed({ weddingId: 7, kind: 'seats.updated' });
    expect(held()).toEqual(['guests', 'seats', 'tables']);
    store.trigger.changed({ weddingId: 7, kind: 'guests.deleted' });
    expect(held()).toEqual(['guests', 'tables']);
    store.trigger.changed({ weddingId: 8, kind: 'tables.saved' });
    expect(held()).toEqual(['guests', 'tables']);
    store.trigger.changed({ weddingId: 7, kind: 'tables.saved' });
    expect(held()).toEqual(['guests']);
  });

  it('changes on their way, a page reading again, a reset or leaving the wedding drop them', () => {
    const { store, held } = heldAfterVisits();
    store.trigger.unsettled({ weddingId: 8, names: ['guests'] });
    expect(held()).toEqual(['guests', 'seats', 'tables']);
    store.trigger.unsettled({ weddingId: 7, names: ['guests'] });
    expect(held()).toEqual(['seats', 'tables']);
    store.trigger.held({ weddingId: 7, lists: { guests } });
    store.trigger.reset({ weddingId: 7 });
    expect(held()).toEqual([]);
    store.trigger.held({ weddingId: 7, lists: { guests } });
    store.trigger.forget();
    expect(store.getSnapshot().context).toEqual({ weddingId: null, lists: {}, followed: [] });
  });

  // Each change that moves a figure of a card drops the lists that card is summed from (held-summaries.ts).
  it.each<[LiveChangeKind, HeldListName[]]>([
    ['guests.saved', ['guests', 'seats']],
    ['guests.patched', ['guests']],
    ['guests.imported', ['guests']],
    ['seats.created', ['seats']],
    ['tables.deleted', ['tables', 'seats']],
    ['expenses.deleted', ['expenses', 'payments']],
    ['payments.saved', ['payments']],
    ['ideas.saved', ['ideas']],
    ['checklist.saved', ['checklist']],
    ['checklist.deleted', ['checklist']],
  ])('%s alters %j', (kind, names) => {
    expect(listsChangedBy[kind]).toEqual(names);
  });
});
