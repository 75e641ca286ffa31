import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { IdeaCategory } from '../../../contract/ideas';
import type { IdeaIntent, IdeaRow } from '../../../machines/ideas/idea-rows';
import { ideaCategoryList, ideaList, ideasMachine, selectIdeaPermissions, type LoadedIdeas } from '../../../machines/ideas/ideas.machine';
import { ControlledServer } from '../../support/controlled-server';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';

const vows: IdeaRow = {
  id: 1,
  wedding_id: 3,
  title: 'Our vows',
  type: 'text',
  category_id: 4,
  is_pinned: false,
  created_at: '2026-10-01T09:00:00.000Z',
  text: 'Two minutes each',
  colors: null,
  image: null,
  thumbnail: null,
  link: null,
  picked: null,
};
const flowers: IdeaCategory = { id: 4, wedding_id: 3, name: 'Flowers', color_r: 233, color_g: 30, color_b: 99 };
const board: LoadedIdeas = { rows: [vows], categories: [flowers], actions: ['ADD', 'EDIT', 'DELETE', 'PIN'] };

/** The fields each call writes, as the real endpoints do. */
const writes = (intent: IdeaIntent): Array<keyof IdeaRow> =>
  intent === 'pin' ? ['is_pinned'] : ['title', 'type', 'category_id', 'text', 'colors', 'link', 'picked'];

function start(loaded: LoadedIdeas = board, load: () => Promise<LoadedIdeas> = async () => loaded) {
  const ideas = new ControlledServer<IdeaRow, IdeaIntent>(loaded.rows, writes, 90);
  const categories = new ControlledServer<IdeaCategory, never>(loaded.categories, () => [], 40);
  const actor = createActor(
    ideasMachine.provide({
      actors: {
        loadIdeas: fromPromise<LoadedIdeas, number>(load),
        ideas: ideaList.provide({ actors: { persist: fromPromise(({ input }) => ideas.persist(input)) } }),
        categories: ideaCategoryList.provide({ actors: { persist: fromPromise(({ input }) => categories.persist(input)) } }),
      },
    }),
    { input: { weddingId: 3 } },
  );
  const notices = collectNotices(actor);
  actor.start();
  const rows = () => actor.getSnapshot().children.ideas!.getSnapshot().context.rows;
  const categoryRows = () => actor.getSnapshot().children.categories!.getSnapshot().context.rows;
  const ready = () => waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return { actor, ideas, categories, notices, rows, categoryRows, ready };
}

