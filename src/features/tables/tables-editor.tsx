import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Table, TableType } from '../../../contract/tables';
import type { tablePageMachine } from '../../../machines/tables/table-page.machine';
import { AddTablePopover } from './add-table-popover';
import { ChangeLayoutDialog } from './change-layout-dialog';
import { EditorLayer } from './editor-layer';
import { EditorToolbar } from './editor-toolbar';
import { LayoutPlan } from './layout-plan';
import { SelectionPanel } from './selection-panel';
import { TableTypesDialog } from './table-types-dialog';
import type { PlanProps } from './tables-view';
import { useEditorKeys } from './use-editor-keys';

interface TablesEditorProps {
  page: ActorRefFrom<typeof tablePageMachine>;
  plan: PlanProps;
  tables: readonly Table[];
  types: readonly TableType[];
}

/** EDIT mode (needs EDIT_LAYOUT): the editor's tools, the selection's panel and the plan to work on. */
export function TablesEditor({ page, plan, tables, types }: TablesEditorProps) {
  const editor = useSelector(page, (snapshot) => snapshot.children.editor);
  const typesList = useSelector(page, (snapshot) => snapshot.children.tableTypes);
  const dialog = useSelector(page, (snapshot) =>
    snapshot.matches({ ready: { mode: { editing: 'uploadingLayout' } } })
      ? 'uploading'
      : snapshot.matches({ ready: { mode: { editing: 'changingLayout' } } })
        ? 'open'
        : 'closed',
  );
  const panDisabled = useSelector(
    editor,
    (snapshot) => !!snapshot && (snapshot.matches('adding') || snapshot.matches('selecting') || snapshot.matches({ default: 'dragging' })),
  );
  useEditorKeys(editor);
  if (!editor || !typesList) return null;
  return (
    <>
      <EditorToolbar
        editor={editor}
        tables={tables}
        onDone={() => page.send({ type: 'editor.done' })}
        onChangeLayout={() => page.send({ type: 'layoutDialog.open' })}
        typesButton={<TableTypesDialog list={typesList} types={types} tables={tables} />}
        addPopover={(anchor) => <AddTablePopover editor={editor} types={types} anchor={anchor} />}
      />
      <SelectionPanel editor={editor} tables={tables} types={types} />
      <LayoutPlan {...plan} panDisabled={panDisabled}>
        <EditorLayer editor={editor} tables={tables} types={types} layout={plan.layout} scale={plan.scale} />
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
