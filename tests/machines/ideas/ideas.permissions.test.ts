import { describe } from 'vitest';
import type { ActionCode } from '../../../contract/permissions';
import { ideaPermissions, noIdeaFilters } from '../../../machines/ideas/idea-rows';
import { ideasMachine } from '../../../machines/ideas/ideas.machine';
import { describePermissionTable } from '../../support/permission-table';

const ideaCodes: ActionCode[] = ['ADD', 'EDIT', 'DELETE', 'PIN'];
const idea = {
  id: 1,
  wedding_id: 7,
  title: 'Vows',
  type: 'text' as const,
  category_id: null,
  is_pinned: false,
  created_at: '2026-10-01T09:00:00.000Z',
  text: 'Short',
  colors: null,
  image: null,
  thumbnail: null,
  link: null,
  picked: null,
};
const { id: _, wedding_id: __, is_pinned: ___, created_at: ____, image: _____, thumbnail: ______, ...details } = idea;

// Making a category needs ADD or EDIT (the idea form makes it): ideas.machine.test.ts checks it.
describe('ideas: who may do what', () => {
  describePermissionTable({
    machine: ideasMachine,
    codes: ideaCodes,
    state: { ready: 'idle' },
    context: (granted) => ({ weddingId: 7, can: ideaPermissions(granted), filters: noIdeaFilters, loadError: null, deleting: null, viewingId: null }),
    rows: [
      { event: { type: 'idea.create', row: { ...idea, id: -1000001 } }, needs: 'ADD' },
      { event: { type: 'idea.update', id: 1, details }, needs: 'EDIT' },
      { event: { type: 'idea.pin', id: 1, pinned: true }, needs: 'PIN' },
      { event: { type: 'idea.delete', id: 1 }, needs: 'DELETE' },
      { event: { type: 'category.delete', id: 4 }, needs: 'DELETE' },
    ],
  });
});
