import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { answerChecklist, answerPlan, answerWedding, planElementRow, planSectionRow } from '../../support/ui/wedding-screens';

const LL = i18nObject('en');
// The first screen of a file waits for its lazy page chunks to compile.

/** Issue 8, item 11: closing an editor or a form must not drop the keyboard focus on <body>. */
describe('focus comes back where it was', { timeout: 30_000 }, () => {
  beforeEach(() => useScreenWidth(1280));

  const openPlan = () =>
    renderApp({
      path: '/wedding/7/plan',
      signedInAs: sessionUser('Planner'),
      backend: (backend) =>
        answerPlan(answerWedding(backend, { PLAN: ['UPDATE_VALUE'] }), {
          sections: [planSectionRow({ id: 1, section: 'Ceremony' })],
          elements: [planElementRow({ id: 11, element: 'Officiant', type_id: 1, section_id: 1 })],
        }),
    });

  it('cancelling a value editor (Escape) returns to its edit button', async () => {
    const app = openPlan();
    const edit = await screen.findByRole('button', { name: LL.plan.values.edit({ name: 'Officiant' }) });
    await app.user.click(edit);
    await app.user.type(screen.getByRole('textbox', { name: LL.plan.values.editor({ name: 'Officiant' }) }), 'Ana{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: LL.plan.values.edit({ name: 'Officiant' }) })).toHaveFocus());
  });

  it('saving a value editor returns to its edit button', async () => {
    const app = openPlan();
    await app.user.click(await screen.findByRole('button', { name: LL.plan.values.edit({ name: 'Officiant' }) }));
    await app.user.type(screen.getByRole('textbox', { name: LL.plan.values.editor({ name: 'Officiant' }) }), 'Ana');
    await app.user.click(screen.getByRole('button', { name: LL.plan.values.save() }));
    await waitFor(() => expect(screen.getByRole('button', { name: LL.plan.values.edit({ name: 'Officiant' }) })).toHaveFocus());
    await app.backend.answer('POST /plan_elements/update_value', { value: 'Ana', extra: null });
  });

  const openTemplate = () =>
    renderApp({
      path: '/my_checklist',
      signedInAs: sessionUser('Planner'),
      backend: (backend) => answerChecklist(backend, [{ id: 5, text: 'Book the venue', time: 12, time_unit: 'months', completed: false, category_id: null }]),
    });

  it('Escape in the checklist form returns to the edit button that opened it', async () => {
    const app = openTemplate();
    await app.user.click(await screen.findByRole('button', { name: LL.checklist.actions.edit({ text: 'Book the venue' }) }));
    await app.user.type(screen.getByRole('textbox', { name: LL.checklist.form.text() }), '{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: LL.checklist.actions.edit({ text: 'Book the venue' }) })).toHaveFocus());
  });

  it('Escape in a new item returns to the Add button', async () => {
    const app = openTemplate();
    await app.user.click(await screen.findByRole('button', { name: LL.checklist.add() }));
    await app.user.type(screen.getByRole('textbox', { name: LL.checklist.form.text() }), '{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: LL.checklist.add() })).toHaveFocus());
  });

  it('a saved new item is scrolled to and focused', async () => {
    const app = openTemplate();
    await app.user.click(await screen.findByRole('button', { name: LL.checklist.add() }));
    await app.user.type(screen.getByRole('textbox', { name: LL.checklist.form.text() }), 'Send the invitations{Enter}');
    await waitFor(() => expect(screen.getByText('Send the invitations').closest('li')).toHaveFocus());
    await app.backend.answer('POST /checklist/create', { id: 6, category_id: null });
  });

  it('deleting an item asks first; keeping it returns the focus to its delete button', async () => {
    const app = openTemplate();
    await app.user.click(await screen.findByRole('button', { name: LL.checklist.actions.delete({ text: 'Book the venue' }) }));
    const question = screen.getByRole('alertdialog', { name: LL.checklist.deleteItem.title() });
    expect(question).toHaveTextContent(LL.checklist.deleteItem.body({ text: 'Book the venue' }));
    await app.user.click(screen.getByRole('button', { name: LL.checklist.deleteItem.cancel() }));
    await waitFor(() => expect(screen.getByRole('button', { name: LL.checklist.actions.delete({ text: 'Book the venue' }) })).toHaveFocus());
    expect(app.backend.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: LL.checklist.actions.delete({ text: 'Book the venue' }) }));
    await app.user.click(screen.getByRole('button', { name: LL.checklist.deleteItem.confirm() }));
    expect((await app.backend.next('DELETE /checklist/destroy')).query).toEqual({ id: '5' });
    // The row and its button are gone: the page heading takes the focus.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: LL.dashboard.myChecklist.title() })).toHaveFocus());
  });

  it('on a phone, closing the item dialog returns to the edit button', async () => {
    useScreenWidth(390);
    const app = openTemplate();
    await app.user.click(await screen.findByRole('button', { name: LL.checklist.actions.edit({ text: 'Book the venue' }) }));
    await app.user.click(await screen.findByRole('button', { name: LL.checklist.form.cancel() }));
    await waitFor(() => expect(screen.getByRole('button', { name: LL.checklist.actions.edit({ text: 'Book the venue' }) })).toHaveFocus());
  });

  it('signing in focuses the heading of the page that follows', async () => {
    const app = renderApp({ path: '/login?returnTo=%2Fmy_checklist', signedInAs: null, backend: (backend) => answerChecklist(backend, []) });
    await app.user.type(await screen.findByLabelText(LL.auth.emailLabel()), 'paula@example.com');
    await app.user.type(screen.getByLabelText(LL.auth.passwordLabel()), 'long-enough-password{Enter}');
    await app.backend.answer('POST /login', { user: sessionUser('Planner') });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: LL.dashboard.myChecklist.title() })).toHaveFocus(), { timeout: 3000 });
  });
});
