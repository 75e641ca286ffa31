import { z } from 'zod';
import { defaultGuestStatusId, guestEndpoints, guestFiles, importRejection, importValidated, type GuestCategory } from '../../../contract/guests';
import type { InputOf } from '../../../contract/endpoint';
import type { ActionCode } from '../../../contract/permissions';
import { weddingsEndpoints } from '../../../contract/weddings';
import { statusIdOf, type GuestIntent, type GuestRow } from '../../../machines/guests/guest-rows';
import type { LoadedGuests, NewCategory } from '../../../machines/guests/guests.machine';
import { onlyRow, type Mutation, type PersistAnswer } from '../../../machines/shared/optimistic-list';
import { api, type DownloadedFile } from '../../lib/api';
import type { GuestExportRequest } from '../../../machines/guests/guest-export.machine';
import type { ImportedGuests, ImportGuestsInput, UploadEvent, ValidateFileInput } from '../../../machines/guests/guest-import.machine';
import type { Locale } from '../../../contract/person';
import { toApiError } from '../../lib/api-error';
import { uploadWithProgress, type UploadAnswer, type UploadProgressListener } from '../../lib/upload';

/** The guests calls of part 2 §7; `persistGuest` turns one queued change of the list into its call. */

export async function loadGuests(weddingId: number): Promise<LoadedGuests> {
  const [{ guests }, { categories }, { actions }] = await Promise.all([
    api.call(guestEndpoints.index, { wedding_id: weddingId }),
    api.call(guestEndpoints.categories, { wedding_id: weddingId }),
    api.call(weddingsEndpoints.actions, { wedding_id: weddingId, module_code: 'GUESTS' }),
  ]);
  return { guests, categories, actions: actions as ActionCode[] };
}

/** What the server stored and computed itself (a spouse as inviter, seats freed): the row takes it. */
const storedPatch = ({ id: _id, ...stored }: GuestRow) => stored;

/** One change, one call: a bulk change of several guests is one mass call, all or none. */
export function persistGuest(weddingId: number) {
  return async (mutation: Mutation<GuestRow, GuestIntent>): Promise<PersistAnswer<GuestRow> | undefined> => {
    switch (mutation.kind) {
      case 'create': {
        const { id: _temporary, tables: _tables, seats: _seats, wedding_id: _wedding, ...fields } = onlyRow(mutation.rows);
        const stored = await api.call(guestEndpoints.create, { ...fields, status_id: statusIdOf(fields.status_id), wedding_id: weddingId });
        return { ids: [stored.id], patches: [{ id: stored.id, patch: storedPatch(stored) }] };
      }
      case 'delete':
        if (mutation.ids.length === 1) await api.call(guestEndpoints.destroy, { id: onlyRow(mutation.ids) });
        // In a body, as the contract allows: a selection of thousands of scattered ids does not fit in an address.
        else
          await api.delete(guestEndpoints.massDestroy.path, {
            body: { wedding_id: weddingId, ids: mutation.ids } satisfies InputOf<typeof guestEndpoints.massDestroy>,
          });
        return undefined;
      case 'update':
        return persistUpdate(weddingId, mutation);
    }
  };
}

async function persistUpdate(
  weddingId: number,
  mutation: Extract<Mutation<GuestRow, GuestIntent>, { kind: 'update' }>,
): Promise<PersistAnswer<GuestRow> | undefined> {
  const { intent } = mutation;
  if (intent === 'details') {
    const { id, patch } = onlyRow(mutation.changes);
    const { tables: _tables, seats: _seats, wedding_id: _wedding, status_id, ...fields } = patch;
    const stored = await api.call(guestEndpoints.update, { id, ...fields, ...(status_id === undefined ? {} : { status_id: statusIdOf(status_id) }) });
    return { patches: [{ id, patch: storedPatch(stored) }] };
  }
  if (intent === 'status') {
    const { id, patch } = onlyRow(mutation.changes);
    await api.call(guestEndpoints.updateStatus, { id, status_id: statusIdOf(patch.status_id!) });
    return undefined;
  }
  const ids = mutation.changes.map((change) => change.id);
  const value = mutation.changes[0]!.patch[intent.column] ?? null;
  await api.call(guestEndpoints.massUpdate, massUpdateOf(weddingId, ids, intent.column, value));
  return undefined;
}

