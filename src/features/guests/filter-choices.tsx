import { useI18nContext } from '../../../i18n/i18n-react';
import type { ListFilter } from '../../../machines/guests/guest-filters';
import { deferred, type PlaceholderProps } from '../../components/deferred';
import { ChevronDownIcon } from '../../components/icons';

export interface FilterOption {
  value: number | string;
  label: string;
}

export interface FilterChoicesProps {
  filter: ListFilter;
  label: string;
  options: FilterOption[];
  chosen: Array<number | string>;
}

export const filterButtonClasses = (chosen: readonly unknown[]) =>
  [
    'inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-brand',
    chosen.length ? 'bg-brand-light text-brand-dark ring-brand/40' : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50',
  ].join(' ');

/** A filter's button: its name, how many of its choices are chosen, and the arrow. */
export function FilterButtonFace({ label, chosen }: Pick<FilterChoicesProps, 'label' | 'chosen'>) {
  const { LL } = useI18nContext();
  return (
    <>
      {label}
      {chosen.length > 0 && <span className="text-xs font-normal">({LL.guests.filters.chosen({ count: chosen.length })})</span>}
      <ChevronDownIcon />
    </>
  );
}

function FilterButton({ label, chosen, onActivate }: PlaceholderProps<FilterChoicesProps>) {
  return (
    <button type="button" className={filterButtonClasses(chosen)} onClick={onActivate}>
      <FilterButtonFace label={label} chosen={chosen} />
    </button>
  );
}

/**
 * One filter's list of choices in a popover (filter-choices-radix.tsx), drawn once its code has
 * arrived (deferred.tsx): the popover's code was the guests page's only part of Radix, three
 * files its first load waited for.
 */
export const FilterChoices = deferred<FilterChoicesProps>(() => import('./filter-choices-radix').then((module) => module.RadixFilterChoices), FilterButton);
