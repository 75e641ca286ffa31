/**
 * Machines run in the browser, in Node (tests) and in the visualizer, so they see neither the
 * DOM nor Node; timers are the one host facility they use (store effects, delays).
 */
declare function setTimeout(handler: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;
