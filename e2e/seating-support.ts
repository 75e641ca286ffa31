import { expect, type Locator, type Page } from '@playwright/test';
import type { TableGuest } from '../contract/seating';
import { weddingWithFloorPlan } from './support';

/** The seating journeys' helpers (e2e/seating.spec.ts, issue 24). */

export async function read<T>(page: Page, path: string): Promise<T> {
  return (await (await page.request.get(path)).json()).data as T;
}

/**
 * A wedding made for the test, so every count is known whatever other specs did to the demo:
 * the demo floor plan, four round tables on its left half (clear of a table's drawer, drawn at
 * the plan's top right) and six guests, Dario Sol and his companion seated at table 2.
 */
export const seatingWorld = {
  /** number → seats and place (fractions of the plan) */
  tables: {
    1: { seats: 6, x: 0.12, y: 0.45 },
    2: { seats: 4, x: 0.28, y: 0.45 },
    3: { seats: 2, x: 0.12, y: 0.75 },
    4: { seats: 8, x: 0.28, y: 0.75 },
  } as Record<number, { seats: number; x: number; y: number }>,
  /** name → companions */
  guests: { 'Ana Vidal': 3, 'Bruno Paz': 0, 'Dario Sol': 1, 'Elena Mora': 1, 'Fede Ruiz': 0, 'Gala Ríos': 2 } as Record<string, number>,
};

export interface SeatingWedding {
  weddingId: number;
  /** Seats `qty` of the guest's party at the table, through the API: another screen's change. */
  seat: (name: string, number: number, qty: number) => Promise<void>;
  /** The server's seats, as sorted "guest at table × seats" lines. */
  seatsOnServer: () => Promise<string[]>;
}

export async function weddingForSeating(page: Page, name: string): Promise<SeatingWedding> {
  const { weddingId, post, roundTypeId } = await weddingWithFloorPlan(page, { name, date: '2031-05-17' });
  const tables = Object.entries(seatingWorld.tables).map(([number, table]) => ({ number: Number(number), ...table, table_type: roundTypeId }));
  const { ids } = await post('/api/tables/massCreate', { tables });
  const tableIds = new Map(tables.map((table, index) => [table.number, ids[index] as number]));
  const guests = Object.entries(seatingWorld.guests);
  const created = await Promise.all(guests.map(([guest, companions]) => post('/api/guests/create', { name: guest, companions })));
  const guestIds = new Map(guests.map(([guest], index) => [guest, created[index].id as number]));
  const seat = async (guest: string, number: number, qty: number) => {
    await post('/api/tables_guests/massCreate', { table_id: tableIds.get(number), guests: [{ id: guestIds.get(guest), qty }] });
  };
  await seat('Dario Sol', 2, 2);
  const seatsOnServer = async () => {
    const { tableGuests } = await read<{ tableGuests: TableGuest[] }>(page, `/api/tables_guests/index?wedding_id=${weddingId}`);
    const nameOf = (id: number) => [...guestIds].find(([, guestId]) => guestId === id)![0];
    const numberOf = (id: number) => [...tableIds].find(([, tableId]) => tableId === id)![0];
    const lines = new Map<string, number>();
    for (const { guest_id, table_id } of tableGuests) {
      const line = `${nameOf(guest_id)} at ${numberOf(table_id)}`;
      lines.set(line, (lines.get(line) ?? 0) + 1);
    }
    return [...lines].map(([line, count]) => `${line} × ${count}`).sort();
  };
  return { weddingId, seat, seatsOnServer };
}

/** Drags by mouse: press the handle, travel past dnd-kit's 6 px, and let go over the target. */
export async function dragByMouse(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

/**
 * dnd-kit's keyboard sensor (issue 24): Space picks the second guest up, each arrow key goes to
 * the nearest table that way as the live region says its free seats, and Space seats the guest.
 * The test steers to a table with room for the whole party (read from the live region's own
 * figures), pressing the arrow towards it and waiting for each announcement before the next
 * press: reading the region before it changed once made the walk overshoot.
 */
export async function seatByKeyboard(page: Page) {
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
