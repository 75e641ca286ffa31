import { useEffect, useRef, type RefObject } from 'react';
import { focusIsInLayer } from '../components/focus-return';
import { afterPaint } from './after-paint';

/**
 * Where keyboard and screen-reader focus goes when a page or a dialog changes under it: never
 * left on `<body>`, where the next Tab starts over from the top of the document.
 */

/**
 * Focuses the element (a page's heading, `tabIndex={-1}`) once `ready` turns true: a page just
 * opened starts there. Not while the person is in a menu or dialog opened over the page while its
 * code was on its way (the account menu, right after signing in): a menu closes when the focus
 * leaves it, and would vanish under the pointer.
 */
export function useFocusWhenReady(ref: RefObject<HTMLElement | null>, ready = true): void {
  useEffect(() => {
    if (!ready) return;
    // After the page's first paint: focusing lays the page out at once, and the page then changes
    // again (its data, its cards), so focusing before that paint laid out a long list twice.
    const focus = () => {
      if (!focusIsInLayer()) ref.current?.focus({ preventScroll: true });
    };
    return afterPaint(focus);
  }, [ref, ready]);
}

/**
 * Remembers the control that opened a dialog and, once `open` turns false again, gives focus back
 * to it, or to `fallback` (the page heading) when that control is gone (e.g. an empty state's
 * button replaced by the list). Answers the function to call with the opening control.
 */
export function useReturnFocus(open: boolean, fallback: RefObject<HTMLElement | null>): (opener: HTMLElement) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      // After the dialog's own focus handling, and after the page re-rendered without it.
      requestAnimationFrame(() => {
        const target = opener.current?.isConnected ? opener.current : fallback.current;
        target?.focus({ preventScroll: true });
      });
    }
    wasOpen.current = open;
  }, [open, fallback]);
  return (element) => {
    opener.current = element;
  };
}
