import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { focusIsLost, focusPageHeading } from '../../components/focus-return';
import { useI18nContext } from '../../../i18n/i18n-react';
import { scrollMove } from '../../../machines/guests/guest-batches';
import type { GuestRow } from '../../../machines/guests/guest-rows';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ChevronDownIcon, UsersIcon } from '../../components/icons';
import type { SortColumn } from '../../../machines/guests/guest-sort';
import { columnsFor, type GuestColumnKey } from './guest-columns';
import { GuestAddRow } from './guest-add-row';
import { GuestCard, GuestTableRow } from './guest-row';
import { useGuestsScope } from './guests-scope';
import { useReturnFocus } from './use-return-focus';

/**
 * The list (part 2 §2): a header row, the new-guest row, then the filtered guests, 50 at first
 * and 30 more each time the person scrolls past 95 % of it; cards on phones.
 */
export function GuestList({ filtered, total }: { filtered: GuestRow[]; total: number }) {
  const { LL } = useI18nContext();
  const { guests, can, width, showTables } = useGuestsScope();
  const shown = useSelector(guests, (snapshot) => snapshot.context.shown);
  const adding = useSelector(guests, (snapshot) => snapshot.matches({ ready: { form: 'adding' } }));
  const rsvp = useSelector(guests, (snapshot) => snapshot.matches({ ready: { view: 'rsvp' } }));
  const selecting = useSelector(guests, (snapshot) => snapshot.matches({ ready: { selection: 'on' } }));
  const listRef = useRef<HTMLDivElement>(null);
  useReturnFocus(adding);
  useBatches(listRef, shown, filtered.length);
  useFocusFollowsRows(listRef, filtered);
  const columns = columnsFor(width, rsvp && width !== 'phone' ? 'rsvp' : 'default', showTables);
  const visible = filtered.slice(0, shown);

  if (total === 0 && !adding) {
    return (
      <EmptyState
        icon={<UsersIcon />}
        title={LL.guests.empty.title()}
        message={can.add ? LL.guests.empty.message() : undefined}
        action={can.add ? <Button onClick={() => guests.send({ type: 'guest.add' })}>{LL.guests.empty.addFirst()}</Button> : undefined}
      />
    );
  }
  return (
    <div ref={listRef} className="flex flex-col gap-3">
      {adding && <GuestAddRow />}
      {filtered.length === 0 ? (
        <EmptyState title={LL.guests.empty.noMatches()} message={LL.guests.empty.noMatchesMessage()} />
      ) : width === 'phone' ? (
        <ul className="flex flex-col gap-3" aria-label={LL.guests.title()}>
          {visible.map((guest) => (
            <GuestCard key={guest.id} guest={guest} selecting={selecting} />
          ))}
        </ul>
      ) : (
        <table className="w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-2xl bg-white text-left ring-1 ring-stone-200">
          <caption className="sr-only">{LL.guests.title()}</caption>
          <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <tr>
              {selecting && (
                <th scope="col" className="w-10 px-3 py-3">
                  <span className="sr-only">{LL.guests.selection.label()}</span>
                </th>
              )}
              {columns.map((column) => (
                <ColumnHeader key={column} column={column} />
              ))}
              <th scope="col" className="w-28 px-3 py-3">
                <span className="sr-only">{LL.guests.moreInfo()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((guest) => (
              <GuestTableRow key={guest.id} guest={guest} columns={columns} selecting={selecting} rsvp={rsvp} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const headerWidth: Record<GuestColumnKey, string> = {
  name: 'w-auto',
  companions: 'w-28',
  category: 'w-40',
  status: 'w-40',
  rsvpStatus: 'w-72',
  invitedBy: 'w-40',
  tables: 'w-24',
  phone: 'w-36',
  comments: 'w-auto',
};

function columnTitle(LL: ReturnType<typeof useI18nContext>['LL'], column: GuestColumnKey): string {
  if (column === 'rsvpStatus') return LL.guestsExport.columns.status();
  if (column === 'tables') return LL.guestsExport.columns.table();
  return LL.guestsExport.columns[column]();
}

/** What a column sorts by, if it sorts (phone and comments do not). */
const sortOf: Record<GuestColumnKey, SortColumn | null> = {
  name: 'name',
  companions: 'companions',
  category: 'category',
  status: 'status',
  rsvpStatus: 'status',
  invitedBy: 'invitedBy',
  tables: 'table',
  phone: null,
  comments: null,
};

/** A column's title; a sortable one is a button that sorts by it (again: the other way), and says how the list is sorted. */
function ColumnHeader({ column }: { column: GuestColumnKey }) {
  const { LL } = useI18nContext();
  const { guests } = useGuestsScope();
  const sortColumn = sortOf[column];
  const direction = useSelector(guests, (snapshot) => (sortColumn && snapshot.context.sort?.column === sortColumn ? snapshot.context.sort.direction : null));
  const title = columnTitle(LL, column);
  return (
    <th scope="col" aria-sort={direction ?? undefined} className={`px-3 py-3 ${headerWidth[column]}`}>
      {sortColumn ? (
        <button
          type="button"
          onClick={() => guests.send({ type: 'sort.by', column: sortColumn })}
          className="inline-flex cursor-pointer items-center gap-1 rounded uppercase hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand"
        >
          {title}
          {direction && <ChevronDownIcon className={`size-3.5 ${direction === 'ascending' ? 'rotate-180' : ''}`} />}
        </button>
      ) : (
        title
      )}
    </th>
  );
}

/** 30 more guests past 95 % of the list, back to the first 50 under 10 % (part 2 §9). */
function useBatches(listRef: React.RefObject<HTMLDivElement | null>, shown: number, total: number) {
  const { guests } = useGuestsScope();
  useEffect(() => {
    const onScroll = () => {
      const list = listRef.current;
      if (!list) return;
      const box = list.getBoundingClientRect();
      const fraction = box.height > 0 ? (window.innerHeight - box.top) / box.height : 0;
      const move = scrollMove(fraction, shown, total);
      if (move === 'more') guests.send({ type: 'list.more' });
      if (move === 'top') guests.send({ type: 'list.top' });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [guests, listRef, shown, total]);
}

const rowSelector = '[data-guest-row]';
const controlSelector = 'button:not([disabled]), input:not([disabled]), select:not([disabled])';
const controlsOf = (row: Element) => [...row.querySelectorAll<HTMLElement>(controlSelector)];

/**
 * A row can leave the list under the focus (an RSVP answered in the RSVP view, which lists those
 * who have not answered): the focus then goes to the same control of the row now in its place
 * (the last row's, at the end), or to the page's heading when no row is left; never to <body>.
 */
function useFocusFollowsRows(listRef: React.RefObject<HTMLDivElement | null>, rows: readonly GuestRow[]) {
  const focused = useRef<{ control: HTMLElement; row: number; index: number } | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const remember = (event: FocusEvent) => {
      const control = event.target instanceof HTMLElement ? event.target : null;
      const row = control?.closest(rowSelector);
      if (!control || !row) return;
      focused.current = { control, row: [...list.querySelectorAll(rowSelector)].indexOf(row), index: controlsOf(row).indexOf(control) };
    };
    list.addEventListener('focusin', remember);
    return () => list.removeEventListener('focusin', remember);
  }, [listRef]);
  useEffect(() => {
    const lost = focused.current;
    if (!lost || lost.control.isConnected || !focusIsLost()) return;
    focused.current = null;
    const remaining = [...(listRef.current?.querySelectorAll(rowSelector) ?? [])];
    const row = remaining[Math.min(lost.row, remaining.length - 1)];
    const control = row && (controlsOf(row)[lost.index] ?? controlsOf(row)[0]);
    if (control) control.focus();
    else focusPageHeading();
  }, [listRef, rows]);
}
