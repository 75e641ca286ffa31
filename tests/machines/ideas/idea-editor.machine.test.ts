import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ideaLimits, type LinkPreview } from '../../../contract/ideas';
import { ideaEditorMachine, type IdeaCommit } from '../../../machines/ideas/idea-editor.machine';
import type { IdeaRow } from '../../../machines/ideas/idea-rows';
import { describePathCoverage } from '../../support/path-coverage';

const opened = '2026-11-24T10:00:00.000Z';
const palette: IdeaRow = {
  id: 5,
  wedding_id: 3,
  title: 'Blush palette',
  type: 'colors',
  category_id: 2,
  is_pinned: true,
  created_at: '2026-10-01T09:00:00.000Z',
  text: null,
  colors: [{ r: 244, g: 166, b: 193 }],
  image: null,
  thumbnail: null,
  link: null,
  picked: null,
};
const bouquet: IdeaRow = { ...palette, id: 6, title: 'Bouquet', type: 'image', colors: null, image: 'ideas/w3/big.png', thumbnail: 'ideas/w3/small.png' };
const picked = { file: {}, preview: 'blob:peony', name: 'peony.JPG' };
const terrace: LinkPreview = { title: 'Terrace lights', description: 'Lanterns', image: 'https://example.com/l.png' };

function start(preview: (link: string) => Promise<LinkPreview> = async () => terrace) {
  const commits: IdeaCommit[] = [];
  const asked: string[] = [];
  const actor = createActor(
    ideaEditorMachine.provide({
      actions: { commit: (_, change) => commits.push(change) },
      actors: { fetchLinkPreview: fromPromise<LinkPreview, string>(({ input }) => (asked.push(input), preview(input))) },
    }),
  ).start();
  const form = () => actor.getSnapshot().context.form!;
  return { actor, commits, asked, form };
}

