import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startBenchApp } from './bench-app';
import { longestCpu, totalCpu, traceMainThread, type MainThreadTask } from './main-thread';
import { frameRecorderScript } from './paint-marks';
import { seatedHall } from './seating-api';
import { keystrokesToPaint, median } from './spa-plan-checklist';
import { figures, machineLoadRow, openBenchPage, percentile } from './spa-guests';
import { slowCpuDown, uploadDrawnLayout } from './spa-tables';
import { chromiumArgs } from './support';

/**
 * Seating and the hostess view in Chromium against the built app (issue 24), on a wedding of
 * 300 tables of 10 and 3,000 guests: 2,700 seated (tables 1 to 270 full), 300 without a table,
 * tables 271 to 300 empty. On the planner's tables page:
 *   - frame times while a guest is dragged from the panel onto a table (p95 ≤ 20 ms);
 *   - from the drop (the pointer let go) to settled: the table's badge painted with its new count
 *     and the seats call (`tables_guests/massCreate`) answered (≤ 100 ms);
 *   - with a guest ticked, from the click on a table to its new count painted (≤ 100 ms);
 *   - in the hostess view, a keystroke in the name filter to the list painted (≤ 33 ms median).
 * Then two tablets (820 × 1180, touch, each its own browser context and live stream) in the
 * hostess view: from a tap on one's check-in button to the other's inside count painted
 * (≤ 1 s p99). Beside the times, the CPU the page's main thread ran (bench/main-thread.ts).
 */

type Rows = Array<[string, string, string]>;

const seated = 2_700;
const firstEmptyTable = seated / 10 + 1;
const drags = 8;
const ticks = 8;
const checkIns = 50;
const tablet = { viewport: { width: 820, height: 1180 }, hasTouch: true };

declare global {
  interface Window {
    /** Set by `watchSettle`: from the start event to the label shown and the seats call answered. */
    benchSettled: Promise<{ shown: number; answered: number }>;
    /** Set by `watchInside`: the time (epoch, ms) a tablet painted that many guests inside. */
    benchInsidePainted: Promise<number>;
    /** Set by `tapCheckIn`: the time (epoch, ms) of the tap. */
    benchTapped: Promise<number>;
  }
}