describe('ideas machine', () => {
  it('loads the ideas, the categories and what the person may do, with no filter', async () => {
    const { actor, rows, categoryRows, ready } = start();
    await ready();
    expect(rows()).toEqual([vows]);
    expect(categoryRows()).toEqual([flowers]);
    expect(selectIdeaPermissions(actor.getSnapshot())).toEqual({ add: true, edit: true, delete: true, pin: true });
    expect(actor.getSnapshot().context.filters).toEqual({ text: '', categoryIds: [], types: [] });
  });

  it('a failed load says why and tries again when asked', async () => {
    let attempts = 0;
    const { actor } = start(board, async () => {
      if (++attempts === 1) throw { code: 'forbidden', messageKey: 'errors.forbidden' };
      return board;
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe('errors.forbidden');
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.loadError).toBeNull();
  });

  it('filters toggle categories and types, and clearing them keeps the search', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'filter.text', text: 'vow' });
    actor.send({ type: 'filter.category', id: 4 });
    actor.send({ type: 'filter.type', ideaType: 'text' });
    actor.send({ type: 'filter.type', ideaType: 'link' });
    actor.send({ type: 'filter.type', ideaType: 'text' });
    expect(actor.getSnapshot().context.filters).toEqual({ text: 'vow', categoryIds: [4], types: ['link'] });
    actor.send({ type: 'filter.clear' });
    expect(actor.getSnapshot().context.filters).toEqual({ text: 'vow', categoryIds: [], types: [] });
  });

  it('an idea saved from the editor shows at once and takes the server’s id', async () => {
    const { actor, rows, ideas, ready } = start();
    await ready();
    const editor = actor.getSnapshot().children.ideaEditor!;
    editor.send({ type: 'idea.add', id: -1000040, createdAt: '2026-11-24T10:00:00.000Z' });
    editor.send({ type: 'form.type', ideaType: 'colors' });
    editor.send({ type: 'form.title', title: 'Sage' });
    editor.send({ type: 'form.color.add', color: { r: 143, g: 176, b: 127 } });
    editor.send({ type: 'form.save' });
    expect(rows().at(-1)).toMatchObject({ id: -1000040, title: 'Sage', type: 'colors' });
    await ideas.answer(true);
    expect(rows().at(-1)).toMatchObject({ id: 90, title: 'Sage' });
  });

  it('a refused pin rolls back and keeps an accepted edit, with the spec’s message', async () => {
    const { actor, rows, ideas, notices, ready } = start();
    await ready();
    actor.send({
      type: 'idea.update',
      id: 1,
      details: { title: 'Vows', type: 'text', category_id: null, text: 'Short', colors: null, link: null, picked: null },
    });
    actor.send({ type: 'idea.pin', id: 1, pinned: true });
    expect(rows()[0]).toMatchObject({ title: 'Vows', is_pinned: true });
    await ideas.answer(true);
    await ideas.answer(false);
    expect(rows()[0]).toMatchObject({ title: 'Vows', is_pinned: false });
    expect(notices).toEqual([{ kind: 'error', message: { key: 'ideas.messages.unexpectedUpdating' } }]);
  });

  it('deleting asks first; the answer deletes the idea or keeps it', async () => {
    const { actor, rows, ideas, notices, ready } = start();
    await ready();
    actor.send({ type: 'idea.delete', id: 1 });
    expect(actor.getSnapshot().context.deleting).toEqual({ kind: 'idea', id: 1 });
    actor.send({ type: 'delete.cancel' });
    expect(rows()).toHaveLength(1);
    actor.send({ type: 'idea.delete', id: 1 });
    actor.send({ type: 'delete.confirm' });
    expect(rows()).toEqual([]);
    await ideas.answer(false);
    expect(rows()).toEqual([vows]);
    expect(notices).toEqual([{ kind: 'error', message: { key: 'ideas.messages.unexpectedDeleting' } }]);
  });

  it('categories are added at once and deleted after the question', async () => {
    const { actor, categoryRows, categories, notices, ready } = start();
    await ready();
    actor.send({ type: 'category.create', category: { ...flowers, id: -1000041, name: 'Music' } });
    expect(categoryRows().map((category) => category.name)).toEqual(['Flowers', 'Music']);
    await categories.answer(true);
    expect(categoryRows().at(-1)!.id).toBe(40);
    actor.send({ type: 'category.delete', id: 4 });
    expect(actor.getSnapshot().context.deleting).toEqual({ kind: 'category', id: 4 });
    actor.send({ type: 'delete.confirm' });
    await categories.answer(true);
    expect(categoryRows().map((category) => category.name)).toEqual(['Music']);
    expect(notices).toEqual([{ kind: 'success', message: { key: 'ideas.messages.categoryDeleted' } }]);
  });

  it('a person who may only edit ideas may still make a category from the idea form', async () => {
    const { actor, categoryRows, ready } = start({ ...board, actions: ['EDIT'] });
    await ready();
    actor.send({ type: 'category.create', category: { ...flowers, id: -1000042, name: 'Music' } });
    expect(categoryRows()).toHaveLength(2);
  });

  it('the viewer opens an idea, moves to the one the page chose, and closes', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'viewer.open', id: 1 });
    actor.send({ type: 'viewer.show', id: 7 });
    expect(actor.getSnapshot().context.viewingId).toBe(7);
    actor.send({ type: 'idea.delete', id: 1 });
    expect(actor.getSnapshot().matches({ ready: 'viewing' })).toBe(true);
    actor.send({ type: 'viewer.close' });
    expect(actor.getSnapshot().context.viewingId).toBeNull();
  });

  describe('graph', () => {
    describePathCoverage(ideasMachine, {
      inputs: [{ weddingId: 3 }],
      events: [
        { type: 'xstate.done.actor.loadIdeas', output: board },
        { type: 'xstate.error.actor.loadIdeas', error: { code: 'generic_error' } },
        { type: 'load.retry' },
        { type: 'filter.text', text: 'vow' },
        { type: 'filter.category', id: 4 },
        { type: 'filter.type', ideaType: 'text' },
        { type: 'filter.clear' },
        { type: 'idea.create', row: { ...vows, id: -1000001 } },
        { type: 'idea.update', id: 1, details: { title: 'Vows', type: 'text', category_id: null, text: 'Short', colors: null, link: null, picked: null } },
        { type: 'idea.pin', id: 1, pinned: true },
        { type: 'idea.delete', id: 1 },
        { type: 'category.create', category: { ...flowers, id: -1000002 } },
        { type: 'category.delete', id: 4 },
        { type: 'delete.confirm' },
        { type: 'delete.cancel' },
        { type: 'viewer.open', id: 1 },
        { type: 'viewer.show', id: 1 },
        { type: 'viewer.close' },
      ],
      stateKey: (snapshot) => ({ filters: snapshot.context.filters, deleting: snapshot.context.deleting, viewing: snapshot.context.viewingId }),
    });
  });
});
