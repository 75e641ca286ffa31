import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { SessionUser } from '../../../contract/person';
import type { WeddingListItem } from '../../../contract/weddings';
import { i18nObject } from '../../../i18n/i18n-util';
import { weddingsListMachine, type WeddingsInput, type WeddingsLoad } from '../../../machines/weddings/weddings-list.machine';
import { defaultWeddingsQuery, type WeddingsQuery } from '../../../machines/weddings/weddings-query';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';

const LL = i18nObject('en');
const labels = LL.weddings;

const sofia: WeddingListItem = { id: 1, name: 'Sofía & Mateo', date: '2027-05-22', guestsCount: 3, archived: false };
const ana: WeddingListItem = { id: 2, name: 'Ana & Leo', date: '2027-07-01', guestsCount: 1, archived: false };
const emma: WeddingListItem = { id: 3, name: 'Emma & Olivia', date: '2027-09-11', guestsCount: 0, archived: false };
const lucia: WeddingListItem = { id: 4, name: 'Lucía & Pablo', date: '2026-10-03', guestsCount: 120, archived: true };
/** The wedding the walk creates with the wizard: the reload brings it. */
const clara: WeddingListItem = { id: 40, name: 'Clara & Tomás', date: '2027-06-14', guestsCount: 0, archived: false };

/**
 * The oracle, written apart from `visibleWeddings` so that a fault there shows: each sort as the
 * order a person expects, active and archived apart, the search ignoring case and accents.
 */
const orders: Record<WeddingsQuery['sort'], WeddingListItem[]> = {
  dateAsc: [lucia, sofia, clara, ana, emma],
  dateDesc: [emma, ana, clara, sofia, lucia],
  nameAsc: [ana, clara, emma, lucia, sofia],
};
const unaccented = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function expectedRows({ context }: AnyMachineSnapshot): WeddingListItem[] {
  const { query, weddings } = context as { query: WeddingsQuery; weddings: WeddingListItem[] };
  const held = new Set(weddings.map((wedding) => wedding.id));
  return orders[query.sort].filter(
    (wedding) => held.has(wedding.id) && wedding.archived === (query.show === 'archived') && unaccented(wedding.name).includes(unaccented(query.text.trim())),
  );
}

/** What the list says when nothing shows: the search, or which of active and archived is empty. */
function expectedEmptyMessage({ context }: AnyMachineSnapshot): string {
  const { query } = context as { query: WeddingsQuery };
  if (query.text.trim()) return labels.query.noMatch({ text: query.text.trim() });
  return query.show === 'archived' ? labels.query.noArchived() : labels.query.noActive();
}

const isDefault = ({ context }: AnyMachineSnapshot) => JSON.stringify(context.query) === JSON.stringify(defaultWeddingsQuery);

/** A walk that created a wedding has paid for it. */
const hasCreated = ({ context }: AnyMachineSnapshot) => context.charged && context.credits < planner.credits;

const loaded: WeddingsLoad = { weddings: [sofia, ana, emma, lucia], credits: 3 };
const onlyArchived: WeddingsLoad = { weddings: [lucia], credits: 3 };
const onlyActive: WeddingsLoad = { weddings: [sofia], credits: 3 };
const nothing: WeddingsLoad = { weddings: [], credits: 3 };
const reloaded: WeddingsLoad = { weddings: [sofia, ana, emma, lucia, clara], credits: 2 };

const planner: WeddingsInput = { canCreate: true, charged: true, credits: 3 };
const helper: WeddingsInput = { canCreate: false, charged: false, credits: 0 };

interface ListDriver extends RenderedApp {
  /** The signed-in person as the server answers `/me`: its balance follows what the server charged. */
  me: SessionUser;
}

const table = () => screen.getByRole('table', { name: labels.caption(), hidden: true });
const cards = () => screen.getByRole('list', { name: labels.caption(), hidden: true });

const displayDate = (wedding: WeddingListItem) => wedding.date.split('-').reverse().join('/');

/** The rows of the desktop table and the phone cards, in order, each saying what the spec lists. */
function expectRows(rows: WeddingListItem[]) {
  const bodyRows = within(table()).getAllByRole('row', { hidden: true }).slice(1);
  expect(
    bodyRows.map((row) =>
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ),
  ).toEqual(rows.map((wedding) => [wedding.name, String(wedding.guestsCount), displayDate(wedding)]));
  // A phone card's name is all it shows (issue 8): the wedding, its date (dd/MM/yyyy) and its guests.
  expect(
    within(cards())
      .queryAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href')),
  ).toEqual(rows.map((wedding) => `/wedding/${wedding.id}`));
  rows.forEach((wedding, index) => {
    const card = within(cards()).getAllByRole('link', { hidden: true })[index]!;
    // (jsdom joins the card's lines with less spacing than a browser: spacing aside.)
    expect(card).toHaveAccessibleName(
      new RegExp(`^${wedding.name}\\s*${displayDate(wedding)}\\s*,\\s*${LL.weddings.guestsCount({ count: wedding.guestsCount })}$`),
    );
  });
}

