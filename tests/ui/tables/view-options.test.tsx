import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { guest, seat } from '../../machines/tables/support';
import { openTablesPage } from './layout-editor-screen';

const texts = i18nObject('en').tables;

/**
 * The seating plan's view options on the rendered page (part 2 §2 "View options"). The small
 * world: table 1 (8 seats) holds Ana's party of 3 (Attending) and Bruno (Unknown); table 2 (8
 * seats) is empty. Literal expectations: Attending is rgb(40 167 69), Unknown rgb(134 142 150).
 */
const ana = guest(1, 'Ana', 2, { status_id: 1 });
const bruno = guest(2, 'Bruno', 0, { status_id: 3 });
const seats = [seat(101, 11, ana.id), seat(102, 11, ana.id), seat(103, 11, ana.id), seat(104, 11, bruno.id)];
const opening = { seats, guests: [ana, bruno], actions: ['ADD_GUESTS' as const] };

const tableOne = () => screen.getByRole('button', { name: texts.seating.table({ number: 1, taken: 4, seats: 8 }) });
/** The chairs of table 1 as painted, in seat order ('' for a white one). */
const chairsOfTableOne = () => [...tableOne().querySelectorAll<HTMLElement>(':scope > span[aria-hidden]')].slice(0, 8).map((chair) => chair.style.background);
const legend = () =>
  within(screen.getByRole('list', { name: texts.view.legend() }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('view options on the rendered page', { timeout: 30_000 }, () => {
  it('paints chairs by status, says each table’s seats, hides the statistics, is remembered for the wedding, and resets to the defaults', async () => {
    localStorage.clear();
    const app = await openTablesPage(opening);
    expect(legend()).toEqual(['Seat taken', 'Free seat']);
    expect(chairsOfTableOne()).toEqual(['rgb(68, 64, 60)', 'rgb(68, 64, 60)', 'rgb(68, 64, 60)', 'rgb(68, 64, 60)', '', '', '', '']);

    await app.user.click(screen.getByRole('button', { name: texts.view.options() }));
    const panel = await screen.findByRole('dialog', { name: texts.view.options() });
    await app.user.click(within(panel).getByRole('radio', { name: texts.view.paint.status() }));
    await app.user.click(within(panel).getByRole('radio', { name: texts.view.informationModes.both() }));
    expect(chairsOfTableOne()).toEqual(['rgb(40, 167, 69)', 'rgb(40, 167, 69)', 'rgb(40, 167, 69)', 'rgb(134, 142, 150)', '', '', '', '']);
    expect(legend()).toEqual(['Attending', 'Not attending', 'Pending', 'Free seat']);
    expect(within(tableOne()).getByText('4 free of 8')).toBeVisible();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: texts.view.options() })).toBeNull();
    expect(screen.getByRole('button', { name: texts.view.options() })).toHaveFocus();

    await app.user.click(screen.getByRole('button', { name: texts.view.stats(), pressed: true }));
    expect(screen.queryByLabelText(texts.stats.label())).toBeNull();

    // The same wedding opened again on this device: as it was left.
    cleanup();
    await openTablesPage(opening);
    expect(legend()).toEqual(['Attending', 'Not attending', 'Pending', 'Free seat']);
    expect(within(tableOne()).getByText('4 free of 8')).toBeVisible();
    expect(screen.getByRole('button', { name: texts.view.stats(), pressed: false })).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: texts.view.options() }));
    await app.user.click(await screen.findByRole('button', { name: texts.view.reset() }));
    expect(legend()).toEqual(['Seat taken', 'Free seat']);
    expect(within(tableOne()).queryByText('4 free of 8')).toBeNull();
    expect(screen.getByLabelText(texts.stats.label())).toBeVisible();
  });

  it('without the guests module, chairs can only be painted by capacity and there are no names to show', async () => {
    localStorage.setItem(
      'wedding-planner.tables.view.7',
      JSON.stringify({ paintChairsBy: 'status', tableInformation: 'none', guestOverlay: 'onTableZoomed', statsShown: true }),
    );
    const app = await openTablesPage({ seats, actions: ['ADD_GUESTS'] });
    expect(legend()).toEqual(['Seat taken', 'Free seat']);
    expect(screen.queryByRole('button', { name: texts.view.names() })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: texts.view.options() }));
    const panel = await screen.findByRole('dialog', { name: texts.view.options() });
    expect(
      within(panel)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['capacity', 'none', 'seatsAvailable', 'allSeats', 'both']);
    localStorage.clear();
  });
});
