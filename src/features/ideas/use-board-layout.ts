import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { IdeaRow } from '../../../machines/ideas/idea-rows';
import { placeCards, type BoardFrame, type BoardLayout } from './board-layout';

/** Cards rendered when the board opens, and added at each step after. */
const cardsPerStep = 12;
/** Steps taken before the browser paints while the screen still lacks cards; the rest come a step per task. */
const stepsBeforePaint = 3;
/** The screen has its cards once they reach this far below its bottom edge, in pixels. */
const belowScreenPx = 400;

/** The column count and gap the board's style sheet gives it at this width (styles.css, `.idea-board`). */
function frameOf(list: HTMLElement): BoardFrame {
  const style = getComputedStyle(list);
  return { columns: Number.parseInt(style.getPropertyValue('--board-columns'), 10) || 1, gap: Number.parseFloat(style.columnGap) || 0 };
}

const sameFrame = (a: BoardFrame, b: BoardFrame) => a.columns === b.columns && a.gap === b.gap;

const ideaIdOf = (card: Element) => Number((card as HTMLElement).dataset.ideaId);

/** `heights` with the heights of `cards` as the page now draws them; the same map when none changed. */
function withHeightsOf(heights: ReadonlyMap<number, number>, cards: readonly Element[]): ReadonlyMap<number, number> {
  let changed: Map<number, number> | null = null;
  for (const card of cards) {
    const height = card.getBoundingClientRect().height;
    if (heights.get(ideaIdOf(card)) !== height) (changed ??= new Map(heights)).set(ideaIdOf(card), height);
  }
  return changed ?? heights;
}

export interface BoardCards {
  listRef: RefObject<HTMLUListElement | null>;
  /** The first of the ideas shown, those rendered so far. */
  rendered: readonly IdeaRow[];
  layout: BoardLayout;
}

/**
 * The idea board renders what the screen shows first: 500 cards at once took the browser about
 * half a second, so it renders a step of cards, measures them and places them (board-layout.ts)
 * before the first paint, takes a few more steps while the screen still lacks cards, then adds
 * a step per task (each well under the 50 ms a person notices) until every card is there, for
 * the keyboard, find-in-page and screen readers. A card that changes height (a font loaded, a
 * narrower window, an edit) is measured again; printing renders every card at once.
 *
 * Where the cards are is this component's layout, not a workflow: it lives in React state.
 */
export function useBoardLayout(shown: readonly IdeaRow[]): BoardCards {
  const listRef = useRef<HTMLUListElement | null>(null);
  const [limit, setLimit] = useState(cardsPerStep);
  const [heights, setHeights] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [frame, setFrame] = useState<BoardFrame>({ columns: 1, gap: 0 });
  const stepsTaken = useRef(0);
  const sizes = useRef<SizeWatch | null>(null);
  // A filter that narrows the board keeps that many rendered: widened again, it grows step by step.
  if (limit > Math.max(cardsPerStep, shown.length)) setLimit(Math.max(cardsPerStep, shown.length));
  const rendered = useMemo(() => shown.slice(0, limit), [shown, limit]);
  const layout = useMemo(
    () =>
      placeCards(
        rendered.map((idea) => heights.get(idea.id)),
        shown.length - rendered.length,
        frame,
      ),
    [rendered, heights, shown.length, frame],
  );

  // After each render, before the paint: new cards measured and placed, and more cards if the screen lacks them.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // A card new to the page (a filter may bring back one measured before) is measured now.
    const fresh = (sizes.current ??= watchSizes(list, setHeights, setFrame)).newCards([...list.children]);
    const measured = withHeightsOf(heights, fresh);
    const nextFrame = frameOf(list);
    setHeights(measured);
    setFrame((current) => (sameFrame(current, nextFrame) ? current : nextFrame));
    if (rendered.length >= shown.length) {
      stepsTaken.current = 0;
      return;
    }
    const { nextTop } = placeCards(
      rendered.map((idea) => measured.get(idea.id)),
      0,
      nextFrame,
    );
    const screenLacksCards = nextTop < window.innerHeight + belowScreenPx - list.getBoundingClientRect().top;
    if (!screenLacksCards) stepsTaken.current = 0;
    else if (stepsTaken.current < stepsBeforePaint) {
      stepsTaken.current += 1;
      setLimit((current) => current + cardsPerStep);
      return;
    }
    const nextStep = setTimeout(() => setLimit((current) => current + cardsPerStep), 0);
    return () => clearTimeout(nextStep);
  }, [rendered, shown.length, heights]);

  useEffect(() => {
    // What prints is what is rendered when the browser asks: every card.
    const renderAll = () => flushSync(() => setLimit(Number.POSITIVE_INFINITY));
    window.addEventListener('beforeprint', renderAll);
    return () => {
      window.removeEventListener('beforeprint', renderAll);
      sizes.current?.stop();
      sizes.current = null;
    };
  }, []);

  return { listRef, rendered, layout };
}

interface SizeWatch {
  /** The cards not seen before, watched from now on. */
  newCards(cards: readonly Element[]): Element[];
  stop(): void;
}

/**
 * Cards measured again when they change size, and the frame read again when the board does
 * (where the browser has a ResizeObserver: a test's DOM has none, and no sizes either).
 */
function watchSizes(
  list: HTMLElement,
  setHeights: (update: (current: ReadonlyMap<number, number>) => ReadonlyMap<number, number>) => void,
  setFrame: (update: (current: BoardFrame) => BoardFrame) => void,
): SizeWatch {
  const seen = new WeakSet<Element>();
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          // A card taken off the board reports a size of nothing: it keeps its last height for when it comes back.
          const cards = entries.map((entry) => entry.target).filter((target) => target !== list && target.isConnected);
          setHeights((current) => withHeightsOf(current, cards));
          const nextFrame = frameOf(list);
          setFrame((current) => (sameFrame(current, nextFrame) ? current : nextFrame));
        });
  observer?.observe(list);
  return {
    newCards(cards) {
      const fresh = cards.filter((card) => !seen.has(card));
      for (const card of fresh) {
        seen.add(card);
        observer?.observe(card);
      }
      return fresh;
    },
    stop: () => observer?.disconnect(),
  };
}
