import { screen, within } from '@testing-library/react';
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

describe('the Administrator’s credit requests, along the machine’s paths (in Spanish)', () => {
  describeUiPaths<RenderedApp>({
    machine: creditRequestsMachine,
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
    open: () =>
      renderApp({
        path: '/credits',
        locale: 'es',
        signedInAs: sessionUser('Administrator', { id: 1, language: 'es' }),
        backend: (backend) => backend.always('GET /persons/index', { persons: [planner] }),
      }),
    perform: {
      'xstate.done.actor.loadRequests': async (app) => {
        await app.backend.answer('GET /credits/requests', { requests: [request] });
      },
      'xstate.error.actor.loadRequests': async (app) => {
        await app.backend.refuse('GET /credits/requests', 500, 'generic_error');
      },
      'load.retry': async (app) => app.user.click(screen.getByRole('button', { name: LL.credits.retry() })),
      'request.add': async (app) => app.user.click(addButton()!),
      'request.dismiss': async (app) => app.user.click(dismissButton()!),
      'confirm.accept': async (app) => app.user.click(within(confirmDialog()!).getByRole('button', { name: /Agregar créditos|Descartar solicitud/ })),
      'confirm.cancel': async (app) => app.user.click(within(confirmDialog()!).getByRole('button', { name: labels.cancel() })),
      'xstate.done.actor.handleRequest': async (app) => {
        await app.backend.answer('POST /credits/requests/handle', { planner_id: 7, credits: 6 });
      },
      'xstate.error.actor.handleRequest': async (app, event) => {
        const code = (event as unknown as { error: { code: string } }).error.code;
        await app.backend.refuse('POST /credits/requests/handle', code === 'generic_error' ? 500 : 409, code);
      },
    },
    shows: {
      'creditRequests.loading': () => {
        expect(list()).toBeNull();
        expect(screen.getByText(LL.common.loading())).toBeInTheDocument();
      },
      'creditRequests.failed': (app) => {
        expect(screen.getByRole('button', { name: LL.credits.retry() })).toBeVisible();
        expect(app.toasts()).toContain(LL.errors.generic_error());
      },
      'creditRequests.idle': (app, snapshot) => {
        expect(confirmDialog()).toBeNull();
        const calls = handleCalls(app);
        if (snapshot.context.requests.length === 0) {
          expect(list()).toBeNull();
          expect(screen.getByText(labels.empty())).toBeVisible();
          const last = calls.at(-1)!.body as { action: string };
          const told: string[] = [LL.credits.creditsAdded(), labels.dismissed(), LL.errors.credit_request_handled()];
          expect(app.toasts().some((toast) => told.includes(toast))).toBe(true);
          if (last.action === 'add') {
            // Credits added: the planners' balances are read again.
            expect(app.backend.requests.filter((call) => call.path === '/persons/index').length).toBeGreaterThan(1);
          }
          return;
        }
        const item = within(list()!).getByRole('listitem');
        // Planner, credits, price, date (dd/MM/yyyy) and note.
        for (const text of [request.planner_name, '5 créditos', '$6,750 MXN', '03/11/2026', request.note]) expect(item).toHaveTextContent(text);
        expect(addButton()).toBeEnabled();
        expect(dismissButton()).toBeEnabled();
        // A request the server could not handle stays, and the toast says so.
        if (calls.length > 0) expect(app.toasts()).toContain(labels.unexpected());
      },
      'creditRequests.confirming': (_, snapshot) => {
        const dialog = within(confirmDialog()!);
        if (snapshot.context.pending?.action === 'add') {
          expect(dialog.getByRole('heading', { name: labels.confirmAddTitle({ credits: 5, name: request.planner_name }) })).toBeVisible();
          expect(dialog.getByText(labels.confirmAddBody({ price: '$6,750' }))).toBeVisible();
        } else expect(dialog.getByRole('heading', { name: labels.confirmDismissTitle({ name: request.planner_name }) })).toBeVisible();
      },
      'creditRequests.handling': (app, snapshot) => {
        expect(within(confirmDialog()!).getByRole('button', { name: labels.working() })).toBeDisabled();
        // The call names the request and what the Administrator chose, nothing else.
        expect(handleCalls(app).at(-1)!.body).toEqual({ id: 40, action: snapshot.context.pending!.action });
      },
    },
  });
});
