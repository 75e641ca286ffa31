import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { tableLimits, type Table, type TableType } from '../../../contract/tables';
import type { TableEdit } from '../../../machines/tables/editor-changes';
import { alignments } from '../../../machines/tables/geometry';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';
import { Button } from '../../components/button';
import { translateMessage } from '../../lib/i18n';
import { CompactField, compactInputClasses } from './compact-field';
import { sendDuplicate } from './editor-commands';
import { TableNumberInput } from './table-number-input';

interface SelectionPanelProps {
  editor: LayoutEditorRef;
  types: readonly TableType[];
  /** Deletes the selection, keeping the focus on the plan (tables-editor.tsx). */
  onDelete: () => void;
}

/**
 * What the selection offers (drawn over the plan's top edge): align (two or more), duplicate, delete, and for one table its
 * number, seats (inline up to 25) and type, saved as soon as they change.
 */
export function SelectionPanel({ editor, types, onDelete }: SelectionPanelProps) {
  const { LL } = useI18nContext();
  const texts = LL.tables.editor;
  const selected = useSelector(editor, (snapshot) => snapshot.context.selected);
  const tables = useSelector(editor, (snapshot) => snapshot.context.tables);
  if (selected.length === 0) return null;
  const only = selected.length === 1 ? tables.find((table) => table.id === selected[0]) : undefined;
  return (
    <section
      aria-label={texts.selected({ count: selected.length })}
      className="pointer-events-auto flex w-fit max-w-full flex-wrap items-center gap-2 rounded-xl bg-white/95 px-3 py-2 shadow ring-1 ring-stone-200"
    >
      <span className="text-sm font-semibold text-brand-dark">{texts.selected({ count: selected.length })}</span>
      {selected.length > 1 && (
        <div role="group" aria-label={texts.align.label()} className="flex flex-wrap gap-1">
          {alignments.map((alignment) => (
            <Button key={alignment} variant="secondary" className="!px-2.5 !py-1.5" onClick={() => editor.send({ type: 'selection.align', alignment })}>
              {texts.align[alignment]()}
            </Button>
          ))}
        </div>
      )}
      <Button variant="secondary" className="!px-2.5 !py-1.5" onClick={() => sendDuplicate(editor)}>
        {texts.duplicate()}
      </Button>
      <Button variant="secondary" className="!px-2.5 !py-1.5 !text-red-700" onClick={onDelete}>
        {texts.delete()}
      </Button>
      <Button variant="ghost" className="!px-2.5 !py-1.5" onClick={() => editor.send({ type: 'selection.clear' })}>
        {texts.clearSelection()}
      </Button>
      {only && <TableFields key={only.id} editor={editor} table={only} types={types} />}
    </section>
  );
}

/**
 * One table's fields; each change is one edit (undoable), the number once typed (Enter or
 * leaving the field). A number out of range is said under the field and sent nowhere (the
 * editor's `isValidEdit`); after a refusal the field shows the number the server holds.
 */
function TableFields({ editor, table, types }: { editor: LayoutEditorRef; table: Table; types: readonly TableType[] }) {
  const { LL } = useI18nContext();
  const texts = LL.tables.tableForm;
  const problem = useSelector(editor, (snapshot) => (snapshot.context.editProblems?.id === table.id ? snapshot.context.editProblems.number : undefined));
  const problemId = useId();
  const numberField = useRef<HTMLInputElement>(null);
  // The field is the person's until a number is saved or refused: then it shows the table's.
  useEffect(() => {
    if (numberField.current) numberField.current.value = String(table.number);
  }, [table.number]);
  const edit = (patch: TableEdit) => editor.send({ type: 'table.edit', id: table.id, patch });
  const saveNumber = (value: string) => edit({ number: value === '' ? null : Number(value) });
  const seatChoices = Array.from({ length: Math.max(tableLimits.inlineSeatsMax, table.seats) + 1 }, (_, seats) => seats);
  return (
    <div className="flex flex-wrap items-start gap-2">
      <CompactField label={texts.number()} problem={problem && { id: problemId, text: translateMessage(LL, { key: problem }) }}>
        <TableNumberInput
          ref={numberField}
          defaultValue={table.number}
          className="w-20"
          aria-invalid={problem !== undefined}
          aria-describedby={problem && problemId}
          onBlur={(event) => saveNumber(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && saveNumber(event.currentTarget.value)}
        />
      </CompactField>
      <CompactField label={texts.seats()}>
        <select value={table.seats} className={compactInputClasses} onChange={(event) => edit({ seats: Number(event.currentTarget.value) })}>
          {seatChoices.map((seats) => (
            <option key={seats} value={seats}>
              {seats}
            </option>
          ))}
        </select>
      </CompactField>
      <CompactField label={texts.type()}>
        <select value={table.table_type} className={compactInputClasses} onChange={(event) => edit({ table_type: Number(event.currentTarget.value) })}>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </CompactField>
    </div>
  );
}
