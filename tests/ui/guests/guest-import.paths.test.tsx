import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { i18nObject } from '../../../i18n/i18n-util';
import type { ActionCode } from '../../../contract/permissions';
import { guestImportMachine, type ImportRowErrors } from '../../../machines/guests/guest-import.machine';
import type { MessageKey } from '../../../machines/shared/messages';
import { importEvents, importedGuests } from '../../machines/guests/guest-import.events';
import { FakeUploads } from '../../support/ui/fake-uploads';
import type { RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { openLoadedGuestsPage } from './guests-screen';

const LL = i18nObject('en');
const labels = LL.guests.import;

interface Driver {
  app: RenderedApp;
  uploads: FakeUploads;
}

const dialog = () => screen.queryByRole('dialog', { name: labels.title() });
const inDialog = () => within(dialog()!);
const importButton = () => within(screen.getByRole('main')).getByRole('button', { name: LL.guests.actions.import() });
const fileInput = () => inDialog().getByLabelText(labels.chooseFile());

/** A message key as the screen shows it. */
function text(key: MessageKey): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], LL);
  return (found as () => string)();
}

const validatePath = '/guests/import_validate';

const openGuests = async (actions: ActionCode[]): Promise<Driver> => {
  // jsdom has no object URLs: saving the template needs one.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:template', revokeObjectURL: () => {} }));
  const uploads = new FakeUploads().install();
  return { app: await openLoadedGuestsPage(actions), uploads };
};

const rejectionBody = (rejection: ImportRowErrors) => ({
  error: { code: 'validation_error' },
  validationErrors: rejection.errors,
  data: { columns: ['name', 'companions'], ignored_columns: [], rows: rejection.rows, more_rows: rejection.moreRows },
});

