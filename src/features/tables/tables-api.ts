import type { ActionCode } from '../../../contract/permissions';
import {
  layoutPaths,
  tableTypesEndpoints,
  tablesEndpoints,
  toIdList,
  uploadedLayout,
  type Table,
  type TableType,
  type UploadedLayout,
} from '../../../contract/tables';
import { guestEndpoints } from '../../../contract/guests';
import { seatingEndpoints, type TableGuest } from '../../../contract/seating';
import { weddingsEndpoints } from '../../../contract/weddings';
import type { Mutation, PersistAnswer } from '../../../machines/shared/optimistic-list';
import type { NewTableType } from '../../../machines/tables/layout-editor.machine';
import type { LayoutUpload, LoadedTables, TablePageInput } from '../../../machines/tables/table-page-types';
import type { TableIntent, TableTypeIntent } from '../../../machines/tables/tables-lists';
import { seatingRefusal, type SeatIntent } from '../../../machines/tables/seats-list';
import { newTableTypeDefaults } from '../../../contract/tables';
import { api } from '../../lib/api';

/** The tables calls of part 2 §7, shaped the way the tables page's machines take them. */

/** The plan, the seats, what the person may do, and the guests and their categories when the GUESTS module is theirs (spec §6). */
async function load({ weddingId }: TablePageInput): Promise<LoadedTables> {
  const query = { wedding_id: weddingId };
  const [{ tables, tableTypes }, { wedding }, { actions }, { tableGuests }, { modules }] = await Promise.all([
    api.call(tablesEndpoints.index, query),
    api.call(weddingsEndpoints.show, { id: weddingId }),
    api.call(weddingsEndpoints.actions, { ...query, module_code: 'TABLES' }),
    api.call(seatingEndpoints.index, query),
    api.call(weddingsEndpoints.modules, query),
  ]);
  const guestInformation = modules.some((module) => module.code === 'GUESTS')
    ? await Promise.all([api.call(guestEndpoints.index, query), api.call(guestEndpoints.categories, query)])
    : null;
  const layout =
    wedding.layout && wedding.layout_width && wedding.layout_height
      ? { layout: wedding.layout, width: wedding.layout_width, height: wedding.layout_height }
      : null;
  return {
    tables,
    tableTypes,
    layout,
    actions: actions as ActionCode[],
    seats: tableGuests,
    guests: guestInformation?.[0].guests ?? null,
    categories: guestInformation?.[1].categories ?? [],
  };
}

const fieldsOf = (row: Table) => ({ number: row.number, seats: row.seats, table_type: row.table_type, x: row.x, y: row.y });

/**
 * One change of the tables list, one call: a single row by its own call, several (a
 * duplicated selection, an align, a multi-drag, an undone delete) by the mass call, all or none.
 */
function persistTables(weddingId: number) {
  return async (mutation: Mutation<Table, TableIntent>): Promise<PersistAnswer<Table> | undefined> => {
    const wedding_id = weddingId;
    switch (mutation.kind) {
      case 'create': {
        if (mutation.rows.length === 1) {
          const { id } = await api.call(tablesEndpoints.create, { wedding_id, ...fieldsOf(mutation.rows[0]!) });
          return { ids: [id] };
        }
        const { ids } = await api.call(tablesEndpoints.massCreate, { wedding_id, tables: mutation.rows.map(fieldsOf) });
        return { ids };
      }
      case 'update': {
        const [only] = mutation.changes;
        if (mutation.changes.length === 1 && mutation.intent.type === 'edit') {
          const { table } = await api.call(tablesEndpoints.update, { wedding_id, id: only!.id, ...only!.patch });
          return { patches: [{ id: table.id, patch: table }] };
        }
        await api.call(tablesEndpoints.massUpdate, { wedding_id, tables: mutation.changes.map(({ id, patch }) => ({ id, ...patch })) });
        return undefined;
      }
      case 'delete':
        if (mutation.ids.length === 1) await api.call(tablesEndpoints.destroy, { wedding_id, id: mutation.ids[0]! });
        else await api.call(tablesEndpoints.massDestroy, { wedding_id, ids: toIdList(mutation.ids) });
        return undefined;
    }
  };
}

