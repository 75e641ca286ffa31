import { useDraggable } from '@dnd-kit/core';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useMemo } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Guest } from '../../../contract/guests';
import type { SeatingRef } from '../../../machines/tables/seating.machine';
import { countSeats, pickedCount, remainingOf, type SeatPick } from '../../../machines/tables/seating-rules';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import type { DraggedParty } from './seating-dnd';
import { RevealedRows } from './revealed-rows';
import { seatedParties, type PanelParty } from './seated-parties';

/**
 * The seating panel (spec §2 "Default view"): guests without a table, to tick (with how many
 * of their party to seat) or drag onto a table, and guests with a table, whose party can be
 * dragged to another one. Under 992 px it is a sliding pane, opened by "show list".
 */
export function GuestPanel({ seating }: { seating: SeatingRef }) {
  const { LL } = useI18nContext();
  const texts = LL.tables.seating;
  const panel = useSelector(seating, (snapshot) => snapshot.context.panel);
  const listOpen = useSelector(seating, (snapshot) => snapshot.context.listOpen);
  const guests = useSelector(seating, (snapshot) => snapshot.context.guests);
  const seats = useSelector(seating, (snapshot) => snapshot.context.seats);
  const tables = useSelector(seating, (snapshot) => snapshot.context.tables);
  const picks = useSelector(seating, (snapshot) => snapshot.context.picks);
  const canAdd = useSelector(seating, (snapshot) => snapshot.context.can.addGuests);
  const canMove = useSelector(seating, (snapshot) => snapshot.context.can.addGuests && snapshot.context.can.deleteGuests);
  const counts = useMemo(() => countSeats(seats), [seats]);
  const byName = useMemo(() => [...guests].sort((a, b) => a.name.localeCompare(b.name)), [guests]);
  const unseated = useMemo(() => byName.filter((guest) => remainingOf(guest, counts) > 0), [byName, counts]);
  const seatsPicked = pickedCount(picks);
  const unseatedRow = useCallback(
    (guest: Guest) => {
      const pick = picks.find((picked) => picked.guestId === guest.id);
      const remaining = remainingOf(guest, counts);
      // A ticked guest drags the ticked guests along; any other guest brings its own party still to seat.
      return (
        <UnseatedGuest
          key={guest.id}
          seating={seating}
          guest={guest}
          remaining={remaining}
          pick={pick}
          brings={pick ? seatsPicked : remaining}
          canAdd={canAdd}
        />
      );
    },
    [seating, picks, counts, seatsPicked, canAdd],
  );
  // Made only while shown: sorting thousands of seated parties by name cost each seat change its time while the other list was open.
  const seated = useMemo(() => (panel === 'seated' ? seatedParties(seats, tables, guests) : []), [panel, seats, tables, guests]);
  const seatedRow = useCallback(
    (party: PanelParty) => (
      <li key={partyKey(party)} className="flex min-h-11 items-center gap-2 border-b border-stone-100 py-1 text-sm">
        {canMove && <DragHandle party={{ guestId: party.guestId, name: party.name, count: party.count, fromTableId: party.tableId }} />}
        <span className="min-w-0 flex-1 truncate">{party.name}</span>
        <span className="text-stone-600 tabular-nums">{LL.tables.seating.seatedAt({ number: party.number, count: party.count })}</span>
      </li>
    ),
    [canMove, LL],
  );

  return (
    <>
      <Button variant="secondary" className="min-[992px]:hidden" aria-expanded={listOpen} onClick={() => seating.send({ type: 'list.toggle' })}>
        {texts.showList()}
      </Button>
      <aside
        aria-label={texts.panel()}
        className={[
          'flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 min-[992px]:flex min-[992px]:max-h-[min(70dvh,48rem)]',
          listOpen ? 'fixed inset-y-0 left-0 z-30 flex w-[min(22rem,90vw)] shadow-xl min-[992px]:static min-[992px]:w-auto min-[992px]:shadow-none' : 'hidden',
        ].join(' ')}
      >
        {/* The pane covers the page on phones: it closes from inside. */}
        <Button variant="ghost" className="self-end min-[992px]:hidden" onClick={() => seating.send({ type: 'list.toggle' })}>
          {texts.hideList()}
        </Button>
        <div role="group" aria-label={texts.panel()} className="grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1">
          {(['unseated', 'seated'] as const).map((side) => (
            <button
              key={side}
              type="button"
              aria-pressed={panel === side}
              onClick={() => seating.send({ type: 'panel.show', panel: side })}
              className={[
                'min-h-11 cursor-pointer rounded-md px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand',
                panel === side ? 'bg-white text-brand-dark shadow' : 'text-stone-700',
              ].join(' ')}
            >
              {side === 'unseated' ? texts.withoutTable() : texts.withTable()}
            </button>
          ))}
        </div>
        <ul className="-mx-1 flex-1 overflow-y-auto px-1">
          {panel === 'unseated' && <RevealedRows items={unseated} renderRow={unseatedRow} rowPx={53} marginPx={panelMarginPx} />}
          {panel === 'seated' && <RevealedRows items={seated} renderRow={seatedRow} rowPx={53} marginPx={panelMarginPx} />}
        </ul>
        {panel === 'unseated' && unseated.length === 0 && <EmptyList title={guests.length === 0 ? texts.empty.noGuests() : texts.empty.withoutTable()} />}
        {panel === 'seated' && seated.length === 0 && <EmptyList title={texts.empty.withTable()} />}
        {picks.length > 0 && <PickedFooter seating={seating} picks={picks} />}
      </aside>
    </>
  );
}

