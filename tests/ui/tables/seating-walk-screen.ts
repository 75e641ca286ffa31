import { expect } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import type { SeatingPanel } from '../../../machines/tables/seating.machine';
import type { UserEvent } from '@testing-library/user-event';
import type { LiveStream } from '../../support/ui/fake-event-source';
import type { RenderedApp } from '../../support/ui/render-app';
import type { Places, StoredSeats } from './seating-walk-world';

export { leaveFields } from './layout-editor-screen';

const texts = i18nObject('en').tables;

/** A change the walk made, as the server stored it before and after, and the call that made it. */
interface Done {
  before: Places;
  after: Places;
  call: string;
  /** It touched table 2, which another screen may delete. */
  touchesDeleted: boolean;
}

/** The rendered seating screen as the walk drives it, and what the walk itself remembers (never read from the machine). */
export interface SeatingWalk {
  app: RenderedApp;
  live: LiveStream;
  server: StoredSeats;
  /** Seats per guest and table the screen must show now. */
  shown: Places;
  /** The call on its way, and what the screen showed before it. */
  awaited: { kind: 'do' | 'undo' | 'redo'; call: string; before: Places } | null;
  /** What undo and redo must bring back, the latest last. */
  past: Done[];
  future: Done[];
  /** Seats of Bruno's party ticked (0: none). */
  picked: number;
  selected: number | null;
  panel: SeatingPanel;
  listOpen: boolean;
  /** The last refusal, as the person must read it. */
  message: string | null;
  tableDeleted: boolean;
  /** Undos and redos made, to take each way of making them in turn. */
  stepsTaken: number;
}

/** The small world's tables (id, number, seats) and guests (id, name, party). */
const worldTables = [
  { id: 11, number: 1, seats: 4 },
  { id: 12, number: 2, seats: 2 },
];
const worldGuests = [
  { id: 1, name: 'Ana', party: 2 },
  { id: 2, name: 'Bruno', party: 3 },
];

/** A button by its accessible name (its aria-label or its text): role queries cost jsdom hundreds of milliseconds a step. */
export function buttonNamed(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name);
  if (!button) throw new Error(`no button named ${name}`);
  return button;
}

const tableOnPlan = (number: number) => document.querySelector<HTMLElement>(`[role="button"][aria-label^="Table ${number},"]`);
const takenAt = (walk: SeatingWalk, tableId: number) =>
  Object.entries(walk.shown)
    .filter(([place]) => place.endsWith(`@${tableId}`))
    .reduce((sum, [, seats]) => sum + seats, 0);
const seatedOf = (walk: SeatingWalk, guestId: number) =>
  Object.entries(walk.shown)
    .filter(([place]) => place.startsWith(`${guestId}@`))
    .reduce((sum, [, seats]) => sum + seats, 0);

/** What dnd-kit's live region says now. */
export const dragLiveRegion = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

/**
 * A drag with the keyboard (dnd-kit's sensor): Space on the handle, then the arrow keys from table
 * to table until the one named (of `tableCount`); answers how many seats the party brings. jsdom
 * lays nothing out, so the plan is given the box the browser would draw it in at zoom 1 from the
 * page's corner: table 1 (a quarter of the way across) left of table 2 (half way), the dragged
 * chip starting in the corner, left of both.
 */
export async function aimWithKeyboard(user: UserEvent, handle: string, number: number, tableCount: number): Promise<number> {
  const layer = document.querySelector<HTMLElement>(`[role="group"][aria-label="${texts.plan.label()}"]`)!;
  const drawn = DOMRect.fromRect({ x: 0, y: 0, width: parseFloat(layer.style.width), height: parseFloat(layer.style.height) });
  // The layer, and the plan's window around it (the zoom's frame).
  for (const element of [layer, layer.closest<HTMLElement>('.rounded-2xl')!]) element.getBoundingClientRect = () => drawn;
  buttonNamed(handle).focus();
  await user.keyboard('[Space]');
  const brings = Number(/(\d+) seats?\.$/.exec(dragLiveRegion())![1]);
  for (let press = 0; press < tableCount && !dragLiveRegion().startsWith(`Over table ${number},`); press++) await user.keyboard('[ArrowRight]');
  expect(dragLiveRegion()).toMatch(new RegExp(`^Over table ${number},`));
  return brings;
}

/** `aimWithKeyboard`, what the tables show meanwhile, then Space on the table. */
export async function dragOnto(walk: SeatingWalk, handle: string, number: number) {
  const brings = await aimWithKeyboard(walk.app.user, handle, number, worldTables.length);
  const live = dragLiveRegion;
  // The table under the drag shows it: ringed when the party fits, outlined in red when not; no other table is (but the one selected keeps its ring).
  const free = Number(/, (\d+) free/.exec(live())![1]);
  for (const { id, number: each } of worldTables) {
    const element = tableOnPlan(each);
    if (!element) continue;
    expect(element.classList.contains('outline-red-600')).toBe(each === number && brings > free);
    expect(element.querySelector('.border-brand') !== null).toBe((each === number && brings <= free) || walk.selected === id);
  }
  await walk.app.user.keyboard('[Space]');
}

