import type { Guest } from '../../contract/guests';
import type { TableGuest } from '../../contract/seating';
import type { Table } from '../../contract/tables';
import type { Permissions } from '../shared/permissions';
import type { SeatingHistory, SeatStep } from './seating-history';
import { type SeatPick } from './seating-rules';

/** The seating machine's input, context, events and the change it sends its page (seating.machine.ts). */

export type SeatingPermissions = Permissions<'addGuests' | 'deleteGuests'>;

export interface SeatingData {
  tables: Table[];
  seats: TableGuest[];
  guests: Guest[];
}

export interface SeatingInput extends SeatingData {
  can: SeatingPermissions;
}

/** Which guests the panel lists (spec §2: "without table / with table"). */
export type SeatingPanel = 'unseated' | 'seated';

export interface SeatingContext extends SeatingInput {
  picks: SeatPick[];
  /** The table whose guests and add button are shown. */
  selectedTableId: number | null;
  panel: SeatingPanel;
  /** Under 992 px the panel is a sliding pane, opened by "show list". */
  listOpen: boolean;
  /** The person's last seating changes, to undo and redo (seating-history.ts). */
  history: SeatingHistory;
}

/** A seating change for the page's seats list: one call per step, in order. */
export interface SeatingChange {
  type: 'seating.change';
  steps: SeatStep[];
}

export type SeatingEvent =
  | ({ type: 'seating.data' } & SeatingData)
  | { type: 'panel.show'; panel: SeatingPanel }
  | { type: 'list.toggle' }
  | { type: 'guest.tick'; guestId: number }
  | { type: 'guest.qty'; guestId: number; qty: number }
  | { type: 'picks.clear' }
  | { type: 'table.select'; tableId: number }
  | { type: 'table.close' }
  /** The ticked guests to the table; `ids`: one temporary id per seat. */
  | { type: 'table.seat'; tableId: number; ids: number[] }
  /** A guest without a table dropped on a table (with the other ticked guests when it is ticked). */
  | { type: 'guest.drop'; guestId: number; tableId: number; ids: number[] }
  /** A seated party dropped on another table. */
  | { type: 'party.move'; guestId: number; fromTableId: number; tableId: number }
  | { type: 'party.remove'; guestId: number; tableId: number }
  /** Ctrl+Z or the Undo button; `ids`: one temporary id per seat it makes again (seating-history.ts `additionsOf`). */
  | { type: 'history.undo'; ids: number[] }
  | { type: 'history.redo'; ids: number[] };
