import { screen } from '@testing-library/react';
import type { ActionCode } from '../../../contract/permissions';
import type { Table, TableType } from '../../../contract/tables';
import type { Wedding } from '../../../contract/weddings';
import { i18nObject } from '../../../i18n/i18n-util';
import type { Locales } from '../../../i18n/i18n-types';
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
export const editorTable = (id: number, number: number, x: number, y: number): Table => ({
  id,
  number,
  seats: 8,
  table_type: round.id,
  x,
  y,
  wedding_id: weddingId,
  seats_taken: 0,
});
export const startingTables: Table[] = [editorTable(11, 1, 0.25, 0.25), editorTable(12, 2, 0.5, 0.5)];

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
}

/** The tables page with its plan loaded (the editor not yet open). */
export async function openTablesPage({ locale = 'en', actions = ['EDIT_LAYOUT'] }: EditorOpening = {}): Promise<RenderedApp> {
  const app = renderApp({
    path: `/wedding/${weddingId}/tables`,
    locale,
    signedInAs: sessionUser('Planner', { language: locale }),
    backend: (backend) =>
      answerWedding(backend, { TABLES: actions }, withLayout).always('GET /tables/index', { tables: startingTables, tableTypes: startingTypes }),
  });
  await screen.findByAltText(i18nObject(locale).tables.plan.imageAlt(), {}, { timeout: 15_000 });
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
