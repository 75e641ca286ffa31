import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import type { RenderedApp } from '../../support/ui/render-app';
import { guest, seat } from '../../machines/tables/support';
import { openTablesPage, startingTables } from './layout-editor-screen';
import { aimWithKeyboard, dragLiveRegion } from './seating-walk-screen';

const LL = i18nObject('en');
const texts = LL.tables;

/**
 * Seating and the door on the rendered page, against the fake backend: each workflow's call is
 * made as the contract says, shown at once, and, when the server refuses, taken back with the
 * reason said (spec §4 "Seating flow", §8). The small world: table 1 (8 seats) holds Ana's party
 * of 3, one of them inside; table 2 (8 seats) is empty; Bruno (party of 2) has no table.
 */
const ana = guest(1, 'Ana', 2);
const bruno = guest(2, 'Bruno', 1);
const anaSeats = [seat(101, 11, ana.id, true), seat(102, 11, ana.id), seat(103, 11, ana.id)];
const opening = { seats: anaSeats, guests: [ana, bruno], actions: ['ADD_GUESTS', 'DELETE_GUESTS', 'HOSTESS_VIEW'] as const };

const tableButton = (number: number, taken: number) => screen.getByRole('button', { name: texts.seating.table({ number, taken, seats: 8 }) });
const said = (app: RenderedApp, message: string) => waitFor(() => expect(app.toasts().join(' ')).toContain(message));

describe('seating on the rendered page', { timeout: 30_000 }, () => {
  it('ticks a guest, seats the party at a table at once, and a refusal takes it back with the limit the server named', async () => {
    const app = await openTablesPage({ ...opening, actions: [...opening.actions] });
    const panel = screen.getByRole('complementary', { name: texts.seating.panel() });
    expect(within(panel).getByText(texts.seating.toSeat({ count: 2 }))).toBeVisible();
    const stats = () => screen.getByLabelText(texts.stats.label()).textContent;
    expect(stats()).toBe('Occupied3Available13Total places16');
    await app.user.click(within(panel).getByRole('checkbox', { name: texts.seating.tick({ name: 'Bruno' }) }));
    expect(within(panel).getByText(texts.seating.picked({ count: 2 }))).toBeVisible();
    await app.user.click(tableButton(2, 0));
    // Shown before the server answers: the table holds Bruno's party, and its drawer lists him.
    expect(tableButton(2, 2)).toBeVisible();
    expect(stats()).toBe('Occupied5Available11Total places16');
    const drawer = screen.getByRole('region', { name: texts.seating.drawer.title({ number: 2 }) });
    expect(within(drawer).getByText('Bruno')).toBeVisible();
    const call = await app.backend.refuse('POST /tables_guests/massCreate', 409, 'not_enough_seats', { table_id: ['max:1'] });
    expect(call.body).toEqual({ wedding_id: 7, table_id: 12, guests: [{ id: 2, qty: 2 }] });
    await said(app, texts.messages.notEnoughSeats({ max: 1 }));
    expect(tableButton(2, 0)).toBeVisible();
    expect(stats()).toBe('Occupied3Available13Total places16');
    expect(within(drawer).getByText(texts.seating.empty.table())).toBeVisible();
    expect(within(panel).getByText(texts.seating.toSeat({ count: 2 }))).toBeVisible();
  });

  it('the add button says "not enough seats" with the counts, and seats when they fit', async () => {
    const app = await openTablesPage({ ...opening, actions: [...opening.actions], tables: [startingTables[0]!, { ...startingTables[1]!, seats: 1 }] });
    await app.user.click(screen.getByRole('button', { name: texts.seating.table({ number: 2, taken: 0, seats: 1 }) }));
    const drawer = screen.getByRole('region', { name: texts.seating.drawer.title({ number: 2 }) });
    expect(within(drawer).getByText(texts.seating.drawer.pickFirst())).toBeVisible();
    await app.user.click(screen.getByRole('checkbox', { name: texts.seating.tick({ name: 'Bruno' }) }));
    expect(within(drawer).getByRole('button', { name: texts.seating.drawer.notEnough({ selected: 2, available: 1 }) })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: texts.seating.fewer({ name: 'Bruno' }) }));
    await app.user.click(within(drawer).getByRole('button', { name: texts.seating.drawer.add({ count: 1 }) }));
    await app.backend.answer('POST /tables_guests/massCreate', { ids: [[201]] });
    expect(within(drawer).getByRole('button', { name: texts.seating.drawer.full() })).toBeDisabled();
    expect(screen.getByText(texts.seating.toSeat({ count: 1 }))).toBeVisible();
  });

  it('removes a party at once, and a refusal brings it back with the spec’s message', async () => {
    const app = await openTablesPage({ ...opening, actions: [...opening.actions] });
    await app.user.click(tableButton(1, 3));
    await app.user.click(screen.getByRole('button', { name: texts.seating.drawer.remove({ name: 'Ana', number: 1 }) }));
    expect(tableButton(1, 0)).toBeVisible();
    const call = await app.backend.refuse('DELETE /tables_guests/destroy', 500, 'generic_error');
    expect(call.query).toMatchObject({ wedding_id: '7', table_id: '11', guest_id: '1', qty: '3' });
    await said(app, texts.messages.unexpectedDeletingGuestFromTable());
    expect(tableButton(1, 3)).toBeVisible();
  });

  it('a dragged guest over a table hears its free seats as its badge counts them', async () => {
    const app = await openTablesPage({ ...opening, actions: [...opening.actions] });
    await aimWithKeyboard(app.user, texts.seating.drag.handle({ name: 'Bruno' }), 1, 2);
    expect(dragLiveRegion()).toBe(texts.seating.drag.over({ number: 1, free: 5 }));
  });
});

