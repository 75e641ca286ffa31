import type { Guest, GuestCategory } from '../../contract/guests';
import type { LiveChange } from '../../contract/live-events';
import type { ActionCode } from '../../contract/permissions';
import type { TableGuest } from '../../contract/seating';
import type { Table, TableType, UploadedLayout } from '../../contract/tables';
import type { RetryLoadEvent } from '../shared/loader';
import { permissionsOf, type Permissions } from '../shared/permissions';
import type { EditorTablesChange } from './editor-steps';
import type { DoorEvent, HostessState } from './page-modes/hostess-mode';
import type { SeatingChange } from './seating.machine';
import type { ListsChanged } from './tables-lists';

/** The tables page's input, context, events and permissions (table-page.machine.ts). */

export const tablesActions = {
  editLayout: 'EDIT_LAYOUT',
  addGuests: 'ADD_GUESTS',
  deleteGuests: 'DELETE_GUESTS',
  hostess: 'HOSTESS_VIEW',
} as const satisfies Record<string, ActionCode>;
export type TablesPermissions = Permissions<keyof typeof tablesActions>;
export const tablesPermissions = (granted: readonly ActionCode[]): TablesPermissions => permissionsOf(granted, tablesActions);

/** A file chosen for upload (a browser `File` fits). */
export interface LayoutFile {
  name: string;
  size: number;
}

export interface LoadedTables {
  tables: Table[];
  tableTypes: TableType[];
  layout: UploadedLayout | null;
  actions: ActionCode[];
  seats: TableGuest[];
  /** Null without the GUESTS module: no guest list, names or guest panel (spec §6). */
  guests: Guest[] | null;
  /** The guests' categories (chairs painted by category), empty without the GUESTS module. */
  categories?: GuestCategory[];
}

export interface LayoutUpload {
  weddingId: number;
  file: LayoutFile;
}

export interface TablePageInput {
  weddingId: number;
  /** A Hostess user: she sees only the hostess view and cannot leave it (spec §4, §6). */
  hostessOnly?: boolean;
}

export interface TablePageContext extends TablePageInput {
  can: TablesPermissions;
  layout: UploadedLayout | null;
  /** What the two lists show (as loaded, then after every change of theirs). */
  tables: Table[];
  types: TableType[];
  /** The types as the server stored them (`types` is them with the changes on their way applied). */
  storedTypes: TableType[];
  /** The zoom on screen (1 = the layout's own pixels). */
  scale: number;
  seats: TableGuest[];
  guests: Guest[];
  categories: GuestCategory[];
  /** Whether guest information is permitted (the GUESTS module). */
  guestsShown: boolean;
  hostess: HostessState;
}

export type TablePageEvent =
  | RetryLoadEvent
  | ListsChanged
  | EditorTablesChange
  | { type: 'editor.typeCreated'; tableType: TableType }
  | { type: 'layout.upload'; file: LayoutFile }
  | { type: 'editor.open' }
  | { type: 'editor.done' }
  | { type: 'layoutDialog.open' }
  | { type: 'layoutDialog.close' }
  | { type: 'zoom.changed'; scale: number }
  | SeatingChange
  | { type: 'hostess.open' }
  | { type: 'hostess.exit' }
  | DoorEvent
  | { type: 'live.change'; change: LiveChange }
  | { type: 'live.reset' };