/**
 * Without weddings, the empty state (part 1 §2: it differs between those who may create and those
 * who may not); else the rows the query leaves, or what the list says when it leaves none.
 */
function expectList(snapshot: AnyMachineSnapshot) {
  const { weddings, canCreate } = snapshot.context as { weddings: WeddingListItem[]; canCreate: boolean };
  if (weddings.length === 0) {
    expect(screen.getByText(canCreate ? labels.emptyCanCreate.title() : labels.emptyCannotCreate.title())).toBeVisible();
    if (canCreate) expect(screen.getByRole('button', { name: labels.create(), hidden: true })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: labels.create(), hidden: true })).toBeNull();
    return;
  }
  expect(screen.queryByText(labels.emptyCanCreate.title())).toBeNull();
  const rows = expectedRows(snapshot);
  if (rows.length > 0) return expectRows(rows);
  expect(screen.getByText(expectedEmptyMessage(snapshot))).toBeVisible();
  expect(screen.queryByRole('table', { hidden: true })).toBeNull();
}

async function typeInto(app: RenderedApp, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await app.user.clear(field);
  if (value) await app.user.paste(value);
}

/** A person fills the three steps and confirms; the server answers the new balance. */
async function createClara(app: ListDriver) {
  const wizard = within(screen.getByRole('dialog', { name: labels.wizard.title() }));
  await app.user.click(wizard.getByLabelText(labels.wizard.name()));
  await app.user.paste(clara.name);
  await app.user.click(wizard.getByLabelText(labels.wizard.date()));
  await app.user.paste('14/06/2027');
  for (const [first, last, gender] of [
    ['Clara', 'Núñez', '2'],
    ['Tomás', 'Vidal', '1'],
  ] as const) {
    await app.user.click(wizard.getByRole('button', { name: labels.wizard.next() }));
    await app.user.type(wizard.getByLabelText(labels.wizard.firstName()), first);
    await app.user.type(wizard.getByLabelText(labels.wizard.lastName()), last);
    await app.user.selectOptions(wizard.getByLabelText(labels.wizard.gender()), gender);
  }
  await app.user.click(wizard.getByRole('button', { name: labels.wizard.add() }));
  await app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: labels.wizard.confirm() }));
  await app.backend.answer('POST /weddings/create', { id: clara.id, credits: 2 });
  app.me.credits = 2;
}

