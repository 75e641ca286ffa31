import type { ChecklistCategory, ChecklistItem } from '../../../contract/checklist';
import type { Owned } from '../../../contract/owner';
import type { ActionCode } from '../../../contract/permissions';
import { toChecklistRows, type ChecklistDetails, type ChecklistIntent, type ChecklistRow } from '../../../machines/checklist/checklist-rows';
import type { LoadedChecklist } from '../../../machines/checklist/checklist.machine';
import { onlyRow, type Mutation, type PersistAnswer } from '../../../machines/shared/optimistic-list';
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

/** The fields the server takes: an existing category by id, a new one by name, or none. */
function fieldsOf({ text, time, time_unit, category_id, category_name }: Partial<ChecklistDetails>) {
  const category = category_id ? { category_id } : category_name ? { category_name } : { category_id: null };
  return { text, time, time_unit, ...category };
}

/** One change of the list, one call: the intent says which. */
export function persistItem(owner: Owned) {
  return async (mutation: Mutation<ChecklistRow, ChecklistIntent>): Promise<PersistAnswer<ChecklistRow> | undefined> => {
    switch (mutation.kind) {
      case 'create': {
        const row = onlyRow(mutation.rows);
        const created = await api.post<{ id: number; category_id: number | null }>('/checklist/create', { body: { ...fieldsOf(row), ...owner } });
        return { ids: [created.id], patches: [{ id: created.id, patch: { category_id: created.category_id } }] };
      }
      case 'delete':
        await api.delete('/checklist/destroy', { query: { id: onlyRow(mutation.ids) } });
        return undefined;
      case 'update': {
        const { id, patch } = onlyRow(mutation.changes);
        if (mutation.intent === 'check') {
          await api.put('/checklist/check_item', { body: { id, completed: patch.completed } });
          return undefined;
        }
        const updated = await api.put<{ category_id: number | null }>('/checklist/update', { body: { id, ...fieldsOf(patch) } });
        return { patches: [{ id, patch: { category_id: updated.category_id } }] };
      }
    }
  };
}
