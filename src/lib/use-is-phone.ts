import { useSyncExternalStore } from 'react';

/** Phones are 600 px wide or less (part 1 §9); forms open in a modal there. */
const phoneQuery = '(max-width: 600px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(phoneQuery).matches);
}
