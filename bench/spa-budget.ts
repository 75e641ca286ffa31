import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startBenchApp } from './bench-app';
import { bigBudget, expenseCount, paymentCount } from './budget-api';
import { traceMainThread, longestCpu } from './main-thread';
import { figures, measureFirstLoads, openBenchPage, openLoaded, percentile } from './spa-guests';
import { keystrokesToPaint, median } from './spa-plan-checklist';
import { chromiumArgs } from './support';

type Rows = Array<[string, string, string]>;

const budgetPainted = 'budget-painted';
const budgetAnswers = /expenses\/index|payments\/index|suppliers\/index|get_actions|\.js$/;

/**
 * The budget page in Chromium against the built app (issue 26), on the wedding of the
 * `budget-api` part (1,000 expenses, 3,000 payments, 100 suppliers):
 *   - from the page's data and code (its four answers and the app's code files, whichever came
 *     last) to the expenses on screen (budget 400 ms);
 *   - from a keystroke in the expenses search to the filtered column on screen (budget 33 ms
 *     median).
 */
export async function measureSpaBudget(distDir = 'dist'): Promise<Rows> {
  let weddingId = 0;
  const app = await startBenchApp(
    'spa-budget',
    async (db, plannerId) => {
      weddingId = await bigBudget(db, plannerId);
    },
    { staticDir: resolve(distDir) },
  );
  const url = `${app.origin}/wedding/${weddingId}/budget`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const open = () => openBenchPage(browser, app.origin, app.cookie, '[data-expense-id]', budgetPainted);
    const renders = (await measureFirstLoads(browser, open, url, budgetPainted, budgetAnswers)).map((load) => load.render);
    const page = await openLoaded(open, url, '[data-expense-id]');
    // The expenses search is the page's first search box; narrowing to one expense and back to all, twice.
    const keystrokes = await traceMainThread(browser, page, async () => [
      ...(await keystrokesToPaint(page, 'expense 421')),
      ...(await keystrokesToPaint(page, 'expense 421')),
    ]);
    const keys = keystrokes.result;
    const size = `${expenseCount.toLocaleString('en')} expenses, ${paymentCount.toLocaleString('en')} payments`;
    return [
      [`SPA budget ${size}: page data and code → expenses painted`, figures(renders), '≤ 400 ms'],
      [
        `SPA budget ${size}: expenses search keystroke → column painted`,
        `median ${median(keys).toFixed(1)} ms, p95 ${percentile(keys, 0.95).toFixed(1)} ms (${keys.length} keys); longest task ${longestCpu(keystrokes.tasks).toFixed(0)} ms of CPU`,
        '≤ 33 ms median',
      ],
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await measureSpaBudget(process.argv[2])) console.log(row.join(' | '));
}
