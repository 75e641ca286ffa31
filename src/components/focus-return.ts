import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus the page's main heading (made focusable from script only), so a keyboard or screen-reader
 * user lands at the top of what just appeared instead of on `<body>`.
 */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/** Where focus goes when a dialog or an editor closes: back to its opener, or to the page heading once the opener is gone. */
export function focusOpener(opener: Element | null | undefined): void {
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  else focusPageHeading();
}

/** True when the focus is in a menu or a dialog: a layer the person opened over the page. */
export const focusIsInLayer = () => document.activeElement?.closest('[role="menu"], [role="dialog"], [role="alertdialog"]') != null;

/** True when nothing has the focus any more: the focused control was removed from the page. */
export const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * An editor shown in place of a control (a value editor, an item form) takes the focus with it
 * when it closes. When `open` turns false and the focus was lost, it goes to `opener` (the control
 * that opened the editor, rendered again) or to the page heading. A person who already moved the
 * focus elsewhere keeps it there.
 */
export function useFocusReturn(open: boolean, opener: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && focusIsLost()) focusOpener(opener.current);
    wasOpen.current = open;
  }, [open, opener]);
}

/** Brings a row into view and gives it the focus (focusable from script only), e.g. a row just added. */
export function focusRow(row: HTMLElement): void {
  if (!row.hasAttribute('tabindex')) row.setAttribute('tabindex', '-1');
  // jsdom has no scrolling.
  row.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  row.focus({ preventScroll: true });
}

/** Only focus outside any dialog counts (when a dialog closes, its own buttons still have it). */
function focusedOutsideDialogs(target: EventTarget | null): Element | null {
  return target instanceof Element && target !== document.body && !target.closest('[role="dialog"], [role="alertdialog"]') ? target : null;
}

/**
 * The control that had the focus when a dialog opened (its fields may take the focus with
 * `autoFocus` before the dialog's own focus handling runs, so it is watched while closed).
 */
export function useFocusBeforeOpening(open: boolean): RefObject<Element | null> {
  // A dialog drawn already open (its code arrived after it was asked for: deferred.tsx) takes
  // the focus as it is at that moment, still on the control that asked for it.
  const opener = useRef<Element | null>(open ? focusedOutsideDialogs(document.activeElement) : null);
  useEffect(() => {
    if (open) return;
    const remember = (target: EventTarget | null) => {
      opener.current = focusedOutsideDialogs(target) ?? opener.current;
    };
    remember(document.activeElement);
    const onFocusIn = (event: FocusEvent) => remember(event.target);
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);
  return opener;
}

/**
 * After a navigation that replaced the whole page (signing in), focus the new page's heading as
 * soon as it appears (pages load their data first), unless the person focused something meanwhile.
 */
export function focusHeadingWhenShown(timeoutMs = 10_000): void {
  if (focusIsLost() && focusPageHeading()) return;
  const observer = new MutationObserver(() => {
    if (!focusIsLost()) return observer.disconnect();
    if (focusPageHeading()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), timeoutMs);
}