/** Seats in a row, grouped by guest in the order they come (seat-changes.ts `seatRowsFor`). */
function partiesOf(rows: readonly TableGuest[]): Array<{ id: number; qty: number }> {
  const parties: Array<{ id: number; qty: number }> = [];
  for (const row of rows) {
    const last = parties.at(-1);
    if (last?.id === row.guest_id) last.qty += 1;
    else parties.push({ id: row.guest_id, qty: 1 });
  }
  return parties;
}

/**
 * One change of the seats list, one call (seats-list.ts): new seats at one table by
 * `massCreate` (its ids, per guest, in the order sent, are the rows' order), a party's seats at
 * one table freed by `destroy`, the door by `update_inside`, a party taken to another table by
 * `move`. A refusal is told with the limit the server named.
 */
function persistSeats(weddingId: number) {
  return async (mutation: Mutation<TableGuest, SeatIntent>): Promise<PersistAnswer<TableGuest> | undefined> => {
    const wedding_id = weddingId;
    try {
      switch (mutation.kind) {
        case 'create': {
          const { ids } = await api.call(seatingEndpoints.massCreate, { wedding_id, table_id: mutation.rows[0]!.table_id, guests: partiesOf(mutation.rows) });
          return { ids: ids.flat() };
        }
        case 'update': {
          const { intent } = mutation;
          const qty = mutation.changes.length;
          const { seats } =
            intent.type === 'move'
              ? await api.call(seatingEndpoints.move, {
                  wedding_id,
                  guest_id: intent.guestId,
                  from_table_id: intent.fromTableId,
                  to_table_id: intent.tableId,
                  qty,
                })
              : await api.call(seatingEndpoints.updateInside, {
                  wedding_id,
                  guest_id: intent.guestId,
                  table_id: intent.tableId,
                  is_inside: mutation.changes[0]!.patch.is_inside!,
                  qty,
                });
          return { patches: seats.map((seat) => ({ id: seat.id, patch: seat })) };
        }
        case 'delete': {
          const [seat] = mutation.rows!;
          await api.call(seatingEndpoints.destroy, { wedding_id, table_id: seat!.table_id, guest_id: seat!.guest_id, qty: mutation.ids.length });
          return undefined;
        }
      }
    } catch (error) {
      throw seatingRefusal(error);
    }
  };
}

/** One change of the table types list: an edit or a delete (new types are saved by `createTableType`, first). */
function persistTableTypes(weddingId: number) {
  return async (mutation: Mutation<TableType, TableTypeIntent>): Promise<PersistAnswer<TableType> | undefined> => {
    const wedding_id = weddingId;
    switch (mutation.kind) {
      case 'create':
        // A new type is saved by `createTableType` before a table may use it, never through the list.
        throw new Error('table types are created by createTableType, not through the types list');
      case 'update': {
        const [{ id, patch }] = mutation.changes as [{ id: number; patch: Partial<TableType> }];
        const saved = await api.call(tableTypesEndpoints.update, {
          wedding_id,
          id,
          name: patch.name,
          shape: patch.shape,
          width: patch.width,
          height: patch.height,
        });
        // A round type's sides are evened out by the server: the screen takes what it stored.
        return { patches: [{ id, patch: saved }] };
      }
      case 'delete':
        await api.call(tableTypesEndpoints.destroy, { wedding_id, id: mutation.ids[0]! });
        return undefined;
    }
  };
}

/** Spec §9: a new type is round, 45 by 45, named "new type" in the person's language. */
const createTableType = ({ wedding_id, name }: NewTableType): Promise<TableType> =>
  api.call(tableTypesEndpoints.create, { wedding_id, name, ...newTableTypeDefaults });

/** The layout image, as multipart: the wedding first (the server checks it before reading the file). */
async function uploadLayout({ weddingId, file }: LayoutUpload): Promise<UploadedLayout> {
  const form = new FormData();
  form.append('wedding_id', String(weddingId));
  form.append('layout', file as File);
  return uploadedLayout.parse(await api.upload<UploadedLayout>(layoutPaths.upload, form));
}

export const tablesApi = { load, persistTables, persistTableTypes, persistSeats, createTableType, uploadLayout };
