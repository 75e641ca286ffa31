import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';

const LL = i18nObject('en');
const form = LL.users.form;
const types = [4, 5, 6].map((id) => ({ id, type: ({ 4: 'Helper', 5: 'Hostess', 6: 'None' } as const)[id as 4 | 5 | 6] }));

async function openAddDialog() {
  const app = renderApp({
    path: '/users',
    signedInAs: sessionUser('Planner'),
    backend: (backend) => backend.always('GET /persons/get_types', { types }),
  });
  await app.backend.answer('GET /persons/index', { persons: [] });
  await app.user.click(await screen.findByRole('button', { name: LL.users.add() }));
  const dialog = () => within(screen.getByRole('dialog', { name: form.addTitle() }));
  for (const [label, value] of [
    [form.firstName(), 'Rosa'],
    [form.lastName(), 'León'],
    [form.email(), 'taken@example.com'],
  ] as const) {
    await app.user.click(dialog().getByLabelText(label));
    await app.user.paste(value);
  }
  await app.user.selectOptions(dialog().getByLabelText(form.gender()), '2');
  await app.user.click(dialog().getByRole('button', { name: form.save() }));
  return { app, dialog };
}

describe('adding a user (issue 8, item 9)', () => {
  it('keeps the dialog and what was typed when the e-mail is already registered, the field marked', async () => {
    const { app, dialog } = await openAddDialog();
    expect(dialog().getByRole('button', { name: form.saving() })).toBeDisabled();
    await app.backend.refuse('POST /persons/create', 400, 'already_registered');
    const email = await screen.findByDisplayValue('taken@example.com');
    expect(email).toHaveAccessibleDescription(LL.errors.already_registered());
    expect(dialog().getByLabelText(form.firstName())).toHaveValue('Rosa');
    expect(app.toasts()).toContain(LL.errors.already_registered());
  });

  it('closes once the server has created the user, showing the list it answers', async () => {
    const { app } = await openAddDialog();
    const request = await app.backend.answer('POST /persons/create', { id: 30, status: 'pending' });
    expect(request.body).toMatchObject({ first_name: 'Rosa', email: 'taken@example.com', language: 'en' });
    await app.backend.answer('GET /persons/index', {
      persons: [{ ...sessionUser('Hostess', { id: 30, first_name: 'Rosa', last_name: 'León', status: 'pending' }), planner_id: 2 }],
    });
    expect(await screen.findByText(LL.users.userCreatedEmailSent())).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
