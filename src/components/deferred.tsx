import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { focusIsLost } from './focus-return';

/**
 * Menus and dialogs (Radix, with its layers, focus traps and positioning) were three quarters of
 * what the signed-in area loads before it can draw a page, yet nothing of them is seen until a
 * person opens one (issue 8: on a phone the plan's first paint waited for them). A deferred
 * component draws its `Placeholder` (what it looks like closed: its button, or nothing) until
 * its code has arrived, then itself. The code is asked for:
 * - as soon as the component is needed open (`isOpen`: a machine opened the dialog);
 * - when the person activates the placeholder, which then opens once the code is there;
 * - otherwise shortly after the page is drawn, so it is there before anyone reaches for it.
 * Keyboard focus on the placeholder moves to the real control when it takes its place.
 * The real part of `<name>.tsx` lives beside it in `<name>-radix.tsx` (tests/ui/setup.ts loads
 * them all before a test by that name).
 */

/** Shortly after the page's own code and data, rather than competing with them. */
const afterPageDrawnMs = 1500;

/** What a deferred component's real implementation takes besides its own props. */
export interface OpensOnArrival {
  /** The person activated the placeholder: open at once. */
  defaultOpen?: boolean;
}

export type PlaceholderProps<P> = P & { onActivate: () => void };

const loaders: Array<() => Promise<unknown>> = [];

/** Loads every deferred component now (tests: a rendered page then draws them at once). */
export function loadAllDeferred(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P & OpensOnArrival>>,
  Placeholder: (props: PlaceholderProps<P>) => ReactNode,
  isOpen: (props: P) => boolean = () => false,
): ComponentType<P> {
  let Loaded: ComponentType<P & OpensOnArrival> | null = null;
  let loading: Promise<unknown> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed download (the network dropped) is tried again at the next activation.
        loading = null;
        throw error;
      },
    ));
  loaders.push(start);

  return function Deferred(props: P) {
    const [, arrived] = useState(0);
    const [activated, setActivated] = useState(false);
    // Each activation asks again: the one before may have failed to fetch the code.
    const [activations, setActivations] = useState(0);
    const box = useRef<HTMLSpanElement>(null);
    const placeholderHadFocus = useRef(false);
    const needed = activated || isOpen(props);
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
    }, [drawn, needed, activations]);

    useLayoutEffect(() => {
      if (!drawn || !placeholderHadFocus.current) return;
      placeholderHadFocus.current = false;
      if (focusIsLost()) box.current?.querySelector<HTMLElement>('button, [href], [tabindex]')?.focus();
    }, [drawn]);

    if (Loaded) {
      return (
        <span ref={box} className="contents">
          <Loaded {...props} defaultOpen={activated || undefined} />
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
      >
        <Placeholder
          {...props}
          onActivate={() => {
            setActivated(true);
            setActivations((count) => count + 1);
          }}
        />
      </span>
    );
  };
}
