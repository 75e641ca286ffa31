import { useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { focusIsLost } from './focus-return';

/**
 * Menus and dialogs (Radix, with its layers, focus traps and positioning) were three quarters of
 * what the signed-in area loads before it can draw a page, yet nothing of them is seen until a
 * person opens one (issue 8: on a phone the plan's first paint waited for them). A deferred
 * component draws its `Placeholder` (what it looks like closed: its button, or nothing) until
 * its code has arrived, then itself. The code is asked for:
 * - as soon as the component is needed open (`isOpen`: a machine opened the dialog);
 * - when the person presses the placeholder; the press is then made again on the real button
 *   once it is there, the same way (pointer or keyboard), so the menu opens as Radix opens it.
 *   A pointer press counts from its pointer down, as Radix's menus count it: the code may arrive
 *   before the release, which then meets the real button and clicks neither;
 * - otherwise shortly after the page is drawn, so it is there before anyone reaches for it.
 * Keyboard focus on the placeholder moves to the real control when it takes its place.
 * The real part of `<name>.tsx` lives beside it in `<name>-radix.tsx` (tests/ui/setup.ts loads
 * them all before a test by that name).
 */

/** Shortly after the page's own code and data, rather than competing with them. */
const afterPageDrawnMs = 1500;

export type PlaceholderProps<P> = P & { onActivate: (event: MouseEvent) => void };

type Press = 'pointer' | 'keyboard';

const loaders: Array<() => Promise<unknown>> = [];

/** Loads every deferred component now (tests: a rendered page then draws them at once). */
export function loadAllDeferred(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/**
 * Presses the real button as the person pressed its stand-in: Radix opens a menu on pointer
 * down or on Enter (focusing its first item only for the keyboard), a dialog on click.
 */
function pressAgain(button: HTMLElement, press: Press) {
  const opened = () => button.getAttribute('aria-expanded') === 'true';
  button.focus();
  if (press === 'keyboard') button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  else button.dispatchEvent(new (window.PointerEvent ?? window.MouseEvent)('pointerdown', { bubbles: true, cancelable: true, button: 0 }));
  if (!opened()) button.click();
}

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: (props: PlaceholderProps<P>) => ReactNode,
  isOpen: (props: P) => boolean = () => false,
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed download (the network dropped) is tried again at the next press.
        loading = null;
        throw error;
      },
    ));
  loaders.push(start);

  return function Deferred(props: P) {
    const [, arrived] = useState(0);
    // The last press on the placeholder, each one a new request for the code (the one before may have failed).
    const [press, setPress] = useState<{ kind: Press } | null>(null);
    const box = useRef<HTMLSpanElement>(null);
    const placeholderHadFocus = useRef(false);
    const needed = press !== null || isOpen(props);
    const drawn = Loaded !== null;

    useEffect(() => {
      if (drawn) return;
      let live = true;
      const fetchCode = () =>
        start().then(
          () => live && arrived((count) => count + 1),
          () => {},
        );
      const timer = needed ? null : setTimeout(fetchCode, afterPageDrawnMs);
      if (needed) void fetchCode();
      return () => {
        live = false;
        if (timer) clearTimeout(timer);
      };
    }, [drawn, needed, press]);

    // After the real component's own effects (children's run first): Radix starts listening for
    // the keyboard there, and a menu opened by Enter focuses its first item only if it heard it.
    useEffect(() => {
      if (!drawn) return;
      const button = box.current?.querySelector<HTMLElement>('button, [href], [tabindex]');
      if (press && button) pressAgain(button, press.kind);
      else if (placeholderHadFocus.current && focusIsLost()) button?.focus();
      placeholderHadFocus.current = false;
      // Only when the real component has just taken the placeholder's place.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [drawn]);

    if (Loaded) {
      return (
        <span ref={box} className="contents">
          <Loaded {...props} />
        </span>
      );
    }
    return (
      <span
        ref={box}
        className="contents"
        onFocus={() => (placeholderHadFocus.current = true)}
        // Focus moved on to another control; a placeholder taken out of the page blurs towards nothing.
        onBlur={(event) => event.relatedTarget && (placeholderHadFocus.current = false)}
        onPointerDown={(event) => event.button === 0 && !event.ctrlKey && setPress({ kind: 'pointer' })}
      >
        {/* A click with no pointer behind it (detail 0) came from Enter or Space. */}
        <Placeholder {...props} onActivate={(event) => setPress({ kind: event.detail === 0 ? 'keyboard' : 'pointer' })} />
      </span>
    );
  };
}
