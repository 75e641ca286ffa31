import { screen } from '@testing-library/react';
import type { ActionCode } from '../../../contract/permissions';
import type { Wedding } from '../../../contract/weddings';
import type { GuestRow } from '../../../machines/guests/guest-rows';
import { ana, family, friends, guest, weddingGuests } from '../../machines/guests/guest-world';
import type { FakeBackend } from '../../support/ui/fake-backend';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';

/** The wedding the rendered guests walks open (`/wedding/3/guests`), its spouses Sofía and Mateo. */

const spouse = (id: number, first_name: string, last_name: string, gender: 1 | 2) => ({
  id,
  user_id: id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@example.com`,
  gender,
  status: 'active' as const,
  type: 'Spouse' as const,
});

export const guestsWedding: Wedding = {
  id: 3,
  name: 'Sofía & Mateo',
  date: '2027-05-22',
  guestsCount: 6,
  planner_id: 2,
  layout: null,
  layout_width: null,
  layout_height: null,
  spouse1: spouse(5, 'Sofía', 'Herrera', 2),
  spouse2: spouse(6, 'Mateo', 'Vargas', 1),
  modules: ['GUESTS', 'TABLES'],
};

export const guestsPagePath = `/wedding/${guestsWedding.id}/guests`;

/** Standing answers for the wedding and its modules; the guests' own calls are left to the test. */
export const answerGuestsWedding = (backend: FakeBackend) =>
  backend.always('GET /weddings/show', { wedding: guestsWedding }).always('GET /weddings/get_modules', {
    modules: [
      { id: 4, code: 'GUESTS' },
      { id: 5, code: 'TABLES' },
    ],
  });

/** The guests page of wedding 3 opening, its calls answered at once: `guests` (Ana, Bruno and Carla), Family and Friends, for a planner holding `actions`. */
export function renderGuestsPage(actions: ActionCode[], guests: GuestRow[] = weddingGuests): RenderedApp {
  return renderApp({
    path: guestsPagePath,
    signedInAs: sessionUser('Planner'),
    backend: (backend) =>
      answerGuestsWedding(backend)
        .always('GET /guests/index', { guests })
        .always('GET /categories/index', { categories: [family, friends] })
        .always('GET /weddings/get_actions', { actions }),
  });
}

/** The guests page of wedding 3 loaded (Ana, Bruno and Carla; Family and Friends) for a planner holding `actions`. */
export async function openLoadedGuestsPage(actions: ActionCode[]): Promise<RenderedApp> {
  const app = renderGuestsPage(actions);
  await screen.findByRole('row', { name: new RegExp(ana.name) }, { timeout: 15_000 });
  return app;
}

/** What the add row sends for a new guest named `name`, its other fields left as they open. */
export function newGuestSent(name: string) {
  const { id: _id, tables: _tables, seats: _seats, ...sent } = guest({ id: 0, name });
  return sent;
}
