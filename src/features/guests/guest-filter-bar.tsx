import type { Ref } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { guestStatuses } from '../../../contract/guests';
import { companionCounts, type GuestFilters, type ListFilter } from '../../../machines/guests/guest-filters';
import type { GuestRow } from '../../../machines/guests/guest-rows';
import { FilterChoices, type FilterOption } from './filter-choices';
import { categoryLabel, inviterLabel, statusLabel } from './guest-labels';
import { useGuestsScope } from './guests-scope';

/** The filter bar (part 2 §2): name search, then a list of choices per filter. */
export function GuestFilterBar({ rows, filters, searchRef }: { rows: readonly GuestRow[]; filters: GuestFilters; searchRef: Ref<HTMLInputElement> }) {
  const { LL } = useI18nContext();
  const { guests, categories, inviters, showTables } = useGuestsScope();
  const labels = LL.guests.filters;
  const lists: Array<{ filter: ListFilter; label: string; options: FilterOption[] }> = [
    {
      filter: 'categories',
      label: labels.categories(),
      options: [
        ...categories.map((category) => ({ value: category.id, label: category.name })),
        { value: 'none', label: categoryLabel(LL, categories, 'none') },
      ],
    },
    { filter: 'statuses', label: labels.statuses(), options: guestStatuses.map((status) => ({ value: status.id, label: statusLabel(LL, status.id) })) },
    { filter: 'companions', label: labels.companions(), options: companionCounts(rows).map((count) => ({ value: count, label: String(count) })) },
    {
      filter: 'invitedBy',
      label: labels.invitedBy(),
      options: [...inviters.map((inviter) => ({ value: inviter.id, label: inviter.name })), { value: 'none', label: inviterLabel(LL, inviters, 'none') }],
    },
    ...(showTables
      ? [
          {
            filter: 'tables' as const,
            label: labels.tables(),
            options: [
              { value: 'yes', label: labels.withTable() },
              { value: 'no', label: labels.withoutTable() },
            ],
          },
        ]
      : []),
  ];
  return (
    <div role="search" aria-label={labels.label()} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <input
        ref={searchRef}
        type="search"
        aria-label={labels.name()}
        placeholder={labels.namePlaceholder()}
        value={filters.name}
        onChange={(event) => guests.send({ type: 'filter.name', text: event.target.value })}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 shadow-xs outline-none transition placeholder:text-stone-500 focus:border-brand focus:ring-3 focus:ring-brand/20 sm:w-72"
      />
      <div className="flex flex-wrap gap-2">
        {lists.map((list) => (
          <FilterChoices key={list.filter} {...list} chosen={filters[list.filter] as Array<number | string>} />
        ))}
      </div>
    </div>
  );
}
