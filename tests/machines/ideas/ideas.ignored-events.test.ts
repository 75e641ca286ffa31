import { describe } from 'vitest';
import { createActor, fromPromise, type StateValue } from 'xstate';
import type { LinkPreview } from '../../../contract/ideas';
import { ideaEditorMachine } from '../../../machines/ideas/idea-editor.machine';
import { ideaPermissions, noIdeaFilters } from '../../../machines/ideas/idea-rows';
import { ideasMachine } from '../../../machines/ideas/ideas.machine';
import { describeIgnoredEvents } from '../../support/ignored-events';

const opened = '2026-11-24T10:00:00.000Z';
const board = (value: StateValue, fields: object = {}) =>
  ideasMachine.resolveState({
    value,
    context: {
      weddingId: 7,
      can: ideaPermissions(['ADD', 'EDIT', 'DELETE', 'PIN']),
      filters: noIdeaFilters,
      loadError: null,
      deleting: null,
      viewingId: null,
      ...fields,
    },
  });

/** An editor with a link being read (its answer never comes). */
function fetchingPreview() {
  const actor = createActor(ideaEditorMachine.provide({ actors: { fetchLinkPreview: fromPromise<LinkPreview, string>(() => new Promise(() => {})) } })).start();
  actor.send({ type: 'idea.add', id: -1000001, createdAt: opened });
  actor.send({ type: 'form.link', link: 'https://example.com' });
  actor.send({ type: 'form.preview' });
  return actor.getSnapshot();
}

describe('ideas: events ignored where they make no sense', () => {
  describeIgnoredEvents([
    {
      // The question is modal: nothing else is deleted or opened behind it.
      state: { ready: 'confirmingDelete' },
      snapshot: () => board({ ready: 'confirmingDelete' }, { deleting: { kind: 'idea', id: 1 } }),
      ignores: [
        { type: 'idea.delete', id: 2 },
        { type: 'category.delete', id: 4 },
        { type: 'viewer.open', id: 1 },
      ],
    },
    {
      // Full screen covers the board: its delete buttons cannot be reached.
      state: { ready: 'viewing' },
      snapshot: () => board({ ready: 'viewing' }, { viewingId: 1 }),
      ignores: [{ type: 'idea.delete', id: 1 }, { type: 'delete.confirm' }, { type: 'viewer.open', id: 2 }],
    },
    {
      state: 'closed',
      snapshot: () => ideaEditorMachine.resolveState({ value: 'closed', context: { form: null } }),
      ignores: [
        { type: 'form.save' },
        { type: 'form.preview' },
        { type: 'form.title', title: 'Late keystroke' },
        { type: 'form.color.add', color: { r: 0, g: 0, b: 0 } },
      ],
    },
    {
      // One read at a time; opening another idea waits for the form to close.
      state: { open: 'fetchingPreview' },
      snapshot: fetchingPreview,
      ignores: [{ type: 'form.preview' }, { type: 'idea.add', id: -1000002, createdAt: opened }],
    },
  ]);
});
