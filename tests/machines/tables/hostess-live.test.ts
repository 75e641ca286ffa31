import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { ActionCode } from '../../../contract/permissions';
import type { GuestStatusId } from '../../../contract/guests';
import { doorCounts, doorGuests, doorParties, sideOfDoor } from '../../../machines/tables/door';
import type { HostessState } from '../../../machines/tables/page-modes/hostess-mode';
import { seatingRefusal } from '../../../machines/tables/seats-list';
import { tablePageMachine } from '../../../machines/tables/table-page.machine';
import { tablesPermissions } from '../../../machines/tables/table-page-types';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { guest, layout, one, round, seat, startPage, two } from './support';

/**
 * The hostess view (HOSTESS mode) and live changes, through the page machine and the seats
 * list behind a controlled server. The small world: Ana (party of 3) at table 1, one of them
 * inside; Lucía (alone) at table 2, outside.
 */
const ana = guest(1, 'Ana', 2);
const lucia = guest(2, 'Lucía', 0, { status_id: 1 });
const seats = [seat(101, one.id, ana.id, true), seat(102, one.id, ana.id), seat(103, one.id, ana.id), seat(104, two.id, lucia.id)];

async function door(options: Parameters<typeof startPage>[0] = {}) {
  const started = startPage({ seats, guests: [ana, lucia], actions: ['HOSTESS_VIEW'], ...options });
  await waitFor(started.page, (snapshot) => snapshot.matches('ready'));
  return started;
}
/** The page in HOSTESS mode with these actions granted. */
const atTheDoor = (granted: ActionCode[], hostessOnly = false) =>
  tablePageMachine.resolveState({
    value: { ready: { mode: 'hostess', zoom: 'quiet' } },
    context: {
      weddingId: 7,
      hostessOnly,
      can: tablesPermissions(granted),
      layout,
      tables: [one, two],
      types: [round],
      storedTypes: [round],
      scale: 1,
      seats,
      guests: [ana, lucia],
      categories: [],
      guestsShown: true,
      hostess: { query: '', side: 'outside', tableId: null, statusId: null, categoryId: null },
    },
  });
const modeOf = (started: Awaited<ReturnType<typeof door>>) => (started.page.getSnapshot().value as { ready: { mode: unknown } }).ready.mode;

