import { screen } from '@testing-library/react';
import type { Guest, GuestCategory } from '../../../contract/guests';
import type { ActionCode } from '../../../contract/permissions';
import type { TableGuest } from '../../../contract/seating';
import type { Table, TableType } from '../../../contract/tables';
import type { Wedding } from '../../../contract/weddings';
import { i18nObject } from '../../../i18n/i18n-util';
import type { Locales } from '../../../i18n/i18n-types';
import { table } from '../../machines/tables/support';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { answerWedding, sofiaAndMateo } from '../../support/ui/wedding-screens';

/**
 * The layout editor's screen for rendered tests: a 2000 × 1400 floor plan with two round
 * tables (and a rectangular type), opened in the editor by a planner (EDIT_LAYOUT) or by someone who may only look.
 */
export const weddingId = sofiaAndMateo.id;
export const layout = { layout: 'layouts/7.png', width: 2000, height: 1400 };
export const round: TableType = { id: 1, name: 'Round', shape: 'round', width: 100, height: 100, wedding_id: weddingId };
export const banquet: TableType = { id: 2, name: 'Banquet', shape: 'rectangular', width: 200, height: 80, wedding_id: weddingId };
export const startingTypes = [round, banquet];
// The machine tests' tables (8 seats of type 1 in wedding 7), placed on this plan.
export const startingTables: Table[] = [table(11, 1, 0.25, 0.25), table(12, 2, 0.5, 0.5)];

const withLayout: Wedding = {
  ...sofiaAndMateo,
  layout: layout.layout,
  layout_width: layout.width,
  layout_height: layout.height,
  modules: ['TABLES'],
};

export interface EditorOpening {
  locale?: Locales;
  actions?: ActionCode[];
  /** The wedding's tables and types (the starting ones unless said). */
  tables?: Table[];
  types?: TableType[];
  /** The seats taken (none unless said). */
  seats?: TableGuest[];
  /** The wedding's guests: given, the person holds the GUESTS module too. */
  guests?: Guest[];
  categories?: GuestCategory[];
  as?: 'Planner' | 'Hostess';
}

/** The tables page with its plan loaded (the editor not yet open). */
export async function openTablesPage({
  locale = 'en',
  actions = ['EDIT_LAYOUT'],
  tables = startingTables,
  types = startingTypes,
  seats = [],
  guests,
  categories = [],
  as = 'Planner',
}: EditorOpening = {}): Promise<RenderedApp> {
  const app = renderApp({
    path: `/wedding/${weddingId}/tables`,
    locale,
    signedInAs: sessionUser(as, { language: locale }),
    backend: (backend) =>
      answerWedding(backend, { TABLES: actions }, guests ? { ...withLayout, modules: ['TABLES', 'GUESTS'] } : withLayout)
        .always('GET /tables/index', { tables, tableTypes: types })
        .always('GET /tables_guests/index', { tableGuests: seats })
        .always('GET /guests/index', { guests: guests ?? [] })
        .always('GET /categories/index', { categories })
        // The editor's Users button loads the wedding's users when the editor opens (its walk is tests/ui/wedding-users).
        .always('GET /permissions/get_users', { users: [], candidates: [] }),
  });
  // A Hostess opens on the door, not on the plan.
  if (as === 'Hostess') await screen.findByRole('region', { name: i18nObject(locale).tables.hostess.title() }, { timeout: 15_000 });
  else await screen.findByAltText(i18nObject(locale).tables.plan.imageAlt(), {}, { timeout: 15_000 });
  return app;
}

/** The tables page with the layout editor open. */
export async function openLayoutEditor(opening: EditorOpening = {}): Promise<RenderedApp> {
  const app = await openTablesPage(opening);
  const texts = i18nObject(opening.locale ?? 'en').tables;
  await app.user.click(screen.getByText(texts.edit()));
  await screen.findByTestId('editor-layer');
  return app;
}

/** A table on the editor's plan, by its accessible name ("Table 1, 8 seats"). */
export const tableOnPlan = (table: Pick<Table, 'number' | 'seats'>, locale: Locales = 'en') =>
  screen.getByRole('button', { name: i18nObject(locale).tables.plan.table({ number: table.number, seats: table.seats }) });

// ---- the editor's parts, as the rendered walk finds them (English)

const texts = i18nObject('en').tables;

export const toolbar = () => screen.getByRole('toolbar', { name: texts.editor.toolbar() });
/** The toolbar's hint for the mode the editor is in (read out as it changes). */
export const toolbarHint = () => toolbar().querySelector<HTMLElement>('[aria-live]')!;
export const addPopover = () => document.querySelector<HTMLElement>(`[role="dialog"][aria-label="${texts.addTable.title()}"]`);

// Checked at every step, so read straight from the DOM: role queries over the whole page cost
// a few hundred milliseconds each in jsdom. (The tables' names are their aria-labels.)
export const tablesOnPlan = () => [...planLayer().querySelectorAll<HTMLElement>('[role="button"][aria-label]')];
export function tableNumbered(number: number): HTMLElement {
  const name = `${texts.plan.table({ number, seats: 0 }).split(',')[0]},`;
  const table = tablesOnPlan().find((element) => element.getAttribute('aria-label')!.startsWith(name));
  if (!table) throw new Error(`no table ${number} on the plan`);
  return table;
}
/** The buttons named so (a button's name is its text), on the page or in a part of it. */
export const buttonsNamed = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].filter((button) => button.textContent?.trim() === name);
export function toolbarButton(name: string): HTMLButtonElement {
  const button = buttonsNamed(name).find((candidate) => candidate.closest(`[role="toolbar"][aria-label="${texts.editor.toolbar()}"]`));
  if (!button) throw new Error(`no ${name} button in the editor's toolbar`);
  return button;
}
/** The selection's panel, a region named by its count ("2 selected"). */
export const selectionPanel = (count: number) => document.querySelector<HTMLElement>(`section[aria-label="${texts.editor.selected({ count })}"]`);

/**
 * The plan's layer, where pointers place tables and draw bands. jsdom lays nothing out: its box
 * is given the size the browser would give it at zoom 1 (react-zoom-pan-pinch's geometry), and
 * pointer capture, which jsdom lacks, does nothing. Everything else is the real layer.
 */
export function planLayer(): HTMLElement {
  const layer = screen.getByTestId('editor-layer');
  if (!('walkGeometry' in layer.dataset)) {
    layer.dataset.walkGeometry = '';
    layer.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: layout.width, height: layout.height });
    layer.setPointerCapture = () => {};
  }
  return layer;
}

/** A field's keys stay in the field: before a shortcut the person leaves it (the plan gets the keys). */
export function leaveFields() {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.matches('input, select, textarea')) active.blur();
}

/** The ghost table: drawn translucent where the pointer is, under nothing the pointer can hit. */
export const ghost = () => planLayer().querySelector<HTMLElement>('[aria-hidden="true"].opacity-60');
export const band = () => planLayer().querySelector<HTMLElement>('.border-dashed');
