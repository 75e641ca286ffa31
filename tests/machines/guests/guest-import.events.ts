import type { AnyEventObject } from 'xstate';
import type { ImportValidated } from '../../../contract/guests';
import type { ImportedGuests } from '../../../machines/guests/guest-import.machine';
import { family, guest } from './guest-world';

/**
 * The import wizard's events with their payloads, shared by its machine's coverage test and the
 * rendered walk (tests/ui/guests/guest-import.paths.test.tsx), so the two cannot drift apart.
 */

export const chosenFile = { name: 'guests.csv', size: 2048 };

export const importValidated: ImportValidated = {
  columns: ['name', 'companions', 'category'],
  ignored_columns: ['Notes'],
  rows: 2,
  validated_file_path: 'a'.repeat(32),
  new_categories: ['Family', 'Old friends'],
  // Only Bruno Díaz, a duplicate, is of Old friends.
  new_categories_skipping_duplicates: ['Family'],
  duplicates: { total: 1, rows: [{ row: 3, name: 'Bruno Díaz', guest_id: 12 }] },
};

export const importRowErrors = {
  errors: [
    { row: 2, column: 'name' as const, rule: 'required' as const, value: '' },
    { row: 4, column: 'companions' as const, rule: 'max' as const, value: '300', max: 100 },
  ],
  moreRows: 3,
  rows: 9,
};

export const importedGuests: ImportedGuests = {
  guests: [guest({ id: 40, name: 'Elena Ríos', companions: 2, category_id: 9 })],
  categories: [{ ...family, id: 9, name: 'Neighbours' }],
};

export const importEvents: readonly AnyEventObject[] = [
  { type: 'import.open' },
  { type: 'import.close' },
  { type: 'file.choose', file: chosenFile },
  { type: 'template.download', language: 'en' },
  { type: 'file.validate', language: 'en' },
  { type: 'upload.progress', loaded: 1024, total: 2048 },
  { type: 'upload.validated', result: importValidated },
  { type: 'upload.rowErrors', rejection: importRowErrors },
  { type: 'upload.failed', error: { code: 'no_name_column', messageKey: 'errors.no_name_column' } },
  { type: 'upload.failed', error: { code: 'invalid_import_file', messageKey: 'errors.invalid_import_file' } },
  { type: 'upload.cancel' },
  { type: 'duplicates.skip', skip: false },
  { type: 'import.back' },
  { type: 'import.start' },
  { type: 'xstate.done.actor.importGuests', output: importedGuests },
  { type: 'xstate.error.actor.importGuests', error: { code: 'import_expired', messageKey: 'errors.import_expired' } },
];
