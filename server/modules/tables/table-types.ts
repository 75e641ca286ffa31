import { and, eq, sql } from 'drizzle-orm';
import { resolveTypeSize, type TableShape, type TableType, type TableTypePatch } from '../../../contract/tables';
import type { Database, Executor } from '../../db/client';
import { DomainError, notFound } from '../../shared/domain-error';
import { publish } from '../events/outbox';
import { isTypeInUse } from './constraints';
import { isAnyOf } from './id-lists';
import { tableTypes } from './schema';

type TableTypeRow = typeof tableTypes.$inferSelect;

export const toTableType = (row: TableTypeRow): TableType => ({
  id: row.id,
  name: row.name,
  shape: row.shape as TableShape,
  height: row.height,
  width: row.width,
  wedding_id: row.weddingId,
});

/** The wedding's types in their wire shape, for a list the database builds as JSON. */
export const tableTypesSelect = (weddingId: number) =>
  sql`select ${tableTypes.id}, ${tableTypes.name}, ${tableTypes.shape}, ${tableTypes.height}, ${tableTypes.width}, ${tableTypes.weddingId} as wedding_id
    from ${tableTypes} where ${tableTypes.weddingId} = ${weddingId}`;

/**
 * Checks that every type named belongs to the wedding and keeps them there until the
 * transaction ends: a key-share lock lets tables point at them while a concurrent delete waits.
 */
export async function holdTableTypes(tx: Executor, weddingId: number, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const rows = await tx
    .select({ id: tableTypes.id })
    .from(tableTypes)
    .where(and(eq(tableTypes.weddingId, weddingId), isAnyOf(tableTypes.id, wanted)))
    .for('key share');
  if (rows.length !== wanted.length) throw notFound();
}

export function createTableType(db: Database, weddingId: number, fields: { name: string; shape: TableShape; width: number; height: number }) {
  const size = resolveTypeSize(null, fields);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tableTypes)
      .values({ weddingId, name: fields.name, ...size })
      .returning();
    const tableType = toTableType(row!);
    await publish(tx, weddingId, [{ kind: 'tableTypes.saved', tableType }]);
    return tableType;
  });
}

/**
 * Applies a change to one of the wedding's types inside the caller's transaction. The row lock
 * is the one an update takes anyway (no key update), so it never waits on the key-share locks
 * of calls that only point tables at the type.
 */
export async function changeTableType(tx: Executor, weddingId: number, id: number, change: TableTypePatch): Promise<TableType> {
  const [current] = await tx
    .select()
    .from(tableTypes)
    .where(and(eq(tableTypes.id, id), eq(tableTypes.weddingId, weddingId)))
    .for('no key update');
  if (!current) throw notFound();
  const size = resolveTypeSize({ shape: current.shape as TableShape, width: current.width, height: current.height }, change);
  const [row] = await tx
    .update(tableTypes)
    .set({ ...(change.name !== undefined ? { name: change.name } : {}), ...size })
    .where(eq(tableTypes.id, id))
    .returning();
  return toTableType(row!);
}

export const updateTableType = (db: Database, weddingId: number, id: number, change: TableTypePatch) =>
  db.transaction(async (tx) => {
    const tableType = await changeTableType(tx, weddingId, id, change);
    await publish(tx, weddingId, [{ kind: 'tableTypes.saved', tableType }]);
    return tableType;
  });

/** Refused with `table_type_in_use` while any table still has the type. */
export async function deleteTableType(db: Database, weddingId: number, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(tableTypes)
        .where(and(eq(tableTypes.id, id), eq(tableTypes.weddingId, weddingId)))
        .returning({ id: tableTypes.id });
      if (deleted.length === 0) throw notFound();
      await publish(tx, weddingId, [{ kind: 'tableTypes.deleted', id }]);
    });
  } catch (error) {
    if (isTypeInUse(error)) throw new DomainError('table_type_in_use');
    throw error;
  }
}
