import { vi } from 'vitest';

/**
 * jsdom has no `matchMedia`: answers media queries as a screen `width` pixels wide would
 * (only `max-width` / `min-width` queries; anything else, such as reduced motion, is false).
 */
export function useScreenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true) && (max !== null || min !== null);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
  });
}
