import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { CreditPackage, CreditTransaction } from '../../../contract/credits';
import { i18nObject } from '../../../i18n/i18n-util';
import { creditsHistoryMachine } from '../../../machines/credits/credits-history.machine';
import { creditsPricingMachine } from '../../../machines/credits/credits-pricing.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';

const LL = i18nObject('en');
const transactions: CreditTransaction[] = [
  { id: 1, type: 'purchase', amount: 10, cost: 12000, balance: 10, date: '2026-01-02', wedding_name: null },
  { id: 2, type: 'deduction', amount: 1, cost: 0, balance: 9, date: '2026-02-03', wedding_name: 'Ana & Luis' },
];
const packages: CreditPackage[] = [
  { id: 1, quantity: 1, price: 1500 },
  { id: 2, quantity: 5, price: 6750 },
  { id: 3, quantity: 10, price: 12000 },
];

const openPlannerCredits = (prepare?: (app: RenderedApp['backend']) => void) =>
  renderApp({
    path: '/credits',
    signedInAs: sessionUser('Planner', { credits: 9 }),
    backend: (backend) => {
      backend.always('GET /credits/requests', { requests: [] });
      prepare?.(backend);
    },
  });

const historyTable = () => screen.queryByRole('table', { name: LL.credits.history.caption() });
const historyCards = () => screen.queryByRole('list', { name: LL.credits.history.caption() });
const retry = () => screen.queryByRole('button', { name: LL.credits.retry() });

interface HistoryDriver {
  app: RenderedApp;
  /** The ledger's own sum when the server says it disagrees with the balance. */
  ledger: number | null;
}

describe('a Planner’s balance and history, along the history machine’s paths', () => {
  describeUiPaths<HistoryDriver>({
    machine: creditsHistoryMachine,
    walks: 'tours',
    inputs: [{ personId: null }],
    // A ledger that disagrees with the balance is a screen of its own.
    stateKey: (snapshot) => snapshot.context.history?.ledgerBalance ?? null,
    // A retry goes back to the screen the page opened on.
    walkEvery: ['load.retry'],
    events: [
      { type: 'xstate.done.actor.loadHistory', output: { transactions, balance: 9, ledgerBalance: null } },
      { type: 'xstate.done.actor.loadHistory', output: { transactions, balance: 9, ledgerBalance: 8 } },
      { type: 'xstate.error.actor.loadHistory', error: { code: 'generic_error' } },
      { type: 'load.retry' },
    ],
    open: () => ({ app: openPlannerCredits(), ledger: null }),
    perform: {
      'xstate.done.actor.loadHistory': async (driver, event) => {
        const { ledgerBalance } = event.output as { ledgerBalance: number | null };
        const mismatch = ledgerBalance === null ? {} : { error_code: 'balance_mismatch', ledger_balance: ledgerBalance };
        const request = await driver.app.backend.answer('GET /credits/index', { transactions, balance: 9, ...mismatch });
        // A Planner's own ledger: no planner named.
        expect(request.query).toEqual({});
        driver.ledger = ledgerBalance;
      },
      'xstate.error.actor.loadHistory': async ({ app }) => {
        await app.backend.refuse('GET /credits/index', 500, 'generic_error');
        await waitFor(() => expect(app.toasts()).toContain(LL.errors.generic_error()));
      },
      // A retry asks the server again.
      'load.retry': async ({ app }) => {
        await app.user.click(retry()!);
        await app.backend.next('GET /credits/index');
      },
    },
    shows: {
      'creditsHistory.loading': () => {
        expect(historyTable()).toBeNull();
        expect(screen.getByRole('status')).toHaveTextContent(LL.common.loading());
        expect(retry()).toBeNull();
      },
      'creditsHistory.failed': () => {
        expect(historyTable()).toBeNull();
        expect(screen.getByText(LL.credits.loadError())).toBeVisible();
        expect(retry()).toBeEnabled();
      },
      'creditsHistory.loaded': ({ ledger }) => {
        expect(screen.getByText(LL.credits.creditsCount({ credits: 9 }))).toBeVisible();
        // Usage and purchases, dates dd/MM/yyyy, prices in MXN without decimals, a deduction names its wedding.
        const rows = within(historyTable()!)
          .getAllByRole('row')
          .slice(1)
          .map((row) =>
            within(row)
              .getAllByRole('cell')
              .map((cell) => cell.textContent),
          );
        expect(rows).toEqual([
          [LL.credits.history.types.purchase(), '+10', '$12,000 MXN', '10', '02/01/2026', '—'],
          [LL.credits.history.types.deduction(), '−1', '—', '9', '03/02/2026', 'Ana & Luis'],
        ]);
        // Six columns do not fit beside the side menu on a tablet: below 1024 px the table gives
        // way to cards, which keep the wedding in view instead of scrolling it off sideways.
        expect(historyTable()!.parentElement).toHaveClass('max-lg:hidden');
        expect(historyCards()).toHaveClass('lg:hidden');
        expect(within(historyCards()!).getAllByRole('listitem')[1]).toHaveTextContent('Ana & Luis');
        // balance_mismatch is never hidden: the ledger sums 8 where the balance says 9.
        if (ledger === null) expect(screen.queryByText(LL.errors.balance_mismatch())).toBeNull();
        else expect(screen.getByRole('alert')).toHaveTextContent(`${LL.errors.balance_mismatch()} ${LL.credits.mismatch({ ledger })}`);
      },
    },
  });
});

