import { describe } from 'vitest';
import { layoutEditorMachine, type LayoutEditorContext } from '../../../machines/tables/layout-editor.machine';
import { describePathCoverage } from '../../support/path-coverage';
import { layoutEditorEvents, listEvents } from './layout-editor.events';
import { banquet, layout, one, round, table, two } from './support';

describe('layout editor: graph', () => {
  // Walked alone: its tables come in with its input and with `tables.changed`, as the page sends
  // them. Table 3 sits at the right edge: a drag or a nudge of it to the right leaves the plan.
  const atTheEdge = table(13, 3, 0.99999, 0.5);
  describePathCoverage(layoutEditorMachine, {
    inputs: [{ weddingId: 7, layout, tables: [one, two, atTheEdge], types: [round, banquet] }],
    events: [
      ...layoutEditorEvents(layout, { ...round, id: 9 }),
      { type: 'table.select', id: atTheEdge.id, shift: false },
      { type: 'table.pointerDown', id: atTheEdge.id, shift: false },
      ...listEvents([one, two, atTheEdge], [round, banquet]),
    ],
    // What decides the editor's guards, and nothing else: the walk stays small.
    stateKey: (snapshot) => {
      const context = snapshot.context as LayoutEditorContext;
      return {
        // None, one, or enough to align.
        selected: Math.min(context.selected.length, 2),
        draft: context.draft.table_type !== null && context.draft.number !== 1000,
        moving: context.moving?.delta.x ?? null,
        layout: context.layout.width,
        // Whether table 3, at the edge, is picked: a drag or a nudge of it leaves the plan.
        edge: context.selected.includes(atTheEdge.id) || context.pressed?.id === atTheEdge.id || !!context.moving?.ids.includes(atTheEdge.id),
      };
    },
    bound: (snapshot, event) => {
      const context = snapshot.context as LayoutEditorContext;
      if (event.type === 'nudge.press') return context.nudgeRepeats === 0;
      // A temporary id is new each time on screen: an event that adds tables is tried while none of its ids is taken.
      const ids: number[] = 'ids' in event ? event.ids : 'id' in event && event.type === 'plan.click' ? [event.id] : [];
      return !context.tables.some((table) => ids.includes(table.id));
    },
  });
});
