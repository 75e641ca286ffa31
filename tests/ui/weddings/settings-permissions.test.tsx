import { screen, waitFor } from '@testing-library/react';
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

// The page's screens, choices, copy, users dialog and a Hostess's fixed view are walked in
// settings-permissions.paths.test.tsx; here, each of the four calls refused.
describe('Settings › Permissions (part 2 §2 "Settings", §4, §8)', () => {
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

  it('is not for a Helper: the address is unauthorized', async () => {
    openPermissions('Helper');
    expect(await screen.findByRole('heading', { name: LL.errorPages.unauthorized.title() }, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: texts.title() })).toBeNull();
  }, 30_000);
});
