import { useSelector } from '@xstate/react';
import { Dialog } from 'radix-ui';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { hexOf, neighbourOf, type IdeaRow } from '../../../machines/ideas/idea-rows';
import { CloseIcon } from '../../components/icons';
import type { IdeasBoard } from './idea-board';
import { storedImageUrl } from './ideas-api';

/** A swipe moves to the next idea once the finger travels this far sideways, in pixels. */
const swipeDistance = 60;

/**
 * The full-screen viewer for an image, a text or a palette (§2): Escape or the exit icon closes
 * it; the arrow keys, the side buttons or a swipe go to the next or previous idea shown.
 */
export function IdeaViewer({ board, shown }: { board: IdeasBoard; shown: readonly IdeaRow[] }) {
  const { LL } = useI18nContext();
  const viewingId = useSelector(board, (snapshot) => snapshot.context.viewingId);
  const idea = shown.find((row) => row.id === viewingId) ?? null;
  const swipeStart = useRef<number | null>(null);
  const go = (step: 1 | -1) => {
    const next = viewingId === null ? null : neighbourOf(shown, viewingId, step);
    if (next !== null) board.send({ type: 'viewer.show', id: next });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || Math.abs(event.clientX - start) < swipeDistance) return;
    go(event.clientX < start ? 1 : -1);
  };
  // The full picture, not the board's thumbnail (or the file still uploading).
  const picture = idea?.type !== 'image' ? null : (idea.picked?.preview ?? (idea.image ? storedImageUrl(idea.image) : null));
  return (
    <Dialog.Root open={idea !== null} onOpenChange={(open) => !open && board.send({ type: 'viewer.close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/90" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => (swipeStart.current = event.clientX)}
          onPointerUp={onPointerUp}
          className="fixed inset-0 z-40 flex flex-col items-center justify-center p-4 text-white focus:outline-none sm:p-10"
        >
          {idea && (
            <>
              <Dialog.Title className="mb-4 max-w-3xl text-center font-display text-xl font-semibold">{idea.title}</Dialog.Title>
              {picture && <img src={picture} alt={idea.title} className="max-h-[75vh] max-w-full rounded-lg object-contain" />}
              {idea.type === 'text' && (
                <p className="max-h-[75vh] max-w-2xl overflow-y-auto rounded-lg bg-white p-6 text-base whitespace-pre-line text-stone-800">{idea.text}</p>
              )}
              {idea.type === 'colors' && (
                <ul className="flex h-[50vh] w-full max-w-4xl overflow-hidden rounded-lg">
                  {idea.colors?.map((color, index) => (
                    <li key={index} className="flex flex-1 items-end justify-center pb-3" style={{ backgroundColor: hexOf(color) }}>
                      <span className="rounded bg-white px-1.5 py-0.5 font-mono text-xs text-stone-900">{hexOf(color)}</span>
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-4 flex gap-3">
                <button
                  type="button"
                  onClick={() => go(-1)}
                  className="rounded-full bg-white/15 px-4 py-2 text-sm hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                >
                  {LL.ideas.viewer.previous()}
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  className="rounded-full bg-white/15 px-4 py-2 text-sm hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                >
                  {LL.ideas.viewer.next()}
                </button>
              </div>
              <Dialog.Close
                aria-label={LL.ideas.viewer.close()}
                className="absolute top-4 right-4 rounded-full bg-white/15 p-2 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
              >
                <CloseIcon className="size-6" />
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
