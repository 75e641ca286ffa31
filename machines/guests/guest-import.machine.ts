import { assertEvent, assign, fromCallback, sendParent, sendTo, setup, type EventObject, type SnapshotFrom } from 'xstate';
import type { GuestCategory, ImportRowError, ImportValidated } from '../../contract/guests';
import type { Locale } from '../../contract/person';
import { createDownload } from '../shared/download.machine';
import { failureCode, failureMessageOr } from '../shared/failure';
import { genericErrorKey, type MessageKey, type NotificationEmitted } from '../shared/messages';
import { notify, successNotice } from '../shared/notify';
import { providedByApp } from '../shared/provided';
import { peopleOf, type GuestRow } from './guest-rows';

/**
 * The guests import wizard (part 2 §2, §4, §8). Upload: the person chooses a spreadsheet (a
 * template in their language is offered) and sends it; validating: the file travels with its
 * progress shown, and can be cancelled (the upload is aborted); then one of three answers:
 * valid (rows, columns, categories to create, and the rows that match a guest already in the
 * wedding, to skip or import anyway), row errors (a table of them), or no name column. Import
 * runs without a cancel; on success the modal closes with `importGuestsSuccess` and the new
 * guests and categories go to the guests page, its parent (`guests.imported`). Any other failure
 * goes back to upload with the spec's message.
 */

/** The file chosen, as the machine needs it (the browser's File is one). */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
}

/** What `import_validate`'s 422 row errors say (contract `importRejection`). */
export interface ImportRowErrors {
  errors: ImportRowError[];
  /** Rows with errors beyond those listed. */
  moreRows: number;
  rows: number;
}

export interface ImportedGuests {
  guests: GuestRow[];
  categories: GuestCategory[];
}

export interface ValidateFileInput {
  file: ChosenFile;
  language: Locale;
}

/** What the upload tells the wizard while the file travels and once the server has read it. */
export type UploadEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.validated'; result: ImportValidated }
  | { type: 'upload.rowErrors'; rejection: ImportRowErrors }
  | { type: 'upload.failed'; error: unknown };

export interface ImportGuestsInput {
  handle: string;
  skipDuplicates: boolean;
  language: Locale;
}

export interface GuestImportContext {
  file: ChosenFile | null;
  language: Locale;
  progress: { loaded: number; total: number } | null;
  validated: ImportValidated | null;
  /** Rows matching a guest already in the wedding are skipped unless the person says otherwise. */
  skipDuplicates: boolean;
  rowErrors: ImportRowErrors | null;
  /** Why the last upload or import failed, shown in the upload step. */
  error: MessageKey | null;
}

export type GuestImportEvent =
  | { type: 'import.open' }
  | { type: 'import.close' }
  | { type: 'file.choose'; file: ChosenFile | null }
  | { type: 'template.download'; language: Locale }
  | { type: 'file.validate'; language: Locale }
  | { type: 'upload.cancel' }
  | { type: 'duplicates.skip'; skip: boolean }
  | { type: 'import.back' }
  | { type: 'import.start' }
  | { type: 'download.saved' }
  | { type: 'download.failed' }
  | UploadEvent;

export const importTemplateDownload = createDownload<{ language: Locale }>(genericErrorKey);

/** The app provides the upload: it reports progress and its answer as `UploadEvent`s, and aborts when stopped. */
const validateFile = fromCallback<EventObject, ValidateFileInput>(() => {
  throw new Error('validateFile is provided by the app');
});

/** The wizard closed, or opened afresh: no file, no answer. */
export const initialImportContext: GuestImportContext = {
  file: null,
  language: 'en',
  progress: null,
  validated: null,
  skipDuplicates: true,
  rowErrors: null,
  error: null,
};

