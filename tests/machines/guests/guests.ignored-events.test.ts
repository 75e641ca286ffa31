import { describe } from 'vitest';
import type { AnyEventObject, AnyStateMachine, StateValue } from 'xstate';
import { guestExportMachine } from '../../../machines/guests/guest-export.machine';
import { guestImportMachine, initialImportContext, type GuestImportContext } from '../../../machines/guests/guest-import.machine';
import { guestPermissions } from '../../../machines/guests/guest-rows';
import { defaultLevels, guestStatisticsMachine } from '../../../machines/guests/guest-statistics.machine';
import { guestsMachine, initialGuestsContext, type GuestsContext } from '../../../machines/guests/guests.machine';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { attendingFilters } from './guest-dialogs.events';
import { chosenFile, importRowErrors, importValidated } from './guest-import.events';
import { ana, bruno, family, friends, inviters } from './guest-world';

/**
 * What the guests page, its import wizard and its dialogs must ignore where they are (issue 23
 * item 29): an "import" after row errors, a confirmation of another dialog, a second bulk change
 * while one waits for its confirmation, a level already chosen at another level. The walks only
 * follow what the machines accept; these rows try what they must not.
 */

const at = (machine: AnyStateMachine, value: StateValue, context: object) => () => machine.resolveState({ value, context });

// ─── The import wizard ───────────────────────────────────────────────────────────────────────

const wizard = (value: StateValue, context: Partial<GuestImportContext> = {}) =>
  at(guestImportMachine, value, { ...initialImportContext, file: chosenFile, ...context } satisfies GuestImportContext);

const lateAnswers: AnyEventObject[] = [
  { type: 'upload.validated', result: importValidated },
  { type: 'upload.rowErrors', rejection: importRowErrors },
  { type: 'upload.progress', loaded: 1, total: 2 },
];
const importStart = { type: 'import.start' };
const skip = { type: 'duplicates.skip', skip: false };
const validate = { type: 'file.validate', language: 'en' };

describe('guests import wizard', () => {
  describeIgnoredEvents([
    { state: 'closed', snapshot: wizard('closed'), ignores: [importStart, validate, { type: 'file.choose', file: chosenFile }, ...lateAnswers] },
    { state: 'upload', snapshot: wizard('upload', { file: null }), ignores: [validate, importStart, skip, { type: 'import.back' }, ...lateAnswers] },
    {
      state: 'validating',
      snapshot: wizard('validating'),
      ignores: [importStart, validate, skip, { type: 'file.choose', file: chosenFile }, { type: 'import.back' }],
    },
    { state: 'valid', snapshot: wizard('valid', { validated: importValidated }), ignores: [validate, { type: 'upload.cancel' }, ...lateAnswers] },
    // Rows with errors cannot be imported: only Back or close.
    { state: 'rowErrors', snapshot: wizard('rowErrors', { rowErrors: importRowErrors }), ignores: [importStart, skip, validate, ...lateAnswers] },
    { state: 'missingNameColumn', snapshot: wizard('missingNameColumn'), ignores: [importStart, skip, validate, ...lateAnswers] },
    // The rows are being written, all or none: nothing stops it or starts another.
    {
      state: 'importing',
      snapshot: wizard('importing', { validated: importValidated }),
      ignores: [
        { type: 'import.close' },
        { type: 'import.back' },
        { type: 'upload.cancel' },
        importStart,
        skip,
        validate,
        { type: 'file.choose', file: chosenFile },
      ],
    },
  ]);
});

// ─── The statistics and export dialogs ──────────────────────────────────────────────────────

describe('guest statistics dialog', () => {
  describeIgnoredEvents([
    {
      state: 'closed',
      snapshot: at(guestStatisticsMachine, 'closed', { levels: defaultLevels }),
      ignores: [{ type: 'statistics.pick', filters: attendingFilters }],
    },
    {
      state: 'open',
      snapshot: at(guestStatisticsMachine, 'open', { levels: ['status', 'category', 'none', 'none', 'none'] }),
      ignores: [
        // A grouping already chosen at another level (issue 23 item 19), and a level that is not one of the five.
        { type: 'statistics.level', index: 1, level: 'status' },
        { type: 'statistics.level', index: 2, level: 'category' },
        { type: 'statistics.level', index: 7, level: 'table' },
        { type: 'statistics.open' },
      ],
    },
  ]);
});

