import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { ana, bruno, guest } from '../../machines/guests/guest-world';
import { renderGuestsPage } from './guests-screen';

const LL = i18nObject('en');
const labels = LL.guests;

/**
 * What the guests page does beyond its machine's paths (tests/ui/guests/guests-page.paths.test.tsx).
 *
 * A guest answered from the RSVP view leaves it (it lists those who have not answered) with the
 * focus on its button: the focus goes to the same button of the guest now in its place, so a
 * planner calling down the list answers the next one without reaching for the mouse (issue 23
 * item 15). The walk covers the last guest leaving (the heading takes the focus).
 */
describe('guests page', () => {
  it('an RSVP answered moves the focus to the same answer of the next guest', { timeout: 30_000 }, async () => {
    const dani = guest({ id: 14, name: 'Dani Ortiz', status_id: 3 });
    const app = renderGuestsPage(['RSVP'], [ana, bruno, dani]);
    await app.user.click(await screen.findByRole('button', { name: labels.views.rsvp() }, { timeout: 15_000 }));
    const notAttending = (name: string) =>
      within(screen.getByRole('group', { name: labels.row.status({ name }) })).getByRole('button', { name: LL.guestsExport.statuses.notAttending() });
    await app.user.click(notAttending(bruno.name));
    await waitFor(() => expect(screen.queryByRole('group', { name: labels.row.status({ name: bruno.name }) })).toBeNull());
    expect(document.activeElement).toBe(notAttending(dani.name));
  });

  it('opens in the order this device last chose for the wedding, and forgets it when the order added comes back', { timeout: 30_000 }, async () => {
    localStorage.setItem('wedding-planner.guests.sort.3', JSON.stringify({ column: 'companions', direction: 'descending' }));
    // Another wedding's order changes nothing here.
    localStorage.setItem('wedding-planner.guests.sort.4', JSON.stringify({ column: 'name', direction: 'ascending' }));
    const app = renderGuestsPage([]);
    const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    await waitFor(() => expect(names()).toEqual(['Bruno Díaz', 'Ana Álvarez', 'Carla Núñez']), { timeout: 15_000 });
    const order = screen.getByRole('combobox', { name: labels.sort.label() });
    expect(order).toHaveDisplayValue(labels.sort.option({ column: LL.guestsExport.columns.companions(), direction: labels.sort.descending() }));
    await app.user.selectOptions(order, labels.sort.added());
    expect(names()).toEqual(['Ana Álvarez', 'Bruno Díaz', 'Carla Núñez']);
    expect(localStorage.getItem('wedding-planner.guests.sort.3')).toBeNull();
    expect(localStorage.getItem('wedding-planner.guests.sort.4')).not.toBeNull();
    localStorage.clear();
  });
});
