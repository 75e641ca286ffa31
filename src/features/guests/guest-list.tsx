import { useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { focusIsLost, focusPageHeading } from '../../components/focus-return';
import { useScreenfulOfNewRows } from '../../lib/screenful-of-new-rows';
import { useI18nContext } from '../../../i18n/i18n-react';
import { guestBatches, scrollMove } from '../../../machines/guests/guest-batches';
import type { GuestRow } from '../../../machines/guests/guest-rows';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { UsersIcon } from '../../components/icons';
import { columnsFor } from './guest-columns';
import { GuestAddRow } from './guest-add-row';
import { GuestCard } from './guest-row';
import { GuestTable } from './guest-table';
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
  // Read again after changes made elsewhere (live updates): the rows stay, marked as being brought up to date.
  const refreshing = useSelector(guests, (snapshot) => snapshot.matches({ ready: { live: 'reloading' } }));
  const listRef = useRef<HTMLDivElement>(null);
  useReturnFocus(adding);
  // A batch more is drawn in React's background lane, in slices between frames, so the frame
  // that scrolled past 95 % does not also build 30 rows (issue 23 item 23). Fewer rows (back at
  // the top, another filter) are drawn at once: rows beyond them must not show a moment longer.
  // At most a screenful of rows new to the screen in one paint (screenful-of-new-rows.ts).
  const drawn = useScreenfulOfNewRows(filtered, Math.min(shown, useDeferredValue(shown)), listRef);
  useBatches(listRef, shown, drawn, filtered.length);
  useFocusFollowsRows(listRef, filtered);
  // The same columns and rows (the same objects) from one render to the next: each row is memoised
  // (guest-row.tsx), so a batch of 30 more, or a keystroke that keeps the first rows, renders only
  // the rows that are new (issue 23 item 23).
  const view = rsvp && width !== 'phone' ? 'rsvp' : 'default';
  const columns = useMemo(() => columnsFor(width, view, showTables), [width, view, showTables]);
  const cards = useMemo(() => (width === 'phone' ? filtered.slice(0, drawn) : []), [width, filtered, drawn]);

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
    <div ref={listRef} className="flex flex-col gap-3" aria-busy={refreshing}>
      {adding && <GuestAddRow />}
      {filtered.length === 0 ? (
        <EmptyState title={LL.guests.empty.noMatches()} message={LL.guests.empty.noMatchesMessage()} />
      ) : width === 'phone' ? (
        <ul className="flex flex-col gap-3" aria-label={LL.guests.title()}>
          {cards.map((guest) => (
            <GuestCard key={guest.id} guest={guest} selecting={selecting} />
          ))}
        </ul>
      ) : (
        <GuestTable guests={filtered} shown={drawn} columns={columns} selecting={selecting} rsvp={rsvp} />
      )}
    </div>
  );
}

/**
 * 30 more guests past 95 % of the list, back to the first 50 under 10 % (part 2 §9). No more
 * are asked for while the last batch is still being drawn (`drawn` < `shown`): the list has
 * not grown under the person yet. The listener is swapped as the rows are put on the page (a
 * layout effect): a passive effect runs a moment later, and a scroll in between would be judged
 * against the rows before, found still drawing, and lost, leaving the person at the end of the list.
 */
function useBatches(listRef: React.RefObject<HTMLDivElement | null>, shown: number, drawn: number, total: number) {
  const { guests } = useGuestsScope();
  useLayoutEffect(() => {
    const onScroll = () => {
      const list = listRef.current;
      if (!list) return;
      const box = list.getBoundingClientRect();
      const fraction = box.height > 0 ? (window.innerHeight - box.top) / box.height : 0;
      const move = scrollMove(fraction, shown, total);
      if (move === 'more' && drawn === shown) guests.send({ type: 'list.more' });
      if (move === 'top') guests.send({ type: 'list.top' });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Back at the top, the rows go a step a frame (guest-batches.ts) until the first 50 remain.
    const nextStep = shown > guestBatches.first ? requestAnimationFrame(() => listRef.current?.getBoundingClientRect().height && onScroll()) : 0;
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(nextStep);
    };
  }, [guests, listRef, shown, drawn, total]);
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
