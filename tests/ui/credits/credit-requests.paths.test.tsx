import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { CreditRequest } from '../../../contract/credits';
import { i18nObject } from '../../../i18n/i18n-util';
import { creditRequestsMachine } from '../../../machines/credits/credit-requests.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';

const LL = i18nObject('es');
const labels = LL.credits.requests;
const request: CreditRequest = {
  id: 40,
  planner_id: 7,
  planner_name: 'Paula Planner',
  planner_email: 'paula@example.com',
  package_id: 2,
  credits: 5,
  price: 6750,
  note: 'Transferencia el lunes',
  created_at: '2026-11-03',
};
const planner = { ...sessionUser('Planner', { id: 7, credits: 1 }), planner_id: null };

const list = () => screen.queryByRole('list', { name: labels.caption() });
const addButton = () => screen.queryByRole('button', { name: labels.addFor({ credits: 5, name: request.planner_name }) });
const dismissButton = () => screen.queryByRole('button', { name: labels.dismissFor({ name: request.planner_name }) });
const confirmDialog = () => screen.queryByRole('alertdialog');
const handleCalls = (app: RenderedApp) => app.backend.requests.filter((call) => call.path === '/credits/requests/handle');

interface Driver {
  app: RenderedApp;
  /** The request is still on the list; what the Administrator chose for it, while asked or handled. */
  held: boolean;
  chosen: 'add' | 'dismiss' | null;
}

/** A notice, looked for when it is raised (it fades after a few seconds). */
const expectTold = ({ app }: Driver, message: string) => waitFor(() => expect(app.toasts()).toContain(message));

