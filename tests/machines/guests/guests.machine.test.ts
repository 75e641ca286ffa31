import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GuestCategory } from '../../../contract/guests';
import type { ActionCode } from '../../../contract/permissions';
import type { GuestIntent, GuestRow } from '../../../machines/guests/guest-rows';
import { guestsList, guestsMachine, type LoadedGuests, type NewCategory, type RememberedSort } from '../../../machines/guests/guests.machine';
import { intentType } from '../../../machines/shared/optimistic-list';
import { ControlledServer } from '../../support/controlled-server';
import { collectNotices } from '../../support/notices';
import { ana, bruno, carla, family, friends, inviters, weddingGuests } from './guest-world';

const everything: ActionCode[] = ['ADD', 'EDIT', 'DELETE', 'RSVP'];

/** The fields each call writes, as the real endpoints do. */
const writes = (intent: GuestIntent): Array<keyof GuestRow> => {
  switch (intentType(intent)) {
    case 'status':
      return ['status_id'];
    case 'details':
      return ['name', 'companions', 'category_id', 'status_id', 'invitedBy_id', 'phone', 'comments'];
    default:
      return typeof intent === 'string' ? [] : [intent.column as keyof GuestRow];
  }
};

interface StartOptions {
  actions?: ActionCode[];
  userId?: number;
  createCategory?: (input: NewCategory) => Promise<GuestCategory>;
  destroyCategory?: () => Promise<void>;
}

function start({ actions = everything, userId = 2, createCategory, destroyCategory }: StartOptions = {}) {
  const loaded: LoadedGuests = { guests: weddingGuests, categories: [family, friends], actions };
  const server = new ControlledServer<GuestRow, GuestIntent>(weddingGuests, writes, 90);
  const remembered: RememberedSort[] = [];
  const actor = createActor(
    guestsMachine.provide({
      actions: { rememberSort: (_, sort) => void remembered.push(sort) },
      actors: {
        loadGuests: fromPromise(async () => loaded),
        list: guestsList.provide({ actors: { persist: fromPromise(({ input }) => server.persist(input)) } }),
        createCategory: fromPromise(({ input }) => (createCategory ?? (async (category: NewCategory) => ({ ...friends, id: 9, name: category.name })))(input)),
        destroyCategory: fromPromise(() => (destroyCategory ?? (async () => {}))()),
      },
    }),
    { input: { weddingId: 3, userId, inviters } },
  );
  const notices = collectNotices(actor);
  actor.start();
  const rows = () => actor.getSnapshot().children.list!.getSnapshot().context.rows;
  const ready = () => waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return { actor, server, notices, rows, ready, remembered };
}

