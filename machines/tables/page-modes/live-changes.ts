import { assertEvent, enqueueActions } from 'xstate';
import type { Guest } from '../../../contract/guests';
import type { LiveChange } from '../../../contract/live-events';
import { patchConfirmed, upsertConfirmed } from '../../shared/heard-rows';
import { removeConfirmed } from '../../shared/optimistic-list';
import type { TablePageContext, TablePageEvent } from '../table-page-types';

/**
 * Changes made on other screens (contract/live-events.ts) as the tables page applies them: to
 * its lists as remote changes (`list.upsert`, `list.remove`: the changes queued here stay on
 * top), to the guests it reads, and to the layout. A guest or table deleted takes its seats
 * along, as on the server. What cannot be applied by id (an import, changed permissions) reads
 * everything again. This screen's own echoes apply by id, so they change nothing.
 */

const seatIdsWhere = (context: TablePageContext, test: (seat: TablePageContext['seats'][number]) => boolean) =>
  context.seats.filter(test).map((seat) => seat.id);

/** The guests after a change on another screen; the same array when it touches none. */
export function guestsAfter(guests: Guest[], change: LiveChange): Guest[] {
  switch (change.kind) {
    case 'guests.saved':
      return upsertConfirmed(guests, change.guests);
    case 'guests.patched':
      return patchConfirmed(
        guests,
        change.ids.map((id) => ({ id, patch: change.patch })),
      );
    case 'guests.deleted':
      return removeConfirmed(guests, change.ids);
    default:
      return guests;
  }
}

// As in editing-mode.ts: an action that sends several events is typed outside `setup`.
/* eslint-disable @typescript-eslint/no-explicit-any */
export const applyLiveChange = enqueueActions<TablePageContext, TablePageEvent, undefined, TablePageEvent, any, any, any, any, any>(
  ({ context, event, enqueue }) => {
    assertEvent(event, 'live.change');
    const { change } = event;
    switch (change.kind) {
      case 'seats.created':
      case 'seats.updated':
        enqueue.sendTo('seats', { type: 'list.upsert', rows: change.seats });
        return;
      case 'seats.deleted':
        enqueue.sendTo('seats', { type: 'list.remove', ids: change.ids });
        return;
      case 'guests.saved':
      case 'guests.patched':
        enqueue.assign({ guests: guestsAfter(context.guests, change) });
        return;
      case 'guests.deleted': {
        const gone = new Set(change.ids);
        enqueue.assign({ guests: guestsAfter(context.guests, change) });
        enqueue.sendTo('seats', { type: 'list.remove', ids: seatIdsWhere(context, (seat) => gone.has(seat.guest_id)) });
        return;
      }
      case 'tables.saved':
        enqueue.sendTo('tables', { type: 'list.upsert', rows: change.tables });
        return;
      case 'tables.deleted': {
        const gone = new Set(change.ids);
        enqueue.sendTo('tables', { type: 'list.remove', ids: change.ids });
        enqueue.sendTo('seats', { type: 'list.remove', ids: seatIdsWhere(context, (seat) => gone.has(seat.table_id)) });
        return;
      }
      case 'tableTypes.saved':
        enqueue.sendTo('tableTypes', { type: 'list.upsert', rows: [change.tableType] });
        return;
      case 'tableTypes.deleted':
        enqueue.sendTo('tableTypes', { type: 'list.remove', ids: [change.id] });
        return;
      case 'layout.changed':
        enqueue.assign({ layout: { layout: change.layout, width: change.width, height: change.height } });
        return;
      case 'guests.imported':
      case 'permissions':
        enqueue.raise({ type: 'live.reset' });
        return;
      default:
        // Categories and the archive change nothing the tables page shows.
        return;
    }
  },
);
/* eslint-enable @typescript-eslint/no-explicit-any */
