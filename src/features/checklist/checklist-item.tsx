import { memo, useRef } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { ChecklistEntry } from '../../../machines/checklist/checklist-rows';
import type { ItemForm } from '../../../machines/checklist/checklist-item-editor.machine';
import { EditIcon, TrashIcon } from '../../components/action-icons';
import { useFocusReturn } from '../../components/focus-return';
import { IconButton } from '../../components/icon-button';
import { useChecklistScope } from './checklist-scope';
import { ItemFormButtons, ItemFormFields } from './item-form';

interface ChecklistItemProps {
  entry: ChecklistEntry;
  /** The form, when this item is edited in place. */
  form: ItemForm | null;
}

/** One task: check box (wedding), text, category and late mark (its section shows the date); or its form in place. */
export const ChecklistItem = memo(function ChecklistItem({ entry, form }: ChecklistItemProps) {
  const { LL } = useI18nContext();
  const { checklist, itemEditor, categories, can, dated } = useChecklistScope();
  const { row } = entry;
  // Escape, cancel or save replace the form by the row again: the focus goes back to its edit button.
  const editButton = useRef<HTMLButtonElement>(null);
  useFocusReturn(form !== null, editButton);
  if (form) {
    return (
      <li className="bg-brand-light/40 px-4 py-4 sm:px-5">
        <ItemFormFields form={form} categories={categories} itemEditor={itemEditor} />
        <div className="mt-4 flex justify-end gap-2">
          <ItemFormButtons itemEditor={itemEditor} />
        </div>
      </li>
    );
  }
  return (
    <li data-item-id={row.id} className="flex items-start gap-3 px-4 py-3 sm:px-5">
      {dated && (
        <input
          type="checkbox"
          aria-label={LL.checklist.actions.done({ text: row.text })}
          checked={row.completed}
          disabled={!can.check}
          onChange={(event) => checklist.send({ type: 'item.check', id: row.id, completed: event.target.checked })}
          className="mt-1 size-5 shrink-0 cursor-pointer rounded accent-brand disabled:cursor-not-allowed"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className={`break-words ${row.completed ? 'text-caption line-through' : 'text-stone-900'}`}>{row.text}</p>
        {(row.category_name || entry.late) && (
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-caption">
            {row.category_name && <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-600">{row.category_name}</span>}
            {entry.late && (
              <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200">{LL.checklist.late()}</span>
            )}
          </p>
        )}
      </div>
      <div className="-my-1 flex shrink-0">
        {can.edit && (
          <IconButton ref={editButton} label={LL.checklist.actions.edit({ text: row.text })} onClick={() => itemEditor.send({ type: 'item.edit', item: row })}>
            <EditIcon />
          </IconButton>
        )}
        {can.delete && (
          <IconButton label={LL.checklist.actions.delete({ text: row.text })} tone="danger" onClick={() => checklist.send({ type: 'item.delete', id: row.id })}>
            <TrashIcon />
          </IconButton>
        )}
      </div>
    </li>
  );
});
