import { describe } from 'vitest';
import { layoutEditorMachine, type LayoutEditorContext } from '../../../machines/tables/layout-editor.machine';
import { describePathCoverage } from '../../support/path-coverage';
import { layout, round } from './support';

const point = { x: 2000, y: 1500 };

describe('layout editor: graph', () => {
  // Walked alone, without the page's lists: there are no tables to leave the plan, so here a
  // move stays inside until the layout changes (the machine tests try it on real tables).
  const alone = layoutEditorMachine.provide({
    guards: { isMoveInside: ({ context }) => context.layout.width === layout.width },
  });
  describePathCoverage(alone, {
    inputs: [{ weddingId: 7, layout }],
    events: [
      { type: 'mode.add' },
      { type: 'mode.select' },
      { type: 'mode.cancel' },
      { type: 'key.ctrl', down: true },
      { type: 'key.ctrl', down: false },
      { type: 'draft.change', patch: { table_type: round.id } },
      { type: 'type.add', name: 'new type' },
      { type: 'xstate.done.actor.createTableType', output: { ...round, id: 9 } },
      { type: 'xstate.error.actor.createTableType', error: { code: 'generic_error' } },
      { type: 'pointer.move', point },
      { type: 'plan.click', point },
      { type: 'table.pointerDown', number: 1, shift: false },
      { type: 'table.pointerUp' },
      { type: 'table.select', number: 1, shift: false },
      { type: 'drag.start' },
      { type: 'drag.end', delta: { x: 10, y: 0 }, scale: 2 },
      { type: 'drag.cancel' },
      { type: 'band.start', point },
      { type: 'band.move', point: { x: 2100, y: 1600 } },
      { type: 'band.end', shift: false },
      { type: 'nudge.press', key: 'ArrowRight' },
      { type: 'nudge.release' },
      { type: 'selection.clear' },
      { type: 'selection.delete' },
      { type: 'selection.duplicate' },
      { type: 'selection.align', alignment: 'left' },
      { type: 'table.edit', number: 1, patch: { seats: 4 } },
      { type: 'history.undo' },
      { type: 'history.redo' },
      { type: 'layout.changed', layout: { width: 1000, height: 800 } },
    ],
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
