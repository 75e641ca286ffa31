import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { PersonListItem } from '../../../contract/users';
import { i18nObject } from '../../../i18n/i18n-util';
import { creditsAddMachine } from '../../../machines/credits/credits-add.machine';
import { creditsPlannersMachine } from '../../../machines/credits/credits-planners.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';

const LL = i18nObject('en');
const labels = LL.credits;
const daniela: PersonListItem = {
  id: 2,
  first_name: 'Daniela',
  last_name: 'Ríos',
  email: 'planner@demo.local',
  gender: 2,
  type: 'Planner',
  type_id: 2,
  status: 'active',
  language: 'en',
  planner_id: null,
  credits: 7,
};
const name = 'Daniela Ríos';

/** The Administrator's credits screen, and the balance the server keeps for Daniela. */
interface AdminDriver {
  app: RenderedApp;
  balance: number;
  /** What the add-credits form holds, as typed. */
  amount: number;
  cost: string;
  /** The form's fields marked after a submit: an empty cost. */
  marked: boolean;
}

/** The cost as typed, and as sent: commas are thousands separators. */
const costs: Record<string, number> = { '1,500': 1500, '12,500': 12500 };

/** A notice, looked for when it is raised (it fades after a few seconds). */
const expectTold = (driver: AdminDriver, message: string) => waitFor(() => expect(driver.app.toasts()).toContain(message));

async function openAdminCredits(): Promise<AdminDriver> {
  const app = renderApp({
    path: '/credits',
    signedInAs: sessionUser('Administrator', { id: 1 }),
    backend: (backend) => backend.always('GET /credits/requests', { requests: [] }),
  });
  return { app, balance: daniela.credits, amount: 1, cost: '', marked: false };
}

// Behind an open dialog the page is hidden from the accessibility tree, but still on screen.
const plannersTable = () => screen.queryByRole('table', { name: labels.planners.caption(), hidden: true });
const plannerRow = () => within(plannersTable()!).getAllByRole('row', { hidden: true })[1]!;
const addDialog = () => screen.queryByRole('dialog', { name: labels.addForm.title({ name }) });
const historyDialog = () => screen.queryByRole('dialog', { name: labels.historyOf({ name }) });
async function answerPlanners(driver: AdminDriver) {
  await driver.app.backend.answer('GET /persons/index', { persons: [{ ...daniela, credits: driver.balance }] });
}
const costField = () => within(addDialog()!).getByLabelText(labels.addForm.cost());

async function openAddDialog(driver: AdminDriver) {
  await screen.findByRole('table', { name: labels.planners.caption() });
  await driver.app.user.click(within(plannerRow()).getByRole('button', { name: labels.planners.addCreditsTo({ name }) }));
  Object.assign(driver, { amount: 1, cost: '', marked: false });
}

/** The purchase recorded: the server answers the planner's new balance. */
async function acceptPurchase(driver: AdminDriver) {
  const request = await driver.app.backend.answer('POST /credits/add_credits', { credits: driver.balance + driver.amount });
  // The amount and the cost with its commas stripped, for this planner.
  expect(request.body).toEqual({ person_id: daniela.id, amount: driver.amount, cost: costs[driver.cost] });
  driver.balance += driver.amount;
  await expectTold(driver, labels.creditsAdded());
}

