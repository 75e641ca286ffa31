import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startBenchApp } from './bench-app';
import { firstPaintScript } from './paint-marks';
import { fillWedding, wedding } from './guests-api';
import { keystrokesToPaint, median } from './spa-plan-checklist';
import { chromiumArgs } from './support';

/**
 * The guests page in Chromium against the built app (issue 9), on a wedding of 5,000 guests:
 *   - from the last of the list's answers (guests, categories, rights) to the list on screen;
 *   - from a keystroke in the name filter to the filtered list on screen (budget 50 ms);
 *   - from choosing the fifth statistics level to the five-level counts on screen (budget 100 ms).
 * "On screen" is the paint after the change: a requestAnimationFrame, then a task.
 */

type Rows = Array<[string, string, string]>;

export async function measureSpaGuests(distDir = 'dist'): Promise<Rows> {
  let weddingId = 0;
  const app = await startBenchApp(
    'spa-guests',
    async (db, plannerId) => {
      const big = await wedding(db, plannerId, 'Guests bench');
      await fillWedding(db, big.id, big.spouseIds);
      weddingId = big.id;
    },
    { staticDir: resolve(distDir) },
  );
  const site = app.base.replace(/\/api$/, '');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = app.cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: site }]);
    await context.addInitScript({ content: firstPaintScript('tbody tr', 'guests-painted') });
    const page = await context.newPage();
    const render = await measureRender(page, `${site}/wedding/${weddingId}/guests`);
    const keystrokes = await measureKeystrokes(page);
    const statistics = await measureStatistics(page);
    const figures = (values: number[]) => `median ${median(values).toFixed(1)} ms, worst ${Math.max(...values).toFixed(1)} ms (${values.length} runs)`;
    return [
      ['SPA guests 5,000: data → list painted', figures(render), '—'],
      ['SPA guests 5,000: name filter keystroke → list painted', figures(keystrokes), '≤ 50 ms'],
      ['SPA guests 5,000: statistics, fifth level chosen → counts painted', figures(statistics), '≤ 100 ms'],
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

async function measureRender(page: Page, url: string): Promise<number[]> {
  const render: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('guests-painted').length > 0, undefined, { timeout: 60_000 });
    render.push(
      await page.evaluate(() => {
        const answers = performance
          .getEntriesByType('resource')
          .filter((entry) => /guests\/index|categories\/index|get_actions/.test(entry.name))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
        return performance.getEntriesByName('guests-painted')[0]!.startTime - Math.max(...answers);
      }),
    );
  }
  return render;
}

// Narrowing down, then widening back to all 5,000 (every row comes back).
const measureKeystrokes = (page: Page) => keystrokesToPaint(page, 'guest 42 ibanez');

async function measureStatistics(page: Page): Promise<number[]> {
  await page.getByRole('button', { name: 'Statistics' }).click();
  await page.getByRole('dialog', { name: 'Guest statistics' }).waitFor();
  const levels = ['status', 'category', 'invitedBy', 'table', 'companions'];
  const timings: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    timings.push(
      // (No named helpers inside: the page runs this code as written, without the bundler's helpers.)
      await page.evaluate(async (chosen) => {
        const selects = [...document.querySelectorAll<HTMLSelectElement>('[role=dialog] select')];
        const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
        const steps: Array<[number, string]> = [
          [4, 'none'],
          [0, chosen[0]!],
          [1, chosen[1]!],
          [2, chosen[2]!],
          [3, chosen[3]!],
        ];
        for (const [index, value] of steps) {
          // React reads a select's value through its own setter.
          setValue.call(selects[index]!, value);
          selects[index]!.dispatchEvent(new Event('change', { bubbles: true }));
        }
        await window.benchAfterPaint();
        performance.mark('fifth');
        setValue.call(selects[4]!, chosen[4]!);
        selects[4]!.dispatchEvent(new Event('change', { bubbles: true }));
        await window.benchAfterPaint();
        return performance.measure('fifth level → paint', 'fifth').duration;
      }, levels),
    );
  }
  return timings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await measureSpaGuests(process.argv[2])) console.log(row.join(' | '));
}
