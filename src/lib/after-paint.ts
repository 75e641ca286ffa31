/**
 * Runs `then` once the next frame has been painted (a frame, then a task), when the page's
 * layout is done and reading it costs nothing; answers how to cancel it (an effect's cleanup).
 */
export function afterPaint(then: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
