import { useSyncExternalStore } from 'react';

/**
 * The guests list's layouts by width (part 2 §2, §9): cards on phones (600 px or less), then
 * more columns at 920 and 1200 px.
 */
export type WidthClass = 'phone' | 'narrow' | 'medium' | 'wide';

const queries: Array<[WidthClass, string]> = [
  ['phone', '(max-width: 600px)'],
  ['narrow', '(max-width: 920px)'],
  ['medium', '(max-width: 1200px)'],
];

function current(): WidthClass {
  // Without media queries (a test's DOM), the widest layout.
  if (typeof window.matchMedia !== 'function') return 'wide';
  return queries.find(([, query]) => window.matchMedia(query).matches)?.[0] ?? 'wide';
}

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = queries.map(([, query]) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export function useWidthClass(): WidthClass {
  return useSyncExternalStore(subscribe, current);
}