describe('guests export dialog', () => {
  const exporter = (value: StateValue) => at(guestExportMachine, value, { columns: ['phone'], scope: 'all' });
  const start = { type: 'export.start', language: 'en', shown: [ana.id] };
  describeIgnoredEvents([
    { state: 'closed', snapshot: exporter('closed'), ignores: [start, { type: 'export.column', column: 'phone', include: false }, { type: 'download.saved' }] },
    // The file is on its way: nothing changes what it holds, and it cannot be asked for twice.
    {
      state: 'exporting',
      snapshot: exporter('exporting'),
      ignores: [start, { type: 'export.column', column: 'phone', include: false }, { type: 'export.scope', scope: 'shown' }, { type: 'export.close' }],
    },
  ]);
});

// ─── The guests page's confirmations ─────────────────────────────────────────────────────────

const page = (regions: Partial<Record<'view' | 'form' | 'selection' | 'dialog' | 'categories', string>>, context: Partial<GuestsContext> = {}) =>
  at(guestsMachine, { ready: { view: 'default', form: 'closed', selection: 'off', dialog: 'closed', categories: 'idle', ...regions } }, {
    ...initialGuestsContext({ weddingId: 3, userId: 2, inviters }),
    can: guestPermissions(['ADD', 'EDIT', 'DELETE', 'RSVP']),
    categories: [family, friends],
    ...context,
  } satisfies GuestsContext);

const bulkStatus = { type: 'bulk.update', column: 'status_id', value: 1 };

describe('guests page', () => {
  describeIgnoredEvents([
    {
      state: 'loading',
      snapshot: at(guestsMachine, 'loading', initialGuestsContext({ weddingId: 3, userId: 2, inviters })),
      // A check-in at the door changes nothing the list shows: the read carries on.
      ignores: [{ type: 'guest.add' }, { type: 'load.retry' }, { type: 'live.change', change: { kind: 'seats.updated', seats: [] } }],
    },
    {
      state: { ready: { dialog: 'confirmingDelete' } },
      snapshot: page({ dialog: 'confirmingDelete' }, { deleting: bruno }),
      ignores: [{ type: 'bulk.confirm' }, { type: 'guest.delete', guest: ana }, { type: 'bulk.delete' }, { type: 'category.confirmDelete' }],
    },
    {
      state: { ready: { dialog: 'confirmingBulk' } },
      snapshot: page({ selection: 'on', dialog: 'confirmingBulk' }, { selected: [ana.id], bulk: { kind: 'delete' } }),
      ignores: [{ type: 'delete.confirm' }, bulkStatus, { type: 'bulk.delete' }, { type: 'guest.delete', guest: ana }],
    },
    // Nothing selected: nothing to change or delete.
    { state: { ready: { selection: 'on', dialog: 'closed' } }, snapshot: page({ selection: 'on' }), ignores: [bulkStatus, { type: 'bulk.delete' }] },
    {
      state: { ready: { selection: 'off' } },
      snapshot: page({}),
      ignores: [{ type: 'select.guest', id: ana.id }, { type: 'select.shown', rows: [ana] }, { type: 'select.none' }],
    },
    {
      state: { ready: { form: 'closed' } },
      snapshot: page({}),
      ignores: [{ type: 'form.save', newGuestId: -1 }, { type: 'category.draft' }, { type: 'category.create' }],
    },
    {
      state: { ready: { categories: 'creating' } },
      snapshot: page({ form: 'adding', categories: 'creating' }, { categoryDraft: { name: 'Work', colorId: 1 } }),
      ignores: [
        { type: 'category.create' },
        { type: 'category.draftChange', name: 'Other' },
        { type: 'category.cancelDraft' },
        { type: 'category.delete', category: family },
      ],
    },
    {
      state: { ready: { categories: 'deleting' } },
      snapshot: page({ form: 'editing', categories: 'deleting' }, { editing: ana, deletingCategory: family }),
      ignores: [{ type: 'category.confirmDelete' }, { type: 'category.delete', category: friends }, { type: 'category.draft' }],
    },
  ]);
});