describe('idea editor machine', () => {
  it('starts a link idea that needs a title and a valid web address, then saves it with its page preview', async () => {
    const { actor, commits, asked, form } = start();
    actor.send({ type: 'idea.add', id: -1000030, createdAt: opened });
    actor.send({ type: 'form.save' });
    expect(form().errors).toEqual({ title: ['required'], link: ['required', 'invalid'] });
    actor.send({ type: 'form.title', title: ' Terrace ' });
    actor.send({ type: 'form.link', link: 'javascript:alert(1)' });
    expect(form().errors).toEqual({ link: ['invalid'] });
    actor.send({ type: 'form.preview' });
    expect(asked).toEqual([]);
    actor.send({ type: 'form.link', link: 'example.com/terrace' });
    actor.send({ type: 'form.preview' });
    expect(actor.getSnapshot().matches({ open: 'fetchingPreview' })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The address is read once: leaving the field again asks for nothing new.
    actor.send({ type: 'form.preview' });
    expect(asked).toEqual(['https://example.com/terrace']);
    actor.send({ type: 'form.save' });
    expect(commits).toEqual([
      {
        type: 'idea.create',
        row: {
          id: -1000030,
          wedding_id: 0,
          title: 'Terrace',
          type: 'link',
          category_id: null,
          is_pinned: false,
          created_at: opened,
          text: null,
          colors: null,
          image: null,
          thumbnail: null,
          picked: null,
          link: { link: 'https://example.com/terrace', title: 'Terrace lights', description: 'Lanterns', image: 'https://example.com/l.png' },
        },
      },
    ]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a refused preview says why and still lets the link be saved, without a preview', async () => {
    const { actor, commits, form } = start(() => Promise.reject({ code: 'link_not_allowed', messageKey: 'errors.link_not_allowed' }));
    actor.send({ type: 'idea.add', id: -1000031, createdAt: opened });
    actor.send({ type: 'form.title', title: 'Router' });
    actor.send({ type: 'form.link', link: 'http://10.0.0.1/admin.html' });
    actor.send({ type: 'form.preview' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(form().previewError).toBe('errors.link_not_allowed');
    actor.send({ type: 'form.link', link: 'http://10.0.0.1/admin' });
    expect(form().previewError).toBeNull();
    actor.send({ type: 'form.save' });
    expect(commits[0]).toMatchObject({ row: { link: { link: 'http://10.0.0.1/admin', title: null, description: null, image: null } } });
  });

  it('a new address typed while the last one is read drops the old answer', async () => {
    let answer!: (preview: LinkPreview) => void;
    const { actor, form } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'idea.add', id: -1000032, createdAt: opened });
    actor.send({ type: 'form.link', link: 'https://example.com/a' });
    actor.send({ type: 'form.preview' });
    actor.send({ type: 'form.link', link: 'https://example.com/b' });
    answer(terrace);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
    expect(form().preview).toBeNull();
  });

  it('takes 1 to 20 colours, edits and removes them', () => {
    const { actor, commits, form } = start();
    actor.send({ type: 'idea.edit', idea: palette });
    actor.send({ type: 'form.color.remove', index: 0 });
    actor.send({ type: 'form.save' });
    expect(form().errors).toEqual({ colors: ['required'] });
    for (let index = 0; index < 21; index++) actor.send({ type: 'form.color.add', color: { r: index, g: 0, b: 0 } });
    expect(form().colors).toHaveLength(20);
    expect(form().errors).toEqual({});
    actor.send({ type: 'form.color.set', index: 19, color: { r: 1, g: 2, b: 3 } });
    actor.send({ type: 'form.save' });
    expect(commits[0]).toMatchObject({ type: 'idea.update', id: 5, details: { type: 'colors', category_id: 2, text: null, link: null, picked: null } });
    expect(commits[0]!.type === 'idea.update' && commits[0]!.details.colors?.at(-1)).toEqual({ r: 1, g: 2, b: 3 });
  });

  it('an image idea keeps its stored image, takes a png, gif, jpeg, jpg, bmp or svg file, and refuses one the browser cannot draw', () => {
    const { actor, commits, form } = start();
    actor.send({ type: 'idea.edit', idea: bouquet });
    expect(form().storedImage).toBe('ideas/w3/small.png');
    actor.send({ type: 'form.image', image: { ...picked, name: 'notes.txt' } });
    actor.send({ type: 'form.save' });
    expect(form().errors).toEqual({ image: ['invalid'] });
    actor.send({ type: 'form.image', image: picked });
    expect(form().errors).toEqual({});
    actor.send({ type: 'form.image.unreadable' });
    expect(form()).toMatchObject({ picked: null, errors: { image: ['unreadable'] } });
    actor.send({ type: 'form.image', image: picked });
    actor.send({ type: 'form.save' });
    expect(commits).toEqual([{ type: 'idea.update', id: 6, details: expect.objectContaining({ type: 'image', picked, colors: null }) }]);
  });

  it('a new image idea needs a file; a text idea needs more than blanks; only the type’s value is kept', () => {
    const { actor, commits, form } = start();
    actor.send({ type: 'idea.add', id: -1000033, createdAt: opened });
    actor.send({ type: 'form.title', title: 'Vows' });
    actor.send({ type: 'form.type', ideaType: 'image' });
    actor.send({ type: 'form.save' });
    expect(form().errors).toEqual({ image: ['required'] });
    actor.send({ type: 'form.type', ideaType: 'text' });
    actor.send({ type: 'form.text', text: '   ' });
    expect(form().errors).toEqual({ text: ['required'] });
    actor.send({ type: 'form.link', link: 'https://example.com' });
    actor.send({ type: 'form.text', text: 'Two minutes each' });
    actor.send({ type: 'form.category', categoryId: 4 });
    actor.send({ type: 'form.save' });
    expect(commits[0]).toMatchObject({ row: { type: 'text', text: 'Two minutes each', link: null, colors: null, picked: null, category_id: 4 } });
  });

  it('cancel closes the form and forgets it', () => {
    const { actor, commits } = start();
    actor.send({ type: 'idea.edit', idea: palette });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().context.form).toBeNull();
    expect(commits).toEqual([]);
  });

  describe('graph', () => {
    describePathCoverage(ideaEditorMachine.provide({ actions: { commit: () => {} } }), {
      events: [
        { type: 'idea.add', id: -1000001, createdAt: opened },
        { type: 'idea.edit', idea: palette },
        { type: 'form.title', title: 'Palette' },
        { type: 'form.type', ideaType: 'link' },
        { type: 'form.category', categoryId: 2 },
        { type: 'form.link', link: 'https://example.com' },
        { type: 'form.preview' },
        { type: 'form.text', text: 'Vows' },
        { type: 'form.color.add', color: { r: 1, g: 2, b: 3 } },
        { type: 'form.color.set', index: 0, color: { r: 3, g: 2, b: 1 } },
        { type: 'form.color.remove', index: 0 },
        { type: 'form.image', image: picked },
        { type: 'form.image.unreadable' },
        { type: 'form.save' },
        { type: 'form.cancel' },
        { type: 'xstate.done.actor.0.ideaEditor.open.fetchingPreview', output: terrace },
        { type: 'xstate.error.actor.0.ideaEditor.open.fetchingPreview', error: { code: 'link_not_allowed' } },
      ],
      stateKey: (snapshot) => ({ type: snapshot.context.form?.type, colors: snapshot.context.form?.colors.length, link: snapshot.context.form?.link }),
      // Past the cap the walk stops, so a machine that lets a 21st colour in fails the tests instead of walking forever.
      bound: (snapshot, event) => event.type !== 'form.color.add' || (snapshot.context.form?.colors.length ?? 0) <= ideaLimits.colorsMax,
    });
  });
});