describe('the Administrator’s planners and their credits, along the planners machine’s paths', () => {
  describeUiPaths<AdminDriver>({
    machine: creditsPlannersMachine,
    walks: 'tours',
    // A retry, credits added or not, and the planners read again or not: each goes back to a screen seen before.
    walkEvery: ['load.retry', 'xstate.done.actor.addCredits', 'xstate.done.actor.reloadPlanners', 'xstate.error.actor.reloadPlanners'],
    events: [
      { type: 'xstate.done.actor.loadPlanners', output: [daniela] },
      { type: 'xstate.error.actor.loadPlanners', error: { code: 'generic_error' } },
      { type: 'load.retry' },
      { type: 'planner.viewHistory', planner: daniela },
      { type: 'planner.addCredits', planner: daniela },
      { type: 'dialog.close' },
      { type: 'xstate.done.actor.addCredits', output: { credits: 8 } },
      { type: 'xstate.done.actor.addCredits', output: { credits: null } },
      { type: 'xstate.done.actor.reloadPlanners', output: [{ ...daniela, credits: 8 }] },
      { type: 'xstate.error.actor.reloadPlanners', error: { code: 'generic_error' } },
    ],
    // The dialogs open from the rows at rest: opened while the rows reload, they are the same dialogs.
    bound: (snapshot, event) => !event.type.startsWith('planner.') || snapshot.matches({ ready: { rows: 'shown' } }),
    open: openAdminCredits,
    perform: {
      'xstate.done.actor.loadPlanners': answerPlanners,
      'xstate.error.actor.loadPlanners': async ({ app }) => {
        await app.backend.refuse('GET /persons/index', 500, 'generic_error');
      },
      // A retry asks the server again.
      'load.retry': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: labels.retry() }));
        await app.backend.next('GET /persons/index');
      },
      'planner.viewHistory': async ({ app }) => app.user.click(within(plannerRow()).getByRole('button', { name: labels.planners.viewHistoryOf({ name }) })),
      'planner.addCredits': openAddDialog,
      'dialog.close': async ({ app }) => app.user.click(within(historyDialog()!).getByRole('button', { name: labels.close() })),
      'xstate.done.actor.addCredits': async (driver, event) => {
        const dialog = within(addDialog()!);
        if ((event.output as { credits: number | null }).credits === null) {
          await driver.app.user.click(dialog.getByRole('button', { name: labels.addForm.cancel() }));
          return;
        }
        await driver.app.user.click(costField());
        await driver.app.user.paste('1,500');
        driver.cost = '1,500';
        await driver.app.user.click(dialog.getByRole('button', { name: labels.addForm.submit() }));
        await acceptPurchase(driver);
      },
      'xstate.done.actor.reloadPlanners': answerPlanners,
      // The list could not be read again: the row keeps the balance the purchase answered.
      'xstate.error.actor.reloadPlanners': async (driver) => {
        await driver.app.backend.refuse('GET /persons/index', 500, 'generic_error');
        await expectTold(driver, LL.errors.generic_error());
      },
    },
    shows: {
      'creditsPlanners.loading': () => {
        expect(plannersTable()).toBeNull();
        expect(screen.getAllByRole('status').some((status) => status.textContent === LL.common.loading())).toBe(true);
      },
      'creditsPlanners.failed': ({ app }) => {
        expect(plannersTable()).toBeNull();
        expect(screen.getByText(labels.loadError())).toBeVisible();
        expect(app.toasts()).toContain(LL.errors.generic_error());
      },
      // The balance shown is the server's: the one it answered to the purchase, then the list it answers again.
      'creditsPlanners.ready.rows.shown': (driver) => {
        expect(plannerRow()).toHaveTextContent(`${name}${daniela.email}${labels.creditsCount({ credits: driver.balance })}`);
      },
      // Credits just added show at once while the planners are read again behind the scenes.
      'creditsPlanners.ready.rows.refreshing': (driver) => {
        expect(plannerRow()).toHaveTextContent(labels.creditsCount({ credits: driver.balance }));
        expect(driver.app.backend.unanswered.map((request) => request.path)).toContain('/persons/index');
      },
      'creditsPlanners.ready.dialog.closed': () => {
        expect(addDialog()).toBeNull();
        expect(historyDialog()).toBeNull();
      },
      // The planner's own ledger, asked for by id.
      'creditsPlanners.ready.dialog.history': ({ app }) => {
        expect(historyDialog()).toBeVisible();
        expect(app.backend.requests.filter((request) => request.path === '/credits/index').at(-1)?.query).toEqual({ person_id: String(daniela.id) });
      },
      'creditsPlanners.ready.dialog.adding': () => {
        expect(addDialog()).toBeVisible();
      },
    },
  });
});