const guestImportSetup = setup({
  types: {
    context: {} as GuestImportContext,
    events: {} as GuestImportEvent,
    emitted: {} as NotificationEmitted,
    children: {} as { template: 'template'; validateFile: 'validateFile'; importGuests: 'importGuests' },
  },
  actors: {
    template: importTemplateDownload,
    validateFile,
    importGuests: providedByApp<ImportedGuests, ImportGuestsInput>('importGuests'),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    isMissingNameColumn: ({ event }) => {
      assertEvent(event, 'upload.failed');
      return failureCode(event.error) === 'no_name_column';
    },
  },
  actions: {
    reset: assign(initialImportContext),
    chooseFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { file: event.file, error: null };
    }),
    downloadTemplate: sendTo('template', ({ event }) => {
      assertEvent(event, 'template.download');
      return { type: 'download.start' as const, request: { language: event.language } };
    }),
    startUpload: assign(({ event }) => {
      assertEvent(event, 'file.validate');
      return { language: event.language, progress: null, error: null };
    }),
    storeProgress: assign({
      progress: ({ event }) => {
        assertEvent(event, 'upload.progress');
        return { loaded: event.loaded, total: event.total };
      },
    }),
    storeValidated: assign(({ event }) => {
      assertEvent(event, 'upload.validated');
      return { validated: event.result, skipDuplicates: true };
    }),
    storeRowErrors: assign({
      rowErrors: ({ event }) => {
        assertEvent(event, 'upload.rowErrors');
        return event.rejection;
      },
    }),
    storeValidateFailure: assign({
      error: ({ event }) => {
        assertEvent(event, 'upload.failed');
        return failureMessageOr(event.error, 'guests.messages.validateError');
      },
    }),
    storeImportFailure: assign({ error: (_, { error }: { error: unknown }) => failureMessageOr(error, 'guests.messages.importFileError') }),
    setSkipDuplicates: assign({
      skipDuplicates: ({ event }) => {
        assertEvent(event, 'duplicates.skip');
        return event.skip;
      },
    }),
    // Back to choosing a file: the answer about the previous one no longer applies.
    forgetAnswer: assign({ file: null, progress: null, validated: null, rowErrors: null }),
    handOver: sendParent((_, imported: ImportedGuests) => ({ type: 'guests.imported' as const, ...imported })),
    notify,
  },
});

/** The success message counts people (companions included) and the categories created. */
const importedNotice = ({ guests, categories }: ImportedGuests) =>
  successNotice('guests.messages.importGuestsSuccess', {
    guests: guests.reduce((people, guest) => people + peopleOf(guest), 0),
    categories: categories.length,
  });

const closeOrBack = { 'import.close': 'closed', 'import.back': { target: 'upload', actions: 'forgetAnswer' } } as const;

export const guestImportMachine = guestImportSetup.createMachine({
  id: 'guestImport',
  context: initialImportContext,
  invoke: { id: 'template', src: 'template' },
  initial: 'closed',
  states: {
    closed: { on: { 'import.open': { target: 'upload', actions: 'reset' } } },
    upload: {
      on: {
        'file.choose': { actions: 'chooseFile' },
        'template.download': { actions: 'downloadTemplate' },
        'file.validate': { guard: 'hasFile', target: 'validating', actions: 'startUpload' },
        'import.close': 'closed',
      },
    },
    // Leaving this state stops the upload actor, which aborts the request.
    validating: {
      invoke: { id: 'validateFile', src: 'validateFile', input: ({ context }) => ({ file: context.file!, language: context.language }) },
      on: {
        'upload.progress': { actions: 'storeProgress' },
        'upload.validated': { target: 'valid', actions: 'storeValidated' },
        'upload.rowErrors': { target: 'rowErrors', actions: 'storeRowErrors' },
        'upload.failed': [
          { guard: 'isMissingNameColumn', target: 'missingNameColumn' },
          { target: 'upload', actions: 'storeValidateFailure' },
        ],
        'upload.cancel': 'upload',
        'import.close': 'closed',
      },
    },
    valid: {
      on: {
        'duplicates.skip': { actions: 'setSkipDuplicates' },
        'import.start': 'importing',
        ...closeOrBack,
      },
    },
    rowErrors: { on: closeOrBack },
    missingNameColumn: { on: closeOrBack },
    // No cancel and no close: the rows are being written, all or none.
    importing: {
      invoke: {
        id: 'importGuests',
        src: 'importGuests',
        input: ({ context }) => ({ handle: context.validated!.validated_file_path, skipDuplicates: context.skipDuplicates, language: context.language }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'notify', params: ({ event }) => importedNotice(event.output) },
            { type: 'handOver', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'upload', actions: { type: 'storeImportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type GuestImportSnapshot = SnapshotFrom<typeof guestImportMachine>;

/** The upload's progress in whole percent, or null before the first report. */
export const selectUploadPercent = (snapshot: GuestImportSnapshot): number | null => {
  const progress = snapshot.context.progress;
  return progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : null;
};
