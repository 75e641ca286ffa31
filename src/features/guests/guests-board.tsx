import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { filterGuests, hasFilters } from '../../../machines/guests/guest-filters';
import { Button } from '../../components/button';
import { ModuleHeader } from '../../components/module-header';
import { GuestDialogs } from './guest-dialogs';
import { GuestFilterBar } from './guest-filter-bar';
import { GuestList } from './guest-list';
import { GuestsActions } from './guests-actions';
import { useGuestRows, useGuestsScope } from './guests-scope';
import { SelectionBar } from './selection-bar';
import { ViewSwitch } from './view-switch';

/** The loaded guests page: header, filters, counters, view, selection, the list and its dialogs. */
export function GuestsBoard() {
  const { LL } = useI18nContext();
  const { guests, categories } = useGuestsScope();
  const rows = useGuestRows(guests);
  const filters = useSelector(guests, (snapshot) => snapshot.context.filters);
  const selecting = useSelector(guests, (snapshot) => snapshot.matches({ ready: { selection: 'on' } }));
  const filtered = useMemo(() => filterGuests(rows, filters, categories), [rows, filters, categories]);
  return (
    <>
      <ModuleHeader title={LL.guests.title()} description={LL.guests.description()} actions={<GuestsActions />} />
      <div className="flex flex-col gap-4">
        <GuestFilterBar rows={rows} filters={filters} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600" aria-live="polite">
            {LL.guests.counter({ shown: filtered.length, total: rows.length })}
            {hasFilters(filters) && (
              <Button variant="ghost" className="ml-2 !px-2 !py-1" onClick={() => guests.send({ type: 'filters.clear' })}>
                {LL.guests.clearFilters()}
              </Button>
            )}
          </p>
          <ViewSwitch />
        </div>
        {selecting && <SelectionBar />}
        <GuestList filtered={filtered} total={rows.length} />
      </div>
      <GuestDialogs />
    </>
  );
}
