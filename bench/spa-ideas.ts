import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Database } from '../server/db/client';
import { ideaCategories, ideas } from '../server/modules/ideas/schema';
import { startBenchApp } from './bench-app';
import { longestCpu, traceMainThread, type MainThreadTask } from './main-thread';
import { wedding } from './guests-api';
import { load } from './me-latency';
import { figures, measureFirstLoads, measureScrolling, openBenchPage, openLoaded } from './spa-guests';
import { median } from './spa-plan-checklist';
import { chromiumArgs } from './support';

type Rows = Array<[string, string, string]>;

const boardSize = 500;

/**
 * The idea board (issue 27) on a wedding of 500 ideas, in Chromium against the built app:
 *   - from the page's data and code to the board on screen (budget 400 ms);
 *   - from the board on screen to all its cards in the page (it renders what the screen shows
 *     first, then the others a step per task), and the longest task meanwhile;
 *   - the longest task while scrolling to the end of the board and back (budget 50 ms);
 * and `ideas/link_preview` of a page on the loopback (a tiny local site, let through by
 * LINK_PREVIEW_ALLOW_ORIGINS), one at a time: its p99, the whole fetch, parse and answer.
 */
export async function measureSpaIdeas(seconds: number, distDir = 'dist'): Promise<Rows> {
  const site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(localPage);
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  const siteOrigin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  let weddingId = 0;
  const app = await startBenchApp(
    'spa-ideas',
    async (db, plannerId) => {
      weddingId = (await wedding(db, plannerId, 'Ideas bench')).id;
      await fillBoard(db, weddingId);
    },
    { staticDir: resolve(distDir), config: { linkPreviewAllowOrigins: [siteOrigin], linkPreviewsPerMinute: 1_000_000 } },
  );
  const url = `${app.origin}/wedding/${weddingId}/ideas`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const open = () => openBenchPage(browser, app.origin, app.cookie, 'li[data-idea-id]', 'ideas-painted');
    const firstLoads = await measureFirstLoads(browser, open, url, 'ideas-painted', /ideas\/index|idea_categories\/index|get_actions|\.js$/);
    const rest = await measureRestOfBoard(browser, open, url);
    const page = await openLoaded(open, url, 'li[data-idea-id]');
    // Scrolling starts at once, while the board still renders its last cards.
    const atBottom = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    const scrolling = await traceMainThread(browser, page, () => measureScrolling(page, atBottom));
    const cards = await page.locator('li[data-idea-id]').count();

    const previewUrl = `${app.base}/ideas/link_preview?wedding_id=${weddingId}&link=${encodeURIComponent(`${siteOrigin}/venue`)}`;
    // One connection: the wait of a person asking for a preview (the page is read, parsed and answered each time).
    await load(previewUrl, { cookie: app.cookie }, 1, 1); // warm-up
    const preview = await load(previewUrl, { cookie: app.cookie }, seconds, 1);
    return [
      [
        `SPA ideas 500: page data and code → board painted (${cards} cards in all)`,
        `${figures(firstLoads.map((load) => load.render))}; navigation ${median(firstLoads.map((load) => load.navigation)).toFixed(0)} ms; main thread ${median(firstLoads.map((load) => load.cpu)).toFixed(0)} ms of CPU`,
        '≤ 400 ms',
      ],
      [
        `SPA ideas 500: board painted → all ${boardSize} cards rendered (${rest.atPaint} at the paint)`,
        `${rest.ms.toFixed(0)} ms; longest task ${Math.max(0, ...rest.tasks.map((task) => task.wallMs)).toFixed(0)} ms, ${cpuOf(rest.tasks)}`,
        '',
      ],
      [
        'SPA ideas 500: longest task while scrolling to the end and back',
        `${scrolling.result.longest.toFixed(0)} ms (${scrolling.result.count} over 50 ms); longest task ${cpuOf(scrolling.tasks)}`,
        '≤ 50 ms',
      ],
      ['machine load while measuring (1-minute load average, cores)', `${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`, ''],
      [
        'GET /api/ideas/link_preview of a local page, 1 conn., p99',
        `${preview.p99} ms (p50 ${preview.p50} ms, ${Math.round(preview.requestsPerSecond)} req/s, ${preview.errors} errors)`,
        '',
      ],
    ];
  } finally {
    await browser.close();
    await app.stop();
    site.closeAllConnections();
    site.close();
  }
}

