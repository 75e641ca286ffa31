import { and, assertEvent, not, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { emptySeatingHistory, entryOf, type HistoryStep } from './seating-history';
import { refusalOf, seatingSetup, stepRefusal } from './seating-setup';
import type { SeatingContext, SeatingEvent } from './seating-types';

/**
 * Seating, the tables page's DEFAULT mode (spec §2 "Default view", §4 "Seating flow", §5
 * "Seating add button"): tick guests without a table (each with how many of their party to
 * seat, 1 to what remains), then choose a table or its add button; or drag a guest (the ticked
 * guests, when the guest is one of them) onto a table; move a seated party to another table;
 * remove a party from its table. Two regions:
 * - `picks`: `browsing → picking` while guests are ticked; cancel clears.
 * - `history` (beyond the spec): `empty`, or `kept` once the person made a change they may undo;
 *   undo and redo (seating-history.ts) are refused, with the reason said, when the seats on
 *   screen no longer allow them, and the entry leaves the history.
 *
 * It stands alone like the layout editor: the tables, seats and guests come in with its input
 * and with `seating.data` whenever the page's lists change; a seating change it decides, an undo
 * or a redo, goes to its parent, the page, as `seating.change` (one step per call, with the
 * temporary ids the event brought), which gives it to the seats list (optimistic, rolled back
 * on refusal). A table that cannot take what is dropped on it refuses with the reason said.
 */

type DropEvent = { context: SeatingContext; event: SeatingEvent };
const dropRefusal = {
  type: 'notify',
  params: ({ context, event }: DropEvent) => {
    assertEvent(event, ['guest.drop', 'party.move']);
    return refusalOf(context, event.tableId);
  },
} as const;

/** An undo or a redo: taken when the seats allow it, refused with the reason (and forgotten) when they do not. */
const historyStep = [
  { guard: and(['mayRewind', 'bringsStep', 'isStepPossible']), actions: ['tellPage', 'stepHistory'] },
  { guard: and(['mayRewind', 'bringsStep']), actions: [stepRefusal, 'dropStep'] },
] as const;

export const seatingMachine = seatingSetup.createMachine({
  id: 'seating',
  context: ({ input }) => ({ ...input, picks: [], selectedTableId: null, panel: 'unseated', listOpen: false, history: emptySeatingHistory }),
  type: 'parallel',
  // Taken alike while browsing and picking.
  on: {
    'seating.data': { actions: 'storeData' },
    'panel.show': { actions: 'showPanel' },
    'list.toggle': { actions: 'toggleList' },
    'table.select': { guard: 'isTable', actions: 'selectTable' },
    'table.close': { actions: 'closeTable' },
    'guest.drop': [
      { guard: and(['isDroppable', 'dropFits']), actions: ['tellPage', 'record', 'unpickDropped'] },
      { guard: 'isDroppable', actions: dropRefusal },
    ],
    'party.move': [
      { guard: and(['isMovable', 'moveFits']), actions: ['tellPage', 'record'] },
      { guard: 'isMovable', actions: dropRefusal },
    ],
    'party.remove': { guard: 'isSeatedThere', actions: ['tellPage', 'record'] },
  },
  states: {
    picks: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'guest.tick': { guard: 'isTickable', target: 'picking', actions: 'tick' },
          },
        },
        picking: {
          // A drop or another screen may seat every ticked guest.
          always: { guard: not('hasPicks'), target: 'browsing' },
          on: {
            'guest.tick': { guard: 'isTickable', actions: 'tick' },
            'guest.qty': { guard: 'isPicked', actions: 'setQty' },
            'picks.clear': { target: 'browsing', actions: 'clearPicks' },
            'table.seat': { guard: 'picksFit', target: 'browsing', actions: ['tellPage', 'record', 'clearPicks'] },
          },
        },
      },
    },
    history: {
      initial: 'empty',
      states: {
        empty: {
          always: { guard: 'hasHistory', target: 'kept' },
        },
        kept: {
          always: { guard: not('hasHistory'), target: 'empty' },
          on: {
            'history.undo': historyStep,
            'history.redo': historyStep,
          },
        },
      },
    },
  },
});

export type SeatingRef = ActorRefFrom<typeof seatingMachine>;
type SeatingSnapshot = Pick<SnapshotFrom<typeof seatingMachine>, 'context'>;

/** Whether Undo (or Redo) has something to take, as the seats on screen say (a refused undo stays undoable). */
export const selectCanStep = (step: HistoryStep) => (snapshot: SeatingSnapshot) => entryOf(snapshot.context.history, snapshot.context, step) !== undefined;

/** Whether the person may undo and redo at all: undoing a seating removes guests, undoing a removal seats them. */
export const selectMayRewind = (snapshot: SeatingSnapshot) => snapshot.context.can.addGuests && snapshot.context.can.deleteGuests;

export { dropPicks } from './seating-setup';
export { additionsOf, type HistoryStep } from './seating-history';
export type { SeatingChange, SeatingContext, SeatingData, SeatingEvent, SeatingInput, SeatingPanel, SeatingPermissions } from './seating-types';
