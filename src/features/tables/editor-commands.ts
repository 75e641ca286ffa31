import { temporaryId } from '../../../machines/shared/optimistic-list';
import { additionsOfStep } from '../../../machines/tables/history';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';

/**
 * The editor's commands that add tables, sent with the temporary ids those tables take (the
 * machine makes none itself): a copy per selected table, and as many as an undo or a redo adds
 * back. The toolbar, the selection panel and the keys send them the same way.
 */

const temporaryIds = (count: number) => Array.from({ length: count }, temporaryId);

export function sendHistoryStep(editor: LayoutEditorRef, step: 'undo' | 'redo') {
  const { history, tables } = editor.getSnapshot().context;
  editor.send({ type: step === 'undo' ? 'history.undo' : 'history.redo', ids: temporaryIds(additionsOfStep(history, tables, step)) });
}

export function sendDuplicate(editor: LayoutEditorRef) {
  editor.send({ type: 'selection.duplicate', ids: temporaryIds(editor.getSnapshot().context.selected.length) });
}
