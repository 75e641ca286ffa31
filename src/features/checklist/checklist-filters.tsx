import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { ChecklistFilters as Filters } from '../../../machines/checklist/checklist-rows';
import type { checklistMachine } from '../../../machines/checklist/checklist.machine';
import { CheckboxField } from '../../components/checkbox-field';

interface ChecklistFiltersProps {
  checklist: ActorRefFrom<typeof checklistMachine>;
  filters: Filters;
  /** The template has no completed or late filters. */
  dated: boolean;
  /** The late filter shows only while some item is late. */
  showLateFilter: boolean;
}

export function ChecklistFilters({ checklist, filters, dated, showLateFilter }: ChecklistFiltersProps) {
  const { LL } = useI18nContext();
  return (
    <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-5">
      <div className="relative sm:w-80">
        <svg
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-caption"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="M20 20l-4.2-4.2" />
        </svg>
        <input
          type="search"
          aria-label={LL.checklist.search()}
          placeholder={LL.checklist.searchPlaceholder()}
          value={filters.text}
          onChange={(event) => checklist.send({ type: 'filter.text', text: event.target.value })}
          className="block w-full rounded-lg border border-stone-300 bg-white py-2.5 pr-3 pl-9 text-stone-900 shadow-xs outline-none transition placeholder:text-caption focus:border-brand focus:ring-3 focus:ring-brand/20"
        />
      </div>
      {dated && (
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <CheckboxField
            label={LL.checklist.showCompleted()}
            name="completed"
            checked={filters.completed}
            onChange={(event) => checklist.send({ type: 'filter.completed', show: event.target.checked })}
          />
          {showLateFilter && (
            <CheckboxField
              label={LL.checklist.showLate()}
              name="late"
              checked={filters.late}
              onChange={(event) => checklist.send({ type: 'filter.late', show: event.target.checked })}
            />
          )}
        </div>
      )}
    </div>
  );
}
