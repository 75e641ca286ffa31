import { describe } from 'vitest';
import type { ActionCode } from '../../../contract/permissions';
import { planEditorMachine } from '../../../machines/plan/plan-editor.machine';
import { planPermissions } from '../../../machines/plan/plan-rows';
import { planValueEditorMachine } from '../../../machines/plan/plan-value-editor.machine';
import { describePermissionTable } from '../../support/permission-table';

const section = { id: 1, section: 'Ceremony', order: 0 };
const element = { id: 10, element: 'Officiant', type_id: 1, value: null, extra: null, order: 0, section_id: 1, options: [] };
const planCodes: ActionCode[] = ['ADD', 'EDIT', 'DELETE', 'UPDATE_VALUE'];

describe('plan editor: who may do what in edit mode', () => {
  describePermissionTable({
    machine: planEditorMachine,
    codes: planCodes,
    state: { ready: { editing: 'idle' } },
    context: (granted) => ({
      owner: { wedding_id: 7 },
      alwaysEditing: false,
      can: planPermissions(granted),
      form: null,
      deletingSectionId: null,
      loadError: null,
    }),
    rows: [
      { event: { type: 'section.add', id: -1, order: 1 }, needs: 'ADD' },
      { event: { type: 'section.rename', section }, needs: 'EDIT' },
      { event: { type: 'section.move', id: 1, order: 2, index: 1 }, needs: 'EDIT' },
      { event: { type: 'section.delete', id: 1, hasElements: false }, needs: 'DELETE' },
      { event: { type: 'section.delete', id: 1, hasElements: true }, needs: 'DELETE' },
      { event: { type: 'element.add', id: -2, sectionId: 1, order: 0 }, needs: 'ADD' },
      { event: { type: 'element.edit', element }, needs: 'EDIT' },
      { event: { type: 'element.move', id: 10, sectionId: 1, order: 1, index: 0 }, needs: 'EDIT' },
      { event: { type: 'element.delete', id: 10 }, needs: 'DELETE' },
      { event: { type: 'element.value', id: 10, value: 'Ana', extra: null }, needs: 'UPDATE_VALUE' },
      { event: { type: 'element.upload', id: 10, file: { name: 'a.pdf', size: 10 } }, needs: 'UPDATE_VALUE' },
    ],
  });
});

describe('plan value editor: opening an editor needs UPDATE_VALUE', () => {
  describePermissionTable({
    machine: planValueEditorMachine,
    codes: planCodes,
    state: 'idle',
    context: (granted) => ({ canUpdate: granted.includes('UPDATE_VALUE'), element: null, draft: { value: null, extra: null }, error: null, lastClick: null }),
    rows: [{ event: { type: 'value.edit', element }, needs: 'UPDATE_VALUE' }],
  });
});
