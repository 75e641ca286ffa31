import { useEffect, useRef } from 'react';

/**
 * Focus goes back where it was when something opened by the machine (a dialog, the add row)
 * closes: to the control that opened it, or to the page's heading if that control is gone
 * (a deleted guest's button).
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);
  // Read while rendering the change that opens it: by the time effects run, an autofocused
  // field inside already holds the focus.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  useEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    const next = target.isConnected ? target : heading;
    if (next === heading && heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    next?.focus();
  }, [open]);
}