/** What every step shows: the tables' seats, the list, the drawer, the picks, undo and redo, the last refusal. */
export function expectSeatingScreen(walk: SeatingWalk) {
  // Once nothing is on its way, what the person's record says is what the server holds.
  if (!walk.awaited) expect(walk.server.places()).toEqual(walk.shown);
  const tablesShown = worldTables.filter((table) => !(walk.tableDeleted && table.id === 12));
  for (const table of tablesShown) {
    const taken = takenAt(walk, table.id);
    const element = tableOnPlan(table.number)!;
    expect(element).toHaveAttribute('aria-label', texts.seating.table({ number: table.number, taken, seats: table.seats }));
    // Spec §4: tables with too few free seats are dimmed while guests are ticked, and say why; they
    // still open their drawer to show who sits there (the walk does), so they are never aria-disabled.
    expect(element).toHaveAccessibleDescription(walk.picked > 0 && table.seats - taken < walk.picked ? texts.seating.noRoom() : '');
    expect(element).not.toHaveAttribute('aria-disabled');
    // The drawer's guest list is the only thing named so: the names beside a table on the plan are named apart.
    const named = document.querySelectorAll(`[aria-label="${texts.seating.drawer.guests({ number: table.number })}"]`);
    expect(named).toHaveLength(walk.selected === table.id ? 1 : 0);
  }
  if (walk.tableDeleted) expect(tableOnPlan(2)).toBeNull();
  const occupied = tablesShown.reduce((sum, table) => sum + takenAt(walk, table.id), 0);
  const total = tablesShown.reduce((sum, table) => sum + table.seats, 0);
  expect(document.querySelector(`[aria-label="${texts.stats.label()}"]`)).toHaveTextContent(
    `Occupied${occupied}Available${total - occupied}Total places${total}`,
  );
  expectList(walk);
  expectDrawer(walk, tablesShown);
  expect(buttonNamed(texts.seating.showList())).toHaveAttribute('aria-expanded', String(walk.listOpen));
  expect(buttonNamed(texts.seating.undo()).disabled).toBe(walk.past.length === 0);
  expect(buttonNamed(texts.seating.redo()).disabled).toBe(walk.future.length === 0);
  if (walk.message) expect(walk.app.toasts().join(' ')).toContain(walk.message);
}

/** The guest panel: who still has seats to take (and how many), or who sits where. */
function expectList(walk: SeatingWalk) {
  const panel = document.querySelector(`aside[aria-label="${texts.seating.panel()}"]`)!;
  const rows = [...panel.querySelectorAll('ul > li')].map((row) => row.textContent);
  if (walk.panel === 'seated') {
    const parties = Object.entries(walk.shown).map(([place, count]) => {
      const [guestId, tableId] = place.split('@').map(Number) as [number, number];
      return `${worldGuests.find((each) => each.id === guestId)!.name}${texts.seating.seatedAt({ number: worldTables.find((each) => each.id === tableId)!.number, count })}`;
    });
    expect(rows).toEqual(parties.sort());
    return;
  }
  const unseated = worldGuests.filter((each) => seatedOf(walk, each.id) < each.party);
  expect(rows.map((row) => row!.split(/\d/)[0]!.replace(/−.*/, ''))).toEqual(unseated.map((each) => each.name));
  for (const each of unseated) {
    const remaining = each.party - seatedOf(walk, each.id);
    // A ticked party shows its quantity to seat (with − and + buttons), any other how many are left.
    if (each.name === 'Bruno' && walk.picked > 0) expect(panel).toHaveTextContent(`Bruno−${walk.picked}+`);
    else expect(rows).toContain(`${each.name}${texts.seating.toSeat({ count: remaining })}`);
  }
}

/** The selected table's drawer (spec §5): its parties and its add button, or none. */
function expectDrawer(walk: SeatingWalk, tablesShown: typeof worldTables) {
  const table = tablesShown.find((each) => each.id === walk.selected);
  const drawers = [...document.querySelectorAll('section[aria-label^="Table "]')];
  if (!table) return expect(drawers).toEqual([]);
  expect(drawers.map((drawer) => drawer.getAttribute('aria-label'))).toEqual([texts.seating.drawer.title({ number: table.number })]);
  const drawer = drawers[0]!;
  const taken = takenAt(walk, table.id);
  const free = table.seats - taken;
  expect(drawer).toHaveTextContent(texts.seating.drawer.taken({ taken, seats: table.seats }));
  const button = drawer.querySelector('button.w-full');
  if (free === 0) {
    expect(button).toHaveTextContent(texts.seating.drawer.full());
    expect(button).toBeDisabled();
  } else if (walk.picked === 0) {
    expect(button).toBeNull();
    expect(drawer).toHaveTextContent(texts.seating.drawer.pickFirst());
  } else if (walk.picked > free) {
    expect(button).toHaveTextContent(texts.seating.drawer.notEnough({ selected: walk.picked, available: free }));
    expect(button).toBeDisabled();
  } else {
    expect(button).toHaveTextContent(texts.seating.drawer.add({ count: walk.picked }));
    expect(button).toBeEnabled();
  }
}
