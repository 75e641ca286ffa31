import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { tablePageMachine } from '../../../machines/tables/table-page.machine';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';
import type { tableTypesList } from '../../../machines/tables/tables-lists';
import { focusIsLost } from '../../components/focus-return';
import { AddTablePopover } from './add-table-popover';
import { ChangeLayoutDialog } from './change-layout-dialog';
import { EditorLayer } from './editor-layer';
import { EditorToolbar } from './editor-toolbar';
import { LayoutPlan, type PlanProps } from './layout-plan';
import { SelectionPanel } from './selection-panel';
import { TableTypesDialog } from './table-types-dialog';
import { useEditorKeys } from './use-editor-keys';

interface TablesEditorProps {
  page: ActorRefFrom<typeof tablePageMachine>;
  plan: PlanProps;
  /** The wedding users' button (their own feature, given by the app). */
  usersButton: ReactNode;
}

/**
 * EDIT mode (needs EDIT_LAYOUT): the editor's tools, the selection's panel over the plan (so the
 * plan never moves under the person's finger when a table is selected) and the plan to work on.
 * The editor's own tables and types are what it draws: its changes show before the lists echo them.
 */
export function TablesEditor({ page, plan, usersButton }: TablesEditorProps) {
  const editor = useSelector(page, (snapshot) => snapshot.children.editor);
  const typesList = useSelector(page, (snapshot) => snapshot.children.tableTypes);
  if (!editor || !typesList) return null;
  return <Editor page={page} editor={editor} typesList={typesList} plan={plan} usersButton={usersButton} />;
}

function Editor({
  page,
  editor,
  typesList,
  plan,
  usersButton,
}: TablesEditorProps & { editor: LayoutEditorRef; typesList: ActorRefFrom<typeof tableTypesList> }) {
  const tables = useSelector(editor, (snapshot) => snapshot.context.tables);
  const types = useSelector(editor, (snapshot) => snapshot.context.types);
  const dialog = useSelector(page, (snapshot) =>
    snapshot.matches({ ready: { mode: { editing: 'uploadingLayout' } } })
      ? 'uploading'
      : snapshot.matches({ ready: { mode: { editing: 'changingLayout' } } })
        ? 'open'
        : 'closed',
  );
  const panDisabled = useSelector(
    editor,
    (snapshot) => snapshot.matches('adding') || snapshot.matches('selecting') || snapshot.matches({ default: 'dragging' }),
  );
  const { doneButton, addButton, layer, deleteSelection } = useEditorFocus(editor);
  useEditorKeys(editor, deleteSelection);
  return (
    <>
      <EditorToolbar
        editor={editor}
        doneButton={doneButton}
        onDone={() => page.send({ type: 'editor.done' })}
        onChangeLayout={() => page.send({ type: 'layoutDialog.open' })}
        typesButton={<TableTypesDialog list={typesList} types={types} tables={tables} />}
        addButton={addButton}
        addPopover={(anchor) => <AddTablePopover editor={editor} types={types} anchor={anchor} onEscape={() => addButton.current?.focus()} />}
        usersButton={usersButton}
      />
      <LayoutPlan {...plan} panDisabled={panDisabled} overlay={<SelectionPanel editor={editor} types={types} onDelete={deleteSelection} />}>
        <EditorLayer ref={layer} editor={editor} tables={tables} types={types} layout={plan.layout} scale={plan.scale} />
      </LayoutPlan>
      <ChangeLayoutDialog
        open={dialog !== 'closed'}
        uploading={dialog === 'uploading'}
        onFile={(file) => page.send({ type: 'layout.upload', file })}
        onClose={() => page.send({ type: 'layoutDialog.close' })}
      />
    </>
  );
}

/**
 * Where the focus goes in the editor, never to <body>: on opening, to its first tool (Done);
 * after a delete (the Delete key or the panel's button), to the table that followed the first
 * deleted one on the plan, else the one before, else the add button.
 */
function useEditorFocus(editor: LayoutEditorRef) {
  const doneButton = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => doneButton.current?.focus(), []);
  const deleteSelection = useCallback(() => {
    const { selected } = editor.getSnapshot().context;
    const onPlan = [...(layer.current?.querySelectorAll<HTMLElement>('[data-table-id]') ?? [])];
    const first = onPlan.findIndex((element) => selected.includes(Number(element.dataset.tableId)));
    const staying = (element: HTMLElement) => !selected.includes(Number(element.dataset.tableId));
    const next = onPlan.slice(first + 1).find(staying) ?? onPlan.slice(0, Math.max(first, 0)).reverse().find(staying);
    editor.send({ type: 'selection.delete' });
    // After the deleted tables (and the panel) left the page.
    requestAnimationFrame(() => {
      if (focusIsLost()) (next?.isConnected ? next : addButton.current)?.focus();
    });
  }, [editor]);
  return { doneButton, addButton, layer, deleteSelection };
}
