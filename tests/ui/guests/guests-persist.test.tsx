import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { ana, bruno, family } from '../../machines/guests/guest-world';
import type { RenderedApp } from '../../support/ui/render-app';
import { newGuestSent, openLoadedGuestsPage } from './guests-screen';

/**
 * The guests page's calls, one per kind of change (the list's intents and the categories'
 * calls), run by the real code that sends them (src/features/guests/guests-api.ts) against
 * the fake backend: each carries what the server needs, and a refusal rejects, so the screen
 * goes back to what it showed and says the spec's message (part 2 §8). A persist that
 * swallowed a refusal would leave the change on screen without a word.
 */

const LL = i18nObject('en');
const labels = LL.guests;
const messages = labels.messages;

const open = () => openLoadedGuestsPage(['ADD', 'EDIT', 'DELETE', 'RSVP']);
const main = () => within(screen.getByRole('main'));
const row = (name: string) => screen.queryByRole('row', { name: new RegExp(name) });
const alert = () => within(screen.getByRole('alertdialog'));
const counter = (shown: number, total: number) => screen.getByText(labels.counter({ shown, total }));

async function expectToast(app: RenderedApp, text: string) {
  await waitFor(() => expect(app.toasts()).toContain(text));
}

async function selectAnaAndBruno(app: RenderedApp) {
  await app.user.click(main().getByRole('button', { name: labels.actions.select() }));
  await app.user.click(screen.getByRole('checkbox', { name: labels.row.select({ name: ana.name }) }));
  await app.user.click(screen.getByRole('checkbox', { name: labels.row.select({ name: bruno.name }) }));
}

