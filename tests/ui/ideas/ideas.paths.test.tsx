import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { Idea, IdeaCategory } from '../../../contract/ideas';
import { i18nObject } from '../../../i18n/i18n-util';
import { ideasMachine } from '../../../machines/ideas/ideas.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { allIdeaActions, answerIdeaBoard, flowers, music, palette, terrace, vows } from './ideas-world';

const LL = i18nObject('en');

interface Driver {
  app: RenderedApp;
  /** The board as the server holds it, and the filters chosen. */
  ideas: Idea[];
  categories: IdeaCategory[];
  text: string;
  flowersOnly: boolean;
  textOnly: boolean;
}

const card = (title: string) => screen.queryByText(title, { selector: 'li[data-idea-id] span' })?.closest('li') ?? null;
const isDefaultFilters = (snapshot: { context: { filters: { text: string; categoryIds: number[]; types: string[] } } }) =>
  snapshot.context.filters.text === '' && snapshot.context.filters.categoryIds.length === 0 && snapshot.context.filters.types.length === 0;

describe('idea board, along the ideas machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: ideasMachine,
    inputs: [{ weddingId: 7 }],
    // A pin, a confirmed or cancelled question and a closed viewer land on a screen already seen.
    walkEvery: ['idea.pin', 'delete.confirm', 'delete.cancel', 'viewer.close', 'load.retry', 'filter.clear'],
    stateKey: (snapshot) => ({ filters: snapshot.context.filters, deleting: snapshot.context.deleting, viewing: snapshot.context.viewingId }),
    bound: (snapshot, event) => {
      if (snapshot.matches({ ready: 'confirmingDelete' })) return event.type === 'delete.confirm' || event.type === 'delete.cancel';
      if (snapshot.matches({ ready: 'viewing' }))
        return event.type === 'viewer.close' || (event.type === 'viewer.show' && snapshot.context.viewingId === vows.id);
      // The cards' buttons are pressed on the whole board; filters are walked on their own.
      if (['idea.pin', 'idea.delete', 'category.delete', 'viewer.open'].includes(event.type)) return isDefaultFilters(snapshot);
      // The clear button shows only when a category or a type is chosen.
      if (event.type === 'filter.clear') return snapshot.context.filters.categoryIds.length + snapshot.context.filters.types.length > 0;
      return !['idea.create', 'idea.update', 'category.create'].includes(event.type);
    },
    events: [
      { type: 'xstate.done.actor.loadIdeas', output: { rows: [], categories: [], actions: allIdeaActions } },
      { type: 'xstate.error.actor.loadIdeas', error: { code: 'generic_error', messageKey: 'errors.generic_error' } },
      { type: 'load.retry' },
      { type: 'filter.text', text: 'VOW' },
      { type: 'filter.category', id: flowers.id },
      { type: 'filter.type', ideaType: 'text' },
      { type: 'filter.clear' },
      { type: 'idea.pin', id: palette.id, pinned: false },
      { type: 'idea.delete', id: vows.id },
      { type: 'category.delete', id: flowers.id },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      { type: 'viewer.open', id: vows.id },
      { type: 'viewer.show', id: palette.id },
      { type: 'viewer.close' },
    ],
    open: () => {
      useScreenWidth(1280);
      const app = renderApp({ path: '/wedding/7/ideas', signedInAs: sessionUser('Planner'), backend: (backend) => answerIdeaBoard(backend) });
      return { app, ideas: [vows, palette, terrace], categories: [flowers, music], text: '', flowersOnly: false, textOnly: false };
    },
    perform: {
      'xstate.done.actor.loadIdeas': async (driver) => {
        const request = await driver.app.backend.answer('GET /ideas/index', { ideas: driver.ideas });
        expect(request.query).toEqual({ wedding_id: '7' });
        await driver.app.backend.answer('GET /idea_categories/index', { categories: driver.categories });
      },
      'xstate.error.actor.loadIdeas': async ({ app }) => {
        await app.backend.refuse('GET /ideas/index', 500, 'generic_error');
      },
      'load.retry': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.ideas.retry() })),
      'filter.text': async (driver, event) => {
        await driver.app.user.type(screen.getByRole('searchbox', { name: LL.ideas.filters.search() }), event.text);
        driver.text = event.text;
      },
      'filter.category': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: flowers.name, pressed: driver.flowersOnly }));
        driver.flowersOnly = !driver.flowersOnly;
      },
      'filter.type': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.ideas.types.text(), pressed: driver.textOnly }));
        driver.textOnly = !driver.textOnly;
      },
      'filter.clear': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.ideas.filters.clear() }));
        driver.flowersOnly = false;
        driver.textOnly = false;
      },
      'idea.pin': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.ideas.card.unpin({ title: palette.title }) }));
        const request = await driver.app.backend.answer('PUT /ideas/update_pin');
        expect(request.body).toEqual({ id: palette.id, is_pinned: false });
        driver.ideas = driver.ideas.map((idea) => (idea.id === palette.id ? { ...idea, is_pinned: false } : idea));
      },
      'idea.delete': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.ideas.card.delete({ title: vows.title }) })),
      'category.delete': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.ideas.categories.manage() }));
        await app.user.click(await screen.findByRole('button', { name: LL.ideas.categories.delete({ name: flowers.name }) }));
      },
      'delete.confirm': async (driver) => {
        const question = screen.getByRole('alertdialog');
        const deletingCategory = within(question).queryByText(LL.ideas.deleteCategory.title()) !== null;
        await driver.app.user.click(
          within(question).getByRole('button', { name: deletingCategory ? LL.ideas.deleteCategory.confirm() : LL.ideas.deleteIdea.confirm() }),
        );
        if (deletingCategory) {
          const request = await driver.app.backend.answer('DELETE /idea_categories/destroy');
          expect(request.query).toEqual({ id: String(flowers.id) });
          driver.categories = driver.categories.filter((category) => category.id !== flowers.id);
        } else {
          const request = await driver.app.backend.answer('DELETE /ideas/destroy');
          expect(request.query).toEqual({ id: String(vows.id) });
          driver.ideas = driver.ideas.filter((idea) => idea.id !== vows.id);
        }
      },
      'delete.cancel': async ({ app }) => {
        const question = screen.getByRole('alertdialog');
        await app.user.click(
          within(question)
            .getAllByRole('button')
            .find((button) => [LL.ideas.deleteIdea.cancel(), LL.ideas.deleteCategory.cancel()].some((label) => label === button.textContent))!,
        );
      },
      'viewer.open': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.ideas.card.view({ title: vows.title }) })),
      // From the vows the next idea round the board is the palette (the link opens in a tab instead).
      'viewer.show': async () => {
        fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
      },
      'viewer.close': async ({ app }) => app.user.keyboard('{Escape}'),
    },
    shows: {
      'ideas.loading': () => {
        expect(screen.getByRole('status')).toHaveTextContent(LL.common.loading());
      },
      'ideas.failed': () => {
        expect(screen.getByText(LL.errors.generic_error())).toBeVisible();
        expect(screen.getByRole('button', { name: LL.ideas.retry() })).toBeEnabled();
      },
      'ideas.ready.idle': (driver) => {
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(screen.queryByRole('dialog')).toBeNull();
        // What the filters leave, worked out here from the world and the spec's rules, not from the machine.
        const expected = [
          { idea: vows, matches: 'our vows'.includes(driver.text.toLowerCase()) && true, flowers: true, text: true },
          { idea: palette, matches: 'blush palette'.includes(driver.text.toLowerCase()), flowers: false, text: false },
          { idea: terrace, matches: 'lantern terrace'.includes(driver.text.toLowerCase()), flowers: false, text: false },
        ];
        for (const { idea, matches, flowers: inFlowers, text } of expected) {
          const held = driver.ideas.some((candidate) => candidate.id === idea.id);
          const categoryKept = driver.categories.some((category) => category.id === flowers.id);
          const visible = held && matches && (!driver.flowersOnly || (inFlowers && categoryKept)) && (!driver.textOnly || text);
          expect(card(idea.title) !== null, idea.title).toBe(visible);
        }
        const pinned = driver.ideas.find((idea) => idea.id === palette.id)!.is_pinned;
        if (card(palette.title)) expect(within(card(palette.title)!).queryByText(LL.ideas.pinned()) !== null).toBe(pinned);
        if (card(vows.title))
          expect(within(card(vows.title)!).queryByText(flowers.name) !== null).toBe(driver.categories.some((category) => category.id === flowers.id));
        const link = card(terrace.title) && within(card(terrace.title)!).getByRole('link', { name: LL.ideas.card.openLink({ title: terrace.title }) });
        if (link)
          expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
            'https://example.com/terrace',
            '_blank',
            'noopener noreferrer',
          ]);
      },
      'ideas.ready.confirmingDelete': (_, snapshot) => {
        const question = screen.getByRole('alertdialog');
        if (snapshot.context.deleting.kind === 'idea') expect(question).toHaveTextContent(LL.ideas.deleteIdea.body({ title: vows.title }));
        else expect(question).toHaveTextContent(LL.ideas.deleteCategory.body({ name: flowers.name }));
      },
      'ideas.ready.viewing': (_, snapshot) => {
        const viewer = screen.getByRole('dialog');
        if (snapshot.context.viewingId === vows.id) expect(within(viewer).getByText(vows.text!)).toBeVisible();
        else
          expect(
            within(viewer)
              .getAllByRole('listitem')
              .map((item) => item.textContent),
          ).toEqual(['#f4a6c1', '#8fb07f']);
      },
    },
  });
});
