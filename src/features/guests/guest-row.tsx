import { useSelector } from '@xstate/react';
import { memo, useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { GuestRow } from '../../../machines/guests/guest-rows';
import { EditIcon, TrashIcon } from '../../components/action-icons';
import { IconButton } from '../../components/icon-button';
import { ChevronDownIcon } from '../../components/icons';
import { moreInfoKeys, type GuestColumnKey } from './guest-columns';
import { GuestValue, valueClass } from './guest-cells';
import { useGuestsScope } from './guests-scope';

function columnLabel(LL: ReturnType<typeof useI18nContext>['LL'], column: GuestColumnKey) {
  if (column === 'tables') return LL.guestsExport.columns.table();
  if (column === 'rsvpStatus') return LL.guestsExport.columns.status();
  return LL.guestsExport.columns[column]();
}

/** The details a row does not show as columns, as a list of label and value. */
function MoreInfo({ guest, keys }: { guest: GuestRow; keys: readonly GuestColumnKey[] }) {
  const { LL } = useI18nContext();
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {keys.map((key) => (
        <div key={key} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{columnLabel(LL, key)}</dt>
          <dd className={`mt-0.5 ${valueClass(key)}`}>
            <GuestValue guest={guest} column={key} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SelectBox({ guest }: { guest: GuestRow }) {
  const { LL } = useI18nContext();
  const { guests } = useGuestsScope();
  const selected = useSelector(guests, (snapshot) => snapshot.context.selected.includes(guest.id));
  return (
    <input
      type="checkbox"
      className="size-4 cursor-pointer accent-brand"
      aria-label={LL.guests.row.select({ name: guest.name })}
      checked={selected}
      onChange={() => guests.send({ type: 'select.guest', id: guest.id })}
    />
  );
}

/** Edit, delete and the "more info" toggle, each with its right, laid out by the element around them. */
function RowActions({ guest, expanded, onToggle, hasMore }: { guest: GuestRow; expanded: boolean; onToggle: () => void; hasMore: boolean }) {
  const { LL } = useI18nContext();
  const { guests, can } = useGuestsScope();
  return (
    <>
      {can.edit && (
        <IconButton label={LL.guests.row.edit({ name: guest.name })} onClick={() => guests.send({ type: 'guest.edit', guest })}>
          <EditIcon />
        </IconButton>
      )}
      {can.delete && (
        <IconButton label={LL.guests.row.delete({ name: guest.name })} tone="danger" onClick={() => guests.send({ type: 'guest.delete', guest })}>
          <TrashIcon />
        </IconButton>
      )}
      {hasMore && (
        <IconButton label={expanded ? LL.guests.lessInfo() : LL.guests.moreInfo()} aria-expanded={expanded} onClick={onToggle}>
          <ChevronDownIcon className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
        </IconButton>
      )}
    </>
  );
}

const actionsClass = 'flex items-center justify-end gap-0.5';

/**
 * One guest as a table row. Memoised, as the card is: the list renders thousands (issue 23 item
 * 23), and a row changes only with its guest, its columns, selection mode or the view.
 */
export const GuestTableRow = memo(function GuestTableRow({
  guest,
  columns,
  selecting,
  rsvp,
}: {
  guest: GuestRow;
  columns: readonly GuestColumnKey[];
  selecting: boolean;
  rsvp: boolean;
}) {
  const { showTables } = useGuestsScope();
  const [expanded, setExpanded] = useState(false);
  const more = rsvp ? [] : moreInfoKeys(columns, showTables);
  // A grid row (see the list): its cells centre their content, and off screen it is not laid out
  // nor painted, keeping the height it last had.
  const edge = 'border-t border-stone-100 px-3 py-2.5';
  const cell = `flex flex-col justify-center ${edge}`;
  return (
    <>
      <tr data-guest-row className="grid grid-cols-(--guest-columns) [contain-intrinsic-size:auto_3.5rem] [content-visibility:auto] hover:bg-stone-50/60">
        {selecting && (
          <td className={cell}>
            <SelectBox guest={guest} />
          </td>
        )}
        {columns.map((column) =>
          column === 'name' ? (
            <th key={column} scope="row" className={`${cell} ${valueClass(column)}`}>
              <GuestValue guest={guest} column={column} />
            </th>
          ) : (
            <td key={column} className={`${cell} ${valueClass(column)}`}>
              <GuestValue guest={guest} column={column} />
            </td>
          ),
        )}
        <td className={`${actionsClass} ${edge}`}>
          <RowActions guest={guest} expanded={expanded} onToggle={() => setExpanded(!expanded)} hasMore={more.length > 0} />
        </td>
      </tr>
      {expanded && (
        <tr className="block">
          <td colSpan={columns.length + (selecting ? 2 : 1)} className="block bg-stone-50/60 px-4 py-3">
            <MoreInfo guest={guest} keys={more} />
          </td>
        </tr>
      )}
    </>
  );
});

/** A guest on a phone: name, companions and status, the rest behind "more info". */
export const GuestCard = memo(function GuestCard({ guest, selecting }: { guest: GuestRow; selecting: boolean }) {
  const { LL } = useI18nContext();
  const { showTables } = useGuestsScope();
  const [expanded, setExpanded] = useState(false);
  const more = moreInfoKeys(['name', 'companions'], showTables);
  return (
    <li data-guest-row className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-stone-200 [contain-intrinsic-size:auto_6rem] [content-visibility:auto]">
      <div className="flex items-start gap-3">
        {selecting && (
          <div className="pt-1">
            <SelectBox guest={guest} />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <p className={valueClass('name')}>
            <GuestValue guest={guest} column="name" />
          </p>
          <p className="mt-1 text-sm text-stone-600">{LL.guests.people({ count: guest.companions + 1 })}</p>
        </div>
        <div className={actionsClass}>
          <RowActions guest={guest} expanded={expanded} onToggle={() => setExpanded(!expanded)} hasMore />
        </div>
      </div>
      {expanded && (
        <div className="mt-3 border-t border-stone-100 pt-3">
          <MoreInfo guest={guest} keys={more} />
        </div>
      )}
    </li>
  );
});
