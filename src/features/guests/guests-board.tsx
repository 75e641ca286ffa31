import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { filterGuests, hasFilters } from '../../../machines/guests/guest-filters';
import { sortGuests } from '../../../machines/guests/guest-sort';
import { Button } from '../../components/button';
import { ModuleHeader } from '../../components/module-header';
import { GuestDialogs } from './guest-dialogs';
import { GuestFilterBar } from './guest-filter-bar';
import { GuestList } from './guest-list';
import { GuestsActions } from './guests-actions';
import { useGuestRows, useGuestsScope } from './guests-scope';
import { SelectionBar } from './selection-bar';
import { SortChoice } from './sort-choice';
import { ViewSwitch } from './view-switch';

/** The loaded guests page: header, filters, counters, order, view, selection, the list and its dialogs. */
export function GuestsBoard() {
  const { LL, locale } = useI18nContext();
  const { guests, categories, inviters } = useGuestsScope();
  const rows = useGuestRows(guests);
  const filters = useSelector(guests, (snapshot) => snapshot.context.filters);
  const sort = useSelector(guests, (snapshot) => snapshot.context.sort);
  const selecting = useSelector(guests, (snapshot) => snapshot.matches({ ready: { selection: 'on' } }));
  // Sorted once per order or list change; each keystroke of the name filter only filters.
  const ordered = useMemo(() => sortGuests(rows, sort, { categories, inviters, locale }), [rows, sort, categories, inviters, locale]);
  const filtered = useMemo(() => filterGuests(ordered, filters, categories), [ordered, filters, categories]);
  const search = useRef<HTMLInputElement>(null);
  const clearFilters = () => {
    guests.send({ type: 'filters.clear' });
    // The button goes with the filters: the search takes the focus, where filtering starts again.
    search.current?.focus();
  };
  return (
    <>
      <ModuleHeader title={LL.guests.title()} description={LL.guests.description()} actions={<GuestsActions shown={filtered} />} />
      <div className="flex flex-col gap-4">
        <GuestFilterBar rows={rows} filters={filters} searchRef={search} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600" aria-live="polite">
            {LL.guests.counter({ shown: filtered.length, total: rows.length })}
            {hasFilters(filters) && (
              <Button variant="ghost" className="ml-2 !px-2 !py-1" onClick={clearFilters}>
                {LL.guests.clearFilters()}
              </Button>
            )}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <SortChoice />
            <ViewSwitch />
          </div>
        </div>
        {selecting && <SelectionBar />}
        <GuestList filtered={filtered} total={rows.length} />
      </div>
      <GuestDialogs />
    </>
  );
}
