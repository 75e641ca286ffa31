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
 * dnd-kit's keyboard sensor (issue 24): Space picks the second guest up, the arrow keys go table
 * to table (down the plan, where the free tables are) as the live region says each one's free
 * seats, and Space seats the guest where there is room.
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
  // The free seats of the table the guest is over, once the live region names one.
  const freeHere = async () => {
    await expect(said).toHaveText(/Over table \d+, \d+ free/);
    return Number(/Over table \d+, (\d+) free/.exec((await said.textContent()) ?? '')?.[1] ?? -1);
  };
  await page.keyboard.press('ArrowRight');
  for (let step = 0; step < 8 && (await freeHere()) < count; step++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(said).toContainText(/seated at table \d+\.$/);
}

test('a planner seats a guest by keyboard and by dragging; a hostess tablet sees it live, checks them in, and the planner sees the check-in live', async ({
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

  await checkIn.tap();
  await expect(checkIn).toBeHidden();
  // The planner's screen, without a reload.
  await expect(page.getByRole('button', { name: `Check ${name} out at table ${target.number}` })).toBeVisible({ timeout: 2_000 });
  await tablet.close();
});