describe('guests page: every call a change makes, refused', { timeout: 30_000 }, () => {
  it('a new guest (create) leaves the list again, with unexpectedAddingGuest', async () => {
    const app = await open();
    await app.user.click(main().getByRole('button', { name: labels.actions.add() }));
    await app.user.type(screen.getByLabelText(LL.guestsExport.columns.name()), 'Diego Ruiz{Enter}');
    expect(row('Diego Ruiz')).toBeVisible();
    const request = await app.backend.refuse('POST /guests/create', 500, 'generic_error');
    expect(request.body).toEqual(newGuestSent('Diego Ruiz'));
    await expectToast(app, messages.unexpectedAddingGuest());
    await waitFor(() => expect(row('Diego Ruiz')).toBeNull());
    expect(counter(3, 3)).toBeVisible();
  });

  it('an edit (update) shows the old values again, with unexpectedSavingGuest', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: labels.row.edit({ name: ana.name }) }));
    const name = screen.getByLabelText(LL.guestsExport.columns.name());
    await app.user.clear(name);
    await app.user.type(name, 'Ana Ávila');
    await app.user.click(screen.getByRole('button', { name: labels.form.save() }));
    expect(await screen.findByRole('row', { name: /Ana Ávila/ })).toBeVisible();
    const request = await app.backend.refuse('PUT /guests/update', 500, 'generic_error');
    expect(request.body).toEqual({ id: ana.id, name: 'Ana Ávila' });
    await expectToast(app, messages.unexpectedSavingGuest());
    await waitFor(() => expect(row(ana.name)).toBeVisible());
    expect(row('Ana Ávila')).toBeNull();
  });

  it('a one-tap RSVP (update_status) shows the old status again, with unexpectedSavingGuestStatus', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: labels.views.rsvp() }));
    const statuses = () => within(screen.getByRole('group', { name: labels.row.status({ name: bruno.name }) }));
    await app.user.click(statuses().getByRole('button', { name: LL.guestsExport.statuses.attending() }));
    // Attending is not what the RSVP view lists: Bruno leaves it at once.
    expect(row(bruno.name)).toBeNull();
    const request = await app.backend.refuse('PUT /guests/update_status', 500, 'generic_error');
    expect(request.body).toEqual({ id: bruno.id, status_id: 1 });
    await expectToast(app, messages.unexpectedSavingGuestStatus());
    await waitFor(() => expect(statuses().getByRole('button', { name: LL.guestsExport.statuses.pending() })).toHaveAttribute('aria-pressed', 'true'));
  });

  it.each([
    { column: 'status_id', choose: labels.selection.setStatus(), value: '2', sent: { status_id: 2 }, shown: LL.guestsExport.statuses.notAttending() },
    { column: 'category_id', choose: labels.selection.setCategory(), value: 'none', sent: { category_id: null }, shown: labels.noCategory() },
    { column: 'invitedBy_id', choose: labels.selection.setInvitedBy(), value: 'none', sent: { invitedBy_id: null }, shown: labels.filters.notSpecified() },
  ])('a bulk change of $column (massUpdate) shows the old values again, with defaultUpdateMultipleGuests', async ({ column, choose, value, sent, shown }) => {
    const app = await open();
    const before = [row(ana.name)!.textContent, row(bruno.name)!.textContent];
    await selectAnaAndBruno(app);
    await app.user.selectOptions(screen.getByRole('combobox', { name: choose }), value);
    await app.user.click(alert().getByRole('button', { name: labels.confirm.apply() }));
    expect(row(ana.name)).toHaveTextContent(shown);
    const request = await app.backend.refuse('PUT /guests/massUpdate', 500, 'generic_error');
    expect(request.body).toEqual({ wedding_id: 3, ids: [ana.id, bruno.id], column, ...sent });
    await expectToast(app, messages.defaultUpdateMultipleGuests());
    await waitFor(() => expect([row(ana.name)!.textContent, row(bruno.name)!.textContent]).toEqual(before));
  });

  it('a delete (destroy) brings the guest back, with defaultRemoveGuest', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: labels.row.delete({ name: bruno.name }) }));
    await app.user.click(alert().getByRole('button', { name: labels.confirm.delete() }));
    expect(row(bruno.name)).toBeNull();
    const request = await app.backend.refuse('DELETE /guests/destroy', 500, 'generic_error');
    expect(request.query).toEqual({ id: String(bruno.id) });
    await expectToast(app, messages.defaultRemoveGuest());
    await waitFor(() => expect(row(bruno.name)).toBeVisible());
    expect(counter(3, 3)).toBeVisible();
  });

  it('a bulk delete (massDestroy) brings every guest back, with defaultRemoveMulipleGuests', async () => {
    const app = await open();
    await selectAnaAndBruno(app);
    await app.user.click(screen.getByRole('button', { name: labels.selection.delete() }));
    await app.user.click(alert().getByRole('button', { name: labels.confirm.delete() }));
    expect(counter(1, 1)).toBeVisible();
    const request = await app.backend.refuse('DELETE /guests/massDestroy', 500, 'generic_error');
    // In a body (issue 23 item 21): a selection of thousands of scattered ids does not fit in an address.
    expect(request.body).toEqual({ wedding_id: 3, ids: [ana.id, bruno.id] });
    await expectToast(app, messages.defaultRemoveMulipleGuests());
    await waitFor(() => expect(counter(3, 3)).toBeVisible());
  });

  it('a new category (categories/create) stays as typed, with the server’s reason', async () => {
    const app = await open();
    await app.user.click(main().getByRole('button', { name: labels.actions.add() }));
    await app.user.click(screen.getByRole('button', { name: labels.form.newCategory() }));
    await app.user.type(screen.getByLabelText(labels.form.categoryName()), 'Family{Enter}');
    const request = await app.backend.refuse('POST /categories/create', 422, 'duplicate_category');
    expect(request.body).toEqual({ wedding_id: 3, name: 'Family', color_r: 233, color_g: 30, color_b: 99 });
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.errors.duplicate_category());
    expect(screen.getByLabelText(labels.form.categoryName())).toHaveValue('Family');
    expect(screen.queryByRole('option', { name: 'Family', selected: true })).toBeNull();
  });

  it('a deleted category (categories/destroy) comes back, with the server’s message', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: labels.row.edit({ name: ana.name }) }));
    await app.user.click(screen.getByRole('button', { name: labels.form.deleteCategory({ name: family.name }) }));
    await app.user.click(alert().getByRole('button', { name: labels.confirm.delete() }));
    expect(screen.queryByRole('option', { name: family.name })).toBeNull();
    const request = await app.backend.refuse('DELETE /categories/destroy', 500, 'generic_error');
    expect(request.query).toEqual({ id: String(family.id) });
    await expectToast(app, LL.errors.generic_error());
    expect(await screen.findByRole('option', { name: family.name })).toBeInTheDocument();
  });
});
