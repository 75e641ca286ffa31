import { useCallback } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { DoorParty } from '../../../machines/tables/door';
import { DoorRow, type DoorRowProps } from './door-row';
import { RevealedRows } from './revealed-rows';

const partyKey = (party: DoorParty) => `${party.guestId}-${party.tableId}`;

/**
 * The parties at the door, a screenful drawn at a time (`RevealedRows`): a keystroke at a door
 * of thousands draws the rows near the screen, not every guest outside (`spa-seating` in
 * `npm run bench`), and a row whose party did not change is not drawn again.
 */
export function DoorList({ parties, side, canUseDoor, page }: Omit<DoorRowProps, 'party'> & { parties: readonly DoorParty[] }) {
  const { LL } = useI18nContext();
  const renderRow = useCallback(
    (party: DoorParty) => <DoorRow key={partyKey(party)} party={party} side={side} canUseDoor={canUseDoor} page={page} />,
    [side, canUseDoor, page],
  );
  return (
    <ul aria-label={LL.tables.hostess.panel()} className="grid gap-2">
      {/* A row: min-h-16, its padding and border, two lines (70 px); gap-2 under it. */}
      <RevealedRows items={parties} renderRow={renderRow} rowPx={70} gapPx={8} />
    </ul>
  );
}
