import { describe } from 'vitest';
import { layoutEditorMachine, type LayoutEditorContext } from '../../../machines/tables/layout-editor.machine';
import { describePathCoverage } from '../../support/path-coverage';
import { layoutEditorEvents } from './layout-editor.events';
import { layout, round } from './support';

describe('layout editor: graph', () => {
  // Walked alone, without the page's lists: there are no tables to leave the plan, so here a
  // move stays inside until the layout changes (the machine tests try it on real tables).
  const alone = layoutEditorMachine.provide({
    guards: { isMoveInside: ({ context }) => context.layout.width === layout.width },
  });
  describePathCoverage(alone, {
    inputs: [{ weddingId: 7, layout }],
    events: layoutEditorEvents(layout, { ...round, id: 9 }),
    // What decides the editor's guards, and nothing else: the walk stays small.
    stateKey: (snapshot) => {
      const context = snapshot.context as LayoutEditorContext;
      return {
        selected: context.selected.length > 0,
        draft: context.draft.table_type !== null,
        moving: context.moving?.delta.x ?? null,
        layout: context.layout.width,
      };
    },
    bound: (snapshot, event) => event.type !== 'nudge.press' || (snapshot.context as LayoutEditorContext).nudgeRepeats === 0,
  });
});