describe('guests machine', () => {
  it('loads the guests, categories and rights', async () => {
    const { actor, rows, ready } = start();
    await ready();
    expect(rows()).toEqual(weddingGuests);
    expect(actor.getSnapshot().context.can).toEqual({ add: true, edit: true, delete: true, rsvp: true });
    expect(actor.getSnapshot().context.categories).toEqual([family, friends]);
  });

  it('adds a guest last, where the server’s order puts it, with the temporary id it came with, then the server’s', async () => {
    const { actor, rows, server, ready, notices } = start();
    await ready();
    actor.send({ type: 'guest.add' });
    actor.send({ type: 'form.change', values: { name: '  Diego Ruiz ', companions: '2', category_id: 1 } });
    actor.send({ type: 'form.save', newGuestId: -7 });
    expect(actor.getSnapshot().matches({ ready: { form: 'closed' } })).toBe(true);
    expect(rows().map((row) => row.name)).toEqual(['Ana Álvarez', 'Bruno Díaz', 'Carla Núñez', 'Diego Ruiz']);
    expect(rows()[3]).toMatchObject({ id: -7, companions: 2, category_id: 1, status_id: 3, invitedBy_id: null });
    await server.answer(true);
    expect(rows()[3]).toMatchObject({ id: 90, name: 'Diego Ruiz' });
    expect(notices).toEqual([]);
  });

  it('a spouse’s new guest shows as invited by that spouse', async () => {
    const { actor, rows, ready } = start({ userId: 6 });
    await ready();
    actor.send({ type: 'guest.add' });
    actor.send({ type: 'form.change', values: { name: 'Elena', invitedBy_id: 5 } });
    actor.send({ type: 'form.save', newGuestId: -7 });
    expect(rows()[3]).toMatchObject({ name: 'Elena', invitedBy_id: 6 });
  });

  it('keeps an invalid form open with its errors and adds nothing', async () => {
    const { actor, rows, server, ready } = start();
    await ready();
    actor.send({ type: 'guest.add' });
    actor.send({ type: 'form.change', values: { name: ' ', companions: '101' } });
    actor.send({ type: 'form.save', newGuestId: -7 });
    expect(actor.getSnapshot().matches({ ready: { form: 'adding' } })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: ['required'], companions: ['max'] });
    expect(rows()).toEqual(weddingGuests);
    expect(server.calls).toEqual([]);
  });

  it('a refused new guest leaves the list with the spec’s message', async () => {
    const { actor, rows, server, ready, notices } = start();
    await ready();
    actor.send({ type: 'guest.add' });
    actor.send({ type: 'form.change', values: { name: 'Diego' } });
    actor.send({ type: 'form.save', newGuestId: -7 });
    await server.answer(false);
    expect(rows()).toEqual(weddingGuests);
    expect(notices).toEqual([{ kind: 'error', message: { key: 'guests.messages.unexpectedAddingGuest' } }]);
  });

  it('an edit sends only the fields that changed', async () => {
    const { actor, server, ready } = start();
    await ready();
    actor.send({ type: 'guest.edit', guest: bruno });
    actor.send({ type: 'form.change', values: { name: 'Bruno Díaz Ruiz', phone: '555' } });
    actor.send({ type: 'form.save', newGuestId: -7 });
    expect(server.calls[0]).toEqual({ kind: 'update', intent: 'details', changes: [{ id: 12, patch: { name: 'Bruno Díaz Ruiz', phone: '555' } }] });
  });

  it('a refused status change keeps the accepted rename behind it, and says why', async () => {
    const { actor, rows, server, ready, notices } = start();
    await ready();
    actor.send({ type: 'guest.status', id: 12, status_id: 1 });
    actor.send({ type: 'guest.edit', guest: bruno });
    actor.send({ type: 'form.change', values: { name: 'Bruno D.' } });
    actor.send({ type: 'form.save', newGuestId: -7 });
    expect(rows()[1]).toMatchObject({ status_id: 1, name: 'Bruno D.' });
    await server.answer(false);
    await server.answer(true);
    expect(rows()[1]).toEqual({ ...bruno, name: 'Bruno D.' });
    expect(server.rows).toEqual(rows());
    expect(notices).toEqual([{ kind: 'error', message: { key: 'guests.messages.unexpectedSavingGuestStatus' } }]);
  });

  it('a refused rename keeps the accepted status change', async () => {
    const { actor, rows, server, ready, notices } = start();
    await ready();
    actor.send({ type: 'guest.edit', guest: bruno });
    actor.send({ type: 'form.change', values: { name: 'Bruno D.' } });
    actor.send({ type: 'form.save', newGuestId: -7 });
    actor.send({ type: 'guest.status', id: 12, status_id: 2 });
    await server.answer(false);
    await server.answer(true);
    expect(rows()[1]).toEqual({ ...bruno, status_id: 2 });
    expect(notices).toEqual([{ kind: 'error', message: { key: 'guests.messages.unexpectedSavingGuest' } }]);
  });

  it('deletes a guest after its confirmation, and restores it if refused', async () => {
    const { actor, rows, server, ready, notices } = start();
    await ready();
    actor.send({ type: 'guest.delete', guest: carla });
    expect(rows()).toHaveLength(3);
    actor.send({ type: 'delete.confirm' });
    expect(rows()).toEqual([ana, bruno]);
    await server.answer(false);
    expect(rows()).toEqual(weddingGuests);
    expect(notices).toEqual([{ kind: 'error', message: { key: 'guests.messages.defaultRemoveGuest' } }]);
  });

  it('a bulk status change is one call over the selection, announced once, and the selection stays for the next change', async () => {
    const { actor, rows, server, ready, notices } = start();
    await ready();
    actor.send({ type: 'select.start' });
    actor.send({ type: 'select.guest', id: 11 });
    actor.send({ type: 'select.guest', id: 13 });
    actor.send({ type: 'bulk.update', column: 'status_id', value: 3 });
    expect(actor.getSnapshot().matches({ ready: { dialog: 'confirmingBulk' } })).toBe(true);
    actor.send({ type: 'bulk.confirm' });
    expect(rows().map((row) => row.status_id)).toEqual([3, 3, 3]);
    expect(server.calls).toEqual([
      {
        kind: 'update',
        intent: { type: 'bulk', column: 'status_id' },
        changes: [
          { id: 11, patch: { status_id: 3 } },
          { id: 13, patch: { status_id: 3 } },
        ],
      },
    ]);
    await server.answer(true);
    expect(notices).toEqual([{ kind: 'success', message: { key: 'guests.messages.guestsUpdated' } }]);
    // Then the category of the same people (issue 23 item 22): Bruno, never selected, keeps his.
    expect(actor.getSnapshot().context.selected).toEqual([11, 13]);
    actor.send({ type: 'bulk.update', column: 'category_id', value: 2 });
    actor.send({ type: 'bulk.confirm' });
    expect(rows().map((row) => row.category_id)).toEqual([2, 2, 2]);
    expect(server.calls[1]).toMatchObject({ changes: [{ id: 11 }, { id: 13 }] });
    expect(actor.getSnapshot().context.selected).toEqual([11, 13]);
    // Only the person empties it.
    actor.send({ type: 'select.none' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('"select all" selects the guests the filters show, not every guest', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'select.start' });
    actor.send({ type: 'filter.toggle', filter: 'statuses', value: 3 });
    actor.send({ type: 'filter.toggle', filter: 'statuses', value: 2 });
    actor.send({ type: 'select.shown', rows: weddingGuests });
    expect(actor.getSnapshot().context.selected).toEqual([12, 13]);
    actor.send({ type: 'filter.name', text: 'carla' });
    actor.send({ type: 'select.shown', rows: weddingGuests });
    expect(actor.getSnapshot().context.selected).toEqual([13]);
  });

  it('a deleted guest leaves the selection; a bulk delete empties it', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'select.start' });
    actor.send({ type: 'select.guest', id: 11 });
    actor.send({ type: 'select.guest', id: 12 });
    actor.send({ type: 'guest.delete', guest: ana });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().context.selected).toEqual([12]);
    actor.send({ type: 'bulk.delete' });
    actor.send({ type: 'bulk.confirm' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('sorts by a column, turns the direction when chosen again, and remembers the order for this wedding', async () => {
    const { actor, ready, remembered } = start();
    await ready();
    actor.send({ type: 'list.more' });
    actor.send({ type: 'sort.by', column: 'companions' });
    expect(actor.getSnapshot().context).toMatchObject({ sort: { column: 'companions', direction: 'ascending' }, shown: 50 });
    actor.send({ type: 'sort.by', column: 'companions' });
    actor.send({ type: 'sort.by', column: 'name' });
    actor.send({ type: 'sort.by', column: 'name', direction: 'ascending' });
    actor.send({ type: 'sort.by', column: 'table', direction: 'descending' });
    actor.send({ type: 'sort.clear' });
    expect(remembered).toEqual([
      { weddingId: 3, sort: { column: 'companions', direction: 'ascending' } },
      { weddingId: 3, sort: { column: 'companions', direction: 'descending' } },
      { weddingId: 3, sort: { column: 'name', direction: 'ascending' } },
      { weddingId: 3, sort: { column: 'name', direction: 'ascending' } },
      { weddingId: 3, sort: { column: 'table', direction: 'descending' } },
      { weddingId: 3, sort: null },
    ]);
  });

  it('opens in the order this device remembered', () => {
    const sort = { column: 'table' as const, direction: 'descending' as const };
    const actor = createActor(guestsMachine, { input: { weddingId: 3, userId: 2, inviters, sort } }).start();
    expect(actor.getSnapshot().context.sort).toEqual(sort);
    actor.stop();
  });

  it('the RSVP view shows the guests who have not answered', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'filter.name', text: 'an' });
    actor.send({ type: 'view.rsvp' });
    expect(actor.getSnapshot().context.filters).toMatchObject({ name: 'an', statuses: [3] });
  });

  it('a new category is drafted in the form, created with its colour and chosen in it', async () => {
    const asked: NewCategory[] = [];
    const { actor, ready } = start({ createCategory: async (category) => (asked.push(category), { ...friends, id: 9, name: category.name }) });
    await ready();
    actor.send({ type: 'guest.add' });
    actor.send({ type: 'category.draft' });
    // Nothing to send without a name.
    actor.send({ type: 'category.draftChange', name: '   ' });
    actor.send({ type: 'category.create' });
    expect(actor.getSnapshot().matches({ ready: { categories: 'drafting' } })).toBe(true);
    actor.send({ type: 'category.draftChange', name: ' Work ' });
    actor.send({ type: 'category.draftChange', colorId: 8 });
    actor.send({ type: 'category.create' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { categories: 'idle' } }));
    expect(asked).toEqual([{ wedding_id: 3, name: 'Work', color: { r: 30, g: 136, b: 229 } }]);
    expect(actor.getSnapshot().context.categories.at(-1)).toMatchObject({ id: 9, name: 'Work' });
    expect(actor.getSnapshot().context.form.category_id).toBe(9);
    expect(actor.getSnapshot().context.categoryDraft).toBeNull();
  });

  it('a refused category keeps what was typed and says why, until it is changed; closing the form drops it', async () => {
    let refuse = true;
    const { actor, ready } = start({
      createCategory: (category) =>
        refuse
          ? Promise.reject({ code: 'duplicate_category', messageKey: 'errors.duplicate_category' })
          : Promise.resolve({ ...friends, id: 9, name: category.name }),
    });
    await ready();
    actor.send({ type: 'guest.add' });
    actor.send({ type: 'category.draft' });
    actor.send({ type: 'category.draftChange', name: 'Family' });
    actor.send({ type: 'category.create' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { categories: 'refused' } }));
    expect(actor.getSnapshot().context).toMatchObject({ categoryDraft: { name: 'Family' }, categoryError: 'errors.duplicate_category' });
    actor.send({ type: 'category.draftChange', name: 'Family (Mateo)' });
    expect(actor.getSnapshot().context.categoryError).toBeNull();
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().matches({ ready: { categories: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.categoryDraft).toBeNull();
    refuse = false;
  });

  it('a deleted category disappears at once and its guests show without one; a refusal brings it back', async () => {
    let refuse = false;
    const { actor, ready, notices } = start({ destroyCategory: async () => (refuse ? Promise.reject({ code: 'generic_error' }) : undefined) });
    await ready();
    actor.send({ type: 'filter.toggle', filter: 'categories', value: 2 });
    actor.send({ type: 'category.delete', category: friends });
    actor.send({ type: 'category.confirmDelete' });
    expect(actor.getSnapshot().context.categories).toEqual([family]);
    expect(actor.getSnapshot().context.filters.categories).toEqual([]);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { categories: 'idle' } }));
    expect(notices).toEqual([{ kind: 'success', message: { key: 'guests.messages.categoryDeleted', params: { name: 'Friends' } } }]);
    refuse = true;
    actor.send({ type: 'category.delete', category: family });
    actor.send({ type: 'category.confirmDelete' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { categories: 'idle' } }));
    expect(actor.getSnapshot().context.categories).toEqual([family]);
  });

  it('statistics hand their filters to the page, replacing the filters in use', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'filter.name', text: 'zzz' });
    const statistics = actor.getSnapshot().children.statistics!;
    statistics.send({ type: 'statistics.open' });
    const filters = { name: '', categories: [1], companions: [], statuses: [1 as const], invitedBy: [], tables: [] };
    statistics.send({ type: 'statistics.pick', filters });
    expect(actor.getSnapshot().context.filters).toEqual(filters);
    expect(statistics.getSnapshot().value).toBe('closed');
  });

  it('shows 50 guests, then 30 more per batch, and goes back to the first 50 at most 60 rows a step', async () => {
    const { actor, ready } = start();
    await ready();
    for (let batch = 0; batch < 7; batch += 1) actor.send({ type: 'list.more' });
    expect(actor.getSnapshot().context.shown).toBe(260);
    const steps: number[] = [];
    for (let step = 0; step < 5; step += 1) {
      actor.send({ type: 'list.top' });
      steps.push(actor.getSnapshot().context.shown);
    }
    expect(steps).toEqual([200, 140, 80, 50, 50]);
  });
});
