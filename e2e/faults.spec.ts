import { expect, test, type Page, type Request } from '@playwright/test';
import { seededRandom, seedFrom } from '../tests/support/seeded-random';
import { accounts, setLanguage, signIn, weddingWithFloorPlan } from './support';

/**
 * Issue 28, faults in the browser: a planner's session through guests, seating, the hostess
 * view, the budget and ideas while one write answer in five fails: half of them never reach the
 * server, half are lost on their way back after the server committed the change. After each
 * step that lost an answer, the screen must equal what a fresh load from the server shows.
 * The failures are drawn from a seeded random: FAULT_SEED replays a run (a comma-separated
 * list runs one session per seed); the default seed, the run CI makes, loses an answer in
 * every module, of both kinds between them. Planted, a guests or a payments persist that
 * swallows a refusal fails it.
 */

const seeds = (process.env.FAULT_SEED ?? '434').split(',').map((seed) => seedFrom(seed));
const run = Date.now().toString(36);

/** Writes whose answers may fail: every POST, PUT and DELETE of the API but signing in and out. */
const isWrite = (method: string, url: string) => method !== 'GET' && !/\/api\/(login|logout)$/.test(new URL(url).pathname);

/**
 * Fails one write answer in five on `page`, as the random draws. `settle` waits until every
 * write sent has its answer (or lost it) and answers the ones failed since it was last called.
 */
async function loseAnswers(page: Page, seed: number) {
  const random = seededRandom(seed);
  let failed: string[] = [];
  let pending = 0;
  const writeOf = (request: Request) => isWrite(request.method(), request.url());
  page.on('request', (request) => (pending += writeOf(request) ? 1 : 0));
  const done = (request: Request) => (pending -= writeOf(request) ? 1 : 0);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (!writeOf(request)) return route.continue();
    const draw = random.next();
    const call = `${request.method()} ${new URL(request.url()).pathname}`;
    if (draw >= 0.2) return route.continue();
    if (draw < 0.1) {
      failed.push(`${call} never reached the server`);
      return route.abort('connectionreset');
    }
    await route.fetch();
    failed.push(`${call} committed, its answer lost`);
    return route.abort('connectionreset');
  });
  return async () => {
    await expect.poll(() => pending, { message: 'every write answered' }).toBe(0);
    const since = failed;
    failed = [];
    return since;
  };
}

/** What a screen shows, as text: its main content, without passing messages. */
const shown = (page: Page) =>
  page.locator('#main-content').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[role=alert], [role=status], [aria-live]').forEach((element) => element.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

/** A wedding with the demo layout, two tables of 6 and five guests, three of them seated (the door's parties whatever the seating steps lost). */
async function weddingForTheSession(page: Page): Promise<number> {
  const { weddingId, post, roundTypeId } = await weddingWithFloorPlan(page, { name: `Faults E2E ${run}`, date: '2031-07-19' });
  await post('/api/tables/massCreate', {
    tables: [
      { number: 1, x: 0.3, y: 0.4, seats: 6, table_type: roundTypeId },
      { number: 2, x: 0.6, y: 0.4, seats: 6, table_type: roundTypeId },
    ],
  });
  const { tables } = (await (await page.request.get(`/api/tables/index?wedding_id=${weddingId}`)).json()).data as {
    tables: Array<{ id: number; number: number }>;
  };
  const guests = [];
  for (const [name, companions] of [
    ['Ana Vidal', 1],
    ['Bruno Paz', 0],
    ['Clara Gil', 2],
    ['Dario Sol', 0],
    ['Hugo Ramos', 0],
  ] as const) {
    guests.push(await post('/api/guests/create', { name, companions }));
  }
  for (const [guest, table] of [
    [guests[0], tables[0]],
    [guests[1], tables[1]],
    [guests[2], tables[0]],
  ]) {
    await post('/api/tables_guests/massCreate', { table_id: table!.id, guests: [{ id: guest.id, qty: guest.companions + 1 }] });
  }
  return weddingId;
}

