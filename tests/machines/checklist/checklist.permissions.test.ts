import { describe } from 'vitest';
import type { ActionCode } from '../../../contract/permissions';
import { checklistPermissions, defaultFilters } from '../../../machines/checklist/checklist-rows';
import { checklistMachine } from '../../../machines/checklist/checklist.machine';
import { describePermissionTable } from '../../support/permission-table';

const row = { id: 1, text: 'Book the venue', time: 12, time_unit: 'months' as const, completed: false, category_id: null, category_name: null };
const checklistCodes: ActionCode[] = ['ADD', 'EDIT', 'DELETE', 'CHECK_UNCHECK'];

describe('checklist: who may do what', () => {
  describePermissionTable({
    machine: checklistMachine,
    codes: checklistCodes,
    state: { ready: 'idle' },
    context: (granted) => ({
      owner: { wedding_id: 7 },
      can: checklistPermissions(granted),
      categories: [],
      filters: defaultFilters,
      loadError: null,
      deletingId: null,
    }),
    rows: [
      { event: { type: 'item.create', row: { ...row, id: -1000001 } }, needs: 'ADD' },
      { event: { type: 'item.update', id: 1, details: { text: 'Book it', time: 12, time_unit: 'months', category_id: null } }, needs: 'EDIT' },
      { event: { type: 'item.check', id: 1, completed: true }, needs: 'CHECK_UNCHECK' },
      { event: { type: 'item.delete', id: 1 }, needs: 'DELETE' },
    ],
  });
});