describe('hostess view', () => {
  it('a hostess-only user opens on the door, with or without a plan, and cannot leave', async () => {
    const started = await door({ hostessOnly: true, hasLayout: false });
    expect(modeOf(started)).toBe('hostess');
    started.page.send({ type: 'hostess.exit' });
    expect(modeOf(started)).toBe('hostess');
  });

  it('others open it from the plan with HOSTESS_VIEW and exit back to it', async () => {
    const started = await door();
    expect(modeOf(started)).toBe('viewing');
    started.page.send({ type: 'hostess.open' });
    expect(modeOf(started)).toBe('hostess');
    started.page.send({ type: 'hostess.table', tableId: two.id });
    started.page.send({ type: 'hostess.side', side: 'inside' });
    started.page.send({ type: 'hostess.search', query: 'lu' });
    started.page.send({ type: 'hostess.status', statusId: 1 });
    started.page.send({ type: 'hostess.category', categoryId: 5 });
    expect(started.page.getSnapshot().context.hostess).toEqual({ query: 'lu', side: 'inside', tableId: 12, statusId: 1, categoryId: 5 });
    started.page.send({ type: 'hostess.exit' });
    expect(modeOf(started)).toBe('viewing');
    const without = await door({ actions: ['ADD_GUESTS'] });
    without.page.send({ type: 'hostess.open' });
    expect(modeOf(without)).toBe('viewing');
  });

  it('the door moves the rest of a party inside at once, and a refusal moves them back with the spec’s message', async () => {
    const started = await door({ hostessOnly: true });
    started.page.send({ type: 'door.toggle', guestId: ana.id, tableId: one.id, inside: true });
    expect(started.seatRows().map((row) => row.is_inside)).toEqual([true, true, true, false]);
    expect(started.seatsServer.calls.at(-1)).toEqual({
      kind: 'update',
      changes: [
        { id: 102, patch: { is_inside: true } },
        { id: 103, patch: { is_inside: true } },
      ],
      intent: { type: 'inside', guestId: 1, tableId: 11 },
    });
    await started.seatsServer.answer(false);
    expect(started.seatRows()).toEqual(seats);
    expect(started.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.unexpectedSavingGuest' } });
    started.page.send({ type: 'door.toggle', guestId: lucia.id, tableId: two.id, inside: true });
    await started.seatsServer.answer(true);
    expect(started.seatsServer.rows.at(-1)).toEqual(seat(104, two.id, lucia.id, true));
  });

  it('the door needs HOSTESS_VIEW or ADD_GUESTS (spec §7 update_inside)', () => {
    const toggle = { type: 'door.toggle' as const, guestId: ana.id, tableId: one.id, inside: true };
    const can = (granted: ActionCode[]) => atTheDoor(granted).can(toggle);
    expect([can([]), can(['EDIT_LAYOUT', 'DELETE_GUESTS']), can(['HOSTESS_VIEW']), can(['ADD_GUESTS'])]).toEqual([false, false, true, true]);
  });

  it('finds parties by name without case or accents, on the side shown, and counts the door', () => {
    const tables = [one, two];
    const find = (filters: Partial<HostessState>, guests = [ana, lucia]) => {
      const all: HostessState = { query: '', side: 'outside', tableId: null, statusId: null, categoryId: null, ...filters };
      return doorParties(sideOfDoor(seats, doorGuests(guests), tables, all.side), all);
    };
    expect(find({ query: 'LUCIA' })).toEqual([{ guestId: 2, name: 'Lucía', tableId: 12, number: 2, count: 1 }]);
    expect(find({}).map((party) => [party.name, party.count])).toEqual([
      ['Ana', 2],
      ['Lucía', 1],
    ]);
    expect(find({ side: 'inside' }).map((party) => [party.name, party.count])).toEqual([['Ana', 1]]);
    expect(find({ tableId: two.id }).map((party) => party.name)).toEqual(['Lucía']);
    // Lucía is Attending, Ana's status Unknown: each status finds only its own parties.
    const ofStatus = (statusId: GuestStatusId) => find({ statusId }).map((party) => party.name);
    expect([ofStatus(1), ofStatus(2), ofStatus(3)]).toEqual([['Lucía'], [], ['Ana']]);
    // Ana is a Friend (category 5), Lucía has no category.
    const ofCategory = (categoryId: number) => find({ categoryId }, [{ ...ana, category_id: 5 }, lucia]).map((party) => party.name);
    expect([ofCategory(5), ofCategory(6)]).toEqual([['Ana'], []]);
    expect(doorCounts(seats)).toEqual({ inside: 1, outside: 3, percent: 25 });
    expect(doorCounts([])).toEqual({ inside: 0, outside: 0, percent: 0 });
  });
});

describe('live changes from other screens', () => {
  it('seats made, moved through the door and freed elsewhere show here; a deleted guest or table takes its seats', async () => {
    const started = await door({ actions: ['HOSTESS_VIEW', 'ADD_GUESTS'] });
    const send = (change: Parameters<typeof started.page.send>[0] & { type: 'live.change' }) => started.page.send(change);
    send({ type: 'live.change', change: { kind: 'seats.updated', seats: [seat(104, two.id, lucia.id, true)] } });
    send({ type: 'live.change', change: { kind: 'seats.created', seats: [seat(105, two.id, 3)] } });
    send({ type: 'live.change', change: { kind: 'guests.saved', guests: [guest(3, 'Bea')] } });
    expect(started.page.getSnapshot().context.guests.map((row) => row.name)).toEqual(['Ana', 'Lucía', 'Bea']);
    expect(started.seatRows().slice(3)).toEqual([seat(104, two.id, lucia.id, true), seat(105, two.id, 3)]);
    send({ type: 'live.change', change: { kind: 'guests.deleted', ids: [ana.id] } });
    expect(started.seatRows().map((row) => row.id)).toEqual([104, 105]);
    send({ type: 'live.change', change: { kind: 'tables.deleted', ids: [two.id] } });
    expect(started.seatRows()).toEqual([]);
    expect(started.rows().map((row) => row.id)).toEqual([one.id]);
    send({ type: 'live.change', change: { kind: 'guests.patched', ids: [3], patch: { status_id: 2 } } });
    expect(started.page.getSnapshot().context.guests).toEqual([lucia, guest(3, 'Bea', 0, { status_id: 2 })]);
  });

  it('a reset, an import or changed permissions read everything again', async () => {
    for (const event of [{ type: 'live.reset' }, { type: 'live.change', change: { kind: 'permissions' } }] as const) {
      const started = await door();
      started.page.send(event);
      expect(started.page.getSnapshot().matches('loading')).toBe(true);
      await waitFor(started.page, (snapshot) => snapshot.matches('ready'));
    }
  });
});

describe('seating refusals, as said to the person', () => {
  const refused = (code: string, validationErrors: Record<string, string[]>) => seatingRefusal({ code, messageKey: `errors.${code}`, validationErrors });
  it('names the limit the server gave', () => {
    expect(refused('not_enough_seats', { table_id: ['max:2'] })).toEqual({
      code: 'not_enough_seats',
      messageKey: 'tables.messages.notEnoughSeats',
      messageParams: { max: 2 },
    });
    expect(refused('not_enough_seats', { table_id: ['max:0'] })).toMatchObject({ messageKey: 'tables.messages.tableFull' });
    expect(refused('guest_seats_exceeded', { 'guests.0.qty': ['max:1'] })).toMatchObject({
      messageKey: 'tables.messages.guestSeatsExceeded',
      messageParams: { max: 1 },
    });
    expect(refused('guest_seats_exceeded', { 'guests.0.qty': ['max:0'] })).toMatchObject({ messageKey: 'tables.messages.guestFullySeated' });
    expect(refused('seats_not_held', { qty: ['max:0'] })).toMatchObject({ messageKey: 'tables.messages.seatsNotHeld', messageParams: { max: 0 } });
    const other = { code: 'forbidden', messageKey: 'errors.forbidden' };
    expect(seatingRefusal(other)).toBe(other);
    expect(refused('not_enough_seats', {})).toMatchObject({ messageKey: 'errors.not_enough_seats' });
  });
});

describeIgnoredEvents([
  {
    state: { ready: { mode: 'hostess', zoom: 'quiet' } },
    snapshot: () => atTheDoor(['HOSTESS_VIEW'], true),
    // The door is all a hostess-only user has: no exit, no editor, no seating.
    ignores: [{ type: 'hostess.exit' }, { type: 'editor.open' }, { type: 'seating.change', steps: [] }],
  },
]);
