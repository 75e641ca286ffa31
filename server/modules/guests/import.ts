import { inArray, lt } from 'drizzle-orm';
import { guestLimits, type ImportRejection, type ImportValidated, type Guest, type GuestCategory } from '../../../contract/guests';
import type { Database, Executor } from '../../db/client';
import { DomainError } from '../../shared/domain-error';
import { publish } from '../events/outbox';
import { categoryKey, ensureCategories, firstSpellings, listCategories } from './categories';
import type { HandleOwner, ImportHandles, ValidatedFile } from './import-handles';
import { checkRows, nameKey, type CheckedRow, type RowsCheck } from './import-rows';
import { guestImports } from './schema';
import { guestsByName, insertGuests, inviterFor } from './service';
import { spousesOf, type Spouse } from './spouses';

/** Rows that break the rules: the 422 answer carries them (contract `importRejection`). */
export class ImportRowsRejected extends DomainError {
  readonly body: ImportRejection;
  constructor(file: Pick<ValidatedFile, 'columns' | 'ignored'>, rows: number, check: RowsCheck) {
    super('validation_error');
    this.body = {
      error: { code: 'validation_error' },
      validationErrors: check.errors,
      data: { columns: file.columns, ignored_columns: file.ignored, rows, more_rows: check.moreRows },
    };
  }
}

/** Checks every row against the wedding as it is now (its spouses may have changed since the file was read). */
async function checkAgainstWedding(db: Executor, owner: HandleOwner, file: ValidatedFile): Promise<{ checked: CheckedRow[]; spouses: Spouse[] }> {
  const spouses = await spousesOf(db, owner.weddingId);
  const check = checkRows(file.rows, spouses);
  if (check.errors.length > 0) throw new ImportRowsRejected(file, file.rows.length, check);
  return { checked: check.checked, spouses };
}

async function duplicatesOf(db: Executor, weddingId: number, rows: CheckedRow[]) {
  const existing = await guestsByName(db, weddingId, nameKey);
  return rows.flatMap((row) => {
    const guestId = existing.get(nameKey(row.name));
    return guestId === undefined ? [] : [{ row: row.row, name: row.name, guest_id: guestId }];
  });
}

/**
 * `import_validate`: checks every row of a file read by `readGuestFile` (which refused what is
 * no guest list) and keeps the rows for `import` behind a handle, or answers the rows with errors.
 */
export async function validateImport(db: Database, handles: ImportHandles, owner: HandleOwner, file: ValidatedFile): Promise<ImportValidated> {
  const { checked } = await checkAgainstWedding(db, owner, file);
  const duplicates = await duplicatesOf(db, owner.weddingId, checked);
  const existing = new Set((await listCategories(db, owner.weddingId)).map((category) => categoryKey(category.name)));
  const newCategoriesOf = (rows: CheckedRow[]) =>
    [...firstSpellings(rows.flatMap((row) => (row.category ? [row.category] : [])))].filter(([key]) => !existing.has(key)).map(([, name]) => name);
  const duplicateRows = new Set(duplicates.map((duplicate) => duplicate.row));

  await handles.sweep();
  const handle = await handles.save(owner, file);
  return {
    columns: file.columns,
    ignored_columns: file.ignored,
    rows: file.rows.length,
    validated_file_path: handle,
    new_categories: newCategoriesOf(checked),
    new_categories_skipping_duplicates: newCategoriesOf(checked.filter((row) => !duplicateRows.has(row.row))),
    duplicates: { total: duplicates.length, rows: duplicates.slice(0, guestLimits.importDuplicatesShown) },
  };
}

/** A handle the database has already written: whoever holds its file, it is spent. */
class AlreadyImported extends DomainError {
  constructor() {
    super('import_expired');
  }
}

/**
 * `import`: claims the handle, checks every row again and writes the rows (all of them, or
 * all but the duplicates) and the categories they name that are missing, in one transaction
 * that also records the handle as imported. A spouse's rows are invited by that spouse.
 */
export async function importFile(
  db: Database,
  handles: ImportHandles,
  owner: HandleOwner,
  handle: string,
  skipDuplicates: boolean,
): Promise<{ guests: Guest[]; categories: GuestCategory[]; skipped: number }> {
  const file = await handles.claim(owner, handle);
  try {
    const answer = await db.transaction(async (tx) => {
      const recorded = await tx.insert(guestImports).values({ handle }).onConflictDoNothing().returning({ handle: guestImports.handle });
      if (recorded.length === 0) throw new AlreadyImported();
      const { checked, spouses } = await checkAgainstWedding(tx, owner, file);
      const duplicateRows = skipDuplicates ? new Set((await duplicatesOf(tx, owner.weddingId, checked)).map((duplicate) => duplicate.row)) : new Set();
      const rows = checked.filter((row) => !duplicateRows.has(row.row));
      const categories = await ensureCategories(
        tx,
        owner.weddingId,
        rows.flatMap((row) => (row.category ? [row.category] : [])),
      );
      const guests = await insertGuests(
        tx,
        owner.weddingId,
        rows.map((row) => ({
          name: row.name,
          companions: row.companions,
          category_id: row.category ? categories.byKey.get(categoryKey(row.category))! : null,
          status_id: row.statusId,
          invitedBy_id: inviterFor(spouses, owner.userId, row.invitedById),
          phone: row.phone,
          comments: row.comments,
        })),
      );
      await publish(tx, owner.weddingId, [{ kind: 'guests.imported', guests: guests.length, categories: categories.created.length }]);
      return { guests, categories: categories.created, skipped: checked.length - rows.length };
    });
    await handles.discard(owner, handle);
    return answer;
  } catch (error) {
    if (error instanceof AlreadyImported) await handles.discard(owner, handle);
    else await handles.release(owner, handle);
    throw error;
  }
}

/** Which of these handles an import has written (for the start-up's `settleClaims`). */
export async function importedHandles(db: Executor, handles: string[]): Promise<Set<string>> {
  const rows = await db.select({ handle: guestImports.handle }).from(guestImports).where(inArray(guestImports.handle, handles));
  return new Set(rows.map((row) => row.handle));
}

/** A written handle is kept a day, well past the 30 minutes in which its file could be imported at all. */
const importRecordMs = 24 * 60 * 60_000;

export async function deleteSpentImportRecords(db: Executor): Promise<void> {
  await db.delete(guestImports).where(lt(guestImports.importedAt, new Date(Date.now() - importRecordMs)));
}
