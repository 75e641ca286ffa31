import { and } from 'xstate';
import type { TableType } from '../../../contract/tables';
import { notifyFailureOr } from '../../shared/notify';
import { placeStep } from '../editor-steps';
import type { LayoutEditorContext, LayoutEditorEvent } from '../layout-editor.machine';
import { commit } from './shared';

/**
 * The editor's adding mode (spec §4: cursor copy, a ghost table follows the pointer, a click
 * places it). The add-table popover sets the new table's number, seats and type first; a new
 * type made there (`creatingType`) is saved before a table can use it, so a table never
 * waits on a type's temporary id. A wedding without types is offered its first one there.
 * Escape, or the add button again, goes back to default.
 */
export const addingMode = {
  entry: 'startDraft',
  exit: 'clearGhost',
  initial: 'placing',
  on: {
    'mode.cancel': { target: '#layoutEditor.default' },
    'mode.add': { target: '#layoutEditor.default' },
  },
  states: {
    placing: {
      on: {
        'draft.change': { actions: 'changeDraft' },
        'type.add': { target: 'creatingType' },
        'pointer.move': { actions: 'followPointer' },
        'plan.click': { guard: and(['isClick', 'canPlace']), target: '#layoutEditor.default', actions: commit(placeStep) },
      },
    },
    creatingType: {
      invoke: {
        id: 'createTableType',
        src: 'createTableType',
        input: ({ context, event }: { context: LayoutEditorContext; event: LayoutEditorEvent }) => ({
          wedding_id: context.weddingId,
          name: event.type === 'type.add' ? event.name : '',
        }),
        onDone: { target: 'placing', actions: { type: 'useCreatedType', params: ({ event }: { event: { output: TableType } }) => event.output } },
        onError: { target: 'placing', actions: notifyFailureOr('tables.messages.unexpectedAddingType') },
      },
    },
  },
} as const;
