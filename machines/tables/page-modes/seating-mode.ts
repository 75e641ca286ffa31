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

/** Seating's change, as the seats list's events: each party freed (one `destroy` each), then the new seats (one `massCreate`). */
export const giveSeatsTheChange = enqueueActions<TablePageContext, TablePageEvent, undefined, TablePageEvent, any, any, any, any, any>(({ event, enqueue }) => {
  assertEvent(event, 'seating.change');
  for (const freed of event.frees) if (freed.length > 0) enqueue.sendTo('seats', { type: 'rows.delete', ids: freed.map((seat) => seat.id) });
  if (event.creates.length > 0) enqueue.sendTo('seats', { type: 'rows.create', rows: event.creates });
});
/* eslint-enable @typescript-eslint/no-explicit-any */
