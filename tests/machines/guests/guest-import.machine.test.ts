import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, sendTo, waitFor, type ActorRefFrom, type EventObject } from 'xstate';
import {
  guestImportMachine,
  importTemplateDownload,
  selectUploadPercent,
  type GuestImportEvent,
  type ImportedGuests,
  type ImportGuestsInput,
  type UploadEvent,
  type ValidateFileInput,
} from '../../../machines/guests/guest-import.machine';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';
import { chosenFile, importEvents, importValidated } from './guest-import.events';
import { ana, bruno, family } from './guest-world';

const file = chosenFile;
const validated = importValidated;

interface Upload {
  input: ValidateFileInput;
  tell: (event: UploadEvent) => void;
  aborted: boolean;
}

/**
 * The wizard under a parent that records what it is handed, with an upload the test drives
 * (progress and answer, as the app's XHR would) and an import answered by `importGuests`.
 */
function start(importGuests: (input: ImportGuestsInput) => Promise<ImportedGuests> = () => new Promise(() => {})) {
  const uploads: Upload[] = [];
  const templates: string[] = [];
  const handed: EventObject[] = [];
  const wizard = guestImportMachine.provide({
    actors: {
      validateFile: fromCallback<EventObject, ValidateFileInput>(({ input, sendBack }) => {
        const upload: Upload = { input, tell: sendBack, aborted: false };
        uploads.push(upload);
        return () => void (upload.aborted = true);
      }),
      importGuests: fromPromise(({ input }) => importGuests(input)),
      template: importTemplateDownload.provide({ actors: { download: fromPromise(async ({ input }) => void templates.push(input.request.language)) } }),
    },
  });
  const parent = createMachine({
    types: {} as { events: EventObject },
    invoke: { id: 'wizard', src: wizard },
    on: {
      'guests.imported': { actions: ({ event }) => void handed.push(event) },
      '*': { actions: sendTo('wizard', ({ event }) => event) },
    },
  });
  const actor = createActor(parent);
  const notices = collectNotices(actor);
  actor.start();
  // The parent knows its child by id only; this is the wizard it invoked.
  const child = () => actor.getSnapshot().children.wizard as ActorRefFrom<typeof guestImportMachine>;
  return { send: (event: GuestImportEvent) => child().send(event), state: () => child().getSnapshot(), uploads, templates, handed, notices, child };
}

