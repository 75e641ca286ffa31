import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
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
 * The expected rows, spelled out for this small world (not worked out with `visibleWeddings`):
 * each sort as the order a person expects, the one archived wedding, and what each search finds
 * ("SOFIA" finds "Sofía & Mateo": case and accents do not matter).
 */
const orders: Record<WeddingsQuery['sort'], WeddingListItem[]> = {
  dateAsc: [lucia, sofia, clara, ana, emma],
  dateDesc: [emma, ana, clara, sofia, lucia],
  nameAsc: [ana, clara, emma, lucia, sofia],
};
const archived = [lucia];
const found: Record<string, WeddingListItem[]> = { '': [sofia, ana, emma, lucia, clara], SOFIA: [sofia], zzz: [] };

function expectedRows(query: WeddingsQuery, held: readonly WeddingListItem[]): WeddingListItem[] {
  return orders[query.sort].filter(
    (wedding) => held.includes(wedding) && archived.includes(wedding) === (query.show === 'archived') && found[query.text]!.includes(wedding),
  );
}

/** What the list says when nothing shows: the search, or which of active and archived is empty. */
function expectedEmptyMessage(query: WeddingsQuery): string {
  if (query.text) return labels.query.noMatch({ text: query.text });
  return query.show === 'archived' ? labels.query.noArchived() : labels.query.noActive();
}

const queryOf = ({ context }: AnyMachineSnapshot) => context.query as WeddingsQuery;
const heldOf = ({ context }: AnyMachineSnapshot) => context.weddings as WeddingListItem[];
const isDefault = (snapshot: AnyMachineSnapshot) => JSON.stringify(queryOf(snapshot)) === JSON.stringify(defaultWeddingsQuery);

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
  canCreate: boolean;
  /** The weddings the server answered last, and the search, filter and sort chosen on screen. */
  held: WeddingListItem[];
  query: WeddingsQuery;
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
function expectList({ held, canCreate, query }: ListDriver) {
  if (held.length === 0) {
    expect(screen.getByText(canCreate ? labels.emptyCanCreate.title() : labels.emptyCannotCreate.title())).toBeVisible();
    if (canCreate) expect(screen.getByRole('button', { name: labels.create(), hidden: true })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: labels.create(), hidden: true })).toBeNull();
    return;
  }
  expect(screen.queryByText(labels.emptyCanCreate.title())).toBeNull();
  const rows = expectedRows(query, held);
  if (rows.length > 0) return expectRows(rows);
  expect(screen.getByText(expectedEmptyMessage(query))).toBeVisible();
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

async function chooseQuery(driver: ListDriver, change: Partial<WeddingsQuery>) {
  const [[field, value]] = Object.entries(change) as Array<[keyof WeddingsQuery, string]>;
  if (field === 'text') await typeInto(driver, labels.query.search(), value);
  else await driver.user.selectOptions(screen.getByLabelText(field === 'sort' ? labels.query.sort() : labels.query.show()), value);
  driver.query = { ...driver.query, ...change };
}

