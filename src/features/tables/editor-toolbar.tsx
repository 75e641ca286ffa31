import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { reconcile } from '../../../machines/tables/history';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';
import { PlusIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { touchOnlyQuery, useMediaQuery } from '../../lib/use-media-query';
import { sendHistoryStep } from './editor-commands';

interface EditorToolbarProps {
  editor: LayoutEditorRef;
  /** The Done and Add table buttons, where the editor puts the focus (tables-editor.tsx). */
  doneButton: Ref<HTMLButtonElement>;
  addButton: Ref<HTMLButtonElement>;
  onDone: () => void;
  onChangeLayout: () => void;
  /** The table types dialog's button (it keeps its own open state). */
  typesButton: React.ReactNode;
  /** The add-table popover, anchored to the add button. */
  addPopover: (anchor: React.ReactNode) => React.ReactNode;
  /** The wedding users' button and dialog (their own feature, given by the app). */
  usersButton: React.ReactNode;
}

const toggleClasses = (pressed: boolean) => (pressed ? '!bg-brand-light ring-2 !ring-brand' : '');

/** The editor's tools (spec §2 "Editor tools"): done, add table, multi-select, undo, redo, types, change layout, users. */
export function EditorToolbar({ editor, doneButton, addButton, onDone, onChangeLayout, typesButton, addPopover, usersButton }: EditorToolbarProps) {
  const { LL } = useI18nContext();
  const texts = LL.tables.editor;
  const adding = useSelector(editor, (snapshot) => snapshot.matches('adding'));
  const selecting = useSelector(editor, (snapshot) => snapshot.matches('selecting'));
  const history = useSelector(editor, (snapshot) => snapshot.context.history);
  // Undo and redo wait while a table is added or a gesture is under way (the editor ignores them then).
  const idle = useSelector(editor, (snapshot) => snapshot.matches({ default: 'idle' }) || snapshot.matches({ selecting: 'idle' }));
  const tables = useSelector(editor, (snapshot) => snapshot.context.tables);
  const shown = adding ? 'adding' : selecting ? 'selecting' : 'default';
  // Keyboard shortcuts mean nothing on a tablet at the venue: there the hint says what a finger does (issue 23 item 19).
  const touchOnly = useMediaQuery(touchOnlyQuery);
  const hints = { default: touchOnly ? texts.touchHelp() : texts.keyboardHelp(), adding: texts.addingHint(), selecting: texts.selectingHint() };
  // What undo and redo would do is decided against the tables on screen (a refused undo stays undoable).
  const { done, undone } = reconcile(history, tables);
  return (
    <div role="toolbar" aria-label={texts.toolbar()} className="mb-3 flex flex-wrap items-center gap-2">
      <Button ref={doneButton} onClick={onDone}>
        {texts.done()}
      </Button>
      {addPopover(
        <Button ref={addButton} variant="secondary" aria-pressed={adding} className={toggleClasses(adding)} onClick={() => editor.send({ type: 'mode.add' })}>
          <PlusIcon />
          {texts.add()}
        </Button>,
      )}
      <Button variant="secondary" aria-pressed={selecting} className={toggleClasses(selecting)} onClick={() => editor.send({ type: 'mode.select' })}>
        {texts.select()}
      </Button>
      <Button variant="ghost" disabled={!idle || done.length === 0} onClick={() => sendHistoryStep(editor, 'undo')} title="Ctrl+Z">
        {texts.undo()}
      </Button>
      <Button variant="ghost" disabled={!idle || undone.length === 0} onClick={() => sendHistoryStep(editor, 'redo')} title="Ctrl+Shift+Z">
        {texts.redo()}
      </Button>
      {typesButton}
      <Button variant="ghost" onClick={onChangeLayout}>
        {texts.changeLayout()}
      </Button>
      {usersButton}
      {/* The hint shares its place with the others, hidden, so it is as tall as the longest and the plan under it never moves. */}
      <p className="grid w-full text-sm text-stone-600">
        <span aria-live="polite" className="col-start-1 row-start-1">
          {hints[shown]}
        </span>
        {Object.entries(hints).map(([mode, hint]) => (
          <span key={mode} aria-hidden className="invisible col-start-1 row-start-1">
            {hint}
          </span>
        ))}
      </p>
    </div>
  );
}