describe('the Administrator’s credit requests, along the machine’s paths (in Spanish)', () => {
  describeUiPaths<Driver>({
    machine: creditRequestsMachine,
    walks: 'tours',
    // Every screen by its shortest walk; its answers, refusals, retry and cancel go back to screens
    // seen before and carry the rules (a request handled elsewhere leaves the list), so each gets its walk.
    walkEvery: ['load.retry', 'confirm.cancel', 'xstate.done.actor.handleRequest', 'xstate.error.actor.handleRequest'],
    // Which request is pending and whether the list still holds it make different screens.
    stateKey: (snapshot) => [snapshot.context.pending?.action ?? null, snapshot.context.requests.length],
    // A request handled is gone from the list: nobody can click it again.
    bound: (snapshot, event) => !event.type.startsWith('request.') || snapshot.context.requests.length > 0,
    events: [
      { type: 'xstate.done.actor.loadRequests', output: [request] },
      { type: 'xstate.error.actor.loadRequests', error: { code: 'generic_error' } },
      { type: 'load.retry' },
      { type: 'request.add', request },
      { type: 'request.dismiss', request },
      { type: 'confirm.accept' },
      { type: 'confirm.cancel' },
      { type: 'xstate.done.actor.handleRequest', output: { planner_id: 7, credits: 6 } },
      { type: 'xstate.error.actor.handleRequest', error: { code: 'credit_request_handled' } },
      { type: 'xstate.error.actor.handleRequest', error: { code: 'generic_error' } },
    ],
    open: () => ({
      app: renderApp({
        path: '/credits',
        locale: 'es',
        signedInAs: sessionUser('Administrator', { id: 1, language: 'es' }),
        backend: (backend) => backend.always('GET /persons/index', { persons: [planner] }),
      }),
      held: false,
      chosen: null,
    }),
    perform: {
      'xstate.done.actor.loadRequests': async (driver) => {
        await driver.app.backend.answer('GET /credits/requests', { requests: [request] });
        driver.held = true;
      },
      'xstate.error.actor.loadRequests': async (driver) => {
        await driver.app.backend.refuse('GET /credits/requests', 500, 'generic_error');
        await expectTold(driver, LL.errors.generic_error());
      },
      // A retry asks the server again.
      'load.retry': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.credits.retry() }));
        await app.backend.next('GET /credits/requests');
      },
      'request.add': async (driver) => {
        await driver.app.user.click(addButton()!);
        driver.chosen = 'add';
      },
      'request.dismiss': async (driver) => {
        await driver.app.user.click(dismissButton()!);
        driver.chosen = 'dismiss';
      },
      'confirm.accept': async ({ app }) => app.user.click(within(confirmDialog()!).getByRole('button', { name: /Agregar créditos|Descartar solicitud/ })),
      // Not now: nothing is sent, the request stays.
      'confirm.cancel': async (driver) => {
        const sent = handleCalls(driver.app).length;
        await driver.app.user.click(within(confirmDialog()!).getByRole('button', { name: labels.cancel() }));
        expect(handleCalls(driver.app)).toHaveLength(sent);
        driver.chosen = null;
      },
      // Handled: the request leaves the list; credits added are read again in the planners' balances.
      'xstate.done.actor.handleRequest': async (driver) => {
        const readsBefore = driver.app.backend.requests.filter((call) => call.path === '/persons/index').length;
        await driver.app.backend.answer('POST /credits/requests/handle', { planner_id: 7, credits: 6 });
        await expectTold(driver, driver.chosen === 'add' ? LL.credits.creditsAdded() : labels.dismissed());
        const readsAfter = () => driver.app.backend.requests.filter((call) => call.path === '/persons/index').length;
        if (driver.chosen === 'add') await waitFor(() => expect(readsAfter()).toBeGreaterThan(readsBefore));
        else expect(readsAfter()).toBe(readsBefore);
        Object.assign(driver, { held: false, chosen: null });
      },
      // Another Administrator handled it meanwhile: it leaves the list with the server's reason.
      // Any other refusal keeps it there for another try.
      'xstate.error.actor.handleRequest': async (driver, event) => {
        const code = (event as unknown as { error: { code: string } }).error.code;
        await driver.app.backend.refuse('POST /credits/requests/handle', code === 'generic_error' ? 500 : 409, code);
        const elsewhere = code === 'credit_request_handled';
        await expectTold(driver, elsewhere ? LL.errors.credit_request_handled() : labels.unexpected());
        Object.assign(driver, { held: !elsewhere, chosen: null });
      },
    },
    shows: {
      'creditRequests.loading': () => {
        expect(list()).toBeNull();
        expect(screen.getByText(LL.common.loading())).toBeInTheDocument();
      },
      'creditRequests.failed': () => {
        expect(screen.getByRole('button', { name: LL.credits.retry() })).toBeVisible();
      },
      'creditRequests.idle': ({ held }) => {
        expect(confirmDialog()).toBeNull();
        if (!held) {
          expect(list()).toBeNull();
          expect(screen.getByText(labels.empty())).toBeVisible();
          return;
        }
        const item = within(list()!).getByRole('listitem');
        // Planner, credits, price, date (dd/MM/yyyy) and note.
        for (const text of [request.planner_name, '5 créditos', '$6,750 MXN', '03/11/2026', request.note]) expect(item).toHaveTextContent(text);
        expect(addButton()).toBeEnabled();
        expect(dismissButton()).toBeEnabled();
      },
      'creditRequests.confirming': ({ chosen }) => {
        const dialog = within(confirmDialog()!);
        if (chosen === 'add') {
          expect(dialog.getByRole('heading', { name: labels.confirmAddTitle({ credits: 5, name: request.planner_name }) })).toBeVisible();
          expect(dialog.getByText(labels.confirmAddBody({ price: '$6,750' }))).toBeVisible();
        } else expect(dialog.getByRole('heading', { name: labels.confirmDismissTitle({ name: request.planner_name }) })).toBeVisible();
      },
      'creditRequests.handling': ({ app, chosen }) => {
        expect(within(confirmDialog()!).getByRole('button', { name: labels.working() })).toBeDisabled();
        // The call names the request and what the Administrator chose, nothing else.
        expect(handleCalls(app).at(-1)!.body).toEqual({ id: 40, action: chosen });
      },
    },
  });
});
