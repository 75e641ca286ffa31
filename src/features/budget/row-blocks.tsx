import type { ReactNode } from 'react';
import { useRevealed } from '../../components/use-revealed';

const blockSize = 50;

interface RowBlocksProps<R extends { id: number }> {
  rows: readonly R[];
  /** About how tall a row is, kept by a block not rendered yet so the page scrolls as it will. */
  rowHeightPx: number;
  /** The row's `<li>`, with its key. */
  renderRow: (row: R) => ReactNode;
}

/**
 * A budget column's rows in blocks of 50: with 1,000 expenses and 3,000 payments (the bench's
 * wedding) a block far below the screen keeps its height and renders its rows once it comes near
 * (`useRevealed`), so the page paints about a screenful first. Short columns render whole.
 */
export function RowBlocks<R extends { id: number }>({ rows, rowHeightPx, renderRow }: RowBlocksProps<R>) {
  const eager = rows.length <= 2 * blockSize;
  const blocks: Array<readonly R[]> = [];
  for (let start = 0; start < rows.length; start += blockSize) blocks.push(rows.slice(start, start + blockSize));
  return (
    <div className="divide-y divide-stone-100">
      {blocks.map((block, index) => (
        <RowBlock key={index} rows={block} eager={eager} rowHeightPx={rowHeightPx} renderRow={renderRow} />
      ))}
    </div>
  );
}

function RowBlock<R extends { id: number }>({ rows, eager, rowHeightPx, renderRow }: RowBlocksProps<R> & { eager: boolean }) {
  // Asked again when the block holds other rows (a search narrowed or widened the column).
  const [ref, revealed] = useRevealed<HTMLUListElement>(1500, `${rows[0]!.id}:${rows.length}`, eager);
  return (
    <ul ref={ref} className="divide-y divide-stone-100" style={revealed ? undefined : { height: rows.length * rowHeightPx }}>
      {revealed && rows.map(renderRow)}
    </ul>
  );
}
