import { expect, test, type Page } from '@playwright/test';
import type { Guest } from '../contract/guests';
import type { TableGuest } from '../contract/seating';
import type { Table } from '../contract/tables';
import { accounts, expectAccessible, signIn } from './support';

/**
 * Issue 24, seating and the hostess view, live: on the demo wedding (seated by the seed), a
 * planner seats a guest with the keyboard, then drags one without a table onto a table with room; a hostess on a touch tablet
 * (820 × 1180), whose view was open before, sees the party arrive without reloading and checks
 * it in at the door; the planner, in the hostess view, sees the check-in without reloading.
 * axe on the seating plan and on the door.
 */

// A desktop tall enough for the guest panel and the plan side by side, both in view.
test.use({ viewport: { width: 1440, height: 1100 } });

async function demoWeddingId(page: Page): Promise<number> {
  const { weddings } = (await (await page.request.get('/api/weddings')).json()).data as { weddings: Array<{ id: number; name: string }> };
  return weddings.find((wedding) => wedding.name === 'Sofía & Mateo')!.id;
}

async function read<T>(page: Page, path: string): Promise<T> {
  return (await (await page.request.get(path)).json()).data as T;
}

/**
 * dnd-kit's keyboard sensor (issue 24): Space picks the second guest up, each arrow key goes to
 * the nearest table that way as the live region says its free seats, and Space seats the guest.
 * The test steers to a table with room for the whole party (read from the live region's own
 * figures), pressing the arrow towards it and waiting for each announcement before the next
 * press: reading the region before it changed once made the walk overshoot.
 */
async function seatByKeyboard(page: Page) {
  const said = page.locator('[id^=DndLiveRegion]').first();
  await page
    .getByRole('button', { name: /^Drag .+ to a table$/ })
    .nth(1)
    .focus();
  await page.keyboard.press('Space');
  await expect(said).toContainText('picked up');
  const count = Number(/(\d+) seats?\.$/.exec((await said.textContent())!)![1]);
  const tableButtons = page.getByRole('button', { name: /^Table \d+, \d+ of \d+ seats taken$/ });
  const withRoom = async () => {
    for (const button of await tableButtons.all()) {
      const [, number, taken, seats] = /^Table (\d+), (\d+) of (\d+)/.exec((await button.getAttribute('aria-label'))!)!.map(Number);
      if (seats - taken >= count) return number;
    }
    throw new Error(`no table has ${count} free seats`);
  };
  const target = await withRoom();
  // Where a table is drawn now: the sensor scrolls the page as the guest goes down the plan.
  const centre = async (number: number) => {
    const box = (await page.getByRole('button', { name: new RegExp(`^Table ${number}, `) }).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  let announced = '';
  const press = async (key: string) => {
    await page.keyboard.press(key);
    await expect(said).not.toHaveText(announced);
    await expect(said).toHaveText(/Over table \d+, \d+ free/);
    announced = (await said.textContent())!;
    return Number(/Over table (\d+)/.exec(announced)![1]);
  };
  let over = await press('ArrowRight');
  for (let step = 0; step < 20 && over !== target; step++) {
    const [here, there] = [await centre(over), await centre(target)];
    const [dx, dy] = [there.x - here.x, there.y - here.y];
    over = await press(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  await page.keyboard.press('Space');
  await expect(said).toContainText(`seated at table ${target}.`);
}

test('a planner seats a guest by keyboard and by dragging; two hostess tablets and the planner see the door live; the chart prints alone', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.planner);
  const weddingId = await demoWeddingId(page);

  const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  const door = await tablet.newPage();
  await signIn(door, accounts.hostess);
  await door.goto(`/wedding/${weddingId}`);
  await expect(door.getByText(/% inside$/)).toBeVisible();

  await page.goto(`/wedding/${weddingId}/tables`);
  await seatByKeyboard(page);
  const handle = page
    .getByRole('complementary', { name: 'Guests to seat' })
    .getByRole('button', { name: /^Drag .+ to a table$/ })
    .first();
  const name = (await handle.getAttribute('aria-label'))!.replace(/^Drag (.+) to a table$/, '$1');
  // A table with room for the guest's whole party, read from the server.
  const [{ tables }, { tableGuests }, { guests }] = await Promise.all([
    read<{ tables: Table[] }>(page, `/api/tables/index?wedding_id=${weddingId}`),
    read<{ tableGuests: TableGuest[] }>(page, `/api/tables_guests/index?wedding_id=${weddingId}`),
    read<{ guests: Guest[] }>(page, `/api/guests/index?wedding_id=${weddingId}`),
  ]);
  const guest = guests.find((candidate) => candidate.name === name)!;
  const party = guest.companions + 1 - tableGuests.filter((seat) => seat.guest_id === guest.id).length;
  const takenAt = (table: Table) => tableGuests.filter((seat) => seat.table_id === table.id).length;
  const target = tables.find((table) => table.seats - takenAt(table) >= party)!;
  const before = takenAt(target);
  const tableButton = page.getByRole('button', { name: `Table ${target.number}, ${before} of ${target.seats} seats taken` });
  await expectAccessible(page, 'the seating plan');

  // Drag by mouse: press the handle, travel past dnd-kit's 6 px, and let go over the table.
  const from = (await handle.boundingBox())!;
  const to = (await tableButton.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: `Table ${target.number}, ${before + party} of ${target.seats} seats taken` })).toBeVisible();

  // The tablet hears it: the party is at the door, outside.
  await door.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  const checkIn = door.getByRole('button', { name: `Check ${name} in at table ${target.number}` });
  await expect(checkIn).toBeVisible();
  await expectAccessible(door, 'the hostess view on a tablet');

  await page.getByRole('button', { name: 'Hostess view' }).click();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  await page.getByRole('button', { name: 'Inside', exact: true }).click();
  await expect(page.getByText('No guests match')).toBeVisible();

  // A second hostess tablet at the other door, its view open before the check-in.
  const otherTablet = await browser.newContext({ viewport: { width: 1180, height: 820 }, hasTouch: true });
  const otherDoor = await otherTablet.newPage();
  await signIn(otherDoor, accounts.hostess);
  await otherDoor.goto(`/wedding/${weddingId}`);
  await otherDoor.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  await otherDoor.getByRole('button', { name: 'Inside', exact: true }).tap();
  await expect(otherDoor.getByText('No guests match')).toBeVisible();

  await checkIn.tap();
  await expect(checkIn).toBeHidden();
  // The planner's screen and the other tablet, without a reload, within a second.
  await expect(page.getByRole('button', { name: `Check ${name} out at table ${target.number}` })).toBeVisible({ timeout: 1_000 });
  const checkOut = otherDoor.getByRole('button', { name: `Check ${name} out at table ${target.number}` });
  await expect(checkOut).toBeVisible({ timeout: 1_000 });
  // The other tablet sends them back out: the first one sees it.
  await checkOut.tap();
  await expect(checkIn).toBeVisible({ timeout: 1_000 });
  await Promise.all([tablet.close(), otherTablet.close()]);

  // Print preview of the seating chart: only the chart prints, the seated party in its index.
  await page.getByRole('button', { name: 'Exit hostess view' }).click();
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const chart = page.getByRole('article', { name: 'Seating chart' });
  await expect(chart.getByRole('heading', { name: 'Seating chart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tables', exact: true })).toBeHidden();
  await expect(chart.getByRole('row', { name: `${name} ${target.number}` })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  await expect(chart).toBeHidden();
});