describe('weddings list, along the machine’s paths', () => {
  describeUiPaths<ListDriver>({
    machine: weddingsListMachine.provide({ actions: { shareBalance: () => {} } }),
    inputs: [planner, helper],
    bound: (snapshot, event) => {
      const { weddings, canCreate } = snapshot.context as { weddings: WeddingListItem[]; canCreate: boolean };
      // The search, filter and sort show with rows to search, beside a list not reloading nor under the wizard.
      // (Walked on the list as first loaded: after a creation they would show nothing new.)
      if (event.type.startsWith('query.'))
        return weddings.length > 0 && !hasCreated(snapshot) && snapshot.matches({ ready: { rows: 'shown', wizard: 'closed' } });
      // Creating is walked from the list as it opens (the search and sort are walked on their own), and
      // not while the list reloads (another wedding would only start the reload over).
      if (event.type === 'wizard.open') return snapshot.matches({ ready: { rows: 'shown' } }) && isDefault(snapshot);
      // Nothing active (for a planner) and nothing archived (for a helper): each empty filter once.
      if (event.type === 'xstate.done.actor.loadWeddings' && event.output === onlyArchived) return canCreate;
      if (event.type === 'xstate.done.actor.loadWeddings' && event.output === onlyActive) return !canCreate;
      return true;
    },
    // One walk per distinct screen: the rows shown (or what the list says instead), and the balance.
    stateKey: (snapshot) => ({
      shown: expectedRows(snapshot).map((wedding) => wedding.id),
      message: expectedEmptyMessage(snapshot),
      total: (snapshot.context as { weddings: WeddingListItem[] }).weddings.length,
      credits: (snapshot.context as { credits: number }).credits,
    }),
    events: [
      { type: 'xstate.done.actor.loadWeddings', output: loaded },
      { type: 'xstate.done.actor.loadWeddings', output: onlyArchived },
      { type: 'xstate.done.actor.loadWeddings', output: onlyActive },
      { type: 'xstate.done.actor.loadWeddings', output: nothing },
      { type: 'xstate.error.actor.loadWeddings', error: { code: 'generic_error', messageKey: 'errors.generic_error' } },
      { type: 'load.retry' },
      { type: 'query.search', text: 'SOFIA' },
      { type: 'query.search', text: 'zzz' },
      { type: 'query.search', text: '' },
      { type: 'query.sort', sort: 'dateDesc' },
      { type: 'query.sort', sort: 'nameAsc' },
      { type: 'query.show', show: 'archived' },
      { type: 'query.show', show: 'active' },
      { type: 'wizard.open' },
      { type: 'xstate.done.actor.wizard', output: { created: { id: clara.id, credits: 2 } } },
      { type: 'xstate.done.actor.wizard', output: { created: null } },
      { type: 'xstate.done.actor.reloadWeddings', output: reloaded },
      { type: 'xstate.error.actor.reloadWeddings', error: { code: 'generic_error', messageKey: 'errors.generic_error' } },
    ],
    open: async (input) => {
      const { canCreate } = input as WeddingsInput;
      const me = canCreate ? sessionUser('Planner', { credits: 3 }) : sessionUser('Helper', { credits: 0 });
      const app = renderApp({ path: '/weddings', signedInAs: me });
      await app.backend.next('GET /weddings', 15_000);
      return { ...app, me };
    },
    perform: {
      'xstate.done.actor.loadWeddings': async (app, event) => {
        await app.backend.answer('GET /weddings', { weddings: (event.output as WeddingsLoad).weddings });
      },
      'xstate.error.actor.loadWeddings': async (app) => {
        await app.backend.refuse('GET /weddings', 500, 'generic_error');
      },
      'load.retry': (app) => app.user.click(screen.getByRole('button', { name: labels.retry() })),
      'query.search': (app, event) => typeInto(app, labels.query.search(), event.text),
      'query.sort': (app, event) => app.user.selectOptions(screen.getByLabelText(labels.query.sort()), event.sort),
      'query.show': (app, event) => app.user.selectOptions(screen.getByLabelText(labels.query.show()), event.show),
      'wizard.open': (app) => app.user.click(screen.getByRole('button', { name: labels.create() })),
      'xstate.done.actor.wizard': async (app, event) => {
        if (event.output.created) await createClara(app);
        else await app.user.click(screen.getByRole('button', { name: LL.common.close() }));
      },
      'xstate.done.actor.reloadWeddings': async (app) => {
        await app.backend.answer('GET /weddings', { weddings: reloaded.weddings });
      },
      'xstate.error.actor.reloadWeddings': async (app) => {
        await app.backend.refuse('GET /weddings', 500, 'generic_error');
      },
    },
    shows: {
      'weddingsList.loading': () => {
        expect(screen.getAllByRole('status').some((status) => status.textContent === LL.common.loading())).toBe(true);
        expect(screen.queryByRole('table', { hidden: true })).toBeNull();
      },
      'weddingsList.failed': () => {
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(labels.retrieveWeddingsError() + labels.retry());
        expect(screen.getByRole('button', { name: labels.retry() })).toBeVisible();
        expect(screen.queryByRole('table', { hidden: true })).toBeNull();
      },
      'weddingsList.ready.rows.shown': (_, snapshot) => {
        const { charged, credits } = snapshot.context as { charged: boolean; credits: number };
        // The balance shown is the one the server answered last (the load's, or the creation's).
        if (charged) expect(screen.getByRole('link', { name: labels.creditsAvailable({ credits }), hidden: true })).toHaveAttribute('href', '/credits');
        else expect(screen.queryByRole('link', { name: /credit/, hidden: true })).toBeNull();
        expectList(snapshot);
      },
      // The rows on screen stay while the list reloads behind them.
      'weddingsList.ready.rows.refreshing': (app, snapshot) => {
        expect(app.backend.unanswered.filter((request) => request.path === '/weddings')).toHaveLength(1);
        expectList(snapshot);
        expect(screen.getByRole('link', { name: labels.creditsAvailable({ credits: 2 }), hidden: true })).toBeVisible();
      },
      'weddingsList.ready.wizard.closed': (_, snapshot) => {
        expect(screen.queryByRole('dialog', { name: labels.wizard.title() })).toBeNull();
        const { weddings, canCreate } = snapshot.context as { weddings: WeddingListItem[]; canCreate: boolean };
        // Only Administrators and Planners are offered the wizard (part 1 §2).
        if (!canCreate) expect(screen.queryByRole('button', { name: labels.create() })).toBeNull();
        else if (weddings.length > 0) expect(screen.getByRole('button', { name: labels.create() })).toBeVisible();
      },
      'weddingsList.ready.wizard.open': () => {
        const wizard = screen.getByRole('dialog', { name: labels.wizard.title() });
        expect(within(wizard).getByText(labels.wizard.stepOf({ current: 1, total: 3 }))).toBeVisible();
      },
    },
  });

  // A walk reaches each screen once, so none goes back from the failure to the loading it has seen: this does.
  it('tries again after a failed load, and shows the list', async () => {
    const app = renderApp({ path: '/weddings', signedInAs: sessionUser('Helper') });
    await app.backend.refuse('GET /weddings', 500, 'generic_error');
    await app.user.click(await screen.findByRole('button', { name: labels.retry() }, { timeout: 15_000 }));
    await app.backend.answer('GET /weddings', { weddings: onlyActive.weddings });
    await screen.findByRole('table', { name: labels.caption() });
    expectRows([sofia]);
    expect(screen.queryByRole('button', { name: labels.retry() })).toBeNull();
  }, 30_000);
});
