import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Wedding } from '../../../contract/weddings';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';

const LL = i18nObject('en');
const labels = LL.weddings.manage;

const wedding: Wedding = {
  id: 7,
  name: 'Sofía & Mateo',
  date: '2027-05-22',
  guestsCount: 0,
  archived: false,
  planner_id: 2,
  layout: null,
  layout_width: null,
  layout_height: null,
  spouse1: { id: 11, user_id: 11, first_name: 'Sofía', last_name: 'Herrera', email: '', gender: 2, status: 'new', type: 'Spouse' },
  spouse2: { id: 12, user_id: 12, first_name: 'Mateo', last_name: 'Vargas', email: 'mateo@example.com', gender: 1, status: 'pending', type: 'Spouse' },
  modules: ['PLAN'],
};

async function openAs(type: 'Planner' | 'Helper') {
  const app = renderApp({ path: '/wedding/7', signedInAs: sessionUser(type), backend: (backend) => backend.always('GET /weddings/show', { wedding }) });
  await screen.findByRole('heading', { name: wedding.name, level: 1 }, { timeout: 15_000 });
  return app;
}

describe('managing a wedding from its page (issue 8, item 14)', () => {
  it('edits the name and date: the wire gets yyyy-MM-dd, the header shows what the server stored', async () => {
    const app = await openAs('Planner');
    await app.user.click(screen.getByRole('button', { name: labels.menu() }));
    await app.user.click(await screen.findByRole('menuitem', { name: labels.edit() }));
    const dialog = await screen.findByRole('dialog', { name: labels.editTitle() });
    const name = within(dialog).getByLabelText(LL.weddings.wizard.name());
    await app.user.clear(name);
    await app.user.type(name, 'Sofía & Mateo Vargas');
    const date = within(dialog).getByLabelText(LL.weddings.wizard.date());
    await app.user.clear(date);
    await app.user.type(date, '01/02/2020');
    expect(within(dialog).getByRole('status')).toHaveTextContent(labels.pastDate());
    await app.user.click(within(dialog).getByRole('button', { name: labels.save() }));
    const request = await app.backend.answer('PUT /weddings/update', { name: 'Sofía & Mateo Vargas', date: '2020-02-01' });
    expect(request.body).toEqual({ id: 7, name: 'Sofía & Mateo Vargas', date: '2020-02-01' });
    expect(await screen.findByRole('heading', { name: 'Sofía & Mateo Vargas', level: 1 })).toBeVisible();
    expect(screen.getByText('01/02/2020')).toBeVisible();
  });

  it('keeps the dialog and the old header when the server refuses the edit', async () => {
    const app = await openAs('Planner');
    await app.user.click(screen.getByRole('button', { name: labels.menu() }));
    await app.user.click(await screen.findByRole('menuitem', { name: labels.edit() }));
    const dialog = await screen.findByRole('dialog', { name: labels.editTitle() });
    await app.user.type(within(dialog).getByLabelText(LL.weddings.wizard.name()), '!');
    await app.user.click(within(dialog).getByRole('button', { name: labels.save() }));
    await app.backend.refuse('PUT /weddings/update', 403, 'auth_forbidden');
    expect(await screen.findByRole('dialog', { name: labels.editTitle() })).toBeVisible();
    expect(screen.getByRole('heading', { name: wedding.name, level: 1, hidden: true })).toBeInTheDocument();
  });

  it('deletes only once the name is typed again, then leaves for the list', async () => {
    const app = await openAs('Planner');
    app.backend.always('GET /weddings', { weddings: [] });
    await app.user.click(screen.getByRole('button', { name: labels.menu() }));
    await app.user.click(await screen.findByRole('menuitem', { name: labels.delete() }));
    const dialog = await screen.findByRole('dialog', { name: labels.deleteTitle({ name: wedding.name }) });
    const confirm = within(dialog).getByRole('button', { name: labels.deleteConfirm() });
    expect(confirm).toBeDisabled();
    await app.user.type(within(dialog).getByLabelText(labels.deleteTypeName()), 'sofía & mateo');
    expect(confirm).toBeEnabled();
    await app.user.click(confirm);
    const request = await app.backend.answer('DELETE /weddings/destroy');
    expect(request.query).toEqual({ id: '7' });
    expect(await screen.findByRole('heading', { name: LL.weddings.title(), level: 1 }, { timeout: 15_000 })).toBeVisible();
  });

  it('archives after a confirmation and shows the archived notice', async () => {
    const app = await openAs('Planner');
    await app.user.click(screen.getByRole('button', { name: labels.menu() }));
    await app.user.click(await screen.findByRole('menuitem', { name: labels.archive() }));
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: labels.archiveConfirm() }));
    expect((await app.backend.answer('PUT /weddings/archive')).body).toEqual({ id: 7 });
    expect(await screen.findByText(labels.archivedBanner())).toBeVisible();
  });

  it('shows the couple with their status; the planner saves a missing e-mail with the activation, or resends it', async () => {
    const app = await openAs('Planner');
    await app.user.click(screen.getByRole('button', { name: LL.weddings.couple.open() }));
    const dialog = await screen.findByRole('dialog', { name: LL.weddings.couple.title() });
    const sofia = within(dialog).getByRole('article', { name: 'Sofía Herrera' });
    expect(sofia).toHaveTextContent(LL.weddings.roles.bride());
    expect(sofia).toHaveTextContent(LL.weddings.couple.statuses.new());
    await app.user.type(within(sofia).getByLabelText(LL.weddings.couple.email({ name: 'Sofía' })), 'sofia@example.com');
    await app.user.click(within(sofia).getByRole('button', { name: LL.weddings.couple.saveAndSend() }));
    const saved = await app.backend.answer('PUT /weddings/update_spouse', { spouse: { ...wedding.spouse1, email: 'sofia@example.com', status: 'pending' } });
    expect(saved.body).toMatchObject({ wedding_id: 7, spouse_id: 11, email: 'sofia@example.com' });
    expect(await within(sofia).findByText(LL.weddings.couple.statuses.pending())).toBeVisible();
    const mateo = within(dialog).getByRole('article', { name: 'Mateo Vargas' });
    await app.user.click(within(mateo).getByRole('button', { name: LL.weddings.couple.resend() }));
    expect((await app.backend.answer('PUT /persons/resend_activation', { status: 'pending' })).body).toMatchObject({ email: 'mateo@example.com' });
  });

  it('gives a helper nothing to manage', async () => {
    await openAs('Helper');
    expect(screen.queryByRole('button', { name: labels.menu() })).toBeNull();
  });
});