/** The longest task's CPU, and how many ran over 50 ms of CPU: what a quiet machine's wall times would be. */
const cpuOf = (tasks: readonly MainThreadTask[]) =>
  `${longestCpu(tasks).toFixed(0)} ms of CPU (${tasks.filter((task) => task.cpuMs > 50).length} over 50 ms of CPU)`;

/** How many cards the page shows at its first paint, and when it holds all of them (`benchBoard`, set in the page). */
const boardScript = `
  window.benchBoard = { atPaint: 0, complete: 0 };
  const cardCounter = new MutationObserver(() => {
    const count = document.querySelectorAll('li[data-idea-id]').length;
    if (count > 0 && window.benchBoard.atPaint === 0) window.benchBoard.atPaint = count;
    if (count < ${boardSize}) return;
    window.benchBoard.complete = performance.now();
    cardCounter.disconnect();
  });
  cardCounter.observe(document, { childList: true, subtree: true });
`;

declare global {
  interface Window {
    benchBoard: { atPaint: number; complete: number };
  }
}

/**
 * The board paints what the screen shows, then renders the other cards a step per task: from
 * the board painted to all its cards in the page, and the page's longest task meanwhile (traced
 * from the moment the bench sees the paint, a few milliseconds after it).
 */
async function measureRestOfBoard(browser: Browser, open: () => Promise<Page>, url: string) {
  const page = await open();
  await page.addInitScript({ content: boardScript });
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('ideas-painted').length > 0, undefined, { timeout: 60_000 });
  const { result, tasks } = await traceMainThread(browser, page, async () => {
    await page.waitForFunction(() => window.benchBoard.complete > 0, undefined, { timeout: 60_000 });
    return page.evaluate(() => ({
      ms: Math.max(0, window.benchBoard.complete - performance.getEntriesByName('ideas-painted')[0]!.startTime),
      atPaint: window.benchBoard.atPaint,
    }));
  });
  await page.context().close();
  return { ...result, tasks };
}

/** A page as a shop's would describe itself: Open Graph in a head among the usual scripts and styles. */
const localPage = `<!doctype html><html><head><meta charset="utf-8"><title>Garden venue</title>
<link rel="stylesheet" href="/style.css"><script src="/app.js" defer></script>
<meta property="og:title" content="A garden venue in the hills"><meta property="og:description" content="Ceremonies under the olive trees, dinner for up to 200.">
<meta property="og:image" content="/images/venue.jpg"></head><body>${'<p>Our gardens and terraces.</p>'.repeat(200)}</body></html>`;

/**
 * 500 ideas in 8 categories, 20 of them pinned: texts (up to 250 characters shown), colour
 * palettes and links with their previews, as a busy board holds them. No images: their files
 * are the storage's, not the board's rendering.
 */
async function fillBoard(db: Database, weddingId: number) {
  const categories = await db
    .insert(ideaCategories)
    .values(Array.from({ length: 8 }, (_, index) => ({ weddingId, name: `Category ${index}`, colorR: 30 * index, colorG: 120, colorB: 200 - 20 * index })))
    .returning();
  await db.insert(ideas).values(
    Array.from({ length: boardSize }, (_, index) => {
      const common = { weddingId, title: `Idea ${index}`, categoryId: index % 9 === 8 ? null : categories[index % 8]!.id, isPinned: index % 25 === 0 };
      if (index % 3 === 0)
        return { ...common, type: 'text' as const, text: `Notes for idea ${index}: ${'flowers, candles and music by the lake. '.repeat(1 + (index % 8))}` };
      if (index % 3 === 1)
        return {
          ...common,
          type: 'colors' as const,
          colors: Array.from({ length: 1 + (index % 20) }, (_, color) => ({ r: (color * 40) % 256, g: (index * 7) % 256, b: 128 })),
        };
      return {
        ...common,
        type: 'link' as const,
        linkUrl: `https://shop.example.com/item/${index}`,
        linkTitle: `Shop item ${index}`,
        linkDescription: 'A lace veil, hand made, delivered in four weeks.',
      };
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await measureSpaIdeas(Number(process.env.BENCH_SECONDS ?? 10), process.argv[2])) console.log(row.join(' | '));
}
