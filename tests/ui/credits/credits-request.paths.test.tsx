import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { CreditRequest } from '../../../contract/credits';
import { i18nObject } from '../../../i18n/i18n-util';
import { creditsRequestMachine } from '../../../machines/credits/credits-request.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';

const LL = i18nObject('en');
const labels = LL.credits.request;
const packages = [
  { id: 1, quantity: 1, price: 1500 },
  { id: 2, quantity: 5, price: 6750 },
];
/** The planner already asked for the 1-credit package. */
const openRequest: CreditRequest = {
  id: 40,
  planner_id: 2,
  planner_name: 'Paula Planner',
  planner_email: 'paula@example.com',
  package_id: 1,
  credits: 1,
  price: 1500,
  note: '',
  created_at: '2026-11-03',
};
const note = 'Paying by transfer on Monday';
/** One character over the note's 500. */
const tooLongNote = 'x'.repeat(501);

interface Driver {
  app: RenderedApp;
  /** The note typed in the open form, and whether sending it was tried (its rule then shows). */
  note: string;
  submitTried: boolean;
  /** The 5-credit package was asked for. */
  sent: boolean;
}

const dialog = () => within(screen.getByRole('dialog', { name: LL.credits.pricingTitle() }));
const requestButton = (credits: number) => dialog().queryByRole('button', { name: labels.actionFor({ credits }) });
const noteField = () => dialog().queryByLabelText(labels.note());

async function openPricing(): Promise<Driver> {
  const app = renderApp({
    path: '/credits',
    signedInAs: sessionUser('Planner'),
    backend: (backend) => {
      backend.always('GET /credits/index', { transactions: [], balance: 3 });
      backend.always('GET /credits/get_packages', { packages });
    },
  });
  await app.user.click(await screen.findByRole('button', { name: LL.credits.pricing() }, { timeout: 5000 }));
  return { app, note: '', submitTried: false, sent: false };
}

describe('requesting credits from the Pricing dialog, along the machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: creditsRequestMachine,
    walks: 'tours',
    walkEvery: ['load.retry'],
    // The note typed decides where a submit leads, so it is part of what makes a screen.
    stateKey: (snapshot) => [snapshot.context.requests.length, Object.keys(snapshot.context.fieldErrors), snapshot.context.note.length],
    // Once the 5-credit package is asked for, its button is gone.
    bound: (snapshot, event) => event.type !== 'request.start' || snapshot.context.requests.length < 2,
    events: [
      { type: 'xstate.done.actor.loadRequests', output: [openRequest] },
      { type: 'xstate.error.actor.loadRequests', error: { code: 'generic_error' } },
      { type: 'load.retry' },
      { type: 'request.start', packageId: 2 },
      { type: 'request.change', note },
      { type: 'request.change', note: tooLongNote },
      { type: 'request.submit' },
      { type: 'request.cancel' },
      { type: 'xstate.done.actor.sendRequest', output: { ...openRequest, id: 41, package_id: 2, credits: 5, price: 6750, note, created_at: '2026-11-23' } },
      { type: 'xstate.error.actor.sendRequest', error: { code: 'credit_request_open' } },
    ],
    open: openPricing,
    perform: {
      'xstate.done.actor.loadRequests': async ({ app }) => {
        await app.backend.answer('GET /credits/requests', { requests: [openRequest] });
      },
      'xstate.error.actor.loadRequests': async ({ app }) => {
        await app.backend.refuse('GET /credits/requests', 500, 'generic_error');
        await waitFor(() => expect(app.toasts()).toContain(LL.errors.generic_error()));
      },
      // A retry asks the server again.
      'load.retry': async ({ app }) => {
        await app.user.click(dialog().getByRole('button', { name: LL.credits.retry() }));
        await app.backend.next('GET /credits/requests');
      },
      'request.start': async (driver) => {
        await driver.app.user.click(requestButton(5)!);
        Object.assign(driver, { note: '', submitTried: false });
      },
      'request.change': async (driver, event) => {
        await driver.app.user.clear(noteField()!);
        await driver.app.user.click(noteField()!);
        await driver.app.user.paste(event.note);
        Object.assign(driver, { note: event.note, submitTried: false });
      },
      'request.submit': async (driver) => {
        await driver.app.user.click(dialog().getByRole('button', { name: labels.send() }));
        driver.submitTried = true;
      },
      'request.cancel': async ({ app }) => app.user.click(dialog().getByRole('button', { name: labels.back() })),
      'xstate.done.actor.sendRequest': async (driver) => {
        const request = await driver.app.backend.answer('POST /credits/request', {
          request: { ...openRequest, id: 41, package_id: 2, credits: 5, price: 6750, note, created_at: '2026-11-23' },
        });
        // The request names the package chosen and carries the note as typed (or none).
        expect(request.body).toEqual({ package_id: 2, note: driver.note });
        driver.sent = true;
        await waitFor(() => expect(driver.app.toasts()).toContain(labels.sent()));
      },
      // A refusal keeps the form and the note, and says why.
      'xstate.error.actor.sendRequest': async (driver) => {
        await driver.app.backend.refuse('POST /credits/request', 409, 'credit_request_open');
        driver.submitTried = false;
        await waitFor(() => expect(driver.app.toasts()).toContain(LL.errors.credit_request_open()));
      },
    },
    shows: {
      'creditsRequest.loading': () => {
        expect(requestButton(5)).toBeNull();
      },
      'creditsRequest.failed': () => {
        expect(dialog().getByText(LL.credits.loadError())).toBeVisible();
        expect(requestButton(5)).toBeNull();
      },
      'creditsRequest.idle': ({ sent }) => {
        // The package already asked for shows its date (dd/MM/yyyy) instead of a button.
        expect(dialog().getByText(labels.requestedOn({ date: '03/11/2026' }))).toBeVisible();
        expect(requestButton(1)).toBeNull();
        expect(noteField()).toBeNull();
        if (sent) {
          expect(dialog().getByText(labels.requestedOn({ date: '23/11/2026' }))).toBeVisible();
          expect(requestButton(5)).toBeNull();
        } else expect(requestButton(5)).toBeEnabled();
      },
      'creditsRequest.composing': ({ note: typed, submitTried }) => {
        expect(dialog().getByRole('heading', { name: labels.formTitle({ credits: 5, price: '$6,750' }) })).toBeVisible();
        // A note of 501 characters is refused on sending, with the rule (part 1 §7: 500 at most).
        if (submitTried && typed === tooLongNote) expect(noteField()).toHaveAccessibleDescription(LL.validation.maxLength({ max: 500 }));
        else expect(noteField()).not.toHaveAttribute('aria-invalid');
        // What was typed stays, also after a refusal.
        expect(noteField()).toHaveValue(typed);
        expect(dialog().getByRole('button', { name: labels.send() })).toBeEnabled();
      },
      'creditsRequest.sending': ({ app }) => {
        expect(dialog().getByRole('button', { name: labels.sending() })).toBeDisabled();
        expect(dialog().getByRole('button', { name: labels.back() })).toBeDisabled();
        expect(app.backend.unanswered.map((request) => request.path)).toContain('/credits/request');
      },
    },
  });
});
