import { useSortable } from '@dnd-kit/sortable';
import { useSelector } from '@xstate/react';
import { memo, useRef } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isTemporaryId } from '../../../machines/shared/optimistic-list';
import type { ElementRow } from '../../../machines/plan/plan-rows';
import { typeOf } from '../../../machines/plan/value-formats';
import { EditIcon, TrashIcon } from '../../components/action-icons';
import { useFocusReturn } from '../../components/focus-return';
import { IconButton } from '../../components/icon-button';
import { elementDragId, translateOf } from './plan-dnd';
import { usePlanScope } from './plan-scope';
import { ValueEditor } from './value-editor';
import { ValueView } from './value-view';
import { GripIcon, SlidersIcon } from './plan-icons';

interface PlanElementProps {
  element: ElementRow;
  /** Edit mode: drag handle, element settings and delete. */
  editing: boolean;
}

/**
 * One element: its title and its value. A double click on the value (or the edit button)
 * opens the value's editor for whoever may update values.
 */
export const PlanElement = memo(function PlanElement({ element, editing }: PlanElementProps) {
  const { LL } = useI18nContext();
  const { editor, values, can } = usePlanScope();
  const editingValue = useSelector(values, (snapshot) => snapshot.context.element?.id === element.id);
  const unsaved = isTemporaryId(element.id);
  const draggable = editing && can.edit && !unsaved;
  // Registered whether editing or not (see PlanSection).
  const sortable = useSortable({ id: elementDragId(element.id), data: { sectionId: element.section_id }, disabled: unsaved || !can.edit });
  const name = element.element;
  // Saving or cancelling removes the editor, and the focus with it: back to the edit button.
  const editValueButton = useRef<HTMLButtonElement>(null);
  useFocusReturn(editingValue, editValueButton);

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: translateOf(sortable.transform), transition: sortable.transition }}
      data-element-id={element.id}
      className={[
        'flex items-start gap-2 border-b border-stone-100 px-3 py-3 last:border-b-0 sm:px-5',
        sortable.isDragging ? 'relative z-10 bg-brand-light/60 opacity-60' : 'bg-white',
      ].join(' ')}
    >
      {draggable && (
        <button
          type="button"
          aria-label={LL.plan.elements.drag({ name })}
          className="-ml-1 grid size-9 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-caption hover:bg-brand-light hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand active:cursor-grabbing"
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripIcon />
        </button>
      )}
      <div className="grid min-w-0 flex-1 gap-x-6 gap-y-1 pt-1.5 @lg:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
        <div className="min-w-0">
          <p className="text-sm font-medium break-words text-stone-600">{name}</p>
          {editing && <p className="text-xs text-caption">{LL.planExport.types[typeOf(element)]()}</p>}
        </div>
        <div
          className={`min-w-0 text-stone-900 ${can.updateValue && !editingValue ? 'cursor-text select-none sm:select-auto' : ''}`}
          onClick={can.updateValue && !editingValue ? (event) => values.send({ type: 'value.click', element, at: event.timeStamp }) : undefined}
        >
          {editingValue ? <ValueEditor element={element} /> : <ValueView element={element} />}
        </div>
      </div>
      <div className="flex shrink-0 items-center">
        {can.updateValue && !editingValue && (
          <IconButton ref={editValueButton} label={LL.plan.values.edit({ name })} onClick={() => values.send({ type: 'value.edit', element })}>
            <EditIcon />
          </IconButton>
        )}
        {editing && can.edit && !unsaved && (
          <IconButton label={LL.plan.elements.edit({ name })} onClick={() => editor.send({ type: 'element.edit', element })}>
            <SlidersIcon />
          </IconButton>
        )}
        {editing && can.delete && !unsaved && (
          <IconButton label={LL.plan.elements.delete({ name })} tone="danger" onClick={() => editor.send({ type: 'element.delete', id: element.id })}>
            <TrashIcon />
          </IconButton>
        )}
      </div>
    </li>
  );
});