for (const seed of seeds) {
  test(`a planner session where one write answer in five is lost: after each, the screen equals the server (seed ${seed})`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, accounts.planner);
    await setLanguage(page, 'en');
    const weddingId = await weddingForTheSession(page);
    const settle = await loseAnswers(page, seed);
    const lost: string[] = [];

    /**
     * Does `step` on the screen (it sends a write) and waits for its answers; when one was
     * lost, the screen must come to equal a fresh load of the same page, put in the same view
     * (an open drawer, the hostess view) by `sameView`.
     */
    const check = async (what: string, step: () => Promise<void>, sameView: (fresh: Page) => Promise<void> = async () => {}) => {
      await Promise.all([page.waitForRequest((request) => isWrite(request.method(), request.url())), step()]);
      const failed = await settle();
      if (failed.length === 0) return;
      lost.push(...failed);
      const fresh = await context.newPage();
      await fresh.goto(page.url());
      await sameView(fresh);
      // Live updates may still be bringing a committed change in: the screen gets a moment.
      const difference = async () => {
        const [screen, server] = [await shown(page), await shown(fresh)];
        return screen === server ? 'none' : `the screen:\n${screen}\na fresh load:\n${server}`;
      };
      await expect.poll(difference, { message: `seed ${seed}, after "${what}" (${failed.join('; ')})` }).toBe('none');
      await fresh.close();
    };

    // Guests: three added, two answers changed.
    await page.goto(`/wedding/${weddingId}/guests`);
    await expect(page.getByText('Showing 5 of 5 guests')).toBeVisible();
    for (const name of ['Elena Rey', 'Fabio Luna', 'Gema Ortiz']) {
      await check(`add ${name}`, async () => {
        await page.getByRole('button', { name: 'Add guest' }).click();
        const form = page.getByRole('form', { name: 'New guest' });
        await form.getByLabel('Name').fill(name);
        await form.getByRole('button', { name: 'Add', exact: true }).click();
      });
    }
    await page.getByRole('button', { name: 'RSVP' }).click();
    for (const name of ['Ana Vidal', 'Clara Gil']) {
      await check(
        `${name} attending`,
        async () => {
          await page
            .getByRole('group', { name: `Status of ${name}` })
            .getByRole('button', { name: 'Attending', exact: true })
            .click();
        },
        (fresh) => fresh.getByRole('button', { name: 'RSVP' }).click(),
      );
    }
    await page.getByRole('button', { name: 'All details' }).click();

    // Seating: a guest seated from the list, one party removed from its table.
    await page.goto(`/wedding/${weddingId}/tables`);
    const drawerOf = (number: number) => (screen: Page) => screen.getByRole('button', { name: new RegExp(`^Table ${number}, \\d of 6 seats taken$`) }).click();
    await check(
      'seat Dario Sol at table 2',
      async () => {
        await page.getByRole('checkbox', { name: 'Select Dario Sol' }).check();
        await drawerOf(2)(page);
      },
      drawerOf(2),
    );
    await check(
      'remove Ana Vidal from table 1',
      async () => {
        await drawerOf(1)(page);
        await page.getByRole('button', { name: 'Remove Ana Vidal from table 1' }).click();
      },
      drawerOf(1),
    );

    // The hostess view: parties checked in and out at the door.
    const toHostess = (screen: Page) => screen.getByRole('button', { name: 'Hostess view' }).click();
    await toHostess(page);
    for (const [name, number] of [
      ['Bruno Paz', 2],
      ['Clara Gil', 1],
    ] as const) {
      await check(`check ${name} in`, () => page.getByRole('button', { name: `Check ${name} in at table ${number}` }).click(), toHostess);
    }

    // Budget: expenses added inline, a payment.
    await page.goto(`/wedding/${weddingId}/budget`);
    for (const [name, amount] of [
      ['Flowers', '1,200'],
      ['Music', '800'],
      ['Cake', '350'],
    ]) {
      await check(`add expense ${name}`, async () => {
        await page.getByRole('button', { name: 'Add expense' }).click();
        await page.getByLabel('Expense name').fill(name);
        await page.getByLabel('Amount (blank: TBD)').fill(amount);
        await page.getByLabel('Amount (blank: TBD)').press('Enter');
      });
    }
    const firstExpense = page.locator('li[data-expense-id]').first();
    const expenseName = (await firstExpense.locator('button').first().innerText()).split('\n')[0]!;
    await check(`pay ${expenseName}`, async () => {
      await firstExpense.hover();
      await page.getByRole('button', { name: `Add a payment to ${expenseName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a payment' });
      await dialog.getByLabel('Amount').fill('100');
      await dialog.getByRole('button', { name: 'Save payment' }).click();
    });

    // Ideas: two text ideas, one pinned.
    await page.goto(`/wedding/${weddingId}/ideas`);
    for (const title of ['Sparklers', 'Late snacks']) {
      await check(`add idea ${title}`, async () => {
        await page.getByRole('button', { name: 'Add idea' }).click();
        const form = page.getByRole('dialog', { name: 'New idea' });
        await form.getByRole('radio', { name: 'Text' }).check();
        await form.getByLabel('Title').fill(title);
        await form.getByRole('textbox', { name: 'Text' }).fill(`${title} for the guests.`);
        await form.getByRole('button', { name: 'Save', exact: true }).click();
      });
    }
    const pinnable = page.getByRole('button', { name: /^Pin / }).first();
    await check('pin an idea', () => pinnable.click());
    await check('pin or unpin an idea', () =>
      page
        .getByRole('button', { name: /^(Unpin|Pin) / })
        .first()
        .click(),
    );
    await check('delete an idea', async () => {
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('button', { name: 'Delete idea' }).click();
    });

    // Deletes lost on their way back: the row comes back with the refusal, then goes with the server's word.
    await page.goto(`/wedding/${weddingId}/guests`);
    await check('delete Hugo Ramos', async () => {
      await page.getByRole('button', { name: 'Delete Hugo Ramos' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    });

    // The run lost answers of both kinds, so the checks above compared something.
    expect(
      lost.some((fault) => fault.includes('never reached')) && lost.some((fault) => fault.includes('answer lost')),
      `seed ${seed}: ${lost.join('; ')}`,
    ).toBe(true);
  });
}