const pricingDialog = () => within(screen.getByRole('dialog', { name: LL.credits.pricingTitle() }));

describe('the Pricing dialog, along the pricing machine’s paths', () => {
  describeUiPaths<RenderedApp>({
    machine: creditsPricingMachine,
    walks: 'tours',
    walkEvery: ['load.retry'],
    events: [
      { type: 'xstate.done.actor.loadPackages', output: packages },
      { type: 'xstate.error.actor.loadPackages', error: { code: 'generic_error' } },
      { type: 'load.retry' },
    ],
    open: async () => {
      const app = openPlannerCredits((backend) => backend.always('GET /credits/index', { transactions, balance: 9 }));
      await app.user.click(await screen.findByRole('button', { name: LL.credits.pricing() }));
      return app;
    },
    perform: {
      'xstate.done.actor.loadPackages': async (app) => {
        await app.backend.answer('GET /credits/get_packages', { packages });
      },
      'xstate.error.actor.loadPackages': async (app) => {
        await app.backend.refuse('GET /credits/get_packages', 500, 'generic_error');
        await waitFor(() => expect(app.toasts()).toContain(LL.errors.generic_error()));
      },
      // A retry asks the server again.
      'load.retry': async (app) => {
        await app.user.click(pricingDialog().getByRole('button', { name: LL.credits.retry() }));
        await app.backend.next('GET /credits/get_packages');
      },
    },
    shows: {
      'creditsPricing.loading': () => {
        expect(pricingDialog().getByRole('status')).toHaveTextContent(LL.common.loading());
        expect(pricingDialog().queryByRole('listitem')).toBeNull();
      },
      'creditsPricing.failed': () => {
        expect(pricingDialog().getByText(LL.credits.loadError())).toBeVisible();
        expect(pricingDialog().getByRole('button', { name: LL.credits.retry() })).toBeEnabled();
      },
      'creditsPricing.loaded': () => {
        // Quantity and price (USD format without decimals, labelled MXN); the discount is against
        // the 1-credit price: 5 × 1,500 = 7,500 for 6,750 is 10% off, 10 × 1,500 for 12,000 is 20%.
        const cards = pricingDialog()
          .getAllByRole('listitem')
          .map((card) => [...card.querySelectorAll('p, span')].map((part) => part.textContent));
        expect(cards).toEqual([
          [LL.credits.creditsCount({ credits: 1 }), '$1,500 MXN'],
          [LL.credits.discount({ percent: 10 }), LL.credits.creditsCount({ credits: 5 }), '$6,750 MXN'],
          [LL.credits.discount({ percent: 20 }), LL.credits.creditsCount({ credits: 10 }), '$12,000 MXN'],
        ]);
      },
    },
  });
});
