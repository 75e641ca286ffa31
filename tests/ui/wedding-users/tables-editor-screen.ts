import { screen } from '@testing-library/react';
import type { SessionUser } from '../../../contract/person';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';

const LL = i18nObject('en');

export const weddingId = 7;

const wedding = {
  id: weddingId,
  name: 'Sofía & Mateo',
  date: '2031-05-05',
  guestsCount: 0,
  planner_id: 2,
  layout: 'layouts/7.png',
  layout_width: 2000,
  layout_height: 1400,
  spouse1: null,
  spouse2: null,
  modules: ['TABLES'],
};

/** The tables page of a wedding with its floor plan, opened in the layout editor by someone who may edit it. */
export async function openTablesEditor(signedInAs: SessionUser): Promise<RenderedApp> {
  const app = renderApp({
    path: `/wedding/${weddingId}/tables`,
    signedInAs,
    backend: (backend) =>
      backend
        .always('GET /weddings/show', { wedding })
        .always('GET /weddings/get_modules', { modules: [{ id: 5, code: 'TABLES' }] })
        .always('GET /tables_guests/index', { tableGuests: [] }),
  });
  await screen.findByText(LL.tables.loading(), {}, { timeout: 15_000 });
  await app.backend.answer('GET /weddings/get_actions', { actions: ['EDIT_LAYOUT'] });
  await app.backend.answer('GET /tables/index', { tables: [], tableTypes: [] });
  await app.user.click(await screen.findByRole('button', { name: LL.tables.edit() }));
  await screen.findByRole('toolbar', { name: LL.tables.editor.toolbar() });
  return app;
}
