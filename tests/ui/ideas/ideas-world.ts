import type { Idea, IdeaCategory } from '../../../contract/ideas';
import type { ActionCode } from '../../../contract/permissions';
import type { FakeBackend } from '../../support/ui/fake-backend';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { answerWedding, sofiaAndMateo } from '../../support/ui/wedding-screens';

/** The small fixed board the idea screens open on: a text, a pinned palette and a link. */
export const flowers: IdeaCategory = { id: 4, wedding_id: 7, name: 'Flowers', color_r: 233, color_g: 30, color_b: 99 };
export const music: IdeaCategory = { id: 5, wedding_id: 7, name: 'Music', color_r: 0, color_g: 150, color_b: 136 };

const base = { wedding_id: 7, category_id: null, is_pinned: false, text: null, colors: null, image: null, thumbnail: null, link: null };
export const vows: Idea = {
  ...base,
  id: 1,
  title: 'Our vows',
  type: 'text',
  category_id: 4,
  created_at: '2026-10-01T09:00:00.000Z',
  text: 'Two minutes each.',
};
export const palette: Idea = {
  ...base,
  id: 2,
  title: 'Blush palette',
  type: 'colors',
  is_pinned: true,
  created_at: '2026-10-02T09:00:00.000Z',
  colors: [
    { r: 244, g: 166, b: 193 },
    { r: 143, g: 176, b: 127 },
  ],
};
export const terrace: Idea = {
  ...base,
  id: 3,
  title: 'Lantern terrace',
  type: 'link',
  category_id: 5,
  created_at: '2026-10-03T09:00:00.000Z',
  link: { link: 'https://example.com/terrace', title: 'Terrace lights', description: 'Paper lanterns.', image: null },
};

export const allIdeaActions: ActionCode[] = ['ADD', 'EDIT', 'DELETE', 'PIN'];

/** Standing answers for `/wedding/7/ideas` with the board module and these actions. */
export function answerIdeaBoard(backend: FakeBackend, actions: ActionCode[] = allIdeaActions): FakeBackend {
  return answerWedding(backend, { IDEA_BOARD: actions }, { ...sofiaAndMateo, modules: ['IDEA_BOARD'] });
}

/** The board opened by a planner on a 1280 px screen, the server holding these ideas and categories. */
export function renderIdeaBoard(ideas: Idea[], categories: IdeaCategory[], actions: ActionCode[] = allIdeaActions): RenderedApp {
  useScreenWidth(1280);
  return renderApp({
    path: '/wedding/7/ideas',
    signedInAs: sessionUser('Planner'),
    backend: (backend) => answerIdeaBoard(backend, actions).always('GET /ideas/index', { ideas }).always('GET /idea_categories/index', { categories }),
  });
}
