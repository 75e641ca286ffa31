import { memo } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { DoorParty } from '../../../machines/tables/door';
import { useRevealed } from '../../components/use-revealed';
import { DoorRow, type DoorRowProps } from './door-row';

const blockSize = 40;
/** A row's height (min-h-16, its padding and border, two lines) and the list's gap-2 under it. */
const rowPx = 70;
const gapPx = 8;

type RowsProps = Omit<DoorRowProps, 'party'>;

/**
 * The parties at the door, in blocks of 40: a block far from the screen keeps its height and
 * draws its rows once it comes near (`useRevealed`), so a keystroke at a door of thousands
 * draws about a screenful, not every guest outside (`spa-seating` in `npm run bench`). A block
 * whose parties are the same objects as before is not drawn again. Short lists draw whole.
 */
export function DoorList({ parties, ...rows }: RowsProps & { parties: readonly DoorParty[] }) {
  const { LL } = useI18nContext();
  const eager = parties.length <= 2 * blockSize;
  const blocks: Array<readonly DoorParty[]> = [];
  for (let start = 0; start < parties.length; start += blockSize) blocks.push(parties.slice(start, start + blockSize));
  return (
    <ul aria-label={LL.tables.hostess.panel()} className="grid gap-2">
      {blocks.map((block, index) => (
        <DoorBlock key={index} parties={block} eager={eager} {...rows} />
      ))}
    </ul>
  );
}

type BlockProps = RowsProps & { parties: readonly DoorParty[]; eager: boolean };

const DoorBlock = memo(function DoorBlock({ parties, eager, ...rows }: BlockProps) {
  // Asked again when the block holds other parties (a keystroke narrowed or widened the list).
  const [ref, revealed] = useRevealed<HTMLLIElement>(1500, `${parties[0]!.guestId}-${parties[0]!.tableId}:${parties.length}`, eager);
  if (!revealed) return <li ref={ref} aria-hidden style={{ height: parties.length * (rowPx + gapPx) - gapPx }} />;
  return parties.map((party) => <DoorRow key={`${party.guestId}-${party.tableId}`} party={party} {...rows} />);
}, sameBlock);

function sameBlock(before: BlockProps, after: BlockProps): boolean {
  const { parties, ...rest } = after;
  return (
    parties.length === before.parties.length &&
    parties.every((party, index) => party === before.parties[index]) &&
    (Object.keys(rest) as Array<keyof typeof rest>).every((key) => Object.is(rest[key], before[key]))
  );
}
