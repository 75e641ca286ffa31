import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { isSortColumn, sortColumns, type SortColumn, type SortDirection } from '../../../machines/guests/guest-sort';
import { useGuestsScope } from './guests-scope';

const added = 'added';
const directions: readonly SortDirection[] = ['ascending', 'descending'];

export const sortColumnLabel = (LL: TranslationFunctions, column: SortColumn) => LL.guestsExport.columns[column]();

/**
 * The list's order, at every width (cards on a phone have no column headers): the order guests
 * were added, or a column in either direction. The machine keeps it and remembers it.
 */
export function SortChoice() {
  const { LL } = useI18nContext();
  const { guests } = useGuestsScope();
  const sort = useSelector(guests, (snapshot) => snapshot.context.sort);
  const labels = LL.guests.sort;
  return (
    <label className="flex items-center gap-2 text-sm text-stone-700">
      {labels.label()}
      <select
        value={sort ? `${sort.column}:${sort.direction}` : added}
        onChange={(event) => {
          const [column, direction] = event.target.value.split(':');
          if (isSortColumn(column) && (direction === 'ascending' || direction === 'descending')) guests.send({ type: 'sort.by', column, direction });
          else guests.send({ type: 'sort.clear' });
        }}
        className="cursor-pointer rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900"
      >
        <option value={added}>{labels.added()}</option>
        {sortColumns.flatMap((column) =>
          directions.map((direction) => (
            <option key={`${column}:${direction}`} value={`${column}:${direction}`}>
              {labels.option({ column: sortColumnLabel(LL, column), direction: labels[direction]() })}
            </option>
          )),
        )}
      </select>
    </label>
  );
}
