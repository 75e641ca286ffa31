import { assertEvent, enqueueActions } from 'xstate';
import type { TablePageContext, TablePageEvent } from '../table-page-types';
import { storeUploaded, uploadedNotice, uploadFailed, uploadOf, type Uploaded } from './layout-upload';

/**
 * The tables page's EDIT mode (needs EDIT_LAYOUT): the layout editor, a child machine, with the
 * change-layout dialog beside it (`idle → changingLayout → uploadingLayout`). The page is the
 * go-between of the editor and the lists: it tells the editor what the lists show and gives
 * the lists the editor's changes. Done goes back to DEFAULT.
 */
export const editingMode = {
  invoke: {
    id: 'editor',
    src: 'layoutEditor',
    input: ({ context }: { context: TablePageContext }) => ({
      weddingId: context.weddingId,
      layout: { width: context.layout!.width, height: context.layout!.height },
      tables: context.tables,
      types: context.types,
    }),
  },
  on: {
    'lists.changed': { actions: ['storeLists', 'tellEditorLists'] },
    'editor.change': { actions: 'giveListTheChange' },
    'editor.typeCreated': { actions: 'addCreatedType' },
  },
  initial: 'idle',
  states: {
    // Done from the editor itself: never while the change-layout dialog is open or its upload on its way.
    idle: {
      on: { 'layoutDialog.open': { target: 'changingLayout' }, 'editor.done': { target: '#tablePage.ready.mode.viewing' } },
    },
    changingLayout: {
      on: {
        'layoutDialog.close': { target: 'idle' },
        'layout.upload': { target: 'uploadingLayout' },
      },
    },
    uploadingLayout: {
      invoke: {
        id: 'uploadLayout',
        src: 'uploadLayout',
        input: uploadOf,
        onDone: {
          target: 'idle',
          actions: [
            storeUploaded,
            { type: 'tellEditorLayout', params: ({ event }: Uploaded) => event.output },
            uploadedNotice('tables.messages.layoutChangeSuccess'),
          ],
        },
        onError: { target: 'changingLayout', actions: uploadFailed },
      },
    },
  },
} as const;

// The actions that send several events (`enqueueActions`) are typed here, outside `setup`,
// whose inference does not reach into them; the other types are `any`, as in shared/notify.ts.
/* eslint-disable @typescript-eslint/no-explicit-any */
export const tellEditorLists = enqueueActions<TablePageContext, TablePageEvent, undefined, TablePageEvent, any, any, any, any, any>(({ event, enqueue }) => {
  assertEvent(event, 'lists.changed');
  enqueue.sendTo('editor', { type: 'tables.changed', tables: event.tables });
  enqueue.sendTo('editor', { type: 'types.changed', types: event.types });
});

/** The editor's change, as the tables list's events: adds, then updates, then deletes. */
export const giveListTheChange = enqueueActions<TablePageContext, TablePageEvent, undefined, TablePageEvent, any, any, any, any, any>(({ event, enqueue }) => {
  assertEvent(event, 'editor.change');
  if (event.creates.length > 0) enqueue.sendTo('tables', { type: 'rows.create', rows: event.creates });
  if (event.updates.length > 0) enqueue.sendTo('tables', { type: 'rows.update', changes: event.updates, intent: event.intent });
  if (event.deletes.length > 0) enqueue.sendTo('tables', { type: 'rows.delete', ids: event.deletes });
});
/* eslint-enable @typescript-eslint/no-explicit-any */
