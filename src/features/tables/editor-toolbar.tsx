import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Table } from '../../../contract/tables';
import { reconcile } from '../../../machines/tables/history';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';
import { PlusIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { WeddingUsersDialog } from './wedding-users-dialog';

interface EditorToolbarProps {
  editor: LayoutEditorRef;
  tables: readonly Table[];
  onDone: () => void;
  onChangeLayout: () => void;
  /** The table types dialog's button (it keeps its own open state). */
  typesButton: React.ReactNode;
  /** The add-table popover, anchored to the add button. */
  addPopover: (anchor: React.ReactNode) => React.ReactNode;
}

const toggleClasses = (pressed: boolean) => (pressed ? '!bg-brand-light ring-2 !ring-brand' : '');

/** The editor's tools (spec §2 "Editor tools"): done, add table, multi-select, undo, redo, types, change layout, users. */
export function EditorToolbar({ editor, tables, onDone, onChangeLayout, typesButton, addPopover }: EditorToolbarProps) {
  const { LL } = useI18nContext();
  const texts = LL.tables.editor;
  const adding = useSelector(editor, (snapshot) => snapshot.matches('adding'));
  const selecting = useSelector(editor, (snapshot) => snapshot.matches('selecting'));
  const history = useSelector(editor, (snapshot) => snapshot.context.history);
  const weddingId = useSelector(editor, (snapshot) => snapshot.context.weddingId);
  // What undo and redo would do is decided against the tables on screen (a refused undo stays undoable).
  const { done, undone } = reconcile(history, tables);
  return (
    <div role="toolbar" aria-label={texts.toolbar()} className="mb-3 flex flex-wrap items-center gap-2">
      <Button onClick={onDone}>{texts.done()}</Button>
      {addPopover(
        <Button variant="secondary" aria-pressed={adding} className={toggleClasses(adding)} onClick={() => editor.send({ type: 'mode.add' })}>
          <PlusIcon />
          {texts.add()}
        </Button>,
      )}
      <Button variant="secondary" aria-pressed={selecting} className={toggleClasses(selecting)} onClick={() => editor.send({ type: 'mode.select' })}>
        {texts.select()}
      </Button>
      <Button variant="ghost" disabled={done.length === 0} onClick={() => editor.send({ type: 'history.undo' })} title="Ctrl+Z">
        {texts.undo()}
      </Button>
      <Button variant="ghost" disabled={undone.length === 0} onClick={() => editor.send({ type: 'history.redo' })} title="Ctrl+Shift+Z">
        {texts.redo()}
      </Button>
      {typesButton}
      <Button variant="ghost" onClick={onChangeLayout}>
        {texts.changeLayout()}
      </Button>
      <WeddingUsersDialog weddingId={weddingId} />
      <p className="w-full text-sm text-stone-600" aria-live="polite">
        {adding ? texts.addingHint() : selecting ? texts.selectingHint() : texts.keyboardHelp()}
      </p>
    </div>
  );
}