describe('guests import wizard, along its machine’s paths', () => {
  describeUiPaths<Driver>({
    // Alone, it has no guests page to hand the guests to (the rendered page, walked below, does).
    machine: guestImportMachine.provide({ actions: { handOver: () => {} } }),
    events: importEvents,
    // A small wizard: every way into every step, so a screen that depends on where the person came from shows.
    cover: 'transitions',
    stateKey: (snapshot) => ({ file: snapshot.context.file !== null, error: snapshot.context.error, skip: snapshot.context.skipDuplicates }),
    open: () => openGuests(['ADD', 'EDIT', 'DELETE', 'RSVP']),
    perform: {
      'import.open': async ({ app }) => {
        await app.user.click(importButton());
        // The focus goes to the dialog's heading.
        await waitFor(() => expect(document.activeElement).toHaveTextContent(labels.title()));
      },
      'import.close': async ({ app }) => {
        await app.user.click(inDialog().getByRole('button', { name: LL.common.close() }));
        // And back to the Import button.
        await waitFor(() => expect(importButton()).toHaveFocus());
      },
      'file.choose': async ({ app }) => {
        await app.user.upload(fileInput(), new File(['Name;Acompañantes\nElena Ríos;2'], 'guests.csv', { type: 'text/csv' }));
      },
      'template.download': async ({ app }) => {
        await app.user.click(inDialog().getByRole('button', { name: labels.template() }));
        // The template in the language on screen.
        expect((await app.backend.answer('GET /guests/import_template')).query).toEqual({ language: 'en' });
      },
      'file.validate': async ({ app, uploads }) => {
        await app.user.click(inDialog().getByRole('button', { name: labels.validate() }));
        const sent = await uploads.next(validatePath);
        expect(sent.fields).toEqual({ wedding_id: '3', language: 'en' });
        expect(await sent.files.file!.text()).toBe('Name;Acompañantes\nElena Ríos;2');
      },
      'upload.progress': async ({ uploads }, event) => (await uploads.next(validatePath)).progress(event.loaded, event.total),
      'upload.validated': async ({ uploads }, event) => (await uploads.next(validatePath)).answer(200, { data: event.result }),
      'upload.rowErrors': async ({ uploads }, event) => (await uploads.next(validatePath)).answer(422, rejectionBody(event.rejection)),
      'upload.failed': async ({ uploads }, event) => (await uploads.next(validatePath)).answer(422, { error: { code: event.error.code } }),
      'upload.cancel': async ({ app, uploads }) => {
        const sent = await uploads.next(validatePath);
        await app.user.click(inDialog().getByRole('button', { name: LL.guests.form.cancel() }));
        expect(sent.aborted).toBe(true);
      },
      'duplicates.skip': ({ app }) => app.user.click(inDialog().getByRole('radio', { name: labels.importAnyway() })),
      'import.back': ({ app }) => app.user.click(inDialog().getByRole('button', { name: labels.back() })),
      'import.start': async ({ app }) => {
        const skipping = inDialog().getByRole('radio', { name: labels.skipDuplicates() }) as HTMLInputElement;
        await app.user.click(inDialog().getByRole('button', { name: labels.import() }));
        expect((await app.backend.next('POST /guests/import')).body).toEqual({
          wedding_id: 3,
          validated_file_path: 'a'.repeat(32),
          language: 'en',
          skip_duplicates: skipping.checked,
        });
      },
      'xstate.done.actor.importGuests': async ({ app }, event: AnyEventObject) => {
        await app.backend.answer('POST /guests/import', { ...event.output, skipped: 0 });
        // The new guest and category are on the list without a reload, and the toast counts people.
        const [elena] = importedGuests.guests;
        expect(await screen.findByRole('row', { name: new RegExp(elena!.name) })).toHaveTextContent('Neighbours');
        await waitFor(() => expect(app.toasts()).toContain(LL.guests.messages.importGuestsSuccess({ guests: 3, categories: 1 })));
      },
      'xstate.error.actor.importGuests': async ({ app }, event) => {
        await app.backend.refuse('POST /guests/import', 422, event.error.code);
      },
    },
    shows: {
      'guestImport.closed': () => {
        expect(dialog()).toBeNull();
      },
      'guestImport.upload': (_, snapshot: AnyMachineSnapshot) => {
        expect(fileInput()).toBeEnabled();
        expect(inDialog().getByRole('button', { name: labels.validate() })).toHaveProperty('disabled', snapshot.context.file === null);
        const error = snapshot.context.error as MessageKey | null;
        if (error) expect(inDialog().getByRole('alert')).toHaveTextContent(text(error));
        else expect(inDialog().queryByRole('alert')).toBeNull();
      },
      'guestImport.validating': (_, snapshot: AnyMachineSnapshot) => {
        expect(fileInput()).toBeDisabled();
        expect(inDialog().getByRole('progressbar')).toBeVisible();
        if (snapshot.context.progress) expect(dialog()).toHaveTextContent(labels.uploaded({ percent: 50 }));
        expect(inDialog().getByRole('button', { name: labels.validating() })).toBeDisabled();
      },
      'guestImport.valid': (_, snapshot: AnyMachineSnapshot) => {
        expect(dialog()).toHaveTextContent(labels.valid({ rows: 2 }));
        expect(dialog()).toHaveTextContent(labels.columnsFound({ columns: 'Name, Companions, Category' }));
        // Skipping the duplicates skips the category only Bruno's row names (issue 23 item 19).
        const newCategories = labels.newCategories({ names: snapshot.context.skipDuplicates ? 'Family' : 'Family, Old friends' });
        expect(inDialog().getByText(labels.newCategories({ names: '' }), { exact: false }).textContent).toBe(newCategories);
        expect(dialog()).toHaveTextContent(labels.duplicateRow({ row: 3, name: 'Bruno Díaz' }));
        expect(inDialog().getByRole('radio', { name: labels.skipDuplicates() })).toHaveProperty('checked', snapshot.context.skipDuplicates);
        expect(inDialog().getByRole('button', { name: labels.import() })).toBeEnabled();
      },
      'guestImport.rowErrors': () => {
        const rows = within(inDialog().getByRole('table')).getAllByRole('row');
        expect(rows.map((row) => row.textContent)).toEqual([
          `${labels.row()}${labels.column()}${labels.problem()}`,
          `2${LL.guestsExport.columns.name()}${labels.rules.required()}`,
          `4${LL.guestsExport.columns.companions()}${labels.rules.max({ max: 100 })}“300”`,
        ]);
        expect(dialog()).toHaveTextContent(labels.moreRows({ count: 3 }));
      },
      'guestImport.missingNameColumn': () => {
        expect(inDialog().getByRole('alert')).toHaveTextContent(labels.noNameColumn());
      },
      'guestImport.importing': () => {
        expect(inDialog().getByRole('button', { name: labels.importing() })).toBeDisabled();
        expect(inDialog().getByRole('button', { name: labels.back() })).toBeDisabled();
      },
    },
  });
});

describe('guests import wizard, by rights', () => {
  it('offers Import only to those who may add guests (part 2 §6)', async () => {
    await openGuests(['EDIT', 'DELETE', 'RSVP']);
    expect(within(screen.getByRole('main')).queryByRole('button', { name: LL.guests.actions.import() })).toBeNull();
  }, 30_000);
});
