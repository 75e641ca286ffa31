import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createTables } from '../server/modules/tables/service';
import { createTableType } from '../server/modules/tables/table-types';
import { weddings } from '../server/modules/weddings/schema';
import { startBenchApp } from './bench-app';
import { firstPaintScript, frameRecorderScript } from './paint-marks';
import { chromiumArgs } from './support';
import { hallGrid } from './tables-api';

/**
 * The tables page in Chromium against the built app (issue 10), with 300 tables on a
 * 4000 × 3000 layout:
 *   - from the tables' data arriving to the plan painted with every table;
 *   - frame times while a table is dragged and while the plan zooms (p95 ≤ 20 ms: 60 fps is
 *     16.7 ms), from requestAnimationFrame deltas in the page;
 *   - the align of all 300 tables (one `massUpdate`): click → tables painted in place
 *     (optimistic), and click → the server's answer.
 * The layout image is drawn in the page on a canvas and uploaded through the real upload route.
 */

const tableCount = 300;
const layout = { width: 4000, height: 3000 };
const runs = 5;

type Rows = Array<[string, string, string]>;

export async function measureSpaTables(distDir = 'dist'): Promise<Rows> {
  let weddingId = 0;
  const app = await startBenchApp(
    'spa-tables',
    async (db, plannerId) => {
      const [wedding] = await db.insert(weddings).values({ name: 'Big hall', date: '2027-06-12', plannerId }).returning();
      weddingId = wedding!.id;
      const type = await createTableType(db, weddingId, { name: 'Round', shape: 'round', width: 90, height: 90 });
      await createTables(db, weddingId, hallGrid(type.id));
    },
    { staticDir: resolve(distDir) },
  );
  const { origin } = app;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const [name, value] = app.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: origin }]);
    await context.addInitScript({ content: instrument });
    const page = await context.newPage();
    await slowCpuDown(page);
    await page.goto(`${origin}/weddings`);
    await uploadDrawnLayout(page, weddingId);
    const url = `${origin}/wedding/${weddingId}/tables`;

    const painted: number[] = [];
    for (let run = 0; run < runs; run++) painted.push(await dataToPaint(page, url));
    await page.getByRole('button', { name: 'Edit layout' }).click();
    const drag = await dragFrames(page);
    const zoom = await zoomFrames(page);
    const align = await alignAll(page);
    const frames = (values: number[]) =>
      `p95 ${percentile(values, 0.95).toFixed(1)} ms, median ${percentile(values, 0.5).toFixed(1)} ms (${values.length} frames)`;
    return [
      [
        `SPA tables ${tableCount} on ${layout.width}×${layout.height}: data → plan painted`,
        `median ${percentile(painted, 0.5).toFixed(1)} ms, worst ${Math.max(...painted).toFixed(1)} ms (${runs} runs)`,
        '',
      ],
      [`SPA tables: frame time while dragging a table`, frames(drag), 'p95 ≤ 20 ms'],
      [`SPA tables: frame time while zooming`, frames(zoom), 'p95 ≤ 20 ms'],
      [`SPA tables: align ${tableCount} → tables painted in place (optimistic)`, `${align.painted.toFixed(1)} ms`, ''],
      [`SPA tables: align ${tableCount} → massUpdate answered (round trip)`, `${align.answered.toFixed(1)} ms`, ''],
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

/**
 * `BENCH_CPU_SLOWDOWN=4` runs the page on a CPU that many times slower (Chrome's throttling, as
 * Lighthouse's phone): frame times on an idle desktop sit at the 16.7 ms vsync floor whatever
 * the work per frame, a slower CPU shows the work.
 */
export async function slowCpuDown(page: Page) {
  const rate = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
  if (rate <= 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};

/** A 4000 × 3000 floor plan drawn on a canvas, uploaded as the planner would. */
export async function uploadDrawnLayout(page: Page, weddingId: number) {
  const status = await page.evaluate(
    async ({ weddingId, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#f5f5f4';
      context.fillRect(0, 0, width, height);
      context.strokeStyle = '#a8a29e';
      for (let x = 0; x < width; x += 100) context.strokeRect(x, 0, 100, height);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((made) => done(made!), 'image/png'));
      const form = new FormData();
      form.append('wedding_id', String(weddingId));
      form.append('layout', blob, 'hall.png');
      return (await fetch('/api/weddings/upload_layout', { method: 'POST', body: form })).status;
    },
    { weddingId, ...layout },
  );
  if (status !== 200) throw new Error(`the layout upload answered ${status}`);
}

/** Runs in the page before the app: a paint waiter, a mark when every table is drawn, a frame recorder. */
const instrument = firstPaintScript('[aria-label^="Table "]', 'tables-painted', tableCount) + frameRecorderScript;

/**
 * From the last answer the page waits for to the first paint with every table on it. The
 * server answers the page's first reads in the document itself (server/http/boot-answers.ts),
 * so the document's own arrival counts as an answer too.
 */
async function dataToPaint(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('tables-painted').length > 0, undefined, { timeout: 60_000 });
  return page.evaluate(() => {
    const document = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd;
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => /tables\/index|get_actions|weddings\/show/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
    return performance.getEntriesByName('tables-painted')[0]!.startTime - Math.max(document, ...answers);
  });
}

async function dragFrames(page: Page): Promise<number[]> {
  const table = page.getByLabel('Table 150, 10 seats', { exact: true });
  await table.scrollIntoViewIfNeeded();
  const box = (await table.boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.evaluate(() => window.benchFrames.start());
  for (let step = 1; step <= 60; step++) {
    await page.mouse.move(from.x + step * 3, from.y + step * 2);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  }
  const deltas = await page.evaluate(() => window.benchFrames.stop());
  await page.mouse.up();
  return deltas;
}

async function zoomFrames(page: Page): Promise<number[]> {
  const plan = page.locator('.react-transform-wrapper');
  const box = (await plan.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => window.benchFrames.start());
  for (let step = 0; step < 40; step++) {
    await page.mouse.wheel(0, step < 20 ? 120 : -120);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  }
  return page.evaluate(() => window.benchFrames.stop());
}

/** Fits the whole hall to the window, selects every table with the rubber band, aligns them. */
async function alignAll(page: Page): Promise<{ painted: number; answered: number }> {
  await page.getByRole('button', { name: 'Fit the plan to the screen' }).click();
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: 'Multi-select' }).click();
  const layer = (await page.getByTestId('editor-layer').boundingBox())!;
  await page.mouse.move(layer.x + 2, layer.y + 2);
  await page.mouse.down();
  await page.mouse.move(layer.x + layer.width - 2, layer.y + layer.height - 2, { steps: 10 });
  await page.mouse.up();
  await page.getByText(`${tableCount} selected`).waitFor();
  const answer = page.waitForResponse((response) => response.url().includes('/tables/massUpdate'));
  const startedAt = await page.evaluate(() => performance.now());
  const [painted] = await Promise.all([
    page.evaluate(async () => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Align top')!;
      const clickedAt = performance.now();
      button.click();
      await window.benchAfterPaint();
      return performance.now() - clickedAt;
    }),
    answer,
  ]);
  const answeredAt = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/tables/massUpdate'));
    return (entries.at(-1) as PerformanceResourceTiming).responseEnd;
  });
  return { painted, answered: answeredAt - startedAt };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await measureSpaTables(process.argv[2])) console.log(row.join(' | '));
}
