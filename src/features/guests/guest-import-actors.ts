import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { guestImportMachine, importTemplateDownload, type UploadEvent, type ValidateFileInput } from '../../../machines/guests/guest-import.machine';
import { saveFile } from '../../lib/save-file';
import { downloadImportTemplate, importGuests, validateImportFile } from './guests-api';

/** The import wizard with its calls: the template, the upload (progress reported, aborted when the wizard stops it) and the import. */
export const guestImportWithCalls = (weddingId: number) =>
  guestImportMachine.provide({
    actors: {
      template: importTemplateDownload.provide({
        actors: { download: fromPromise(async ({ input }) => saveFile(await downloadImportTemplate(input.request.language))) },
      }),
      validateFile: fromCallback<EventObject, ValidateFileInput>(({ input, sendBack }) => {
        const tell = (event: UploadEvent) => sendBack(event);
        const upload = validateImportFile(weddingId, input, (loaded, total) => tell({ type: 'upload.progress', loaded, total }));
        // Once aborted the wizard has moved on and no longer listens.
        upload.outcome.then(tell, (error: unknown) => tell({ type: 'upload.failed', error }));
        return upload.abort;
      }),
      importGuests: fromPromise(({ input }) => importGuests(weddingId, input)),
    },
  });
