import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { i18nObject } from '../../../i18n/i18n-util';
import type { SeatingContext } from '../../../machines/tables/seating.machine';
import type { RenderedApp } from '../../support/ui/render-app';
import { installLiveStream, type LiveStream } from '../../support/ui/fake-event-source';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { guest, seat, table } from '../../machines/tables/support';
import { openTablesPage } from './layout-editor-screen';
import { deletedTableId, notesOf, seatingModel, StoredSeats, type Places } from './seating-walk-world';
import { buttonNamed, dragOnto, expectSeatingScreen, type SeatingWalk } from './seating-walk-screen';
import { calls, change, refusals, stepHistory, tableButton, ways } from './seating-walk-steps';

const texts = i18nObject('en').tables;

/**
 * Seating (DEFAULT mode) walked as a person uses it (issue 24): ticking, the quantity, cancel,
 * a table chosen and closed, the add button, a drag onto a table (dnd-kit's keyboard sensor),
 * a party moved and removed, the two panels and the sliding list, and, beyond the spec, undo
 * and redo (the buttons and Ctrl+Shift+Z), every call accepted or refused by a server that keeps
 * its own truth, and a table deleted on another screen under an undo. The small fixed world:
 * table 1 (4 seats) holds Ana's party of 2, table 2 (2 seats) is empty, Bruno's party of 3 has
 * no table. After each step the screen must show, literally, what the walk's own record says:
 * the seats the person made and the server kept, the picks, the drawer's add button, the
 * message of each refusal, and Undo and Redo as the walk's own past and future say.
 */
const ana = guest(1, 'Ana', 1);
const bruno = guest(2, 'Bruno', 2);
const tables = [table(11, 1, 0.25, 0.25, { seats: 4 }), table(deletedTableId, 2, 0.5, 0.25, { seats: 2 })];
const startingSeats = [seat(101, 11, ana.id), seat(102, 11, ana.id)];
const start: Places = { '1@11': 2 };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SeatingContext;
const kept = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).history.done.length + contextOf(snapshot).history.undone.length > 0;
const freeAt = (snapshot: AnyMachineSnapshot, tableId: number) => {
  const { seats, tables: shown } = contextOf(snapshot);
  return (shown.find((candidate) => candidate.id === tableId)?.seats ?? 0) - seats.filter((row) => row.table_id === tableId).length;
};
const picked = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).picks.reduce((sum, pick) => sum + pick.qty, 0);
const anaAt = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).seats.find((row) => row.guest_id === ana.id)?.table_id;

const seatsOf = (snapshot: AnyMachineSnapshot) =>
  contextOf(snapshot)
    .seats.map((row) => `${row.guest_id}@${row.table_id}`)
    .sort();
/** Bruno's party dropped at table 2: the same calls as seating him at table 1, so its undo is walked there. */
const droppedAtTwo = (snapshot: AnyMachineSnapshot) => seatsOf(snapshot).includes(`${bruno.id}@${deletedTableId}`);

/**
 * Which events the walk makes where. Each kind of change (seat, move, remove) is made from the
 * opening screen, answered, then only undone and redone (each answered both ways), and after
 * the move, table 2 is deleted on another screen once; the machine's own tests try the rest.
 */
function bound(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = contextOf(snapshot);
  const notes = notesOf(snapshot);
  // A call on its way is answered before anything else.
  if (notes.rollback) return event.type === 'server.accept' || event.type === 'server.refuse';
  if (kept(snapshot) || notes.tableDeleted) {
    if (droppedAtTwo(snapshot)) return false;
    if (event.type === 'live.tableDeleted') return !notes.tableDeleted && anaAt(snapshot) === deletedTableId && context.history.done.length === 1;
    return event.type === 'history.undo' || event.type === 'history.redo';
  }
  const plain = context.picks.length === 0 && context.selectedTableId === null;
  if (context.listOpen) return event.type === 'list.toggle';
  if (context.panel === 'seated') return event.type === 'panel.show' || event.type === 'party.move';
  switch (event.type) {
    case 'list.toggle':
    case 'panel.show':
      return plain;
    case 'guest.tick':
      return context.selectedTableId !== deletedTableId;
    case 'guest.qty':
      return picked(snapshot) === 3;
    case 'picks.clear':
      return context.selectedTableId === null;
    // Table 2 is opened with Bruno's whole party ticked (not enough seats), table 1 otherwise. A
    // click on a table that takes the picks seats them there: the add button is walked instead.
    case 'table.select':
      if ((event.tableId === deletedTableId) !== (picked(snapshot) === 3)) return false;
      return context.selectedTableId !== event.tableId && (context.picks.length === 0 || freeAt(snapshot, event.tableId) < picked(snapshot));
    case 'table.close':
      return context.selectedTableId !== null;
    case 'table.seat':
      return context.selectedTableId === event.tableId;
    case 'guest.drop':
      return context.selectedTableId === null;
    case 'party.remove':
      return context.selectedTableId === event.tableId && context.picks.length === 0;
    // From the "with table" list; and table 2 is deleted only under an undo.
    case 'party.move':
    case 'live.tableDeleted':
      return false;
    default:
      return true;
  }
}

