import type { Browser, Page } from 'playwright-core';

/** One task of the page's main thread: how long it took, and how much of that the thread ran. */
export interface MainThreadTask {
  wallMs: number;
  cpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Runs `action` while Chromium traces the page, and answers with the tasks its main thread ran
 * meanwhile. On a machine shared with other work a task's wall time grows with the load (the
 * thread waits for a core); the CPU time it ran barely does. The bench reports both: the budgets
 * are wall times, the CPU times say what a quiet machine would show.
 */
export async function traceMainThread<T>(browser: Browser, page: Page, action: () => Promise<T>): Promise<{ result: T; tasks: MainThreadTask[] }> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const result = await action();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const tasksOf = (thread: TraceEvent) =>
    traceEvents
      .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === thread.pid && event.tid === thread.tid)
      .map((event) => ({ wallMs: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? 0) / 1000 }));
  // A navigation may move the page to a renderer of its own: the busiest renderer's main thread is the page's.
  const threads = traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(tasksOf);
  const tasks = threads.sort((a, b) => totalCpu(b) - totalCpu(a))[0] ?? [];
  return { result, tasks };
}

export const totalCpu = (tasks: readonly MainThreadTask[]) => tasks.reduce((sum, task) => sum + task.cpuMs, 0);

export const longestCpu = (tasks: readonly MainThreadTask[]) => Math.max(0, ...tasks.map((task) => task.cpuMs));
