import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startBenchApp } from './bench-app';
import { figures, machineLoadRow, measureFirstLoads, openBenchPage } from './spa-guests';
import { demoPlannerCookie, grownDemoWedding, guestCount, tableCount } from './summaries-api';
import { chromiumArgs } from './support';

type Rows = Array<[string, string, string]>;

const homePainted = 'home-painted';
/** A card showing its figures (src/features/home/summary-cards.tsx); the demo planner holds all five. */
const shownCard = '[data-testid^="home-card-"][data-state="shown"]';
const cardCount = 5;
/** What Home needs: its code and the summaries (written into the page when it is first loaded, else read). */
const homeAnswers = /\/summary|get_actions|weddings\/show|\.js$/;

/**
 * Home in Chromium against the built app (issue 25), from cold (a new browser context each time,
 * nothing cached) on the demo wedding grown to 5,000 guests and 300 tables (summaries-api.ts), as
 * its planner opens it at the base path:
 *   - from the page's data and code (the last of its answers and code files to arrive) to the five
 *     cards painted with their figures (budget 400 ms);
 *   - from the navigation to the same paint, and the CPU the page's main thread ran meanwhile.
 */
export async function measureSpaHome(distDir = 'dist'): Promise<Rows> {
  let weddingId = 0;
  const app = await startBenchApp(
    'spa-home',
    async (db) => {
      weddingId = await grownDemoWedding(db);
    },
    { staticDir: resolve(distDir) },
  );
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const cookie = await demoPlannerCookie(app.base);
    const open = () => openBenchPage(browser, app.origin, cookie, shownCard, homePainted, { count: cardCount });
    const loads = await measureFirstLoads(browser, open, `${app.origin}/wedding/${weddingId}`, homePainted, homeAnswers);
    const size = `${guestCount.toLocaleString('en')} guests, ${tableCount} tables`;
    return [
      [`SPA home ${size}: page data and code → five cards painted`, figures(loads.map((load) => load.render)), '≤ 400 ms'],
      [`SPA home ${size}: navigation → five cards painted`, figures(loads.map((load) => load.navigation)), ''],
      [`SPA home ${size}: main-thread CPU, navigation → painted`, figures(loads.map((load) => load.cpu)), ''],
      machineLoadRow(),
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await measureSpaHome(process.argv[2])) console.log(row.join(' | '));
}
