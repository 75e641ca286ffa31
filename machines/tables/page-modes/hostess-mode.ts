import { assertEvent, assign, enqueueActions, not } from 'xstate';
import type { GuestStatusId } from '../../../contract/guests';
import type { TablePageContext, TablePageEvent } from '../table-page-types';
import { seatsToMove } from '../seat-changes';

/**
 * The tables page's HOSTESS mode (spec §2 "Hostess view", §4): the door, made for a tablet at
 * the venue. The guest panel lists the parties outside or inside (`side`), found by name
 * (`query`), table (`tableId`), status (`statusId`) and category (`categoryId`); the door button moves a party's seats at its table inside or outside, optimistic
 * and reverted on refusal with the spec's message (seats-list.ts). Exit goes back to DEFAULT,
 * never for a hostess-only user, who opens here and stays.
 */

export type DoorSide = 'outside' | 'inside';

export interface HostessState {
  query: string;
  side: DoorSide;
  /** Only the parties at this table (null: every table). */
  tableId: number | null;
  /** Only the parties whose guest has this status (null: every status). */
  statusId: GuestStatusId | null;
  /** Only the parties whose guest is of this category (null: every category). */
  categoryId: number | null;
}

export type DoorEvent =
  | { type: 'hostess.search'; query: string }
  | { type: 'hostess.side'; side: DoorSide }
  | { type: 'hostess.table'; tableId: number | null }
  | { type: 'hostess.status'; statusId: GuestStatusId | null }
  | { type: 'hostess.category'; categoryId: number | null }
  /** The party of the guest at the table goes inside (`inside: true`) or back outside. */
  | { type: 'door.toggle'; guestId: number; tableId: number; inside: boolean };

export const hostessMode = {
  on: {
    'hostess.exit': { guard: not('isHostessOnly'), target: 'opening' },
    'hostess.search': { actions: 'storeHostess' },
    'hostess.side': { actions: 'storeHostess' },
    'hostess.table': { actions: 'storeHostess' },
    'hostess.status': { actions: 'storeHostess' },
    'hostess.category': { actions: 'storeHostess' },
    'door.toggle': { guard: 'canUseDoor', actions: 'moveThroughDoor' },
  },
} as const;

export const storeHostess = assign<TablePageContext, TablePageEvent, undefined, TablePageEvent, never>(({ context, event }) => {
  assertEvent(event, ['hostess.search', 'hostess.side', 'hostess.table', 'hostess.status', 'hostess.category']);
  switch (event.type) {
    case 'hostess.search':
      return { hostess: { ...context.hostess, query: event.query } };
    case 'hostess.side':
      return { hostess: { ...context.hostess, side: event.side } };
    case 'hostess.table':
      return { hostess: { ...context.hostess, tableId: event.tableId } };
    case 'hostess.status':
      return { hostess: { ...context.hostess, statusId: event.statusId } };
    case 'hostess.category':
      return { hostess: { ...context.hostess, categoryId: event.categoryId } };
  }
});

// The action that sends to a child is typed here, outside `setup`, as in editing-mode.ts.
/* eslint-disable @typescript-eslint/no-explicit-any */
/** The seats the door moves, as one update of the seats list (one `update_inside` call). */
export const moveThroughDoor = enqueueActions<TablePageContext, TablePageEvent, undefined, TablePageEvent, any, any, any, any, any>(
  ({ context, event, enqueue }) => {
    assertEvent(event, 'door.toggle');
    const seats = seatsToMove(context.seats, event.guestId, event.tableId, event.inside);
    if (seats.length === 0) return;
    enqueue.sendTo('seats', {
      type: 'rows.update',
      changes: seats.map((seat) => ({ id: seat.id, patch: { is_inside: event.inside } })),
      intent: { type: 'inside', guestId: event.guestId, tableId: event.tableId },
    });
  },
);
/* eslint-enable @typescript-eslint/no-explicit-any */
