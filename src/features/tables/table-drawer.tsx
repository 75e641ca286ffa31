import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import type { SeatingRef } from '../../../machines/tables/seating.machine';
import { addButtonOf, countSeats, partiesByTable, takenAt } from '../../../machines/tables/seating-rules';
import { Button } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { DragHandle } from './guest-panel';

/**
 * The selected table (spec §2 "Selecting a table shows its guests and an add-guests drawer",
 * §5 "Seating add button"): its parties, each removable (DELETE_GUESTS) or draggable to
 * another table, and the add button for the ticked guests: "not enough seats" with the
 * selected and available counts, or "table full", both disabled.
 */
export function TableDrawer({ seating, tableId, guestsShown }: { seating: SeatingRef; tableId: number; guestsShown: boolean }) {
  const { LL } = useI18nContext();
  const texts = LL.tables.seating.drawer;
  const table = useSelector(seating, (snapshot) => snapshot.context.tables.find((candidate) => candidate.id === tableId));
  const seats = useSelector(seating, (snapshot) => snapshot.context.seats);
  const guests = useSelector(seating, (snapshot) => snapshot.context.guests);
  const picks = useSelector(seating, (snapshot) => snapshot.context.picks);
  const can = useSelector(seating, (snapshot) => snapshot.context.can);
  const counts = useMemo(() => countSeats(seats), [seats]);
  // The table's own seats first: the parties of a hall of 3,000 seats cost a seat change its time.
  const parties = useMemo(() => partiesByTable(seats.filter((seat) => seat.table_id === tableId)).get(tableId) ?? [], [seats, tableId]);
  if (!table) return null;
  const nameOf = (guestId: number) => guests.find((guest) => guest.id === guestId)?.name ?? '';
  const add = addButtonOf(table, counts, picks);
  return (
    <section
      aria-label={texts.title({ number: table.number })}
      className="fixed inset-x-2 bottom-2 z-20 max-h-[60dvh] overflow-y-auto rounded-2xl bg-white p-4 shadow-xl ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:top-3 sm:right-16 sm:bottom-auto sm:max-h-[90%] sm:w-80"
    >
      <header className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-display text-lg font-semibold text-brand-dark">{texts.title({ number: table.number })}</h2>
          <p className="text-sm text-stone-600">{texts.taken({ taken: takenAt(counts, table.id), seats: table.seats })}</p>
        </div>
        <button
          type="button"
          aria-label={texts.close()}
          onClick={() => seating.send({ type: 'table.close' })}
          className="grid size-11 cursor-pointer place-items-center rounded-md text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <CloseIcon />
        </button>
      </header>
      {guestsShown && (
        <ul aria-label={texts.guests({ number: table.number })} className="mt-3">
          {parties.map((party) => (
            <li key={party.guestId} className="flex min-h-11 items-center gap-2 border-b border-stone-100 text-sm">
              {can.addGuests && can.deleteGuests && (
                <DragHandle party={{ guestId: party.guestId, name: nameOf(party.guestId), count: party.count, fromTableId: table.id }} />
              )}
              <span className="min-w-0 flex-1 truncate">{nameOf(party.guestId)}</span>
              <span className="text-stone-600 tabular-nums">{texts.count({ count: party.count })}</span>
              {can.deleteGuests && (
                <button
                  type="button"
                  aria-label={texts.remove({ name: nameOf(party.guestId), number: table.number })}
                  onClick={() => seating.send({ type: 'party.remove', guestId: party.guestId, tableId: table.id })}
                  className="grid size-11 cursor-pointer place-items-center rounded-md text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <CloseIcon className="size-4" />
                </button>
              )}
            </li>
          ))}
          {parties.length === 0 && <li className="py-4 text-center text-sm text-stone-600">{LL.tables.seating.empty.table()}</li>}
        </ul>
      )}
      {guestsShown && can.addGuests && (
        <div className="mt-3">
          {add.kind === 'nothingPicked' ? (
            <p className="text-sm text-stone-600">{texts.pickFirst()}</p>
          ) : (
            <Button
              className="w-full"
              disabled={add.kind !== 'add'}
              onClick={() => {
                if (add.kind !== 'add') return;
                seating.send({ type: 'table.seat', tableId: table.id, ids: Array.from({ length: add.count }, () => temporaryId()) });
              }}
            >
              {add.kind === 'add'
                ? texts.add({ count: add.count })
                : add.kind === 'full'
                  ? texts.full()
                  : texts.notEnough({ selected: add.selected, available: add.available })}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
