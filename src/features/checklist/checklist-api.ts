import type { ChecklistCategory, ChecklistItem } from '../../../contract/checklist';
import type { Owned } from '../../../contract/owner';
import type { ActionCode } from '../../../contract/permissions';
import { toChecklistRows, type ChecklistRow } from '../../../machines/checklist/checklist-rows';
import type { LoadedChecklist } from '../../../machines/checklist/checklist.machine';
import type { Mutation, PersistOutput } from '../../../machines/shared/legacy/optimistic-list';
import { api } from '../../lib/api';

/** The checklist calls of part 1 §7; `persist` turns one queued change into its call. */

/** The planner's template grants adding, editing and deleting (part 1 §6). */
const templateActions: ActionCode[] = ['ADD', 'EDIT', 'DELETE'];

export async function loadChecklist(owner: Owned): Promise<LoadedChecklist> {
  const [{ items, categories }, actions] = await Promise.all([
    api.get<{ items: ChecklistItem[]; categories: ChecklistCategory[] }>('/checklist/index', { query: { ...owner } }),
    owner.wedding_id
      ? api
          .get<{ actions: ActionCode[] }>('/weddings/get_actions', { query: { wedding_id: owner.wedding_id, module_code: 'CHECKLIST' } })
          .then((data) => data.actions)
      : templateActions,
  ]);
  return { rows: toChecklistRows(items, categories), categories, actions };
}

/** An existing category by id, a new one by name, or none. */
function categoryOf(row: ChecklistRow) {
  if (row.category_id) return { category_id: row.category_id };
  return row.category_name ? { category_name: row.category_name } : { category_id: null };
}

export function persistItem(owner: Owned) {
  return async (mutation: Mutation<ChecklistRow>): Promise<PersistOutput | undefined> => {
    if (mutation.kind === 'delete') return void (await api.delete('/checklist/destroy', { query: { id: mutation.id } }));
    const { item } = mutation;
    const fields = { text: item.text, time: item.time, time_unit: item.time_unit, ...categoryOf(item) };
    if (mutation.kind === 'create') {
      const created = await api.post<{ id: number; category_id: number | null }>('/checklist/create', { body: { ...fields, ...owner } });
      return { id: created.id, patch: { category_id: created.category_id, change: undefined } };
    }
    if (item.change === 'check') {
      await api.put('/checklist/check_item', { body: { id: item.id, completed: item.completed } });
      return { patch: { change: undefined } };
    }
    const updated = await api.put<{ category_id: number | null }>('/checklist/update', { body: { id: item.id, ...fields } });
    return { patch: { category_id: updated.category_id, change: undefined } };
  };
}
