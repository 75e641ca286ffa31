import type { ReactNode } from 'react';
import type { ListOrder } from '../../../machines/budget/budget-rows';

interface ColumnToolbarProps {
  searchLabel: string;
  sortLabel: string;
  /** The direction button's name, per direction. */
  directionLabels: { asc: string; desc: string };
  search: string;
  onSearch: (text: string) => void;
  order: ListOrder<string>;
  columns: ReadonlyArray<{ value: string; label: string }>;
  /** The same column again turns the direction (the arrow button does the same). */
  onSort: (column: string) => void;
  children?: ReactNode;
}

/** A budget column's search, order (column and direction toggle) and any other choice. */
export function ColumnToolbar({ searchLabel, sortLabel, directionLabels, search, onSearch, order, columns, onSort, children }: ColumnToolbarProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <input
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-1.5"
      />
      <label className="flex items-center gap-2 text-sm text-stone-700">
        {sortLabel}
        <select className="rounded-lg border border-stone-300 bg-white px-2 py-1.5" value={order.column} onChange={(event) => onSort(event.target.value)}>
          {columns.map((column) => (
            <option key={column.value} value={column.value}>
              {column.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="cursor-pointer rounded-lg border border-stone-300 px-2 py-1.5 text-sm"
        aria-label={directionLabels[order.direction]}
        title={directionLabels[order.direction]}
        onClick={() => onSort(order.column)}
      >
        {order.direction === 'asc' ? '↑' : '↓'}
      </button>
      {children}
    </div>
  );
}
