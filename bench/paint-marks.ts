declare global {
  interface Window {
    /** Resolves after the next paint (defined in the page by `firstPaintScript`). */
    benchAfterPaint: () => Promise<void>;
    /** Records the time between animation frames from `start()` to `stop()` (defined by `frameRecorderScript`). */
    benchFrames: { start(): void; stop(): number[] };
  }
}

/**
 * A script for `addInitScript({ content })`, run in the page before the app: `benchAfterPaint()`
 * resolves after the next paint (a requestAnimationFrame, then a task), and `performance.mark(mark)`
 * is set at the first paint that shows `count` nodes matching `selector`. Plain JavaScript in a
 * string: the bench's TypeScript transform would name functions with a helper the page lacks.
 */
export function firstPaintScript(selector: string, mark: string, count = 1): string {
  return `
  window.benchAfterPaint = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll(${JSON.stringify(selector)}).length < ${count}) return;
    observer.disconnect();
    void window.benchAfterPaint().then(() => performance.mark(${JSON.stringify(mark)}));
  });
  observer.observe(document, { childList: true, subtree: true });
`;
}

/**
 * A script for `addInitScript({ content })`: `benchFrames.start()` records each frame's time
 * since the one before (requestAnimationFrame deltas) until `benchFrames.stop()` answers them.
 */
export const frameRecorderScript = `
  const frames = { deltas: [], running: false, last: 0 };
  frames.tick = (now) => {
    if (!frames.running) return;
    if (frames.last) frames.deltas.push(now - frames.last);
    frames.last = now;
    requestAnimationFrame(frames.tick);
  };
  frames.start = () => {
    frames.deltas = [];
    frames.running = true;
    frames.last = 0;
    requestAnimationFrame(frames.tick);
  };
  frames.stop = () => {
    frames.running = false;
    return frames.deltas;
  };
  window.benchFrames = frames;
`;
