import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import {
  categoriesOf,
  entriesOf,
  filterEntries,
  groupEntries,
  hasLateEntries,
  isPastWedding,
  progressOf,
  type ChecklistEntry,
  type ChecklistRow,
} from '../../../machines/checklist/checklist-rows';
import { selectChecklistPermissions, type checklistMachine } from '../../../machines/checklist/checklist.machine';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import { PlusIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { focusIsLost, focusOpener, focusRow } from '../../components/focus-return';
import { EmptyState } from '../../components/empty-state';
import { Modal } from '../../components/modal';
import { SectionIndex } from '../../components/section-index';
import { toDisplayDate, wireDateOf } from '../../lib/dates';
import { ChecklistFilters } from './checklist-filters';
import { ChecklistScopeProvider, type ChecklistScope } from './checklist-scope';
import { ChecklistSection, sectionAnchorId, sectionLabel } from './checklist-section';
import { ItemFormButtons, ItemFormFields } from './item-form';
import { ProgressBar } from './progress-bar';
import { useIsPhone } from '../../lib/use-is-phone';

type Checklist = ActorRefFrom<typeof checklistMachine>;

/** The side index scrolls a section to 71 px below the top (part 1 §9). */
const indexOffset = 71;

/**
 * Entries for the rows, reusing an unchanged row's entry (same row object), so a change to
 * one item renders that item again and not the whole list.
 */
function useEntries(rows: ChecklistRow[], weddingDate: string | null): ChecklistEntry[] {
  const cache = useRef(new WeakMap<ChecklistRow, ChecklistEntry>());
  const today = useMemo(() => wireDateOf(), []);
  return useMemo(
    () =>
      rows.map((row) => {
        const known = cache.current.get(row);
        if (known) return known;
        const [entry] = entriesOf([row], weddingDate, today);
        cache.current.set(row, entry!);
        return entry!;
      }),
    [rows, weddingDate, today],
  );
}

/**
 * When the new item's form closes: a saved item may land anywhere in the timeline, off-screen, so
 * it is scrolled to and focused; a cancelled one returns the focus to the Add button.
 */
function useNewItemFocus(newItemId: number | null, addButton: RefObject<HTMLButtonElement | null>) {
  const open = useRef<number | null>(null);
  useEffect(() => {
    const closed = open.current;
    open.current = newItemId;
    if (closed === null || newItemId !== null) return;
    const row = document.querySelector<HTMLElement>(`[data-item-id="${closed}"]`);
    if (row) focusRow(row);
    else if (focusIsLost()) focusOpener(addButton.current);
  }, [newItemId, addButton]);
}

/** Checklists this long render their sections as they come near the screen; shorter ones whole. */
const lazyFrom = 150;

export function ChecklistBoard({ checklist, weddingDate }: { checklist: Checklist; weddingDate: string | null }) {
  const { LL } = useI18nContext();
  // The checklist's children: its list, and the item editor whose saved forms go back to it.
  const itemEditor = useSelector(checklist, (snapshot) => snapshot.children.itemEditor)!;
  const can = useSelector(checklist, selectChecklistPermissions);
  const loadedCategories = useSelector(checklist, (snapshot) => snapshot.context.categories);
  const filters = useSelector(checklist, (snapshot) => snapshot.context.filters);
  const list = useSelector(checklist, (snapshot) => snapshot.children.items)!;
  const rows = useSelector(list, (snapshot) => snapshot.context.rows);
  const form = useSelector(itemEditor, (snapshot) => snapshot.context.form);
  const deleting = useSelector(checklist, (snapshot) => snapshot.context.deletingId);
  const isPhone = useIsPhone();
  const dated = weddingDate !== null;

  const entries = useEntries(rows, weddingDate);
  const groups = useMemo(() => groupEntries(filterEntries(entries, filters)), [entries, filters]);
  const progress = useMemo(() => progressOf(rows), [rows]);
  const anyLate = useMemo(() => hasLateEntries(entries), [entries]);
  const categories = useMemo(() => categoriesOf(loadedCategories, rows), [loadedCategories, rows]);
  const scope = useMemo<ChecklistScope>(() => ({ checklist, itemEditor, categories, dated, can }), [checklist, itemEditor, categories, dated, can]);
  const inlineForm = isPhone ? null : form;
  const newItemForm = inlineForm && inlineForm.original === null ? inlineForm : null;
  const addButton = useRef<HTMLButtonElement>(null);
  useNewItemFocus(form && form.original === null ? form.id : null, addButton);

  return (
    <ChecklistScopeProvider value={scope}>
      {isPastWedding(weddingDate, wireDateOf()) && (
        <p role="note" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {LL.checklist.pastWedding({ date: toDisplayDate(weddingDate) })}
        </p>
      )}
      {dated && <ProgressBar {...progress} />}
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ChecklistFilters checklist={checklist} filters={filters} dated={dated} showLateFilter={anyLate} />
        {scope.can.add && (
          <Button ref={addButton} className="shrink-0" onClick={() => itemEditor.send({ type: 'item.add', id: temporaryId() })}>
            <PlusIcon />
            {LL.checklist.add()}
          </Button>
        )}
      </div>
      {newItemForm && (
        <div className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand/30 sm:p-5">
          <h2 className="mb-4 font-display text-lg font-semibold text-brand-dark">{LL.checklist.form.newItem()}</h2>
          <ItemFormFields form={newItemForm} categories={categories} itemEditor={itemEditor} />
          <div className="mt-4 flex justify-end gap-2">
            <ItemFormButtons itemEditor={itemEditor} />
          </div>
        </div>
      )}
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        {groups.length > 0 && (
          <div className="mb-6 lg:mb-0">
            <div className="lg:sticky lg:top-24">
              <SectionIndex
                label={LL.checklist.timeline()}
                offset={indexOffset}
                smooth
                items={groups.map((group) => ({ targetId: sectionAnchorId(group.key), label: sectionLabel(LL, group), hint: String(group.entries.length) }))}
              />
            </div>
          </div>
        )}
        <div className="min-w-0 space-y-6">
          {groups.length === 0 && <EmptyState title={rows.length === 0 ? LL.checklist.empty() : LL.checklist.noMatches()} />}
          {groups.map((group) => (
            <ChecklistSection
              key={group.key}
              group={group}
              label={sectionLabel(LL, group)}
              weddingDate={weddingDate}
              form={inlineForm}
              eager={rows.length < lazyFrom}
            />
          ))}
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => checklist.send({ type: 'delete.cancel' })}
        onConfirm={() => checklist.send({ type: 'delete.confirm' })}
        title={LL.checklist.deleteItem.title()}
        message={LL.checklist.deleteItem.body({ text: rows.find((row) => row.id === deleting)?.text ?? '' })}
        confirmLabel={LL.checklist.deleteItem.confirm()}
        cancelLabel={LL.checklist.deleteItem.cancel()}
        tone="danger"
      />
      <Modal
        open={isPhone && form !== null}
        onClose={() => itemEditor.send({ type: 'form.cancel' })}
        title={form?.original ? LL.checklist.form.editItem() : LL.checklist.form.newItem()}
        closeLabel={LL.common.close()}
        footer={<ItemFormButtons itemEditor={itemEditor} />}
      >
        {form && <ItemFormFields form={form} categories={categories} itemEditor={itemEditor} />}
      </Modal>
    </ChecklistScopeProvider>
  );
}
