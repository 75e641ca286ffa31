import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether a block of a long list is near the viewport, so its rows are worth rendering: a plan
 * of thousands of elements, or a checklist of hundreds of items, draws about a screenful.
 *
 * The answer holds for one `content` (e.g. the block's row count): when the content changes,
 * say a filter widened the list, the block asks again before rendering its rows, so blocks far
 * below never mount theirs. A block near the viewport is revealed before the browser paints,
 * so it never shows empty; the others wait for an IntersectionObserver. Short lists pass
 * `always` and render whole (a printed checklist has every item).
 */
export function useRevealed<T extends Element>(marginPx: number, content: string | number, always: boolean): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  // What is near the screen is this component's layout, not a workflow.
  const [revealedFor, setRevealedFor] = useState<string | number | null>(null);
  const revealed = always || revealedFor === content;
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || revealed) return;
    const rect = node.getBoundingClientRect();
    if (rect.top < window.innerHeight + marginPx && rect.bottom > -marginPx) {
      setRevealedFor(content);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setRevealedFor(content), {
      rootMargin: `${marginPx}px 0px`,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [revealed, marginPx, content]);
  return [ref, revealed];
}
