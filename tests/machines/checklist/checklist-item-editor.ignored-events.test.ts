import { checklistItemEditorMachine } from '../../../machines/checklist/checklist-item-editor.machine';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { snapshotAfter } from '../../support/snapshot-after';

/** Issue 23 item 29: with no form open, nothing can be typed, saved or cancelled (a late key press changes nothing). */
describeIgnoredEvents([
  {
    state: 'closed',
    snapshot: snapshotAfter(checklistItemEditorMachine, []),
    ignores: [
      { type: 'form.text', text: 'Book the venue' },
      { type: 'form.time', time: 2 },
      { type: 'form.unit', unit: 'weeks' },
      { type: 'form.category', category: { kind: 'none' } },
      { type: 'form.save' },
      { type: 'form.cancel' },
    ],
  },
  {
    state: 'closed',
    snapshot: snapshotAfter(checklistItemEditorMachine, [{ type: 'item.add', id: -1 }, { type: 'form.cancel' }]),
    ignores: [{ type: 'form.text', text: 'Book the venue' }, { type: 'form.save' }],
  },
]);
