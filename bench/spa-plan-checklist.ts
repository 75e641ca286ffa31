import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { planElementTypes } from '../contract/plan';
import { addCredits } from '../server/modules/credits/service';
import { startBenchApp } from './bench-app';
import { firstPaintScript } from './paint-marks';
import { chromiumArgs } from './support';

/**
 * The plan and checklist pages in Chromium against the built app (issue 4):
 *   - a wedding plan of 50 sections × 40 elements: from the plan's data arriving to the plan on
 *     screen, and from a click on Edit to edit mode on screen (budget 100 ms each);
 *   - a wedding checklist of 500 items: from a keystroke in the search box to the filtered list
 *     on screen (budget 50 ms per keystroke).
 * The data goes in through the API, as the app would put it there. "On screen" is the paint
 * after the change: a requestAnimationFrame, then a task (which runs once the frame is painted).
 */

const sections = 50;
const elementsPerSection = 40;
const checklistItems = 500;

type Rows = Array<[string, string, string]>;

export async function measureSpaPlanChecklist(distDir = 'dist'): Promise<Rows> {
  const app = await startBenchApp(
    'spa',
    async (db, plannerId) => {
      await db.transaction((tx) => addCredits(tx, plannerId, 1, 0));
    },
    { staticDir: resolve(distDir) },
  );
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const weddingId = await seed(app.base, app.cookie);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: firstPaintScript('[data-element-id]', 'plan-painted') });
    const page = await context.newPage();
    await page.request.post(`${app.base}/login`, { data: { ...app.login, rememberMe: false } });
    const plan = await measurePlan(page, `${app.origin}/wedding/${weddingId}/plan`);
    const checklist = await measureChecklist(page, `${app.origin}/wedding/${weddingId}/checklist`);
    const figures = (values: number[]) => `median ${median(values).toFixed(1)} ms, worst ${Math.max(...values).toFixed(1)} ms (${values.length} runs)`;
    return [
      [`SPA plan ${sections}×${elementsPerSection}: page data and code → plan painted`, figures(plan.render), '≤ 100 ms'],
      [`SPA plan ${sections}×${elementsPerSection}: Edit click → edit mode painted`, figures(plan.edit), '≤ 100 ms'],
      [`SPA checklist ${checklistItems} items: keystroke → filtered list painted`, figures(checklist), '≤ 50 ms'],
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

/** A wedding with a plan of 50 × 40 elements of every type (values filled) and 500 checklist items. */
async function seed(api: string, cookie: string): Promise<number> {
  const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${api}${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const { id: weddingId } = await call<{ id: number }>('POST', '/weddings/create', {
    information: { name: 'Bench wedding', date: '2027-06-12' },
    spouse1: { first_name: 'Ana', last_name: 'Bench', gender: 2, email: 'ana@bench.local' },
    spouse2: { first_name: 'Leo', last_name: 'Bench', gender: 1, email: 'leo@bench.local' },
  });
  const types = planElementTypes.filter((type) => type !== 'file');
  const sectionIds = await inParallel(
    Array.from({ length: sections }, (_, order) => order),
    (order) => call<{ id: number }>('POST', '/plan_sections/create', { section: `Section ${order + 1}`, order, wedding_id: weddingId }).then((data) => data.id),
  );
  const elements = sectionIds.flatMap((sectionId) =>
    Array.from({ length: elementsPerSection }, (_, order) => ({ sectionId, order, type: types[order % types.length]! })),
  );
  await inParallel(elements, async ({ sectionId, order, type }) => {
    const created = await call<{ id: number; option_ids: number[] }>('POST', '/plan_elements/create', {
      element: `Element ${order + 1} (${type})`,
      type_id: planElementTypes.indexOf(type) + 1,
      section_id: sectionId,
      order,
      options: type === 'dropdown' ? ['Civil', 'Religious', 'Symbolic'] : [],
    });
    const [value, extra] = sampleValue(type, created.option_ids);
    await call('POST', '/plan_elements/update_value', { id: created.id, value, extra });
  });
  const units = [
    ['months', 2, 13],
    ['weeks', 1, 7],
    ['days', 0, 6],
  ] as const;
  await inParallel(
    Array.from({ length: checklistItems }, (_, index) => index),
    (index) => {
      const [unit, min, max] = units[index % units.length]!;
      return call('POST', '/checklist/create', {
        text: `Task number ${index + 1} for the big day`,
        time: min + (index % (max - min + 1)),
        time_unit: unit,
        category_name: `Category ${(index % 8) + 1}`,
        wedding_id: weddingId,
      });
    },
  );
  return weddingId;
}

function sampleValue(type: (typeof planElementTypes)[number], optionIds: number[]): [string, string | null] {
  switch (type) {
    case 'large_text':
      return ['A long note about the day. '.repeat(20).trim(), null];
    case 'number':
      return ['180', null];
    case 'date':
      return ['2027-05-30', null];
    case 'time':
      return ['17:30', null];
    case 'time_frame':
      return ['19:00', '02:00'];
    case 'dropdown':
      return [String(optionIds[1]), null];
    case 'location':
      return ['Calle Mayor 1, Madrid', 'https://www.google.com/maps/search/?api=1&query=Calle%20Mayor%201%2C%20Madrid'];
    default:
      return ['Judge Carmen Ruiz', null];
  }
}

async function inParallel<T, R>(items: T[], task: (item: T) => Promise<R>, width = 8): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

async function measurePlan(page: Page, url: string): Promise<{ render: number[]; edit: number[] }> {
  const render: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    await page.goto(url);
    // From the last of the plan's data and code to the first paint with elements on screen. The
    // plan's answers come with the page (server/http/boot-answers.ts): the page's end counts as
    // their arrival (with no answer fetched, the figure read "Infinity").
    await page.waitForFunction(() => performance.getEntriesByName('plan-painted').length > 0);
    render.push(
      await page.evaluate(() => {
        const arrivals = performance
          .getEntriesByType('resource')
          .filter((entry) => /plan_(sections|elements)\/index|get_actions|\.js$/.test(entry.name))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
        const pageEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd;
        return performance.getEntriesByName('plan-painted')[0]!.startTime - Math.max(pageEnd, ...arrivals);
      }),
    );
  }
  const edit: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    edit.push(
      await page.evaluate(async () => {
        const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === 'Edit')!;
        performance.mark('edit-click');
        button.click();
        await window.benchAfterPaint();
        return performance.measure('Edit → paint', 'edit-click').duration;
      }),
    );
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
  }
  return { render, edit };
}

async function measureChecklist(page: Page, url: string): Promise<number[]> {
  await page.goto(url);
  await page.locator('[data-item-id]').first().waitFor();
  // Narrowing down, then widening back to all 500 (the heaviest: every row comes back).
  return keystrokesToPaint(page, 'number 42');
}

/** Types `query` into the page's search box, then deletes it, timing each keystroke to the next paint. */
export async function keystrokesToPaint(page: Page, query: string): Promise<number[]> {
  const edits = [...query].map((character) => ({ command: 'insertText', character })).concat([...query].map(() => ({ command: 'delete', character: '' })));
  // (Plain loops inside: the page runs this code as written, without helpers from the bundler.)
  return page.evaluate(async (steps) => {
    const search = document.querySelector<HTMLInputElement>('input[type=search]')!;
    search.focus();
    const timings: number[] = [];
    for (const step of steps) {
      performance.mark('key');
      document.execCommand(step.command, false, step.character);
      await window.benchAfterPaint();
      timings.push(performance.measure('keystroke → paint', 'key').duration);
    }
    return timings;
  }, edits);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