function massUpdateOf(weddingId: number, ids: number[], column: 'category_id' | 'status_id' | 'invitedBy_id', value: number | null) {
  switch (column) {
    case 'status_id':
      return { wedding_id: weddingId, ids, column, status_id: statusIdOf(value ?? defaultGuestStatusId) };
    case 'category_id':
      return { wedding_id: weddingId, ids, column, category_id: value };
    case 'invitedBy_id':
      return { wedding_id: weddingId, ids, column, invitedBy_id: value };
  }
}

export const createCategory = ({ wedding_id, name, color }: NewCategory): Promise<GuestCategory> =>
  api.call(guestEndpoints.createCategory, { wedding_id, name, color_r: color.r, color_g: color.g, color_b: color.b });

export const destroyCategory = async (category: GuestCategory): Promise<void> => {
  await api.call(guestEndpoints.destroyCategory, { id: category.id });
};

/**
 * guests.xlsx: the name, then the columns chosen, in the language asked for; of every guest, or
 * of the guests `ids` names, sent in a body (thousands of scattered ids do not fit in an address).
 */
export function downloadGuestsExport(weddingId: number, { columns, language, ids }: GuestExportRequest): Promise<DownloadedFile> {
  const request = { wedding_id: weddingId, columns: columns.join(','), language };
  return ids
    ? api.downloadPosted(
        guestFiles.exportShown.path,
        { ...request, ids } satisfies z.input<typeof guestFiles.exportShown.body>,
        guestFiles.exportShown.fileName,
      )
    : api.download(guestFiles.export.path, request, guestFiles.export.fileName);
}

/** The import template, in the language on screen. */
export const downloadImportTemplate = (language: Locale): Promise<DownloadedFile> =>
  api.download(guestFiles.importTemplate.path, { language }, `guests-template.xlsx`);

const validatedAnswer = z.object({ data: importValidated });

/** What `import_validate` answered, as the wizard reads it: valid, row errors, or why not (no_name_column among them). */
function validateOutcome({ status, body }: UploadAnswer): UploadEvent {
  const validated = status === 200 ? validatedAnswer.safeParse(body) : null;
  if (validated?.success) return { type: 'upload.validated', result: validated.data.data };
  const rejected = status === 422 ? importRejection.safeParse(body) : null;
  if (rejected?.success) {
    const { validationErrors, data } = rejected.data;
    return { type: 'upload.rowErrors', rejection: { errors: validationErrors, moreRows: data.more_rows, rows: data.rows } };
  }
  // Any other answer, an empty one included, is a failure with the server's reason if it gave one.
  return { type: 'upload.failed', error: toApiError(status, body, 'default') };
}

/** `import_validate` with its upload progress: the wizard's upload events, and a way to abort the upload. */
export function validateImportFile(weddingId: number, { file, language }: ValidateFileInput, onProgress: UploadProgressListener) {
  if (!(file instanceof Blob)) throw new TypeError('the chosen file is not a browser file');
  const form = new FormData();
  form.append('wedding_id', String(weddingId));
  form.append('language', language);
  form.append('file', file, file.name);
  const upload = uploadWithProgress(guestFiles.importValidate.path, form, onProgress);
  return { outcome: upload.answer.then(validateOutcome), abort: upload.abort };
}

export const importGuests = async (weddingId: number, { handle, skipDuplicates, language }: ImportGuestsInput): Promise<ImportedGuests> => {
  const { guests, categories } = await api.call(guestEndpoints.import, {
    wedding_id: weddingId,
    validated_file_path: handle,
    language,
    skip_duplicates: skipDuplicates,
  });
  return { guests, categories };
};
