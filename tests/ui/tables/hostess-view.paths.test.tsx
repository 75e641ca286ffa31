import { beforeAll, describe, expect } from 'vitest';
import { assign, createMachine, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { GuestCategory } from '../../../contract/guests';
import type { TableGuest } from '../../../contract/seating';
import { i18nObject } from '../../../i18n/i18n-util';
import { hostessMode } from '../../../machines/tables/page-modes/hostess-mode';
import { seatsToMove } from '../../../machines/tables/seat-changes';
import { tablePageMachine } from '../../../machines/tables/table-page.machine';
import type { TablePageContext } from '../../../machines/tables/table-page-types';
import type { RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { guest, seat, table } from '../../machines/tables/support';
import { openTablesPage } from './layout-editor-screen';
import { buttonNamed } from './seating-walk-screen';
import { StoredSeats } from './seating-walk-world';

const texts = i18nObject('en').tables;

/**
 * The hostess view (spec §2 "Hostess view", §4: HOSTESS mode) walked on a tablet's screen: the
 * sides, the filters by name, table, status and category, the door button of each party (its
 * `update_inside` accepted or refused by a server that keeps its own truth), and exit, which a
 * hostess-only user does not have. The mode is walked alone, with the page's own guards and
 * actions (table-page.machine.ts), as seating is: its door changes show at once in the model and
 * await the server (`server.accept`, `server.refuse`). The small fixed world: table 1 holds
 * Ana's party of 3 (Attending, Family), one of them inside; table 2 holds Bruno's party of 2
 * (Pending, no category), outside. Each step shows, literally, the occupancy, the counts, the
 * parties listed with their table and count, "showing x of y", and the last refusal.
 */
const family: GuestCategory = { id: 5, name: 'Family', color_r: 200, color_g: 50, color_b: 50, wedding_id: 7 };
const ana = guest(1, 'Ana', 2, { status_id: 1, category_id: family.id });
const bruno = guest(2, 'Bruno', 1, { status_id: 3 });
const tables = [table(11, 1, 0.25, 0.25), table(12, 2, 0.5, 0.5)];
const seats = [seat(101, 11, ana.id, true), seat(102, 11, ana.id), seat(103, 11, ana.id), seat(104, 12, bruno.id), seat(105, 12, bruno.id)];
/** Each party: its guest, table, seats, and what filters find it. */
const parties = [
  { guestId: ana.id, name: 'Ana', tableId: 11, number: 1, seats: 3, statusId: 1, categoryId: family.id },
  { guestId: bruno.id, name: 'Bruno', tableId: 12, number: 2, seats: 2, statusId: 3, categoryId: null },
];

type Context = TablePageContext & { awaited?: TableGuest[] | null };
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as Context;

/** The mode alone: the page's guards and actions, with the door's change shown at once and awaiting the server. */
const model: AnyStateMachine = createMachine(
  {
    id: 'door',
    initial: 'hostess',
    context: ({ input }: { input: Context }) => input,
    on: { 'server.accept': { guard: 'isAwaited', actions: 'settle' }, 'server.refuse': { guard: 'isAwaited', actions: 'rollBack' } },
    states: { hostess: hostessMode, opening: { type: 'final' } },
  } as Parameters<typeof createMachine>[0],
  tablePageMachine.implementations as Parameters<typeof createMachine>[1],
).provide({
  guards: { isAwaited: ({ context }: { context: Context }) => Boolean(context.awaited) },
  actions: {
    moveThroughDoor: assign(({ context, event }: { context: Context; event: AnyEventObject }) => {
      const moving = new Set(seatsToMove(context.seats, event.guestId, event.tableId, event.inside).map((row) => row.id));
      return { awaited: context.seats, seats: context.seats.map((row) => (moving.has(row.id) ? { ...row, is_inside: event.inside } : row)) };
    }),
    settle: assign({ awaited: null }),
    rollBack: assign(({ context }: { context: Context }) => ({ seats: context.awaited!, awaited: null })),
  },
} as never);

const inputOf = (hostessOnly: boolean): Context => ({
  weddingId: 7,
  hostessOnly,
  can: { editLayout: false, addGuests: false, deleteGuests: false, hostess: true },
  layout: null,
  tables,
  types: [],
  storedTypes: [],
  scale: 1,
  seats,
  guests: [ana, bruno],
  categories: [family],
  guestsShown: true,
  hostess: { query: '', side: 'outside', tableId: null, statusId: null, categoryId: null },
  awaited: null,
});

interface DoorWalk {
  app: RenderedApp;
  server: StoredSeats;
  hostessOnly: boolean;
  /** Seats inside per guest, as the screen must show them (the walk's own record). */
  inside: Record<number, number>;
  awaited: { before: Record<number, number> } | null;
  filters: { query: string; side: 'outside' | 'inside'; tableId: number | null; statusId: number | null; categoryId: number | null };
  message: string | null;
}

/** What the walk changes where: one filter at a time, each door with no filter on, an answer before anything else; exit once. */
function bound(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const { hostess, awaited, seats: shown } = contextOf(snapshot);
  if (awaited) return event.type === 'server.accept' || event.type === 'server.refuse';
  const filtered = hostess.query !== '' || hostess.tableId !== null || hostess.statusId !== null || hostess.categoryId !== null;
  // The filters are tried on the door as it opens; once someone went through, only the door and the sides.
  const unfiltering = !filtered && shown.every((row, index) => row.is_inside === seats[index]!.is_inside);
  switch (event.type) {
    case 'hostess.search':
      return event.query === '' ? hostess.query !== '' : unfiltering;
    case 'hostess.table':
      return event.tableId === null ? hostess.tableId !== null : unfiltering;
    case 'hostess.status':
      return event.statusId === null ? hostess.statusId !== null : unfiltering;
    case 'hostess.category':
      return event.categoryId === null ? hostess.categoryId !== null : unfiltering;
    // A party's door is on the side its seats are still to go from.
    case 'door.toggle':
      return !filtered && (hostess.side === 'outside') === event.inside && seatsToMove(shown, event.guestId, event.tableId, event.inside).length > 0;
    default:
      return true;
  }
}

const folded = (text: string) => text.toLowerCase();

/** The door as the walk's record says: occupancy of 5 seats, counts, the parties found, "showing x of y". */
function expectDoor(walk: DoorWalk) {
  const inside = parties.reduce((sum, party) => sum + (walk.inside[party.guestId] ?? 0), 0);
  const region = document.querySelector(`section[aria-label="${texts.hostess.title()}"]`)!;
  expect(region).toHaveTextContent(texts.hostess.occupancy({ percent: Math.round((inside / 5) * 100) }));
  expect(region).toHaveTextContent(`${texts.hostess.outside()}: ${5 - inside}`);
  expect(region).toHaveTextContent(`${texts.hostess.inside()}: ${inside}`);
  const { query, side, tableId, statusId, categoryId } = walk.filters;
  const onSide = parties
    .map((party) => ({ ...party, count: side === 'inside' ? (walk.inside[party.guestId] ?? 0) : party.seats - (walk.inside[party.guestId] ?? 0) }))
    .filter((party) => party.count > 0);
  const found = onSide.filter(
    (party) =>
      folded(party.name).includes(query) &&
      (tableId === null || party.tableId === tableId) &&
      (statusId === null || party.statusId === statusId) &&
      (categoryId === null || party.categoryId === categoryId),
  );
  const rows = [...document.querySelectorAll(`ul[aria-label="${texts.hostess.panel()}"] > li`)].map((row) => row.textContent);
  expect(rows).toEqual(found.map((party) => `${party.name}${texts.hostess.party({ number: party.number, count: party.count })}`));
  expect(region).toHaveTextContent(texts.hostess.shown({ shown: found.length, total: onSide.length }));
  if (found.length === 0)
    expect(region).toHaveTextContent(
      onSide.length === 0 ? texts.hostess.empty[side]() : tableId !== null ? texts.hostess.empty.table() : texts.hostess.empty.match(),
    );
  // Spec §4: a hostess-only user cannot leave.
  if (walk.hostessOnly) expect(() => buttonNamed(texts.hostess.exit())).toThrow();
  else expect(buttonNamed(texts.hostess.exit())).toBeEnabled();
  if (!walk.awaited) expect(walk.server.inside()).toEqual(walk.inside);
  if (walk.message) expect(walk.app.toasts().join(' ')).toContain(walk.message);
}

const select = (label: string) => document.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`)!;

describe('the hostess view, along its mode’s paths', () => {
  beforeAll(() => import('../../../src/features/tables/tables-page'), 60_000);
  describeUiPaths<DoorWalk>({
    machine: model,
    inputs: [inputOf(true), inputOf(false)],
    walks: 'tours',
    walkEvery: ['server.accept', 'server.refuse', 'hostess.exit'],
    stateKey: (snapshot) => [contextOf(snapshot).hostess, contextOf(snapshot).seats.map((row) => row.is_inside), Boolean(contextOf(snapshot).awaited)],
    // The planner's walk is the way out; the rest is the hostess's.
    bound: (snapshot, event, input) => (!(input as Context).hostessOnly ? event.type === 'hostess.exit' : bound(snapshot, event)),
    events: [
      { type: 'hostess.side', side: 'inside' },
      { type: 'hostess.side', side: 'outside' },
      { type: 'hostess.search', query: 'an' },
      { type: 'hostess.search', query: '' },
      { type: 'hostess.table', tableId: 12 },
      { type: 'hostess.table', tableId: null },
      { type: 'hostess.status', statusId: 1 },
      { type: 'hostess.status', statusId: null },
      { type: 'hostess.category', categoryId: family.id },
      { type: 'hostess.category', categoryId: null },
      ...parties.flatMap((party) => [true, false].map((inside) => ({ type: 'door.toggle', guestId: party.guestId, tableId: party.tableId, inside }))),
      { type: 'server.accept' },
      { type: 'server.refuse' },
      { type: 'hostess.exit' },
    ],
    open: async (input) => {
      const hostessOnly = (input as Context).hostessOnly === true;
      const app = await openTablesPage({
        tables,
        seats,
        guests: [ana, bruno],
        categories: [family],
        actions: ['HOSTESS_VIEW'],
        as: hostessOnly ? 'Hostess' : 'Planner',
      });
      if (!hostessOnly) await app.user.click(buttonNamed(texts.hostess.open()));
      const filters = { query: '', side: 'outside' as const, tableId: null, statusId: null, categoryId: null };
      return { app, server: new StoredSeats(app.backend, seats), hostessOnly, inside: { [ana.id]: 1 }, awaited: null, filters, message: null };
    },
    perform: {
      'hostess.side': async (walk, event) => {
        await walk.app.user.click(buttonNamed(event.side === 'inside' ? texts.hostess.inside() : texts.hostess.outside()));
        walk.filters.side = event.side;
      },
      'hostess.search': async (walk, event) => {
        const search = document.querySelector<HTMLInputElement>(`input[aria-label="${texts.hostess.search()}"]`)!;
        await walk.app.user.clear(search);
        if (event.query) await walk.app.user.type(search, event.query);
        walk.filters.query = event.query;
      },
      'hostess.table': async (walk, event) => {
        await walk.app.user.selectOptions(select(texts.hostess.tables()), event.tableId === null ? '' : String(event.tableId));
        walk.filters.tableId = event.tableId;
      },
      'hostess.status': async (walk, event) => {
        await walk.app.user.selectOptions(select(texts.hostess.statuses()), event.statusId === null ? '' : String(event.statusId));
        walk.filters.statusId = event.statusId;
      },
      'hostess.category': async (walk, event) => {
        await walk.app.user.selectOptions(select(texts.hostess.categories()), event.categoryId === null ? '' : String(event.categoryId));
        walk.filters.categoryId = event.categoryId;
      },
      // The party's seats still on the other side go through at once, in one call.
      'door.toggle': async (walk, event) => {
        const party = parties.find((candidate) => candidate.guestId === event.guestId)!;
        const label = event.inside ? texts.hostess.checkIn : texts.hostess.checkOut;
        await walk.app.user.click(buttonNamed(label({ name: party.name, number: party.number })));
        walk.awaited = { before: { ...walk.inside } };
        walk.inside = { ...walk.inside, [party.guestId]: event.inside ? party.seats : 0 };
        walk.inside = Object.fromEntries(Object.entries(walk.inside).filter(([, count]) => count > 0));
        const request = await walk.app.backend.next('PUT /tables_guests/update_inside');
        const held = event.inside ? party.seats - (walk.awaited.before[party.guestId] ?? 0) : (walk.awaited.before[party.guestId] ?? 0);
        expect(request.body).toEqual({ wedding_id: 7, guest_id: party.guestId, table_id: party.tableId, is_inside: event.inside, qty: held });
      },
      'server.accept': async (walk) => {
        await walk.server.accept();
        walk.awaited = null;
      },
      // Spec §8: the inside toggle reverts, with its fallback message.
      'server.refuse': async (walk) => {
        await walk.server.refuse();
        walk.inside = walk.awaited!.before;
        walk.awaited = null;
        walk.message = texts.messages.unexpectedSavingGuest();
      },
      'hostess.exit': (walk) => walk.app.user.click(buttonNamed(texts.hostess.exit())),
    },
    shows: {
      'door.hostess': expectDoor,
      // Back on the plan, with the way back to the door.
      'door.opening': () => {
        expect(document.querySelector(`section[aria-label="${texts.hostess.title()}"]`)).toBeNull();
        expect(document.querySelector(`img[alt="${texts.plan.imageAlt()}"]`)).not.toBeNull();
        expect(buttonNamed(texts.hostess.open())).toBeEnabled();
      },
    },
  });
});
