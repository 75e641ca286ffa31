import { expect } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import type { SeatingPanel } from '../../../machines/tables/seating.machine';
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

/**
 * A drag with the keyboard (dnd-kit's sensor): Space on the handle, the arrow keys from table to
 * table, Space on the one named. jsdom lays nothing out, so the tables are given the boxes the
 * browser would: table 1 left of table 2, the dragged chip starting left of both.
 */
export async function dragOnto(walk: SeatingWalk, handle: string, number: number) {
  for (const { number: each } of worldTables) {
    const element = tableOnPlan(each);
    if (element) element.getBoundingClientRect = () => DOMRect.fromRect({ x: 200 * each - 150, y: 50, width: 100, height: 100 });
  }
  const live = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
  buttonNamed(handle).focus();
  await walk.app.user.keyboard('[Space]');
  for (let press = 0; press < worldTables.length && !live().startsWith(`Over table ${number},`); press++) await walk.app.user.keyboard('[ArrowRight]');
  expect(live()).toMatch(new RegExp(`^Over table ${number},`));
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
