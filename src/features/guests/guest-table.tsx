import { useSelector } from '@xstate/react';
import { memo, type CSSProperties } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { batchRanges } from '../../../machines/guests/guest-batches';
import type { GuestRow } from '../../../machines/guests/guest-rows';
import type { SortColumn } from '../../../machines/guests/guest-sort';
import { ChevronDownIcon } from '../../components/icons';
import type { GuestColumnKey } from './guest-columns';
import { GuestTableRow } from './guest-row';
import { useGuestsScope } from './guests-scope';

interface RowsProps {
  columns: readonly GuestColumnKey[];
  selecting: boolean;
  rsvp: boolean;
}

/**
 * The guests as a table, the first `shown` of them (part 2 §2, §9). It is laid out as a grid, one
 * per row, rather than as a table: a row that is not a table box can skip its layout and paint
 * while off screen (`content-visibility`, guest-row.tsx), so a thousand rows scroll as lightly as
 * fifty. The elements stay those of a table, for assistive technology. Each batch of rows is a
 * row group of its own, so going back to the first 50 removes a few groups rather than hundreds
 * of rows (issue 23 item 23).
 */
export function GuestTable({ guests, shown, ...rows }: RowsProps & { guests: readonly GuestRow[]; shown: number }) {
  const { LL } = useI18nContext();
  return (
    <table
      className="block w-full overflow-hidden rounded-2xl bg-white text-left ring-1 ring-stone-200"
      style={{ '--guest-columns': gridColumns(rows.columns, rows.selecting) } as CSSProperties}
    >
      <caption className="sr-only">{LL.guests.title()}</caption>
      <thead className="block bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        <tr className="grid grid-cols-(--guest-columns)">
          {rows.selecting && (
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">{LL.guests.selection.label()}</span>
            </th>
          )}
          {rows.columns.map((column) => (
            <ColumnHeader key={column} column={column} />
          ))}
          <th scope="col" className="px-3 py-3">
            <span className="sr-only">{LL.guests.moreInfo()}</span>
          </th>
        </tr>
      </thead>
      {batchRanges(Math.min(shown, guests.length)).map(([from, to]) => (
        <BatchRows key={from} guests={guests} from={from} to={to} {...rows} />
      ))}
    </table>
  );
}

/** One batch of rows; unchanged while the list only grows or shrinks by other batches. */
const BatchRows = memo(function BatchRows({
  guests,
  from,
  to,
  columns,
  selecting,
  rsvp,
}: RowsProps & { guests: readonly GuestRow[]; from: number; to: number }) {
  return (
    <tbody className="block">
      {guests.slice(from, to).map((guest) => (
        <GuestTableRow key={guest.id} guest={guest} columns={columns} selecting={selecting} rsvp={rsvp} />
      ))}
    </tbody>
  );
});

/** Each column's width in the rows' grid: names and comments share what the others leave. */
const columnTrack: Record<GuestColumnKey, string> = {
  name: 'minmax(0, 1fr)',
  companions: '7rem',
  category: '10rem',
  status: '10rem',
  rsvpStatus: '18rem',
  invitedBy: '10rem',
  tables: '6rem',
  phone: '9rem',
  comments: 'minmax(0, 1fr)',
};

/** The tracks of every row of the list: the selection box, the columns, then the row's actions. */
const gridColumns = (columns: readonly GuestColumnKey[], selecting: boolean) =>
  [...(selecting ? ['2.5rem'] : []), ...columns.map((column) => columnTrack[column]), '7rem'].join(' ');

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
    <th scope="col" aria-sort={direction ?? undefined} className="px-3 py-3">
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