export async function measureSpaSeating(distDir = 'dist'): Promise<Rows> {
  let weddingId = 0;
  const app = await startBenchApp(
    'spa-seating',
    async (db, plannerId) => {
      weddingId = (await seatedHall(db, plannerId, seated)).weddingId;
    },
    { staticDir: resolve(distDir) },
  );
  const url = `${app.origin}/wedding/${weddingId}/tables`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const open = (device = {}) =>
      openBenchPage(browser, app.origin, app.cookie, '[aria-label^="Table "]', 'tables-painted', { ...device, script: frameRecorderScript });
    // Tall enough that the empty tables sit outside dnd-kit's auto-scroll band (a fifth of the window from its edge).
    const planner = await open({ viewport: { width: 1440, height: 1400 } });
    await slowCpuDown(planner);
    await planner.goto(`${app.origin}/weddings`);
    await uploadDrawnLayout(planner, weddingId);
    await planner.goto(url);
    await planner
      .getByRole('complementary', { name: 'Guests to seat' })
      .getByRole('button', { name: /^Drag / })
      .first()
      .waitFor({ timeout: 60_000 });

    const dragged = await measureDrags(browser, planner);
    const ticked = await measureTicks(browser, planner);
    await planner.getByRole('button', { name: 'Hostess view' }).click();
    await planner.getByRole('searchbox', { name: 'Search by name' }).waitFor();
    const keystrokes = await traceMainThread(browser, planner, () => keystrokesToPaint(planner, 'guest 2468'));
    await planner.context().close();

    const tablets = [await open(tablet), await open(tablet)];
    for (const page of tablets) {
      await page.goto(url);
      await page.getByRole('button', { name: 'Hostess view' }).click();
      await page
        .getByRole('button', { name: /^Check .+ in at table \d+$/ })
        .first()
        .waitFor({ timeout: 60_000 });
    }
    const live = await traceMainThread(browser, tablets[1]!, () => measureCheckIns(tablets[0]!, tablets[1]!));

    const cpu = (tasks: MainThreadTask[]) => `longest task ${longestCpu(tasks).toFixed(0)} ms of CPU`;
    const frames = dragged.frames;
    const keys = keystrokes.result;
    const delays = live.result;
    return [
      [
        'SPA seating 300 tables, 3,000 guests: frame time while dragging a guest onto a table',
        `p95 ${percentile(frames, 0.95).toFixed(1)} ms, median ${median(frames).toFixed(1)} ms (${frames.length} frames of ${drags} drags); main thread ${(totalCpu(dragged.dragTasks) / frames.length).toFixed(1)} ms of CPU a frame, ${cpu(dragged.dragTasks)}`,
        'p95 ≤ 20 ms',
      ],
      [
        'SPA seating: drop → badge painted and seats call answered',
        `${figures(dragged.settled.map((settle) => Math.max(settle.shown, settle.answered)))}; badge alone median ${median(dragged.settled.map((settle) => settle.shown)).toFixed(1)} ms; main thread median ${median(dragged.dropCpu).toFixed(0)} ms of CPU`,
        '≤ 100 ms',
      ],
      ['SPA seating: guest ticked, table chosen → new count painted', `${figures(ticked.shown)}; ${cpu(ticked.tasks)}`, '≤ 100 ms'],
      ['SPA seating: table chosen → seats call answered', figures(ticked.answered), ''],
      [
        'SPA hostess view 2,700 at the door: name filter keystroke → list painted',
        `median ${median(keys).toFixed(1)} ms, p95 ${percentile(keys, 0.95).toFixed(1)} ms (${keys.length} keys); ${cpu(keystrokes.tasks)}`,
        '≤ 33 ms median',
      ],
      [
        "SPA hostess: one tablet's check-in → the other tablet's count painted (live)",
        `p99 ${percentile(delays, 0.99).toFixed(1)} ms, median ${median(delays).toFixed(1)} ms (${delays.length} check-ins); other tablet's ${cpu(live.tasks)}`,
        'p99 ≤ 1 s',
      ],
      machineLoadRow(),
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

/**
 * In the page, before the gesture: `benchSettled` resolves once the element labelled `label`
 * is painted and the next seats call has answered, each as the time since the first `start`
 * event (`pointerup`: the drop; `click`: the table chosen). Anonymous callbacks only: the page
 * runs this code as written, without the bundler's helpers.
 */
async function watchSettle(page: Page, start: 'pointerup' | 'click', label: string) {
  await page.evaluate(
    ([start, label]) => {
      const started = new Promise<number>((done) => document.addEventListener(start, (event) => done(event.timeStamp), { capture: true, once: true }));
      const shown = new Promise<number>((done) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector(`[aria-label="${label}"]`)) return;
          observer.disconnect();
          void window.benchAfterPaint().then(() => done(performance.now()));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
      });
      const answered = new Promise<number>((done) => {
        const observer = new PerformanceObserver((list) => {
          const call = list.getEntries().find((entry) => entry.name.includes('/tables_guests/massCreate'));
          if (!call) return;
          observer.disconnect();
          done((call as PerformanceResourceTiming).responseEnd);
        });
        observer.observe({ type: 'resource' });
      });
      window.benchSettled = Promise.all([started, shown, answered]).then(([startedAt, shownAt, answeredAt]) => ({
        shown: shownAt - startedAt,
        answered: answeredAt - startedAt,
      }));
    },
    [start, label] as const,
  );
}

/** `waited`, or an error saying what did not happen within 20 s (the page's own waits have no timeout). */
async function within<T>(waited: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(`waited 20 s for ${what}`)), 20_000)));
  try {
    return await Promise.race([waited, late]);
  } finally {
    clearTimeout(timer);
  }
}

const emptyLabel = (number: number) => `Table ${number}, 0 of 10 seats taken`;
const oneSeatLabel = (number: number) => `Table ${number}, 1 of 10 seats taken`;

/**
 * The first guest without a table dragged by mouse from its handle onto an empty table, in 60
 * moves with a frame between each (frames recorded), then dropped there (drop → settled).
 */
