import { assertEvent, enqueueActions } from 'xstate';
import type { SeatingInput } from '../seating.machine';
import type { TablePageContext, TablePageEvent } from '../table-page-types';

/**
 * The tables page's DEFAULT mode: the plan with seating, a child machine (seating.machine.ts)
 * that the page tells what the lists show and whose seating changes it gives the seats list.
 * EDIT_LAYOUT offers the editor, HOSTESS_VIEW the hostess view.
 */
export const seatingMode = {
  invoke: { id: 'seating', src: 'seating', input: ({ context }: { context: TablePageContext }) => seatingInputOf(context) },
  on: {
    'lists.changed': { actions: ['storeLists', 'tellSeating'] },
    'live.change': { actions: ['applyLiveChange', 'tellSeating'] },
    'seating.change': { actions: 'giveSeatsTheChange' },
    'editor.open': { guard: 'canEditLayout', target: 'editing' },
    'hostess.open': { guard: 'canOpenHostess', target: 'hostess' },
  },
} as const;

const seatingInputOf = (context: TablePageContext): SeatingInput => ({
  tables: context.tables,
  seats: context.seats,
  guests: context.guests,
  can: { addGuests: context.can.addGuests, deleteGuests: context.can.deleteGuests },
});

// As in editing-mode.ts: the actions that send to children are typed outside `setup`.
/* eslint-disable @typescript-eslint/no-explicit-any */
/** Seating hears what the lists and the guests are now. */
export const tellSeating = enqueueActions<TablePageContext, TablePageEvent, undefined, TablePageEvent, any, any, any, any, any>(({ context, enqueue }) => {
  const { tables, seats, guests } = seatingInputOf(context);
  enqueue.sendTo('seating', { type: 'seating.data', tables, seats, guests });
});

/**
 * Seating's change, as the seats list's events, one per call, in order: a party moved is one
 * update (`move`, so a refusal puts it back where it was), a party freed one delete (`destroy`),
 * new seats at a table one create (`massCreate`).
 */
export const giveSeatsTheChange = enqueueActions<TablePageContext, TablePageEvent, undefined, TablePageEvent, any, any, any, any, any>(({ event, enqueue }) => {
  assertEvent(event, 'seating.change');
  for (const step of event.steps) {
    if (step.seats.length === 0) continue;
    if (step.kind === 'create') enqueue.sendTo('seats', { type: 'rows.create', rows: step.seats });
    else if (step.kind === 'free') enqueue.sendTo('seats', { type: 'rows.delete', ids: step.seats.map((seat) => seat.id) });
    else
      enqueue.sendTo('seats', {
        type: 'rows.update',
        changes: step.seats.map((seat) => ({ id: seat.id, patch: { table_id: step.tableId } })),
        intent: { type: 'move', guestId: step.guestId, fromTableId: step.fromTableId, tableId: step.tableId },
      });
  }
});
/* eslint-enable @typescript-eslint/no-explicit-any */