describe('guests import wizard', () => {
  it('uploads the chosen file with its progress, shows it valid, imports skipping duplicates, hands the guests over and closes', async () => {
    let asked: ImportGuestsInput | null = null;
    const imported: ImportedGuests = { guests: [ana, { ...bruno, id: 40 }], categories: [family] };
    const wizard = start(async (input) => {
      asked = input;
      return imported;
    });
    wizard.send({ type: 'import.open' });
    // Nothing to send before a file is chosen.
    wizard.send({ type: 'file.validate', language: 'es' });
    expect(wizard.state().value).toBe('upload');
    wizard.send({ type: 'file.choose', file });
    wizard.send({ type: 'file.validate', language: 'es' });
    expect(wizard.state().value).toBe('validating');
    expect(wizard.uploads.map((upload) => upload.input)).toEqual([{ file, language: 'es' }]);
    expect(selectUploadPercent(wizard.state())).toBeNull();
    wizard.uploads[0]!.tell({ type: 'upload.progress', loaded: 512, total: 2048 });
    expect(selectUploadPercent(wizard.state())).toBe(25);
    wizard.uploads[0]!.tell({ type: 'upload.validated', result: validated });
    expect(wizard.state().value).toBe('valid');
    expect(wizard.state().context.skipDuplicates).toBe(true);
    wizard.send({ type: 'import.start' });
    await waitFor(wizard.child(), (snapshot) => snapshot.value === 'closed');
    expect(asked).toEqual({ handle: validated.validated_file_path, skipDuplicates: true, language: 'es' });
    expect(wizard.handed).toEqual([{ type: 'guests.imported', ...imported }]);
    // Ana brings one companion and Bruno two: five people, and one new category.
    expect(wizard.notices).toEqual([{ kind: 'success', message: { key: 'guests.messages.importGuestsSuccess', params: { guests: 5, categories: 1 } } }]);
  });

  it('imports the duplicates too when the person says so', async () => {
    let asked: ImportGuestsInput | null = null;
    const wizard = start(async (input) => {
      asked = input;
      return { guests: [], categories: [] };
    });
    wizard.send({ type: 'import.open' });
    wizard.send({ type: 'file.choose', file });
    wizard.send({ type: 'file.validate', language: 'en' });
    wizard.uploads[0]!.tell({ type: 'upload.validated', result: validated });
    wizard.send({ type: 'duplicates.skip', skip: false });
    wizard.send({ type: 'import.start' });
    await waitFor(wizard.child(), (snapshot) => snapshot.value === 'closed');
    expect(asked).toMatchObject({ skipDuplicates: false });
  });

  it('shows row errors or the missing name column, and Back returns to upload without the file', () => {
    const wizard = start();
    wizard.send({ type: 'import.open' });
    wizard.send({ type: 'file.choose', file });
    wizard.send({ type: 'file.validate', language: 'en' });
    const rejection = { errors: [{ row: 2, column: 'name' as const, rule: 'required' as const, value: '' }], moreRows: 3, rows: 9 };
    wizard.uploads[0]!.tell({ type: 'upload.rowErrors', rejection });
    expect(wizard.state().value).toBe('rowErrors');
    expect(wizard.state().context.rowErrors).toEqual(rejection);
    wizard.send({ type: 'import.back' });
    expect(wizard.state().value).toBe('upload');
    expect(wizard.state().context.file).toBeNull();

    wizard.send({ type: 'file.choose', file });
    wizard.send({ type: 'file.validate', language: 'en' });
    wizard.uploads[1]!.tell({ type: 'upload.failed', error: { code: 'no_name_column', messageKey: 'errors.no_name_column' } });
    expect(wizard.state().value).toBe('missingNameColumn');
  });

  it('goes back to upload with the server’s reason, or the spec’s message when it gave none', () => {
    const wizard = start();
    wizard.send({ type: 'import.open' });
    wizard.send({ type: 'file.choose', file });
    wizard.send({ type: 'file.validate', language: 'en' });
    wizard.uploads[0]!.tell({ type: 'upload.failed', error: { code: 'import_file_too_large', messageKey: 'errors.import_file_too_large' } });
    expect(wizard.state().value).toBe('upload');
    expect(wizard.state().context.error).toBe('errors.import_file_too_large');
    // The file stays chosen: one click tries again, and the message goes.
    wizard.send({ type: 'file.validate', language: 'en' });
    expect(wizard.state().context.error).toBeNull();
    wizard.uploads[1]!.tell({ type: 'upload.failed', error: { code: 'generic_error', messageKey: 'errors.generic_error' } });
    expect(wizard.state().context.error).toBe('guests.messages.validateError');
  });

  it('an import that fails goes back to upload with the import-file error and hands nothing over', async () => {
    const wizard = start(() => Promise.reject({ code: 'generic_error', messageKey: 'errors.generic_error' }));
    wizard.send({ type: 'import.open' });
    wizard.send({ type: 'file.choose', file });
    wizard.send({ type: 'file.validate', language: 'en' });
    wizard.uploads[0]!.tell({ type: 'upload.validated', result: validated });
    wizard.send({ type: 'import.start' });
    // No way out while the rows are written.
    wizard.send({ type: 'import.close' });
    wizard.send({ type: 'import.back' });
    expect(wizard.state().value).toBe('importing');
    await waitFor(wizard.child(), (snapshot) => snapshot.value === 'upload');
    expect(wizard.state().context.error).toBe('guests.messages.importFileError');
    expect(wizard.handed).toEqual([]);
  });

  it('cancelling or closing aborts the upload, and a late answer changes nothing', () => {
    const wizard = start();
    wizard.send({ type: 'import.open' });
    wizard.send({ type: 'file.choose', file });
    wizard.send({ type: 'file.validate', language: 'en' });
    wizard.send({ type: 'upload.cancel' });
    expect(wizard.uploads[0]!.aborted).toBe(true);
    wizard.uploads[0]!.tell({ type: 'upload.validated', result: validated });
    expect(wizard.state().value).toBe('upload');
    wizard.send({ type: 'file.validate', language: 'en' });
    wizard.send({ type: 'import.close' });
    expect(wizard.uploads[1]!.aborted).toBe(true);
    expect(wizard.state().value).toBe('closed');
  });

  it('offers the template in the language asked for, and opens afresh', async () => {
    const wizard = start();
    wizard.send({ type: 'import.open' });
    wizard.send({ type: 'template.download', language: 'es' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(wizard.templates).toEqual(['es']);
    wizard.send({ type: 'file.choose', file });
    wizard.send({ type: 'import.close' });
    wizard.send({ type: 'import.open' });
    expect(wizard.state().context.file).toBeNull();
  });

  describe('paths', () => {
    describePathCoverage(guestImportMachine.provide({ actions: { handOver: () => {} } }), {
      // The file, the answers and the errors tell screens apart; the progress figures do not.
      stateKey: (snapshot) => ({ ...snapshot.context, progress: snapshot.context.progress !== null }),
      events: importEvents,
    });
  });
});