describe('adding credits to a planner, along the add-credits machine’s paths', () => {
  describeUiPaths<AdminDriver>({
    machine: creditsAddMachine,
    walks: 'tours',
    inputs: [{ personId: daniela.id }],
    // The amount, the cost typed and the errors marked make the form's screens.
    // (Once closed, the form is gone: one screen.)
    stateKey: (snapshot) =>
      snapshot.status === 'done' ? null : [snapshot.context.values.amount, snapshot.context.values.cost === '', Object.keys(snapshot.context.fieldErrors)],
    // One credit or two are enough to see the stepper's floor (and a machine without one stays finite).
    bound: (snapshot, event) => event.type !== 'add.step' || [1].includes(Number(snapshot.context.values.amount)),
    // A refused submit, by the form or the server, lands on the form as it was: walked on its own.
    walkEvery: ['add.submit', 'xstate.error.actor.addCredits'],
    events: [
      { type: 'add.change', values: { cost: '12,500' } },
      { type: 'add.change', values: { cost: '' } },
      { type: 'add.step', by: 1 },
      { type: 'add.step', by: -1 },
      { type: 'add.submit' },
      { type: 'add.cancel' },
      { type: 'xstate.done.actor.addCredits', output: { credits: 9 } },
      { type: 'xstate.error.actor.addCredits', error: { code: 'generic_error' } },
    ],
    open: async () => {
      const driver = await openAdminCredits();
      await answerPlanners(driver);
      await openAddDialog(driver);
      return driver;
    },
    perform: {
      'add.change': async (driver, event) => {
        const { cost } = event.values as { cost: string };
        await driver.app.user.clear(costField());
        if (cost) await driver.app.user.type(costField(), cost);
        driver.cost = cost;
        driver.marked = false;
      },
      'add.step': async (driver, event) => {
        const by = event.by as 1 | -1;
        await driver.app.user.click(within(addDialog()!).getByRole('button', { name: by === 1 ? labels.addForm.increase() : labels.addForm.decrease() }));
        // At 1 the "one less" button is disabled: the amount never goes below 1.
        driver.amount = Math.max(1, driver.amount + by);
      },
      // The cost is required: an empty one is marked, and nothing is sent.
      'add.submit': async (driver) => {
        const sent = driver.app.backend.requests.length;
        await driver.app.user.click(within(addDialog()!).getByRole('button', { name: labels.addForm.submit() }));
        driver.marked = driver.cost === '';
        if (driver.marked) expect(driver.app.backend.requests).toHaveLength(sent);
      },
      // Cancelling sends nothing.
      'add.cancel': async ({ app }) => {
        const sent = app.backend.requests.length;
        await app.user.click(within(addDialog()!).getByRole('button', { name: labels.addForm.cancel() }));
        expect(app.backend.requests).toHaveLength(sent);
      },
      'xstate.done.actor.addCredits': acceptPurchase,
      // Refused: the form stays as typed, and says why.
      'xstate.error.actor.addCredits': async (driver) => {
        await driver.app.backend.refuse('POST /credits/add_credits', 500, 'generic_error');
        await expectTold(driver, labels.unexpectedAdding());
      },
    },
    shows: {
      'creditsAdd.editing': (driver) => {
        const dialog = within(addDialog()!);
        // What was typed stays, also after a refusal.
        expect(dialog.getByRole('spinbutton', { name: labels.addForm.amount() })).toHaveValue(driver.amount);
        expect(costField()).toHaveValue(driver.cost);
        // The stepper never goes below 1.
        expect(dialog.getByRole('button', { name: labels.addForm.decrease() })).toHaveProperty('disabled', driver.amount <= 1);
        if (driver.marked) expect(costField()).toHaveAccessibleDescription(LL.validation.required());
        else expect(costField()).not.toHaveAttribute('aria-invalid');
      },
      'creditsAdd.submitting': (driver) => {
        const dialog = within(addDialog()!);
        // Not cancellable while the purchase is recorded.
        expect(dialog.getByRole('button', { name: labels.addForm.submitting() })).toBeDisabled();
        expect(dialog.getByRole('button', { name: labels.addForm.cancel() })).toBeDisabled();
        expect(driver.app.backend.unanswered.map((call) => call.path)).toContain('/credits/add_credits');
      },
      // Added: the dialog closes and the row shows the balance the server answered.
      'creditsAdd.done': (driver) => {
        expect(addDialog()).toBeNull();
        expect(plannerRow()).toHaveTextContent(labels.creditsCount({ credits: driver.balance }));
      },
      // Nothing was added: the row keeps the balance the server holds.
      'creditsAdd.cancelled': (driver) => {
        expect(addDialog()).toBeNull();
        expect(plannerRow()).toHaveTextContent(labels.creditsCount({ credits: driver.balance }));
      },
    },
  });
});
