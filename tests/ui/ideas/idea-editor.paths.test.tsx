import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { IdeaType } from '../../../contract/ideas';
import { i18nObject } from '../../../i18n/i18n-util';
import { ideaEditorMachine } from '../../../machines/ideas/idea-editor.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerIdeaBoard, flowers, music, palette, terrace, vows } from './ideas-world';

const LL = i18nObject('en');
const preview = { title: 'Terrace lights', description: 'Paper lanterns over dinner.', image: null };

interface Driver {
  app: RenderedApp;
  /** What the person has typed or chosen in the open form (literal values of this small world). */
  editing: 'new' | 'vows' | null;
  type: IdeaType;
  title: string;
  link: string;
  colors: number;
  previewShown: boolean;
  saveTried: boolean;
  /** Titles saved to the board by this walk. */
  saved: string[];
}

const dialog = () => screen.queryByRole('dialog');
const valid = (driver: Driver) =>
  driver.title !== '' && (driver.type === 'link' ? driver.link !== '' : driver.type === 'colors' ? driver.colors > 0 : driver.type === 'text');

describe('idea editor, along its machine’s paths on the board', () => {
  describeUiPaths<Driver>({
    // The model alone has no parent to hand the saved form to; on screen the board takes it.
    machine: ideaEditorMachine.provide({ actions: { commit: () => {} } }),
    stateKey: (snapshot) => {
      const form = snapshot.context.form;
      return (
        form && {
          editing: form.original?.id ?? null,
          type: form.type,
          title: form.title,
          link: form.link,
          text: form.text,
          colors: form.colors.length,
          preview: form.previewOf,
          failed: form.previewError,
          errors: Object.keys(form.errors),
        }
      );
    },
    walkEvery: ['form.save', 'form.cancel'],
    // Each form is filled in one order (a new link: address, preview, title; a new palette: type,
    // colour, title; the vows: text), saved empty once to show its errors, and cancelled fresh.
    bound: (snapshot, event) => {
      const form = snapshot.context.form;
      if (!form) return event.type === 'idea.add' || event.type === 'idea.edit';
      if (snapshot.matches({ open: 'fetchingPreview' })) return event.type.startsWith('xstate.');
      const fresh = form.title === '' && form.link === '' && form.colors.length === 0 && form.type === 'link';
      const ready = form.original
        ? form.text === 'Three minutes each.'
        : form.type === 'link'
          ? form.previewOf !== null || form.previewError !== null
          : form.colors.length > 0;
      switch (event.type) {
        case 'form.cancel':
          return fresh || (form.original !== null && form.text !== 'Three minutes each.');
        case 'form.save':
          return (fresh && Object.keys(form.errors).length === 0) || (ready && form.title !== '');
        case 'form.type':
          return fresh;
        case 'form.link':
          return form.type === 'link' && form.original === null && form.link === '';
        case 'form.preview':
          return form.type === 'link' && form.link !== '' && form.previewOf === null && form.previewError === null;
        case 'form.color.add':
          return form.type === 'colors' && form.colors.length === 0;
        case 'form.title':
          return form.title === '' && ready;
        case 'form.text':
          return form.original !== null && form.text !== 'Three minutes each.';
        default:
          return false;
      }
    },
    events: [
      { type: 'idea.add', id: -1000001, createdAt: '2026-11-24T10:00:00.000Z' },
      { type: 'idea.edit', idea: { ...vows, picked: null } },
      { type: 'form.title', title: 'Terrace' },
      { type: 'form.type', ideaType: 'colors' },
      { type: 'form.link', link: 'example.com/terrace' },
      { type: 'form.preview' },
      { type: 'xstate.done.actor.0.ideaEditor.open.fetchingPreview', output: preview },
      { type: 'xstate.error.actor.0.ideaEditor.open.fetchingPreview', error: { code: 'link_not_allowed', messageKey: 'errors.link_not_allowed' } },
      { type: 'form.text', text: 'Three minutes each.' },
      { type: 'form.color.add', color: { r: 244, g: 143, b: 177 } },
      { type: 'form.save' },
      { type: 'form.cancel' },
    ],
    open: async () => {
      useScreenWidth(1280);
      const app = renderApp({
        path: '/wedding/7/ideas',
        signedInAs: sessionUser('Planner'),
        backend: (backend) =>
          answerIdeaBoard(backend)
            .always('GET /ideas/index', { ideas: [vows, palette, terrace] })
            .always('GET /idea_categories/index', { categories: [flowers, music] }),
      });
      // The first rendering imports the page's chunk, which takes a while on a busy machine.
      await screen.findByRole('button', { name: LL.ideas.add() }, { timeout: 10_000 });
      return { app, editing: null, type: 'link', title: '', link: '', colors: 0, previewShown: false, saveTried: false, saved: [] };
    },
    perform: {
      'idea.add': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.ideas.add() }));
        Object.assign(driver, { editing: 'new', type: 'link', title: '', link: '', colors: 0, previewShown: false, saveTried: false });
      },
      'idea.edit': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.ideas.card.edit({ title: vows.title }) }));
        Object.assign(driver, { editing: 'vows', type: 'text', title: vows.title, link: '', colors: 0, previewShown: false, saveTried: false });
      },
      'form.title': async (driver, event) => {
        await driver.app.user.type(screen.getByRole('textbox', { name: LL.ideas.form.titleLabel() }), event.title);
        driver.title = event.title;
      },
      'form.type': async (driver) => {
        await driver.app.user.click(screen.getByRole('radio', { name: LL.ideas.types.colors() }));
        driver.type = 'colors';
      },
      'form.link': async (driver, event) => {
        // Typed without leaving the field, so no preview is asked for yet.
        fireEvent.change(screen.getByRole('textbox', { name: LL.ideas.form.link() }), { target: { value: event.link } });
        driver.link = event.link;
      },
      'form.preview': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.ideas.form.fetchPreview() })),
      'xstate.done.actor.0.ideaEditor.open.fetchingPreview': async (driver) => {
        const request = await driver.app.backend.answer('GET /ideas/link_preview', preview);
        expect(request.query).toEqual({ wedding_id: '7', link: 'https://example.com/terrace' });
        driver.previewShown = true;
      },
      'xstate.error.actor.0.ideaEditor.open.fetchingPreview': async ({ app }) => {
        await app.backend.refuse('GET /ideas/link_preview', 422, 'link_not_allowed');
      },
      'form.text': async (driver, event) => {
        const field = screen.getByRole('textbox', { name: LL.ideas.form.text() });
        await driver.app.user.clear(field);
        await driver.app.user.type(field, event.text);
      },
      'form.color.add': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: `${LL.ideas.form.addColor()}: ${LL.guests.colors.blush()}` }));
        driver.colors = 1;
      },
      'form.save': async (driver) => {
        await driver.app.user.click(within(dialog()!).getByRole('button', { name: LL.ideas.form.save() }));
        driver.saveTried = true;
        if (!valid(driver)) return;
        if (driver.editing === 'vows') {
          const request = await driver.app.backend.answer('POST /ideas/update', { id: vows.id, image: null, thumbnail: null, link: null });
          expect(request.body).toEqual(expect.stringContaining('Three minutes each.'));
        } else {
          const request = await driver.app.backend.answer('POST /ideas/create', { id: 90, image: null, thumbnail: null, link: null });
          expect(request.body).toEqual(
            expect.stringContaining(driver.type === 'link' ? '"link":"https://example.com/terrace"' : '[{"r":244,"g":143,"b":177}]'),
          );
        }
        driver.saved.push(driver.title);
        driver.editing = null;
      },
      'form.cancel': async (driver) => {
        await driver.app.user.click(within(dialog()!).getByRole('button', { name: LL.ideas.form.cancel() }));
        driver.editing = null;
      },
    },
    shows: {
      'ideaEditor.closed': (driver) => {
        expect(dialog()).toBeNull();
        for (const title of driver.saved) expect(screen.getByText(title, { selector: 'li[data-idea-id] span' })).toBeVisible();
      },
      'ideaEditor.open.idle': (driver) => {
        const form = dialog()!;
        expect(within(form).getByRole('heading', { name: driver.editing === 'new' ? LL.ideas.form.newIdea() : LL.ideas.form.editIdea() })).toBeVisible();
        expect(within(form).getByRole('radio', { name: LL.ideas.types[driver.type]() })).toBeChecked();
        expect(within(form).getByRole('textbox', { name: LL.ideas.form.titleLabel() })).toHaveValue(driver.title);
        const titleError = driver.saveTried && driver.title === '';
        expect(within(form).queryByText(LL.validation.required()) !== null).toBe(titleError);
        if (driver.type === 'link') {
          expect(within(form).getByRole('textbox', { name: LL.ideas.form.link() })).toHaveValue(driver.link);
          expect(within(form).queryByText(LL.ideas.form.errors.requiredLink()) !== null).toBe(driver.saveTried && driver.link === '');
          expect(within(form).queryByRole('figure', { name: LL.ideas.form.previewLabel() }) !== null).toBe(driver.previewShown);
        }
        if (driver.type === 'colors') {
          expect(within(form).queryAllByRole('button', { name: /^Remove colour/ })).toHaveLength(driver.colors);
          expect(within(form).queryByText(LL.ideas.form.errors.requiredColors()) !== null).toBe(driver.saveTried && driver.colors === 0);
        }
        if (driver.type === 'text') expect(within(form).getByRole('textbox', { name: LL.ideas.form.text() })).toBeVisible();
      },
      'ideaEditor.open.fetchingPreview': () => {
        expect(within(dialog()!).getByRole('status')).toHaveTextContent(LL.ideas.form.fetchingPreview());
      },
    },
  });
});