function EmptyList({ title }: { title: string }) {
  return <p className="py-6 text-center text-sm text-stone-600">{title}</p>;
}

function PickedFooter({ seating, picks }: { seating: SeatingRef; picks: SeatPick[] }) {
  const { LL } = useI18nContext();
  const texts = LL.tables.seating;
  return (
    <div role="status" className="grid gap-2 rounded-lg bg-brand-light p-3 text-sm">
      <p className="font-semibold text-brand-dark">{texts.picked({ count: pickedCount(picks) })}</p>
      <p className="text-stone-700">{texts.chooseTable()}</p>
      <Button variant="secondary" onClick={() => seating.send({ type: 'picks.clear' })}>
        {texts.cancel()}
      </Button>
    </div>
  );
}

/** The panel scrolls on its own: its rows are drawn as they come into it, not 1,500 px ahead. */
const panelMarginPx = 300;
const partyKey = (party: PanelParty) => `${party.guestId}-${party.tableId}`;

/** The quantity's − and + buttons. */
const stepClasses = 'bg-white font-semibold text-stone-900 ring-1 ring-stone-300 ring-inset';

interface UnseatedGuestProps {
  seating: SeatingRef;
  guest: Guest;
  remaining: number;
  pick: SeatPick | undefined;
  /** The seats a drag of this guest brings. */
  brings: number;
  canAdd: boolean;
}

/** Memoised: a seat or a tick draws again only the rows it changes, not every guest without a table. */
const UnseatedGuest = memo(function UnseatedGuest({ seating, guest, remaining, pick, brings, canAdd }: UnseatedGuestProps) {
  const { LL } = useI18nContext();
  const texts = LL.tables.seating;
  const qty = pick?.qty ?? remaining;
  const setQty = (next: number) => seating.send({ type: 'guest.qty', guestId: guest.id, qty: next });
  return (
    <li className="flex min-h-11 flex-wrap items-center gap-2 border-b border-stone-100 py-1 text-sm">
      {canAdd && <DragHandle party={{ guestId: guest.id, name: guest.name, count: brings }} />}
      <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-2">
        {canAdd && (
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={pick !== undefined}
            aria-label={texts.tick({ name: guest.name })}
            onChange={() => seating.send({ type: 'guest.tick', guestId: guest.id })}
          />
        )}
        <span className="min-w-0 flex-1 truncate">{guest.name}</span>
      </label>
      {pick && remaining > 1 ? (
        <span role="group" aria-label={texts.seatsFor({ name: guest.name })} className="flex items-center gap-1">
          <IconButton label={texts.fewer({ name: guest.name })} className={stepClasses} disabled={qty <= 1} onClick={() => setQty(qty - 1)}>
            <span aria-hidden>−</span>
          </IconButton>
          <span className="w-6 text-center font-semibold tabular-nums">{qty}</span>
          <IconButton label={texts.more({ name: guest.name })} className={stepClasses} disabled={qty >= remaining} onClick={() => setQty(qty + 1)}>
            <span aria-hidden>+</span>
          </IconButton>
        </span>
      ) : (
        <span className="text-stone-600 tabular-nums">{texts.toSeat({ count: remaining })}</span>
      )}
    </li>
  );
});

/** The handle a guest (or a seated party) is dragged by: mouse, touch or keyboard. */
export function DragHandle({ party }: { party: DraggedParty }) {
  const { LL } = useI18nContext();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `party-${party.guestId}-${party.fromTableId ?? 'none'}`,
    data: party,
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={LL.tables.seating.drag.handle({ name: party.name })}
      className={[
        'grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-md text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand',
        isDragging ? 'opacity-40' : '',
      ].join(' ')}
    >
      <svg aria-hidden viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <circle cx="7" cy="5" r="1.5" />
        <circle cx="13" cy="5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15" r="1.5" />
        <circle cx="13" cy="15" r="1.5" />
      </svg>
    </button>
  );
}
