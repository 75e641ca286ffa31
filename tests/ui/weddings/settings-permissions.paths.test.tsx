import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { ActionPermission, ModulePermission } from '../../../contract/permission-grants';
import type { Wedding } from '../../../contract/weddings';
import { i18nObject } from '../../../i18n/i18n-util';
import { permissionsPageMachine } from '../../../machines/permissions/permissions-page.machine';
import { guestsAdd, guestsEdit, guestsModule, hostessView, permissionsLoad, tablesModule } from '../../machines/permissions/world';
import { andres, mateo, rosa, sofia } from '../../machines/wedding-users/world';
import { notingEffects } from '../../support/ui/noted-effects';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { sofiaAndMateo } from '../../support/ui/wedding-screens';

const LL = i18nObject('en');
const texts = LL.permissions;

/**
 * Settings › Permissions walked along its machine on the rendered app, as the wedding's planner.
 * The world (tests/machines/permissions/world.ts): Sofía holds Guests with Add, Rosa (Hostess)
 * the fixed hostess view, Andrés and Mateo nothing. The walk changes Andrés's Guests and its
 * actions, each change accepted or refused by the server, and copies Sofía's to Mateo; after
 * each step the toggles of the person chosen are what the server holds.
 */

/** What Andrés and Mateo hold of Guests (Sofía and Rosa never change). */
interface Held {
  guests: boolean;
  actions: number[];
}
interface World {
  andres: Held;
  mateo: Held;
}
const nothing: Held = { guests: false, actions: [] };
const sofiaHolds: Held = { guests: true, actions: [guestsAdd.id] };
const guestsActions = [guestsAdd.id, guestsEdit.id];

type Answered = AnyEventObject & { answer?: 'accepted' | 'refused' };
const accepted = (event: AnyEventObject) => (event as Answered).answer === 'accepted';

const { model, effectsOf } = notingEffects<World>(
  permissionsPageMachine,
  { andres: nothing, mateo: nothing },
  {
    toggleModule: (world, { event }) => (accepted(event) ? { ...world, andres: world.andres.guests ? nothing : { guests: true, actions: [] } } : world),
    setActions: (world, { event }) => {
      if (!accepted(event)) return world;
      const held = world.andres.actions;
      const actions =
        event.type === 'actions.selectAll'
          ? guestsActions
          : event.type === 'actions.unselectAll'
            ? []
            : held.includes(event.actionId)
              ? held.filter((id) => id !== event.actionId)
              : [...held, event.actionId];
      return { ...world, andres: { guests: true, actions } };
    },
    addCopied: (world) => ({ ...world, mateo: sofiaHolds }),
  },
);

/** Permission ids the fake server gives: one per person and module or action. */
const moduleRow = (userId: number, moduleId: number): ModulePermission => ({
  id: userId * 100 + 50 + moduleId,
  user_id: userId,
  module_id: moduleId,
  wedding_id: 7,
});
const actionRow = (userId: number, actionId: number): ActionPermission => ({
  id: userId * 100 + actionId,
  user_id: userId,
  action_id: actionId,
  wedding_id: 7,
});

/** The rows of the server's world, as `permissions/index` answers them. */
function rowsOf(world: World) {
  const people: Array<[number, Held]> = [
    [sofia.id, sofiaHolds],
    [andres.id, world.andres],
    [mateo.id, world.mateo],
  ];
  return {
    modules: [...people.filter(([, held]) => held.guests).map(([id]) => moduleRow(id, guestsModule.id)), moduleRow(rosa.id, tablesModule.id)],
    actions: [...people.flatMap(([id, held]) => held.actions.map((action) => actionRow(id, action))), actionRow(rosa.id, hostessView.id)],
  };
}

interface Driver {
  app: RenderedApp;
  world: World;
  chosen: number;
}

const wedding: Wedding = { ...sofiaAndMateo, modules: ['GUESTS', 'TABLES'] };
const toggle = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const guestsToggle = () => toggle(LL.weddings.wedding.modules.GUESTS());
const chosenHeld = ({ world, chosen }: Driver): Held =>
  chosen === andres.id ? world.andres : chosen === mateo.id ? world.mateo : chosen === sofia.id ? sofiaHolds : nothing;
const nameOf = (id: number) => [sofia, andres, rosa, mateo].find((person) => person.id === id)!;

/** The person's toggles as the page shows them: Guests, and under it Add and Edit. */
function shownToggles() {
  const guests = guestsToggle().checked;
  return { guests, actions: guests ? guestsActions.filter((id) => toggle(texts.actions[id === guestsAdd.id ? 'ADD' : 'EDIT']()).checked) : [] };
}

/** The server answers the change at once, as the event says; a refusal is said with the spec's message. */
async function answerChange(driver: Driver, event: AnyEventObject, call: string, answer: unknown) {
  if (accepted(event)) await driver.app.backend.answer(call, answer);
  else {
    await driver.app.backend.refuse(call, 500, 'generic_error');
    await expect.poll(() => driver.app.toasts()).toContain(texts.messages.unexpectedError());
  }
}

