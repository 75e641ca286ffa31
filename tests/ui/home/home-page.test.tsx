import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Idea } from '../../../contract/ideas';
import type { ActionCode, ModuleCode } from '../../../contract/permissions';
import type { Wedding } from '../../../contract/weddings';
import type { Locales } from '../../../i18n/i18n-types';
import { i18nObject } from '../../../i18n/i18n-util';
import type { RecordedRequest } from '../../support/ui/fake-backend';
import { installLiveStream } from '../../support/ui/fake-event-source';
import { renderApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { sofiaAndMateo } from '../../support/ui/wedding-screens';

const wedding: Wedding = { ...sofiaAndMateo, modules: ['HOME', 'CHECKLIST', 'GUESTS', 'TABLES'] };
const guests = { attending: 12, pending: 30, total: 48 };
const idea = { wedding_id: 7, category_id: null, created_at: '2026-01-01T10:00:00.000Z', text: null, colors: null, image: null, thumbnail: null, link: null };
const vows: Idea = { ...idea, id: 1, title: 'Our vows', type: 'text', is_pinned: true, text: 'We promise…' };
const palette: Idea = { ...idea, id: 2, title: 'Spring palette', type: 'colors', is_pinned: false, colors: [{ r: 240, g: 200, b: 210 }] };
const tables = { occupiedTables: 2, occupiedSeats: 20, availableTables: 3, availableSeats: 14, totalSeats: 34, guestsWithoutTable: 9 };
const checklist = {
  completed: 4,
  total: 10,
  next: [{ id: 1, text: 'Book the venue', time: 12, time_unit: 'months' as const, completed: false, category_id: null }],
};

/** A Helper (Home is hers by her grants, not her role) at `path`, with the HOME actions given and a live stream the test speaks through. */
function openHome({ homeActions, path = '/wedding/7', locale = 'en' as Locales }: { homeActions: ActionCode[]; path?: string; locale?: Locales }) {
  const live = installLiveStream();
  const grants = { homeActions, modules: wedding.modules };
  const app = renderApp({
    path,
    locale,
    signedInAs: sessionUser('Helper', { id: 5, language: locale }),
    backend: (backend) =>
      backend
        .always('GET /weddings/show', () => ({ wedding: { ...wedding, modules: grants.modules } }))
        .always('GET /weddings/get_actions', (request: RecordedRequest) => ({ actions: request.query.module_code === 'HOME' ? grants.homeActions : [] }))
        .always('GET /checklist/summary', checklist)
        .always('GET /checklist/index', { items: [], categories: [] }),
  });
  /** The planner changes her grants: the next read answers them, and the server tells her. */
  const regrant = (modules: ModuleCode[], actions: ActionCode[]) => {
    Object.assign(grants, { modules, homeActions: actions });
    live.send({ kind: 'permissions' });
  };
  return { app, live, regrant };
}

const LL = i18nObject('en');
const card = (title: string) => screen.getByRole('region', { name: title });
const figures = (region: HTMLElement) =>
  within(region)
    .getAllByRole('definition')
    .map((value) => value.textContent);

describe('the wedding’s home', () => {
  it('shows the countdown and a card per summary action, each leading to its module; a failed card says why and tries again', async () => {
    const { app } = openHome({ homeActions: ['GUESTS_SUMMARY', 'TABLES_SUMMARY', 'CHECKLIST_SUMMARY'] });
    // Home is the landing and the first entry of the menu.
    expect(await screen.findByText('Saturday, June 14, 2031', {}, { timeout: 15_000 })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: LL.weddings.wedding.menu() });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Checklist', 'Guests', 'Tables']);
    expect(app.path()).toBe('/wedding/7');
    expect(screen.getByTestId('countdown-days').textContent).toMatch(/^\d{2,}$/);

    await app.backend.answer('GET /guests/summary', guests);
    await app.backend.refuse('GET /tables/summary', 403, 'auth_forbidden');
    expect(figures(await screen.findByRole('region', { name: LL.home.guests.title() }))).toEqual(['12', '30', '48']);
    expect(await within(card(LL.home.tables.title())).findByRole('alert')).toHaveTextContent(LL.errors.auth_forbidden());
    await within(card(LL.home.checklist.title())).findByText('4 of 10 tasks done');
    expect(within(card(LL.home.checklist.title())).getByRole('listitem')).toHaveTextContent('Book the venue');
    // No budget card without BUDGET_SUMMARY.
    expect(screen.queryByRole('region', { name: LL.home.budget.title() })).toBeNull();
    expect(app.backend.requests.map((request) => request.path)).not.toContain('/budget/summary');

    await app.user.click(within(card(LL.home.tables.title())).getByRole('button', { name: LL.home.retry() }));
    await app.backend.answer('GET /tables/summary', tables);
    await within(card(LL.home.tables.title())).findByText('34');
    expect(figures(card(LL.home.tables.title()))).toEqual(['2', '20', '3', '14', '34', '9']);

    await app.user.click(within(card(LL.home.guests.title())).getByRole('link', { name: LL.home.open({ module: LL.home.guests.title() }) }));
    expect(app.path()).toBe('/wedding/7/guests');
  }, 30_000);

  it('follows live changes: a guest saved elsewhere reads the guests card again', async () => {
    const { app, live } = openHome({ homeActions: ['GUESTS_SUMMARY'] });
    await app.backend.answer('GET /guests/summary', guests);
    await screen.findByText('48', {}, { timeout: 15_000 });
    live.send({ kind: 'guests.deleted', ids: [3] });
    await app.backend.answer('GET /guests/summary', { ...guests, pending: 29, total: 47 });
    expect(await screen.findByText('47')).toBeVisible();
  }, 30_000);

  it('the idea board card lists the ideas the server sends, a palette by its colours and a pinned one marked', async () => {
    const { app } = openHome({ homeActions: ['IDEA_BOARD_SUMMARY'] });
    await app.backend.answer('GET /ideas/summary', { ideas: [vows, palette] });
    const board = await screen.findByRole('region', { name: LL.home.ideas.title() }, { timeout: 15_000 });
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TextOur vowsPinned', 'Spring palette']);
    expect(within(board).getByRole('link', { name: LL.home.open({ module: LL.home.ideas.title() }) })).toHaveAttribute('href', '/wedding/7/ideas');
  }, 30_000);

  it('without a summary action there is no Home: the base path lands on the next module', async () => {
    const { app } = openHome({ homeActions: [] });
    await screen.findByRole('navigation', { name: LL.weddings.wedding.menu() }, { timeout: 15_000 });
    expect(app.path()).toBe('/wedding/7/checklist');
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
  }, 30_000);

  it('in Spanish: the date in long format and the cards’ texts', async () => {
    const { app } = openHome({ homeActions: ['GUESTS_SUMMARY'], locale: 'es' });
    const ES = i18nObject('es');
    expect(await screen.findByText('sábado, 14 de junio de 2031', {}, { timeout: 15_000 })).toBeVisible();
    await app.backend.answer('GET /guests/summary', guests);
    expect(await screen.findByRole('region', { name: ES.home.guests.title() })).toHaveTextContent(ES.home.guests.attending());
  }, 30_000);
});

