import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { tableLimits, type Table, type TableType } from '../../../contract/tables';
import { alignments } from '../../../machines/tables/geometry';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';
import { Button } from '../../components/button';
import { CompactField, compactInputClasses } from './compact-field';
import { TableNumberInput } from './table-number-input';

interface SelectionPanelProps {
  editor: LayoutEditorRef;
  tables: readonly Table[];
  types: readonly TableType[];
}

/**
 * What the selection offers: align (two or more), duplicate, delete, and for one table its
 * number, seats (inline up to 25) and type, saved as soon as they change.
 */
export function SelectionPanel({ editor, tables, types }: SelectionPanelProps) {
  const { LL } = useI18nContext();
  const texts = LL.tables.editor;
  const selected = useSelector(editor, (snapshot) => snapshot.context.selected);
  if (selected.length === 0) return null;
  const only = selected.length === 1 ? tables.find((table) => table.number === selected[0]) : undefined;
  return (
    <section aria-label={texts.selected({ count: selected.length })} className="mb-3 flex flex-wrap items-center gap-2 rounded-xl bg-brand-light/60 px-3 py-2">
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
      <Button variant="secondary" className="!px-2.5 !py-1.5" onClick={() => editor.send({ type: 'selection.duplicate' })}>
        {texts.duplicate()}
      </Button>
      <Button variant="secondary" className="!px-2.5 !py-1.5 !text-red-700" onClick={() => editor.send({ type: 'selection.delete' })}>
        {texts.delete()}
      </Button>
      <Button variant="ghost" className="!px-2.5 !py-1.5" onClick={() => editor.send({ type: 'selection.clear' })}>
        {texts.clearSelection()}
      </Button>
      {only && <TableFields key={`${only.id}-${only.number}`} editor={editor} table={only} types={types} />}
    </section>
  );
}

/** One table's fields; each change is one edit (undoable), the number once typed (Enter or leaving the field). */
function TableFields({ editor, table, types }: { editor: LayoutEditorRef; table: Table; types: readonly TableType[] }) {
  const { LL } = useI18nContext();
  const texts = LL.tables.tableForm;
  const edit = (patch: Partial<Pick<Table, 'number' | 'seats' | 'table_type'>>) => editor.send({ type: 'table.edit', number: table.number, patch });
  const saveNumber = (value: string) => {
    const number = Number(value);
    if (value !== '' && Number.isInteger(number) && number >= tableLimits.numberMin && number <= tableLimits.numberMax && number !== table.number)
      edit({ number });
  };
  const seatChoices = Array.from({ length: Math.max(tableLimits.inlineSeatsMax, table.seats) + 1 }, (_, seats) => seats);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <CompactField label={texts.number()}>
        <TableNumberInput
          defaultValue={table.number}
          className="w-20"
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
