import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { dueDateOf, type ChecklistGroup, type TimelineSection } from '../../../machines/checklist/checklist-rows';
import type { ItemForm } from '../../../machines/checklist/checklist-item-editor.machine';
import { useRevealed } from '../../components/use-revealed';
import { toDisplayDate } from '../../lib/dates';
import { ChecklistItem } from './checklist-item';

export const sectionAnchorId = (key: string) => `checklist-${key}`;

export function sectionLabel(LL: TranslationFunctions, { time, unit }: TimelineSection): string {
  if (unit === 'days' && time === 0) return LL.checklist.sections.weddingDay();
  return LL.checklist.sections[unit]({ count: time });
}

/** Rough height of a section's rows not rendered yet, so the page keeps its length while scrolling. */
const estimatedHeight = (items: number) => items * 58;

interface ChecklistSectionProps {
  group: ChecklistGroup;
  label: string;
  weddingDate: string | null;
  /** The form open in place, if any (passed on to the item it edits). */
  form: ItemForm | null;
  /** Short checklists render every section at once. */
  eager: boolean;
}

/** A timeline section; its items render once it comes near the screen. */
export function ChecklistSection({ group, label, weddingDate, form, eager }: ChecklistSectionProps) {
  const { LL } = useI18nContext();
  const [revealRef, revealed] = useRevealed<HTMLElement>(1500, group.entries.length, eager);
  const titleId = `${sectionAnchorId(group.key)}-title`;
  return (
    <section
      ref={revealRef}
      id={sectionAnchorId(group.key)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 outline-none"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-stone-200 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="font-display text-lg font-semibold text-brand-dark">
          {label}
        </h2>
        {weddingDate && (
          <span className="text-sm text-caption tabular-nums">{LL.checklist.due({ date: toDisplayDate(dueDateOf(weddingDate, group.time, group.unit)) })}</span>
        )}
      </header>
      {revealed ? (
        <ul className="divide-y divide-stone-100">
          {group.entries.map((entry) => (
            <ChecklistItem key={entry.row.id} entry={entry} form={form?.id === entry.row.id ? form : null} />
          ))}
        </ul>
      ) : (
        <div style={{ height: estimatedHeight(group.entries.length) }} />
      )}
    </section>
  );
}
