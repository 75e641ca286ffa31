import { memo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { DoorParty } from '../../../machines/tables/door';
import type { DoorSide } from '../../../machines/tables/page-modes/hostess-mode';
import type { tablePageMachine } from '../../../machines/tables/table-page.machine';

export interface DoorRowProps {
  party: DoorParty;
  side: DoorSide;
  canUseDoor: boolean;
  page: ActorRefFrom<typeof tablePageMachine>;
}

/**
 * A party at the door with its large door button. Memoised: a keystroke or a seat change keeps
 * the party objects of the rows it does not touch (machines/tables/door.ts), and those rows are
 * not drawn again.
 */
export const DoorRow = memo(function DoorRow({ party, side, canUseDoor, page }: DoorRowProps) {
  const { LL } = useI18nContext();
  const texts = LL.tables.hostess;
  const goingIn = side === 'outside';
  return (
    <li className="flex min-h-16 items-center gap-3 rounded-xl border border-stone-200 px-4 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-semibold text-stone-900">{party.name}</p>
        <p className="text-base text-stone-600">{texts.party({ number: party.number, count: party.count })}</p>
      </div>
      {canUseDoor && (
        <button
          type="button"
          aria-label={goingIn ? texts.checkIn({ name: party.name, number: party.number }) : texts.checkOut({ name: party.name, number: party.number })}
          onClick={() => page.send({ type: 'door.toggle', guestId: party.guestId, tableId: party.tableId, inside: goingIn })}
          className={[
            'grid size-16 shrink-0 cursor-pointer place-items-center rounded-xl text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand',
            goingIn ? 'bg-emerald-700 hover:bg-emerald-800' : 'bg-stone-600 hover:bg-stone-700',
          ].join(' ')}
        >
          <DoorGlyph inside={goingIn} />
        </button>
      )}
    </li>
  );
});

/** A door with an arrow going in (check in) or out (check out). */
function DoorGlyph({ inside }: { inside: boolean }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M14 3h5a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1h-5" />
      {inside ? <path d="M3 12h11m-4-4 4 4-4 4" /> : <path d="M14 12H3m4-4-4 4 4 4" />}
    </svg>
  );
}
