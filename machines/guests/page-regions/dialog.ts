import { and, assertEvent } from 'xstate';
import type { BulkChange } from '../guests-setup';
import { guestsBase } from '../guests-setup';

/**
 * The confirmations before a change that cannot be undone in one tap (part 2 §2): deleting a
 * guest, and a bulk change or delete of the selection, all or none in one call.
 */

export const dialogActions = {
  startDeleting: guestsBase.assign({
    deleting: ({ event }) => {
      assertEvent(event, 'guest.delete');
      return event.guest;
    },
  }),
  // A deleted guest leaves the selection too.
  deleteGuest: guestsBase.enqueueActions(({ context, enqueue }) => {
    const id = context.deleting!.id;
    enqueue.sendTo('list', { type: 'rows.delete', ids: [id] });
    enqueue.assign({ selected: context.selected.filter((selected) => selected !== id) });
  }),
  askBulkDelete: guestsBase.assign({ bulk: { kind: 'delete' } }),
  askBulkUpdate: guestsBase.assign({
    bulk: ({ event }): BulkChange => {
      assertEvent(event, 'bulk.update');
      return { kind: 'update', column: event.column, value: event.value };
    },
  }),
  // The selection stays for the next change of the same people; deleted ones leave it.
  applyBulk: guestsBase.enqueueActions(({ context, enqueue }) => {
    const bulk = context.bulk!;
    if (bulk.kind === 'delete') {
      enqueue.sendTo('list', { type: 'rows.delete', ids: context.selected });
      enqueue.assign({ selected: [] });
      return;
    }
    const changes = context.selected.map((id) => ({ id, patch: { [bulk.column]: bulk.value } }));
    enqueue.sendTo('list', { type: 'rows.update', changes, intent: { type: 'bulk', column: bulk.column } });
  }),
  forgetDialog: guestsBase.assign({ deleting: null, bulk: null }),
};

export const dialogRegion = {
  initial: 'closed',
  states: {
    closed: {
      on: {
        'guest.delete': { guard: 'canDelete', target: 'confirmingDelete', actions: 'startDeleting' },
        'bulk.delete': { guard: and(['canDelete', 'hasSelection']), target: 'confirmingBulk', actions: 'askBulkDelete' },
        'bulk.update': { guard: and(['canEdit', 'hasSelection']), target: 'confirmingBulk', actions: 'askBulkUpdate' },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'closed', actions: ['deleteGuest', 'forgetDialog'] },
        'dialog.close': { target: 'closed', actions: 'forgetDialog' },
      },
    },
    confirmingBulk: {
      on: {
        'bulk.confirm': { target: 'closed', actions: ['applyBulk', 'forgetDialog'] },
        'dialog.close': { target: 'closed', actions: 'forgetDialog' },
      },
    },
  },
} as const;
