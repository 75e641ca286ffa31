import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Wedding } from '../../../contract/weddings';
import type { PersonType } from '../../../contract/person';
import type { WeddingUser } from '../../../contract/wedding-users';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { sofiaAndMateo } from '../../support/ui/wedding-screens';
import { permissionsLoad } from '../../machines/permissions/world';

const LL = i18nObject('en');
const texts = LL.permissions;
const wedding: Wedding = { ...sofiaAndMateo, modules: ['GUESTS', 'TABLES'] };

/** Settings › Permissions of wedding 7 (tests/machines/permissions/world.ts): Sofía holds Guests with Add. */
function openPermissions(type: PersonType = 'Planner', people: { users: WeddingUser[] } = { users: permissionsLoad.users }) {
  return renderApp({
    path: '/wedding/7/settings/permissions',
    signedInAs: sessionUser(type, { id: type === 'Planner' ? wedding.planner_id : 5 }),
    backend: (backend) =>
      backend
        .always('GET /weddings/show', { wedding })
        .always('GET /weddings/get_actions', { actions: [] })
        // Read at each request: a test may change the wedding's people meanwhile.
        .always('GET /permissions/get_users', () => ({ users: people.users, candidates: [] }))
        .always('GET /permissions/get_modules', { modules: permissionsLoad.modules })
        .always('GET /permissions/get_actions', { actions: permissionsLoad.actions })
        .always('GET /permissions/index', { modules: permissionsLoad.modulePermissions, actions: permissionsLoad.actionPermissions }),
  });
}

const toggle = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const guests = () => toggle(LL.weddings.wedding.modules.GUESTS());
const add = () => toggle(texts.actions.ADD());
const edit = () => toggle(texts.actions.EDIT());

interface Intent {
  act: (app: RenderedApp) => Promise<void>;
  call: string;
  /** The toggles as the server holds them, back after the refusal. */
  expectOld: () => void;
}

/** Each call of the page refused: the toggle shows the change at once, then goes back, with the spec's message (part 2 §8). */
const intents: Record<string, Intent> = {
  'module grant': {
    act: async (app) => {
      await app.user.selectOptions(screen.getByRole('combobox', { name: texts.user() }), 'Andrés Ruiz (Helper)');
      await app.user.click(guests());
      expect(guests()).toBeChecked();
    },
    call: 'POST /permissions/add_module_permission',
    expectOld: () => expect(guests()).not.toBeChecked(),
  },
  'module removal': {
    act: async (app) => {
      await app.user.click(guests());
      expect(guests()).not.toBeChecked();
    },
    call: 'DELETE /permissions/remove_module_permission',
    expectOld: () => expect([guests().checked, add().checked, edit().checked]).toEqual([true, true, false]),
  },
  'action grant': {
    act: async (app) => {
      await app.user.click(edit());
      expect(edit()).toBeChecked();
    },
    call: 'POST /permissions/add_action_permission',
    expectOld: () => expect(edit()).not.toBeChecked(),
  },
  'action removal': {
    act: async (app) => {
      await app.user.click(add());
      expect(add()).not.toBeChecked();
    },
    call: 'DELETE /permissions/remove_action_permission',
    expectOld: () => expect(add()).toBeChecked(),
  },
};

