import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModuleCode } from '../../../contract/permissions';
import type { PersonType } from '../../../contract/person';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';

const LL = i18nObject('en');
const moduleIds: Record<ModuleCode, number> = { HOME: 1, PLAN: 2, CHECKLIST: 3, GUESTS: 4, TABLES: 5, BUDGET: 6, IDEA_BOARD: 7 };

function openWedding(type: PersonType, modules: ModuleCode[], path = '/wedding/7') {
  return renderApp({
    path,
    signedInAs: sessionUser(type),
    backend: (backend) =>
      backend
        .always('GET /weddings/show', {
          wedding: {
            id: 7,
            name: 'Sofía & Mateo',
            date: '2027-05-22',
            guestsCount: 0,
            planner_id: 2,
            layout: null,
            layout_width: null,
            layout_height: null,
            spouse1: null,
            spouse2: null,
            modules,
          },
        })
        .always('GET /weddings/get_modules', { modules: modules.map((code) => ({ id: moduleIds[code], code })) })
        // A Hostess's grants (contract/permissions.ts): Tables to look at, with the hostess view.
        .always('GET /weddings/get_actions', { actions: ['HOSTESS_VIEW'] })
        .always('GET /tables/index', { tables: [], tableTypes: [] })
        .always('GET /tables_guests/index', { tableGuests: [] })
        .always('GET /guests/index', { guests: [] })
        .always('GET /categories/index', { categories: [] }),
  });
}

describe('the wedding page for someone holding modules the app does not offer yet (issue 8, item 15)', () => {
  it.each([
    // A Hostess is served only her hostess view.
    ['Hostess', ['HOME', 'BUDGET']],
  ] as const)('a %s holding %j is never told to ask for access', async (type, modules) => {
    openWedding(type, [...modules]);
    expect(await screen.findByText(LL.weddings.wedding.comingSoon.title(), {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByText(LL.weddings.wedding.noModules.message())).toBeNull();
  });

  // Home without a summary action has no card to show (part 2 §2): holding it alone is holding nothing to open.
  it.each([[[]], [['HOME']]] as const)('someone holding %j is told to ask the planner', async (modules) => {
    openWedding('Helper', [...modules]);
    expect(await screen.findByText(LL.weddings.wedding.noModules.title(), {}, { timeout: 15_000 })).toBeVisible();
  });
});

// Issue 23 item 9: she was sent to /wedding/1/tables, which said "Page not found", and so did /guests.
describe('a Hostess holding Guests and Tables', () => {
  it.each(['/wedding/7', '/wedding/7/guests'])('opening %s lands on the tables page, in the hostess view', async (path) => {
    const app = openWedding('Hostess', ['GUESTS', 'TABLES'], path);
    expect(await screen.findByRole('heading', { name: LL.tables.title() }, { timeout: 15_000 })).toBeVisible();
    expect(app.path()).toBe('/wedding/7/tables');
    // The door even without a floor plan (issue 24): no upload, no editor, no way out of it.
    expect(await screen.findByRole('region', { name: LL.tables.hostess.title() })).toBeVisible();
    expect(screen.queryByRole('button', { name: LL.tables.hostess.exit() })).toBeNull();
    expect(screen.queryByText(LL.errorPages.notFound.title())).toBeNull();
    expect(screen.queryByRole('button', { name: LL.tables.edit() })).toBeNull();
    expect(document.querySelector('input[type=file]')).toBeNull();
  });
});