describe('weddings list, along the machine’s paths', () => {
  describeUiPaths<ListDriver>({
    machine: weddingsListMachine.provide({ actions: { shareBalance: () => {} } }),
    inputs: [planner, helper],
    walks: 'tours',
    walkEvery: ['load.retry'],
    bound: (snapshot, event) => {
      const { weddings, canCreate } = snapshot.context as { weddings: WeddingListItem[]; canCreate: boolean };
      // The search, filter and sort show with rows to search, beside a list not reloading nor under the wizard.
      // (Walked on the list as first loaded: after a creation they would show nothing new.)
      if (event.type.startsWith('query.'))
        return weddings.length > 0 && !hasCreated(snapshot) && snapshot.matches({ ready: { rows: 'shown', wizard: 'closed' } });
      // Creating is walked once, from the list as it opens (the search and sort are walked on their
      // own), and not while the list reloads (another wedding would only start the reload over).
      if (event.type === 'wizard.open') return snapshot.matches({ ready: { rows: 'shown' } }) && isDefault(snapshot) && !hasCreated(snapshot);
      // Nothing active (for a planner) and nothing archived (for a helper): each empty filter once.
      if (event.type === 'xstate.done.actor.loadWeddings' && event.output === onlyArchived) return canCreate;
      if (event.type === 'xstate.done.actor.loadWeddings' && event.output === onlyActive) return !canCreate;
      return true;
    },
    // One walk per distinct screen: the rows shown (or what the list says instead), and the balance.
    stateKey: (snapshot) => ({
      shown: expectedRows(queryOf(snapshot), heldOf(snapshot)).map((wedding) => wedding.id),
      message: expectedEmptyMessage(queryOf(snapshot)),
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
      { type: 'query.sort', sort: 'dateAsc' },
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
      return { ...app, me, canCreate, held: [], query: defaultWeddingsQuery };
    },
    perform: {
      'xstate.done.actor.loadWeddings': async (driver, event) => {
        driver.held = (event.output as WeddingsLoad).weddings;
        await driver.backend.answer('GET /weddings', { weddings: driver.held });
      },
      'xstate.error.actor.loadWeddings': async (app) => {
        await app.backend.refuse('GET /weddings', 500, 'generic_error');
      },
      // A retry asks the server again.
      'load.retry': async (app) => {
        await app.user.click(screen.getByRole('button', { name: labels.retry() }));
        await app.backend.next('GET /weddings');
      },
      'query.search': (driver, event) => chooseQuery(driver, { text: event.text }),
      'query.sort': (driver, event) => chooseQuery(driver, { sort: event.sort }),
      'query.show': (driver, event) => chooseQuery(driver, { show: event.show }),
      'wizard.open': (app) => app.user.click(screen.getByRole('button', { name: labels.create() })),
      'xstate.done.actor.wizard': async (app, event) => {
        if (event.output.created) await createClara(app);
        else await app.user.click(screen.getByRole('button', { name: LL.common.close() }));
      },
      'xstate.done.actor.reloadWeddings': async (driver) => {
        driver.held = reloaded.weddings;
        await driver.backend.answer('GET /weddings', { weddings: driver.held });
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
      'weddingsList.ready.rows.shown': (driver) => {
        // A planner sees the balance the server answered last (the load's, or the creation's).
        if (driver.canCreate)
          expect(screen.getByRole('link', { name: labels.creditsAvailable({ credits: driver.me.credits }), hidden: true })).toHaveAttribute('href', '/credits');
        else expect(screen.queryByRole('link', { name: /credit/, hidden: true })).toBeNull();
        expectList(driver);
      },
      // The rows on screen stay while the list reloads behind them.
      'weddingsList.ready.rows.refreshing': (driver) => {
        expect(driver.backend.unanswered.filter((request) => request.path === '/weddings')).toHaveLength(1);
        expectList(driver);
        expect(screen.getByRole('link', { name: labels.creditsAvailable({ credits: 2 }), hidden: true })).toBeVisible();
      },
      'weddingsList.ready.wizard.closed': ({ canCreate, held }) => {
        expect(screen.queryByRole('dialog', { name: labels.wizard.title() })).toBeNull();
        // Only Administrators and Planners are offered the wizard (part 1 §2).
        if (!canCreate) expect(screen.queryByRole('button', { name: labels.create() })).toBeNull();
        else if (held.length > 0) expect(screen.getByRole('button', { name: labels.create() })).toBeVisible();
      },
      'weddingsList.ready.wizard.open': () => {
        const wizard = screen.getByRole('dialog', { name: labels.wizard.title() });
        expect(within(wizard).getByText(labels.wizard.stepOf({ current: 1, total: 3 }))).toBeVisible();
      },
    },
  });
});