describe('seating, along the machine’s paths', () => {
  // The page's chunk loads once here, not inside the first walk's time limit.
  beforeAll(() => import('../../../src/features/tables/tables-page'), 60_000);
  describeUiPaths<SeatingWalk>({
    machine: seatingModel,
    inputs: [{ tables, seats: startingSeats, guests: [ana, bruno], can: { addGuests: true, deleteGuests: true } }],
    walks: 'tours',
    // Cancel clears (spec §4) and a refused drop says why, each landing where the walk has been;
    // each answer and each undo and redo is walked wherever it lands.
    walkEvery: ['server.accept', 'server.refuse', 'history.undo', 'history.redo', 'guest.drop', 'picks.clear'],
    // What the person can tell apart: the picks, the table open, the list, the seats, what undo and redo offer, a call on its way.
    stateKey: (snapshot) => {
      const { selectedTableId, panel, listOpen, history } = contextOf(snapshot);
      const { rollback, tableDeleted } = notesOf(snapshot);
      return [
        picked(snapshot),
        selectedTableId,
        panel,
        listOpen,
        seatsOf(snapshot),
        history.done.length,
        history.undone.length,
        rollback !== null,
        tableDeleted,
      ];
    },
    bound,
    events: [
      { type: 'guest.tick', guestId: bruno.id },
      { type: 'guest.qty', guestId: bruno.id, qty: 2 },
      { type: 'picks.clear' },
      { type: 'table.select', tableId: 11 },
      { type: 'table.select', tableId: deletedTableId },
      { type: 'table.close' },
      { type: 'table.seat', tableId: 11, ids: [-1, -2, -3] },
      { type: 'guest.drop', guestId: bruno.id, tableId: deletedTableId, ids: [-1, -2, -3] },
      { type: 'party.move', guestId: ana.id, fromTableId: 11, tableId: deletedTableId },
      { type: 'party.remove', guestId: ana.id, tableId: 11 },
      { type: 'panel.show', panel: 'seated' },
      { type: 'panel.show', panel: 'unseated' },
      { type: 'list.toggle' },
      { type: 'history.undo', ids: [-11, -12, -13] },
      { type: 'history.redo', ids: [-11, -12, -13] },
      { type: 'server.accept' },
      { type: 'server.refuse' },
      { type: 'live.tableDeleted' },
    ],
    open: async () => {
      const live: LiveStream = installLiveStream();
      const app: RenderedApp = await openTablesPage({ tables, seats: startingSeats, guests: [ana, bruno], actions: ['ADD_GUESTS', 'DELETE_GUESTS'] });
      return {
        app,
        live,
        server: new StoredSeats(app.backend, startingSeats),
        shown: { ...start },
        awaited: null,
        past: [],
        future: [],
        picked: 0,
        selected: null,
        panel: 'unseated',
        listOpen: false,
        message: null,
        tableDeleted: false,
        stepsTaken: 0,
      };
    },
    perform: {
      'guest.tick': async (walk) => {
        await walk.app.user.click(screen.getByRole('checkbox', { name: texts.seating.tick({ name: 'Bruno' }) }));
        walk.picked = walk.picked === 0 ? 3 : 0;
      },
      'guest.qty': async (walk) => {
        await walk.app.user.click(buttonNamed(texts.seating.fewer({ name: 'Bruno' })));
        walk.picked = 2;
      },
      'picks.clear': async (walk) => {
        await walk.app.user.click(buttonNamed(texts.seating.cancel()));
        walk.picked = 0;
      },
      'table.select': async (walk, event) => {
        await walk.app.user.click(tableButton(event.tableId));
        walk.selected = event.tableId;
      },
      'table.close': async (walk) => {
        await walk.app.user.click(buttonNamed(texts.seating.drawer.close()));
        walk.selected = null;
      },
      // Spec §5: the add button seats what is ticked there, at once, with one massCreate.
      'table.seat': (walk, event) =>
        change(walk, { [`2@${event.tableId}`]: walk.picked }, calls.create, async () => {
          await walk.app.user.click(buttonNamed(texts.seating.drawer.add({ count: walk.picked })));
          walk.picked = 0;
        }),
      // Bruno dragged onto table 2: ticked with 2 of his party, they are seated; his whole party (3) does not fit, and it is said.
      'guest.drop': async (walk, event) => {
        const seats = walk.picked || 3;
        if (seats > 2) {
          await dragOnto(walk, texts.seating.drag.handle({ name: 'Bruno' }), 2);
          walk.message = texts.messages.notEnoughSeats({ max: 2 });
          return;
        }
        await change(walk, { [`2@${event.tableId}`]: seats }, calls.create, async () => {
          await dragOnto(walk, texts.seating.drag.handle({ name: 'Bruno' }), 2);
          walk.picked = 0;
        });
      },
      // Ana's party dragged from the "with table" list to table 2: one call, her seats keep their ids.
      'party.move': (walk) => change(walk, { '1@11': -2, '1@12': 2 }, calls.move, () => dragOnto(walk, texts.seating.drag.handle({ name: 'Ana' }), 2)),
      'party.remove': (walk) =>
        change(walk, { '1@11': -2 }, calls.free, () => walk.app.user.click(buttonNamed(texts.seating.drawer.remove({ name: 'Ana', number: 1 })))),
      'panel.show': async (walk, event) => {
        await walk.app.user.click(buttonNamed(event.panel === 'seated' ? texts.seating.withTable() : texts.seating.withoutTable()));
        walk.panel = event.panel;
      },
      'list.toggle': async (walk) => {
        await walk.app.user.click(buttonNamed(walk.listOpen ? texts.seating.hideList() : texts.seating.showList()));
        walk.listOpen = !walk.listOpen;
      },
      // Each way in turn: undo by its button and by Ctrl+Z; redo by its button, Ctrl+Shift+Z and Ctrl+Y.
      'history.undo': (walk) => stepHistory(walk, 'undo', ways.undo[walk.stepsTaken++ % ways.undo.length]!),
      'history.redo': (walk) => stepHistory(walk, 'redo', ways.redo[walk.stepsTaken++ % ways.redo.length]!),
      'server.accept': async (walk) => {
        const request = await walk.server.accept();
        expect(`${request.method} ${request.path}`).toBe(walk.awaited!.call);
        walk.awaited = null;
      },
      'server.refuse': async (walk) => {
        const request = await walk.server.refuse();
        const awaited = walk.awaited!;
        expect(`${request.method} ${request.path}`).toBe(awaited.call);
        // A refused change never happened; a refused undo or redo leaves the change where it was, to try again.
        if (awaited.kind === 'do') walk.past.pop();
        if (awaited.kind === 'undo') walk.past.push(walk.future.pop()!);
        if (awaited.kind === 'redo') walk.future.push(walk.past.pop()!);
        walk.shown = awaited.before;
        walk.message = refusals[awaited.call]!;
        walk.awaited = null;
      },
      'live.tableDeleted': async (walk) => {
        walk.server.dropTable(deletedTableId);
        walk.live.send({ id: 1, kind: 'tables.deleted', ids: [deletedTableId] } as never);
        walk.shown = Object.fromEntries(Object.entries(walk.shown).filter(([place]) => !place.endsWith(`@${deletedTableId}`)));
        walk.tableDeleted = true;
        if (walk.selected === deletedTableId) walk.selected = null;
        await waitFor(() => expect(screen.queryByRole('button', { name: /^Table 2,/ })).toBeNull());
      },
    },
    shows: {
      seating: (walk) => expectSeatingScreen(walk),
      // Nothing ticked: no count, no cancel.
      'seating.picks.browsing': () => {
        expect(document.querySelector('aside [role="status"]')).toBeNull();
      },
      'seating.picks.picking': (walk) => {
        expect(document.querySelector('aside [role="status"]')).toHaveTextContent(texts.seating.picked({ count: walk.picked }));
      },
      'seating.history.empty': () => {
        expect(buttonNamed(texts.seating.undo())).toBeDisabled();
        expect(buttonNamed(texts.seating.redo())).toBeDisabled();
      },
      // A change kept: Undo or Redo is offered (which one, the walk's own past and future say above).
      'seating.history.kept': () => {
        expect([texts.seating.undo(), texts.seating.redo()].filter((name) => buttonNamed(name).disabled === false)).not.toEqual([]);
      },
    },
  });
});