describe('Settings › Permissions (part 2 §2 "Settings", §4, §8)', () => {
  it('shows the first person’s sections and actions; a grant sends its call and keeps the toggle; select all grants each action', async () => {
    const app = openPermissions();
    expect(await screen.findByRole('heading', { name: texts.title() }, { timeout: 15_000 })).toBeVisible();
    const settings = screen.getByRole('navigation', { name: LL.weddings.settings.menu() });
    expect(within(settings).getByRole('link', { name: LL.weddings.settings.permissions() })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('combobox', { name: texts.user() })).toHaveDisplayValue('Sofía Ruiz (Spouse)');
    expect([guests().checked, add().checked, edit().checked]).toEqual([true, true, false]);
    expect(toggle(LL.weddings.wedding.modules.TABLES())).not.toBeChecked();

    await app.user.click(screen.getByRole('button', { name: `${texts.selectAll()}: ${LL.weddings.wedding.modules.GUESTS()}` }));
    const request = await app.backend.answer('POST /permissions/add_action_permission', { id: 202 });
    expect(request.body).toEqual({ wedding_id: 7, user_id: 21, action_id: 11 });
    expect(edit()).toBeChecked();
  }, 30_000);

  it.each(Object.entries(intents))(
    '%s refused: the toggle goes back and the spec’s message is said',
    async (_, intent) => {
      const app = openPermissions();
      await screen.findByRole('combobox', { name: texts.user() }, { timeout: 15_000 });
      await intent.act(app);
      await app.backend.refuse(intent.call, 500, 'generic_error');
      await expect.poll(() => app.toasts()).toContain(texts.messages.unexpectedError());
      await waitFor(intent.expectOld);
    },
    30_000,
  );

  it('copies Sofía’s permissions to Mateo: the call names her, and Mateo then shows what the server added', async () => {
    const app = openPermissions();
    const copy = await screen.findByRole('button', { name: texts.copy({ name: 'Mateo Ruiz' }) }, { timeout: 15_000 });
    await app.user.click(copy);
    expect(copy).toHaveAttribute('aria-busy', 'true');
    const request = await app.backend.answer('POST /permissions/copy_permissions_to_spouse', {
      addedModules: [{ id: 103, user_id: 22, module_id: 4, wedding_id: 7 }],
      addedActions: [{ id: 203, user_id: 22, action_id: 10, wedding_id: 7 }],
    });
    expect(request.body).toEqual({ spouse_id: 21 });
    await expect.poll(() => app.toasts()).toContain(texts.messages.copied());
    await app.user.selectOptions(screen.getByRole('combobox', { name: texts.user() }), 'Mateo Ruiz (Spouse)');
    expect([guests().checked, add().checked, edit().checked]).toEqual([true, true, false]);
    expect(screen.getByRole('button', { name: texts.copy({ name: 'Sofía Ruiz' }) })).toBeEnabled();
    await app.user.selectOptions(screen.getByRole('combobox', { name: texts.user() }), 'Andrés Ruiz (Helper)');
    expect(screen.queryByRole('button', { name: /^Copy to/ })).toBeNull();
  }, 30_000);

  it('the wedding’s users are managed from here too: after the users dialog closes, the people are read again, the chosen one kept', async () => {
    const people = { users: permissionsLoad.users };
    const app = openPermissions('Planner', people);
    await app.user.selectOptions(await screen.findByRole('combobox', { name: texts.user() }, { timeout: 15_000 }), 'Andrés Ruiz (Helper)');
    people.users = [...permissionsLoad.users, { ...permissionsLoad.users[1]!, id: 33, first_name: 'Lola' }];
    await app.user.click(screen.getByRole('button', { name: LL.weddingUsers.open() }));
    await screen.findByRole('dialog', { name: LL.weddingUsers.title() });
    await app.user.keyboard('{Escape}');
    const reread = await screen.findByRole('option', { name: 'Lola Ruiz (Helper)' }, { timeout: 10_000 });
    expect(reread).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: texts.user() })).toHaveDisplayValue('Andrés Ruiz (Helper)');
    expect(screen.getByRole('button', { name: LL.weddingUsers.open() })).toHaveFocus();
  }, 30_000);

  it('shows a Hostess’s fixed view, which cannot be changed', async () => {
    const app = openPermissions();
    await app.user.selectOptions(await screen.findByRole('combobox', { name: texts.user() }, { timeout: 15_000 }), 'Rosa Ruiz (Hostess)');
    expect(screen.getByText(texts.hostessFixed())).toBeVisible();
    expect(toggle(LL.weddings.wedding.modules.TABLES())).toBeDisabled();
    expect(toggle(texts.actions.HOSTESS_VIEW())).toBeChecked();
  }, 30_000);

  it('is not for a Helper: the address is unauthorized', async () => {
    openPermissions('Helper');
    expect(await screen.findByRole('heading', { name: LL.errorPages.unauthorized.title() }, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: texts.title() })).toBeNull();
  }, 30_000);
});
