import { lazy, type ComponentType } from 'react';
import type { PageChunk } from './page-chunks';

/**
 * `React.lazy` over a page's chunk (src/app/page-chunks.ts) that renders the page in the same
 * pass when its code has already arrived (the start preloads the address's pages). React reads
 * the module through `then`, and a promise's `then` always answers later: a page whose code was
 * there still suspended, showed its fallback, and React keeps a fallback on screen for 300 ms
 * before replacing it; twice on the way to a wedding's module (the wedding, then the module),
 * 600 ms of spinner over code already loaded (issue 23 item 23). An arrived module is handed
 * over by a `then` that calls back at once.
 */
// `any` as React's own `lazy` takes it: a page's props are whatever its component declares.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(chunk: PageChunk<{ default: T }>) {
  return lazy(() => {
    const arrived = chunk.arrived();
    if (!arrived) return chunk();
    // React calls `then` once, with what to do with the module, and reads nothing else of it.
    const atOnce = { then: (onArrived: (module: { default: T }) => void) => onArrived(arrived) };
    return atOnce as unknown as Promise<{ default: T }>;
  });
}
