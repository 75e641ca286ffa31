import { Popover } from 'radix-ui';
import type { Ref } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { guestStatuses } from '../../../contract/guests';
import { companionCounts, type GuestFilters, type ListFilter } from '../../../machines/guests/guest-filters';
import type { GuestRow } from '../../../machines/guests/guest-rows';
import { ChevronDownIcon } from '../../components/icons';
import { categoryLabel, inviterLabel, statusLabel } from './guest-labels';
import { useGuestsScope } from './guests-scope';

interface FilterOption {
  value: number | string;
  label: string;
}

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

function FilterChoices({ filter, label, options, chosen }: { filter: ListFilter; label: string; options: FilterOption[]; chosen: Array<number | string> }) {
  const { LL } = useI18nContext();
  const { guests } = useGuestsScope();
  return (
    <Popover.Root>
      <Popover.Trigger
        className={[
          'inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-brand',
          chosen.length ? 'bg-brand-light text-brand-dark ring-brand/40' : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50',
        ].join(' ')}
      >
        {label}
        {chosen.length > 0 && <span className="text-xs font-normal">({LL.guests.filters.chosen({ count: chosen.length })})</span>}
        <ChevronDownIcon />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={6}
          className="z-30 max-h-80 min-w-52 overflow-y-auto rounded-xl bg-white p-2 shadow-xl ring-1 ring-stone-200"
        >
          <fieldset>
            <legend className="px-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</legend>
            {options.map((option) => (
              <label
                key={String(option.value)}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-stone-800 hover:bg-stone-50"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={chosen.includes(option.value)}
                  onChange={() => guests.send({ type: 'filter.toggle', filter, value: option.value })}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
