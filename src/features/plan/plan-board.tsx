import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useDndContext, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import { byOrder, elementsBySection, orderAfter, type ElementRow, type SectionRow } from '../../../machines/plan/plan-rows';
import { selectPlanPermissions, type planEditorMachine } from '../../../machines/plan/plan-editor.machine';
import { PlusIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { SectionIndex } from '../../components/section-index';
import { dropEvent, parseDragId, planCollisions, planDragAccessibility, planKeyboardCoordinates, sectionDragId } from './plan-dnd';
import { PlanScopeProvider, type PlanScope } from './plan-scope';
import { PlanSection, sectionAnchorId } from './plan-section';
import { SectionFormCard } from './section-form';

type Editor = ActorRefFrom<typeof planEditorMachine>;

const noElements: readonly ElementRow[] = [];

/** Quick links leave this much room above a section (part 1 §9: 78 px on phones). */
const quickLinkOffset = 78;

/** Plans this long render their sections as they come near the screen; shorter ones whole. */
const lazyFrom = 300;

/**
 * Elements per section, keeping last render's array for a section whose rows did not change,
 * so only the sections a change touches render again.
 */
function useElementsBySection(elements: ElementRow[]): Map<number, ElementRow[]> {
  const previous = useRef(new Map<number, ElementRow[]>());
  return useMemo(() => {
    const next = elementsBySection(elements);
    for (const [sectionId, group] of next) {
      const before = previous.current.get(sectionId);
      if (before && before.length === group.length && before.every((row, index) => row === group[index])) next.set(sectionId, before);
    }
    previous.current = next;
    return next;
  }, [elements]);
}

/** The loaded plan: quick links, sections with their elements, drag and drop, and the forms. */
export function PlanBoard({ editor }: { editor: Editor }) {
  const { LL } = useI18nContext();
  const can = useSelector(editor, selectPlanPermissions);
  // The editor's children: the lists it owns, and (once loaded) its value editor and file downloads.
  const sectionList = useSelector(editor, (snapshot) => snapshot.children.sections)!;
  const elementList = useSelector(editor, (snapshot) => snapshot.children.elements)!;
  const values = useSelector(editor, (snapshot) => snapshot.children.values)!;
  const downloads = useSelector(editor, (snapshot) => snapshot.children.fileDownload)!;
  const scope = useMemo<PlanScope>(() => ({ editor, values, downloads, can }), [editor, values, downloads, can]);
  const sectionRows = useSelector(sectionList, (snapshot) => snapshot.context.rows);
  const elementRows = useSelector(elementList, (snapshot) => snapshot.context.rows);
  const sections = useMemo(() => [...sectionRows].sort(byOrder), [sectionRows]);
  const grouped = useElementsBySection(elementRows);
  const editing = useSelector(editor, (snapshot) => snapshot.matches({ ready: 'editing' }));
  const form = useSelector(editor, (snapshot) => snapshot.context.form);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Instant scrolling: each arrow key lands at once, before the next one is read.
    useSensor(KeyboardSensor, { coordinateGetter: planKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  const sectionIds = useMemo(() => sections.map((section) => sectionDragId(section.id)), [sections]);
  const elementsOf = (sectionId: number) => grouped.get(sectionId) ?? noElements;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    // Elements of a deleted section stay in the list, unseen; only shown ones can move.
    const shown = sections.flatMap((section) => elementsOf(section.id));
    const event = dropEvent(active.id, over?.id, sections, shown, elementsOf);
    if (event) editor.send(event);
  };

  const newSection = form?.kind === 'section' && form.original === null ? form : null;
  const accessibility = useMemo(() => planDragAccessibility(LL, sections, elementRows), [LL, sections, elementRows]);
  const quickLinks = useMemo(
    () =>
      sections.map((section) => ({
        targetId: sectionAnchorId(section.id),
        label: section.section,
        hint: String((grouped.get(section.id) ?? noElements).length),
      })),
    [sections, grouped],
  );

  return (
    <PlanScopeProvider value={scope}>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_13rem] lg:gap-10">
        {sections.length > 0 && (
          <div className="mb-6 lg:order-2 lg:mb-0">
            <div className="lg:sticky lg:top-24">
              <SectionIndex label={LL.plan.quickLinks()} offset={quickLinkOffset} items={quickLinks} />
            </div>
          </div>
        )}
        <div className="min-w-0 space-y-6">
          {sections.length === 0 && !newSection && <EmptyState title={LL.plan.empty()} message={editing ? LL.plan.emptyEditing() : undefined} />}
          <DndContext sensors={sensors} collisionDetection={planCollisions} onDragEnd={onDragEnd} accessibility={accessibility}>
            <SortableContext items={sectionIds} strategy={verticalListSortingStrategy}>
              {sections.map((section) => (
                <PlanSection
                  key={section.id}
                  section={section}
                  elements={elementsOf(section.id)}
                  editing={editing}
                  sectionForm={form?.kind === 'section' && form.id === section.id ? form : null}
                  elementForm={form?.kind === 'element' && form.sectionId === section.id ? form : null}
                  eager={elementRows.length < lazyFrom}
                />
              ))}
            </SortableContext>
            <DragPreview sections={sections} elements={elementRows} />
          </DndContext>
          {newSection && (
            <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand/30 sm:p-5">
              <SectionFormCard form={newSection} />
            </div>
          )}
          {editing && scope.can.add && !newSection && (
            <Button variant="secondary" onClick={() => editor.send({ type: 'section.add', id: temporaryId(), order: orderAfter(sections) })}>
              <PlusIcon />
              {LL.plan.sections.add()}
            </Button>
          )}
        </div>
      </div>
      <DeleteSectionDialog editor={editor} sections={sections} elementsOf={elementsOf} />
    </PlanScopeProvider>
  );
}

/** What follows the pointer while dragging: the section's or element's title. */
function DragPreview({ sections, elements }: { sections: readonly SectionRow[]; elements: readonly ElementRow[] }) {
  const { active } = useDndContext();
  const dragged = active ? parseDragId(active.id) : null;
  const title =
    dragged?.kind === 'section'
      ? sections.find((section) => section.id === dragged.id)?.section
      : dragged?.kind === 'element'
        ? elements.find((element) => element.id === dragged.id)?.element
        : undefined;
  return (
    <DragOverlay dropAnimation={null}>
      {title && <div className="rounded-xl bg-white px-4 py-3 font-medium text-brand-dark shadow-xl ring-1 ring-brand/30">{title}</div>}
    </DragOverlay>
  );
}

function DeleteSectionDialog({
  editor,
  sections,
  elementsOf,
}: {
  editor: Editor;
  sections: readonly SectionRow[];
  elementsOf: (id: number) => readonly ElementRow[];
}) {
  const { LL } = useI18nContext();
  const deletingId = useSelector(editor, (snapshot) =>
    snapshot.matches({ ready: { editing: 'confirmingDelete' } }) ? snapshot.context.deletingSectionId : null,
  );
  const section = sections.find((row) => row.id === deletingId);
  return (
    <ConfirmDialog
      open={deletingId !== null}
      onCancel={() => editor.send({ type: 'delete.cancel' })}
      onConfirm={() => editor.send({ type: 'delete.confirm' })}
      title={LL.plan.deleteSection.title()}
      message={LL.plan.deleteSection.body({ name: section?.section ?? '', count: deletingId === null ? 0 : elementsOf(deletingId).length })}
      confirmLabel={LL.plan.deleteSection.confirm()}
      cancelLabel={LL.plan.deleteSection.cancel()}
      tone="danger"
    />
  );
}