describe('Settings › Permissions, along the permissions page machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: model,
    walks: 'tours',
    walkEvery: ['load.retry', 'module.toggle', 'action.toggle', 'actions.selectAll', 'actions.unselectAll'],
    stateKey: (snapshot) => snapshot.context.userId,
    tourKey: (snapshot) => [snapshot.value, snapshot.context.userId, effectsOf(snapshot)],
    // Andrés's toggles (Sofía's stay as the world says, Rosa's are fixed); Sofía's copy once; toggles while the
    // copy or a reading runs are the machine tests' (tests/machines/permissions).
    bound: (snapshot, event) => {
      // While the copy or the reading runs, the walk waits for the server.
      if (snapshot.matches({ ready: 'copying' }) || snapshot.matches({ ready: 'refreshing' })) return event.type.startsWith('xstate.');
      const world = effectsOf(snapshot);
      const onAndres = snapshot.context.userId === andres.id;
      if (event.type === 'module.toggle') return onAndres;
      if (event.type === 'action.toggle' || event.type.startsWith('actions.')) return onAndres && world.andres.guests;
      if (event.type === 'permissions.copy') return snapshot.context.userId === sofia.id && !world.mateo.guests;
      return true;
    },
    events: [
      { type: 'xstate.done.actor.loadPermissions', output: permissionsLoad },
      { type: 'xstate.error.actor.loadPermissions', error: { code: 'generic_error' } },
      { type: 'load.retry' },
      ...[sofia, andres, rosa, mateo].map((person) => ({ type: 'user.choose', userId: person.id })),
      ...(['accepted', 'refused'] as const).flatMap((answer) => [
        { type: 'module.toggle', moduleId: guestsModule.id, answer },
        { type: 'action.toggle', actionId: guestsEdit.id, answer },
      ]),
      { type: 'actions.selectAll', moduleId: guestsModule.id, answer: 'accepted' },
      { type: 'actions.unselectAll', moduleId: guestsModule.id, answer: 'accepted' },
      { type: 'permissions.copy' },
      { type: 'xstate.done.actor.copyToSpouse', output: { addedModules: [], addedActions: [] } },
      { type: 'xstate.error.actor.copyToSpouse', error: { code: 'generic_error' } },
      { type: 'users.reload' },
      { type: 'xstate.done.actor.refreshPermissions', output: permissionsLoad },
      { type: 'xstate.error.actor.refreshPermissions', error: { code: 'generic_error' } },
    ],
    open: () => {
      const app = renderApp({
        path: '/wedding/7/settings/permissions',
        signedInAs: sessionUser('Planner', { id: wedding.planner_id }),
        backend: (backend) =>
          backend
            .always('GET /weddings/show', { wedding })
            .always('GET /weddings/get_actions', { actions: [] })
            .always('GET /permissions/get_users', { users: permissionsLoad.users, candidates: [] })
            .always('GET /permissions/get_modules', { modules: permissionsLoad.modules })
            .always('GET /permissions/get_actions', { actions: permissionsLoad.actions }),
      });
      return { app, world: { andres: nothing, mateo: nothing }, chosen: sofia.id };
    },
    perform: {
      'xstate.done.actor.loadPermissions': async (driver) => {
        const request = await driver.app.backend.answer('GET /permissions/index', rowsOf(driver.world));
        expect(request.query).toEqual({ wedding_id: '7' });
      },
      'xstate.error.actor.loadPermissions': async ({ app }) => {
        await app.backend.refuse('GET /permissions/index', 500, 'generic_error');
      },
      'load.retry': async ({ app }) => app.user.click(screen.getByRole('button', { name: texts.retry() })),
      'user.choose': async (driver, event) => {
        const person = nameOf(event.userId);
        await driver.app.user.selectOptions(screen.getByRole('combobox', { name: texts.user() }), `${person.first_name} Ruiz (${texts.types[person.type]()})`);
        driver.chosen = person.id;
      },
      'module.toggle': async (driver, event) => {
        await driver.app.user.click(guestsToggle());
        const granted = driver.world.andres.guests;
        if (granted) {
          const removedActions = driver.world.andres.actions.map((action) => actionRow(andres.id, action).id);
          await answerChange(driver, event, 'DELETE /permissions/remove_module_permission', { removedActions });
        } else await answerChange(driver, event, 'POST /permissions/add_module_permission', { id: moduleRow(andres.id, guestsModule.id).id });
        if (accepted(event)) driver.world = { ...driver.world, andres: granted ? nothing : { guests: true, actions: [] } };
      },
      'action.toggle': async (driver, event) => {
        await driver.app.user.click(toggle(texts.actions.EDIT()));
        const held = driver.world.andres.actions;
        if (held.includes(guestsEdit.id)) await answerChange(driver, event, 'DELETE /permissions/remove_action_permission', {});
        else await answerChange(driver, event, 'POST /permissions/add_action_permission', { id: actionRow(andres.id, guestsEdit.id).id });
        if (accepted(event))
          driver.world.andres = { guests: true, actions: held.includes(guestsEdit.id) ? held.filter((id) => id !== guestsEdit.id) : [...held, guestsEdit.id] };
      },
      // One call per action missing (or held), one after the other.
      'actions.selectAll': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: `${texts.selectAll()}: ${LL.weddings.wedding.modules.GUESTS()}` }));
        for (const action of guestsActions.filter((id) => !driver.world.andres.actions.includes(id))) {
          const request = await driver.app.backend.answer('POST /permissions/add_action_permission', { id: actionRow(andres.id, action).id });
          expect(request.body).toEqual({ wedding_id: 7, user_id: andres.id, action_id: action });
        }
        driver.world.andres = { guests: true, actions: guestsActions };
      },
      'actions.unselectAll': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: `${texts.unselectAll()}: ${LL.weddings.wedding.modules.GUESTS()}` }));
        for (const action of driver.world.andres.actions) {
          const request = await driver.app.backend.answer('DELETE /permissions/remove_action_permission', {});
          expect(request.query).toEqual({ id: String(actionRow(andres.id, action).id) });
        }
        driver.world.andres = { guests: true, actions: [] };
      },
      'permissions.copy': async ({ app }) => app.user.click(screen.getByRole('button', { name: texts.copy({ name: 'Mateo Ruiz' }) })),
      'xstate.done.actor.copyToSpouse': async (driver) => {
        const request = await driver.app.backend.answer('POST /permissions/copy_permissions_to_spouse', {
          addedModules: [moduleRow(mateo.id, guestsModule.id)],
          addedActions: [actionRow(mateo.id, guestsAdd.id)],
        });
        expect(request.body).toEqual({ spouse_id: sofia.id });
        await expect.poll(() => driver.app.toasts()).toContain(texts.messages.copied());
        driver.world.mateo = sofiaHolds;
      },
      'xstate.error.actor.copyToSpouse': async ({ app }) => {
        await app.backend.refuse('POST /permissions/copy_permissions_to_spouse', 500, 'generic_error');
        await expect.poll(() => app.toasts()).toContain(texts.messages.copyFailed());
      },
      // The wedding's users dialog, opened from here and closed: the page reads everything again.
      'users.reload': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.weddingUsers.open() }));
        await screen.findByRole('dialog', { name: LL.weddingUsers.title() }, { timeout: 10_000 });
        await app.user.keyboard('{Escape}');
      },
      'xstate.done.actor.refreshPermissions': async (driver) => {
        await driver.app.backend.answer('GET /permissions/index', rowsOf(driver.world));
      },
      'xstate.error.actor.refreshPermissions': async ({ app }) => {
        await app.backend.refuse('GET /permissions/index', 500, 'generic_error');
        await expect.poll(() => app.toasts()).toContain(LL.errors.generic_error());
      },
    },
    shows: {
      'permissionsPage.loading': () => {
        expect(screen.getByRole('status')).toHaveTextContent(texts.loading());
      },
      'permissionsPage.failed': () => {
        expect(screen.getByText(texts.loadError())).toBeVisible();
        expect(screen.getByRole('button', { name: texts.retry() })).toBeEnabled();
      },
      'permissionsPage.ready.idle': (driver) => {
        const person = nameOf(driver.chosen);
        expect(screen.getByRole('combobox', { name: texts.user() })).toHaveDisplayValue(`${person.first_name} Ruiz (${texts.types[person.type]()})`);
        if (driver.chosen === rosa.id) {
          // A Hostess's fixed view: her toggles shown, none to change.
          expect(screen.getByText(texts.hostessFixed())).toBeVisible();
          expect([toggle(LL.weddings.wedding.modules.TABLES()).checked, toggle(texts.actions.HOSTESS_VIEW()).checked]).toEqual([true, true]);
          expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true);
          return;
        }
        expect(shownToggles()).toEqual(chosenHeld(driver));
        expect(toggle(LL.weddings.wedding.modules.TABLES())).not.toBeChecked();
        const other = driver.chosen === sofia.id ? 'Mateo Ruiz' : driver.chosen === mateo.id ? 'Sofía Ruiz' : null;
        if (other) expect(screen.getByRole('button', { name: texts.copy({ name: other }) })).toBeEnabled();
        else expect(screen.queryByRole('button', { name: /^Copy to/ })).toBeNull();
      },
      'permissionsPage.ready.copying': () => {
        expect(screen.getByRole('button', { name: texts.copy({ name: 'Mateo Ruiz' }) })).toHaveAttribute('aria-busy', 'true');
      },
      // Read again in the background: the page stays as it was, the focus back on the users button.
      'permissionsPage.ready.refreshing': (driver) => {
        expect(shownToggles()).toEqual(chosenHeld(driver));
        expect(screen.getByRole('button', { name: LL.weddingUsers.open() })).toHaveFocus();
      },
    },
  });
});
