import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useMemo } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isTemporaryId, temporaryId } from '../../../machines/shared/optimistic-list';
import { orderAfter, type ElementRow, type SectionRow } from '../../../machines/plan/plan-rows';
import type { ElementForm, SectionForm } from '../../../machines/plan/plan-editor-forms';
import { EditIcon, PlusIcon, TrashIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { useRevealed } from '../../components/use-revealed';
import { ElementFormCard } from './element-form';
import { elementDragId, sectionDragId, translateOf, zoneDragId } from './plan-dnd';
import { PlanElement } from './plan-element';
import { usePlanScope } from './plan-scope';
import { SectionFormCard } from './section-form';
import { GripIcon } from './plan-icons';

interface PlanSectionProps {
  section: SectionRow;
  elements: readonly ElementRow[];
  editing: boolean;
  /** The open section form, when it renames this section. */
  sectionForm: SectionForm | null;
  /** The open element form, when it belongs to this section. */
  elementForm: ElementForm | null;
  /** Short plans render every section at once. */
  eager: boolean;
}

export const sectionAnchorId = (id: number) => `plan-section-${id}`;

/** Rough height of a section not rendered yet, so the page keeps its length while scrolling. */
const estimatedHeight = (elements: number) => 72 + Math.max(1, elements) * 62;

/**
 * A section of the plan. Far from the screen it is a placeholder of about its height (with its
 * anchor, for the quick links), so long plans open, and enter edit mode, at the cost of what
 * is on screen.
 */
export const PlanSection = memo(function PlanSection(props: PlanSectionProps) {
  const [revealRef, revealed] = useRevealed<HTMLDivElement>(1500, '', props.eager);
  return (
    <div ref={revealRef}>
      {revealed ? (
        <SectionCard
          section={props.section}
          elements={props.elements}
          editing={props.editing}
          sectionForm={props.sectionForm}
          elementForm={props.elementForm}
        />
      ) : (
        <div id={sectionAnchorId(props.section.id)} tabIndex={-1} style={{ height: estimatedHeight(props.elements.length) }} />
      )}
    </div>
  );
});

function SectionCard({ section, elements, editing, sectionForm, elementForm }: Omit<PlanSectionProps, 'eager'>) {
  const { LL } = useI18nContext();
  const { editor, can } = usePlanScope();
  const unsaved = isTemporaryId(section.id);
  // Registered with dnd-kit whether editing or not (only edit mode shows the handles), so
  // entering edit mode does not re-register every row.
  const sortable = useSortable({ id: sectionDragId(section.id), disabled: unsaved || !can.edit });
  const zone = useDroppable({ id: zoneDragId(section.id), disabled: unsaved });
  const draggable = editing && can.edit && !unsaved;
  const itemIds = useMemo(() => elements.map((element) => elementDragId(element.id)), [elements]);
  const name = section.section;
  const newElement = elementForm && elementForm.original === null ? elementForm : null;

  return (
    <section
      ref={sortable.setNodeRef}
      id={sectionAnchorId(section.id)}
      tabIndex={-1}
      aria-labelledby={`${sectionAnchorId(section.id)}-title`}
      style={{ transform: translateOf(sortable.transform), transition: sortable.transition }}
      className={[
        '@container rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 outline-none',
        sortable.isDragging ? 'relative z-10 opacity-60 ring-brand/40' : '',
      ].join(' ')}
    >
      <header className="flex items-center gap-2 border-b border-stone-200 px-3 py-3 sm:px-5">
        {sectionForm ? (
          <div className="flex-1">
            <SectionFormCard form={sectionForm} />
          </div>
        ) : (
          <>
            {draggable && (
              <button
                type="button"
                aria-label={LL.plan.sections.drag({ name })}
                className="-ml-1 grid size-9 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-caption hover:bg-brand-light hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand active:cursor-grabbing"
                {...sortable.attributes}
                {...sortable.listeners}
              >
                <GripIcon />
              </button>
            )}
            <h2 id={`${sectionAnchorId(section.id)}-title`} className="min-w-0 flex-1 font-display text-xl font-semibold break-words text-brand-dark">
              {name}
            </h2>
            {unsaved && <span className="text-sm text-caption">{LL.plan.sections.saving()}</span>}
            {editing && can.edit && !unsaved && (
              <IconButton label={LL.plan.sections.rename({ name })} onClick={() => editor.send({ type: 'section.rename', section })}>
                <EditIcon />
              </IconButton>
            )}
            {editing && can.delete && !unsaved && (
              <IconButton
                label={LL.plan.sections.delete({ name })}
                tone="danger"
                onClick={() => editor.send({ type: 'section.delete', id: section.id, hasElements: elements.length > 0 })}
              >
                <TrashIcon />
              </IconButton>
            )}
          </>
        )}
      </header>
      <div ref={zone.setNodeRef} className={`overflow-hidden rounded-b-2xl ${zone.isOver ? 'bg-brand-light/40' : ''}`}>
        <SortableContext id={zoneDragId(section.id)} items={itemIds} strategy={verticalListSortingStrategy}>
          {elements.length > 0 && (
            <ul>
              {elements.map((element) =>
                elementForm?.original?.id === element.id ? (
                  <li key={element.id} className="border-b border-stone-100 p-3 last:border-b-0 sm:px-5">
                    <ElementFormCard form={elementForm} />
                  </li>
                ) : (
                  <PlanElement key={element.id} element={element} editing={editing} />
                ),
              )}
            </ul>
          )}
        </SortableContext>
        {elements.length === 0 && !newElement && <p className="px-5 py-4 text-sm text-caption">{LL.plan.sections.noElements()}</p>}
        {newElement && (
          <div className="p-3 sm:px-5">
            <ElementFormCard form={newElement} />
          </div>
        )}
        {editing && can.add && !unsaved && !newElement && (
          <div className="border-t border-stone-100 px-3 py-2 sm:px-5">
            <Button
              variant="ghost"
              className="px-3 py-1.5"
              onClick={() => editor.send({ type: 'element.add', id: temporaryId(), sectionId: section.id, order: orderAfter(elements) })}
            >
              <PlusIcon />
              {LL.plan.elements.add()}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
