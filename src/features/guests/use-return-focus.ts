import { useEffect, useRef } from 'react';

/**
 * Focus goes back where it was when something opened by the machine (a dialog, the add row)
 * closes: to the control that opened it, or to the page's heading if that control is gone
 * (a deleted guest's button).
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    const next = target.isConnected ? target : heading;
    if (next && !next.hasAttribute('tabindex') && next === heading) next.setAttribute('tabindex', '-1');
    next?.focus();
  }, [open]);
}
