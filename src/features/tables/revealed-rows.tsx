import { memo, type ReactNode } from 'react';
import { useRevealed } from '../../components/use-revealed';

const blockSize = 40;

interface RevealedRowsProps<T> {
  items: readonly T[];
  /** The row's `<li>`, with its key; the same function while nothing it reads changes. */
  renderRow: (item: T) => ReactNode;
  /** About how tall a row is, and the list's gap between rows: what a block not drawn yet keeps. */
  rowPx: number;
  gapPx?: number;
  /**
   * How far from the screen a block is drawn. Inside a scrolling panel a block below the panel's
   * edge is hidden however near the screen: a small margin draws what the panel shows.
   */
  marginPx?: number;
}

/**
 * The `<li>` rows of a long list (the door's parties, the guests without a table), in blocks of
 * 40: a block far from the screen keeps its height and draws its rows once it comes near
 * (`useRevealed`; inside a scrolling panel, once it scrolls into view) and from then on, so a
 * change at a wedding of thousands draws about a screenful, and a drag (every draggable row
 * hears it) moves past fewer rows. A block whose items are the same objects as before is not
 * drawn again. Short lists draw whole.
 */
export function RevealedRows<T>({ items, ...rows }: RevealedRowsProps<T>) {
  const eager = items.length <= 2 * blockSize;
  const blocks: Array<readonly T[]> = [];
  for (let start = 0; start < items.length; start += blockSize) blocks.push(items.slice(start, start + blockSize));
  return blocks.map((block, index) => <RowBlock key={index} items={block} eager={eager} {...(rows as Omit<RevealedRowsProps<unknown>, 'items'>)} />);
}

type BlockProps = Omit<RevealedRowsProps<unknown>, 'items'> & { items: readonly unknown[]; eager: boolean };

const RowBlock = memo(function RowBlock({ items, eager, renderRow, rowPx, gapPx = 0, marginPx = 1500 }: BlockProps) {
  // A block stays where it is whichever rows it holds (the blocks before it hold 40 each), so once
  // near the screen it keeps drawing its rows. Asked again on other rows, every block after a seat
  // taken from the top of the list put its rows away, laid the page out and drew them all again.
  const [ref, revealed] = useRevealed<HTMLLIElement>(marginPx, 'block', eager);
  if (!revealed) return <li ref={ref} aria-hidden style={{ height: items.length * (rowPx + gapPx) - gapPx }} />;
  return items.map(renderRow);
}, sameBlock);

function sameBlock(before: BlockProps, after: BlockProps): boolean {
  const { items, ...rest } = after;
  return (
    items.length === before.items.length &&
    items.every((item, index) => item === before.items[index]) &&
    (Object.keys(rest) as Array<keyof typeof rest>).every((key) => Object.is(rest[key], before[key]))
  );
}
