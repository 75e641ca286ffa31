import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes. Without media queries (a test's DOM), false. */
export function useMediaQuery(query: string): boolean {
  const subscribe = (onChange: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
}

/** A screen with no hover and a coarse pointer: a phone or tablet, where keyboard shortcuts mean nothing. */
export const touchOnlyQuery = '(hover: none) and (pointer: coarse)';