describe('the door on the rendered page', { timeout: 30_000 }, () => {
  it.each(['en', 'es'] as const)(
    'a hostess finds a guest, checks the rest of the party in at once, and a refusal moves them back out with the spec’s message (%s)',
    async (locale) => {
      const texts = i18nObject(locale).tables;
      const app = await openTablesPage({ ...opening, actions: ['HOSTESS_VIEW'], as: 'Hostess', locale });
      expect(screen.getByText(texts.hostess.occupancy({ percent: 33 }))).toBeVisible();
      expect(screen.queryByRole('button', { name: texts.hostess.exit() })).toBeNull();
      const tableFilter = screen.getByRole('combobox', { name: texts.hostess.tables() });
      await app.user.selectOptions(tableFilter, texts.hostess.tableOption({ number: 2 }));
      expect(screen.getByText(texts.hostess.empty.table())).toBeVisible();
      await app.user.selectOptions(tableFilter, texts.hostess.allTables());
      await app.user.type(screen.getByRole('searchbox', { name: texts.hostess.search() }), 'an');
      expect(screen.getByText(texts.hostess.party({ number: 1, count: 2 }))).toBeVisible();
      await app.user.click(screen.getByRole('button', { name: texts.hostess.checkIn({ name: 'Ana', number: 1 }) }));
      expect(screen.getByText(texts.hostess.occupancy({ percent: 100 }))).toBeVisible();
      expect(screen.getByText(texts.hostess.empty.outside())).toBeVisible();
      const call = await app.backend.refuse('PUT /tables_guests/update_inside', 500, 'generic_error');
      expect(call.body).toEqual({ wedding_id: 7, guest_id: 1, table_id: 11, is_inside: true, qty: 2 });
      await said(app, texts.messages.unexpectedSavingGuest());
      expect(screen.getByText(texts.hostess.occupancy({ percent: 33 }))).toBeVisible();
      expect(screen.getByRole('button', { name: texts.hostess.checkIn({ name: 'Ana', number: 1 }) })).toBeVisible();
    },
  );
});
