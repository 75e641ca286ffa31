import { describe } from 'vitest';
import type { ActionCode } from '../../../contract/permissions';
import { guestPermissions } from '../../../machines/guests/guest-rows';
import { guestsMachine, initialGuestsContext } from '../../../machines/guests/guests.machine';
import { describePermissionTable } from '../../support/permission-table';
import { ana, family, friends, inviters } from './guest-world';

const guestCodes: ActionCode[] = ['ADD', 'EDIT', 'DELETE', 'RSVP'];

const context = (granted: ActionCode[], selected: number[] = []) => ({
  ...initialGuestsContext({ weddingId: 3, userId: 2, inviters }),
  can: guestPermissions(granted),
  categories: [family, friends],
  selected,
});

const idle = { view: 'default', form: 'closed', selection: 'off', dialog: 'closed', categories: 'idle' };

describe('guests page: who may do what', () => {
  describePermissionTable({
    machine: guestsMachine,
    codes: guestCodes,
    state: { ready: idle },
    context: (granted) => context(granted),
    rows: [
      { event: { type: 'guest.add' }, needs: 'ADD' },
      { event: { type: 'guest.edit', guest: ana }, needs: 'EDIT' },
      { event: { type: 'guest.delete', guest: ana }, needs: 'DELETE' },
      { event: { type: 'guest.status', id: 11, status_id: 2 }, needs: 'RSVP' },
      { event: { type: 'view.rsvp' }, needs: 'RSVP' },
      { event: { type: 'select.start' }, needs: 'EDIT' },
      { event: { type: 'category.delete', category: family }, needs: 'DELETE' },
      { event: { type: 'import.open' }, needs: 'ADD' },
      { event: { type: 'guests.imported', guests: [], categories: [] }, needs: 'ADD' },
    ],
  });
});

describe('guests page with a selection: who may change it', () => {
  describePermissionTable({
    machine: guestsMachine,
    codes: guestCodes,
    state: { ready: { ...idle, selection: 'on' } },
    context: (granted) => context(granted, [11]),
    rows: [
      { event: { type: 'bulk.delete' }, needs: 'DELETE' },
      { event: { type: 'bulk.update', column: 'category_id', value: 1 }, needs: 'EDIT' },
      { event: { type: 'bulk.update', column: 'status_id', value: 1 }, needs: 'EDIT' },
      { event: { type: 'bulk.update', column: 'invitedBy_id', value: null }, needs: 'EDIT' },
    ],
  });
});

describe('guests page while adding: a new category needs the form’s right', () => {
  describePermissionTable({
    machine: guestsMachine,
    codes: guestCodes,
    state: { ready: { ...idle, form: 'adding' } },
    context: (granted) => context(granted),
    rows: [{ event: { type: 'category.draft' }, needs: 'ADD' }],
  });
});

describe('guests page while editing: a new category needs the form’s right', () => {
  describePermissionTable({
    machine: guestsMachine,
    codes: guestCodes,
    state: { ready: { ...idle, form: 'editing' } },
    context: (granted) => ({ ...context(granted), editing: ana }),
    rows: [{ event: { type: 'category.draft' }, needs: 'EDIT' }],
  });
});