describe('menus follow permissions live', () => {
  it('a card and a menu entry granted or taken away appear or go without a reload', async () => {
    const { app, regrant } = openHome({ homeActions: ['GUESTS_SUMMARY'] });
    await app.backend.answer('GET /guests/summary', guests);
    await screen.findByText('48', {}, { timeout: 15_000 });
    regrant(['HOME', 'CHECKLIST', 'TABLES'], ['TABLES_SUMMARY']);
    await app.backend.answer('GET /tables/summary', tables);
    expect(await screen.findByRole('region', { name: LL.home.tables.title() })).toBeVisible();
    expect(screen.queryByRole('region', { name: LL.home.guests.title() })).toBeNull();
    const menu = screen.getByRole('navigation', { name: LL.weddings.wedding.menu() });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Checklist', 'Tables']);
  }, 30_000);

  it('someone on a module taken away is told so, with the way back', async () => {
    const { app, regrant } = openHome({ homeActions: [], path: '/wedding/7/checklist' });
    await screen.findByRole('navigation', { name: LL.weddings.wedding.menu() }, { timeout: 15_000 });
    regrant(['GUESTS'], []);
    const title = LL.weddings.wedding.closedModule.title({ module: LL.weddings.wedding.modules.CHECKLIST() });
    expect(await screen.findByText(title)).toBeVisible();
    expect(app.path()).toBe('/wedding/7/checklist');
    await app.user.click(screen.getByRole('link', { name: LL.weddings.wedding.closedModule.back() }));
    expect(app.path()).toBe('/wedding/7/guests');
  }, 30_000);
});
