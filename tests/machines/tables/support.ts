import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { Table, TableType, UploadedLayout } from '../../../contract/tables';
import type { ActionCode } from '../../../contract/permissions';
import type { Guest } from '../../../contract/guests';
import { guest as guestRow } from '../guests/guest-world';
import type { TableGuest } from '../../../contract/seating';
import { seatsList, type SeatIntent } from '../../../machines/tables/seats-list';
import type { seatingMachine } from '../../../machines/tables/seating.machine';
import { layoutEditorMachine, type NewTableType } from '../../../machines/tables/layout-editor.machine';
import { tablePageMachine } from '../../../machines/tables/table-page.machine';
import { type LayoutUpload } from '../../../machines/tables/table-page-types';
import { tablesList, tableTypesList, type TableIntent } from '../../../machines/tables/tables-lists';
import { ControlledServer } from '../../support/controlled-server';
import { collectNotices } from '../../support/notices';

/** A wedding's tables page on a 4000 × 3000 layout: two round 40 px tables and a rectangular type. */
export const weddingId = 7;
export const layout: UploadedLayout = { layout: 'layouts/7.png', width: 4000, height: 3000 };
export const round: TableType = { id: 1, name: 'Round', shape: 'round', width: 40, height: 40, wedding_id: weddingId };
export const banquet: TableType = { id: 2, name: 'Banquet', shape: 'rectangular', width: 200, height: 40, wedding_id: weddingId };
export const table = (id: number, number: number, x: number, y: number, fields: Partial<Table> = {}): Table => ({
  id,
  number,
  seats: 8,
  table_type: round.id,
  x,
  y,
  wedding_id: weddingId,
  seats_taken: 0,
  ...fields,
});
export const one = table(11, 1, 0.25, 0.2);
export const two = table(12, 2, 0.5, 0.4);

/** Every field a tables call stores (the real endpoints store what they are sent). */
const tableFields: Array<keyof Table> = ['number', 'seats', 'table_type', 'x', 'y'];

/** A guest of the wedding, as the guest list answers it (the guests module's builder). */
export const guest = (id: number, name: string, companions = 0, fields: Partial<Guest> = {}): Guest => guestRow({ id, name, companions, ...fields });
export const seat = (id: number, tableId: number, guestId: number, isInside = false): TableGuest => ({
  id,
  table_id: tableId,
  guest_id: guestId,
  is_inside: isInside,
});

interface PageOptions {
  seats?: TableGuest[];
  /** Null: the person does not hold the GUESTS module. */
  guests?: Guest[] | null;
  hostessOnly?: boolean;
  tables?: Table[];
  types?: TableType[];
  hasLayout?: boolean;
  actions?: ActionCode[];
  upload?: (upload: LayoutUpload) => Promise<UploadedLayout>;
  createType?: (type: NewTableType) => Promise<TableType>;
}

/** The page machine with a controlled server behind its tables list (the test answers each call). */
export function startPage({
  tables = [one, two],
  types = [round, banquet],
  hasLayout = true,
  actions = ['EDIT_LAYOUT'],
  upload,
  createType,
  seats = [],
  guests = [],
  hostessOnly = false,
}: PageOptions = {}) {
  // The door's call stores who is inside; a move, the table.
  const seatsServer = new ControlledServer<TableGuest, SeatIntent>(seats, (intent) => (intent.type === 'move' ? ['table_id'] : ['is_inside']), 500);
  const server = new ControlledServer<Table, TableIntent>(tables, () => tableFields);
  const typesServer = new ControlledServer<TableType, 'edit'>(types, () => ['name', 'shape', 'width', 'height']);
  const page = createActor(
    tablePageMachine.provide({
      actors: {
        loadTables: fromPromise(async () => ({ tables, tableTypes: types, layout: hasLayout ? layout : null, actions, seats, guests })),
        uploadLayout: fromPromise(({ input }) => (upload ?? (() => new Promise<UploadedLayout>(() => {})))(input)),
        tables: tablesList.provide({ actors: { persist: fromPromise(({ input }) => server.persist(input)) } }),
        tableTypes: tableTypesList.provide({ actors: { persist: fromPromise(({ input }) => typesServer.persist(input)) } }),
        seats: seatsList.provide({ actors: { persist: fromPromise(({ input }) => seatsServer.persist(input)) } }),
        layoutEditor: layoutEditorMachine.provide({
          actors: { createTableType: fromPromise(({ input }) => (createType ?? (() => new Promise<TableType>(() => {})))(input)) },
        }),
      },
    }),
    { input: { weddingId, hostessOnly } },
  );
  const notices = collectNotices(page);
  page.start();
  const rows = () => page.getSnapshot().children.tables!.getSnapshot().context.rows;
  const editor = () => page.getSnapshot().children.editor as ActorRefFrom<typeof layoutEditorMachine>;
  const seatRows = () => page.getSnapshot().children.seats!.getSnapshot().context.rows;
  const seating = () => page.getSnapshot().children.seating as ActorRefFrom<typeof seatingMachine>;
  return { page, server, typesServer, seatsServer, notices, rows, seatRows, editor, seating };
}

/** The page with the editor open. */
export async function startEditor(options: PageOptions = {}) {
  const started = startPage(options);
  await waitFor(started.page, (snapshot) => snapshot.matches('ready'));
  started.page.send({ type: 'editor.open' });
  return started;
}

/** The editor's state path, as tldraw's tests assert it (`default.pointing`). */
export const pathOf = (editor: ActorRefFrom<typeof layoutEditorMachine>) => {
  const value = editor.getSnapshot().value;
  return typeof value === 'string' ? value : Object.entries(value).map(([mode, child]) => `${mode}.${String(child)}`)[0]!;
};