async function measureDrags(browser: Browser, page: Page) {
  const frames: number[] = [];
  const settled: Array<{ shown: number; answered: number }> = [];
  const dragTasks: MainThreadTask[] = [];
  /** The CPU the main thread ran from each drop to settled. */
  const dropCpu: number[] = [];
  for (let run = 0; run < drags; run += 1) {
    const number = firstEmptyTable + run;
    const handle = page
      .getByRole('complementary', { name: 'Guests to seat' })
      .getByRole('button', { name: /^Drag / })
      .first();
    // A seat taken from the top of the panel can leave the next guest's row scrolled half out of
    // the panel (clipped): a person scrolls to it before grabbing it, and so does the bench.
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await page.getByRole('button', { name: emptyLabel(number), exact: true }).boundingBox())!;
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    const drag = await traceMainThread(browser, page, async () => {
      // Past dnd-kit's 6 px: the drag starts.
      await page.mouse.move(start.x + 10, start.y, { steps: 2 });
      await page.evaluate(() => window.benchFrames.start());
      for (let step = 1; step <= 60; step += 1) {
        await page.mouse.move(start.x + 10 + ((end.x - start.x - 10) * step) / 60, start.y + ((end.y - start.y) * step) / 60);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      }
      return page.evaluate(() => window.benchFrames.stop());
    });
    frames.push(...drag.result);
    dragTasks.push(...drag.tasks);
    await watchSettle(page, 'pointerup', oneSeatLabel(number));
    const drop = await traceMainThread(browser, page, async () => {
      await page.mouse.up();
      return within(
        page.evaluate(() => window.benchSettled),
        `the drop on table ${number} to settle`,
      );
    });
    settled.push(drop.result);
    dropCpu.push(totalCpu(drop.tasks));
  }
  return { frames, settled, dragTasks, dropCpu };
}

/** The first guest without a table ticked (not timed), then an empty table clicked. */
async function measureTicks(browser: Browser, page: Page) {
  const shown: number[] = [];
  const answered: number[] = [];
  const tasks: MainThreadTask[] = [];
  for (let run = 0; run < ticks; run += 1) {
    const number = firstEmptyTable + drags + run;
    await page.getByRole('complementary', { name: 'Guests to seat' }).getByRole('checkbox').first().check();
    await watchSettle(page, 'click', oneSeatLabel(number));
    const traced = await traceMainThread(browser, page, async () => {
      await page.getByRole('button', { name: emptyLabel(number), exact: true }).click();
      return within(
        page.evaluate(() => window.benchSettled),
        `the guest ticked to be seated at table ${number}`,
      );
    });
    shown.push(traced.result.shown);
    answered.push(traced.result.answered);
    tasks.push(...traced.tasks);
  }
  return { shown, answered, tasks };
}

/**
 * `checkIns` times: the first guest outside on tablet `door` tapped in; the time from the tap to
 * tablet `other` painting the new inside count, on the clock both pages share (the epoch).
 */
async function measureCheckIns(door: Page, other: Page): Promise<number[]> {
  const delays: number[] = [];
  for (let run = 0; run < checkIns; run += 1) {
    await other.evaluate((expected) => {
      window.benchInsidePainted = new Promise((done) => {
        const observer = new MutationObserver(() => {
          if (![...document.querySelectorAll('p')].some((paragraph) => paragraph.textContent === `Inside: ${expected}`)) return;
          observer.disconnect();
          void window.benchAfterPaint().then(() => done(performance.timeOrigin + performance.now()));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    }, run + 1);
    await door.evaluate(() => {
      window.benchTapped = new Promise((done) =>
        document.addEventListener('click', (event) => done(performance.timeOrigin + event.timeStamp), { capture: true, once: true }),
      );
    });
    await door
      .getByRole('button', { name: /^Check .+ in at table \d+$/ })
      .first()
      .tap();
    const tappedAt = await door.evaluate(() => window.benchTapped);
    delays.push(
      (await within(
        other.evaluate(() => window.benchInsidePainted),
        `check-in ${run + 1} to reach the other tablet`,
      )) - tappedAt,
    );
  }
  return delays;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await measureSpaSeating(process.argv[2])) console.log(row.join(' | '));
}
