import type { Owned } from '../../../contract/owner';
import type { ActionCode } from '../../../contract/permissions';
import { planEndpoints, type UploadedValue } from '../../../contract/plan';
import { onlyRow, type Mutation, type PersistAnswer, type RowPatch } from '../../../machines/shared/optimistic-list';
import type { PlanFileRequest } from '../../../machines/plan/plan-lists';
import type { PlanExportRequest } from '../../../machines/plan/plan-export.machine';
import {
  basePlanActions,
  toElementRows,
  type ElementIntent,
  type ElementRow,
  type LoadedPlan,
  type PlanOption,
  type SectionIntent,
  type SectionRow,
} from '../../../machines/plan/plan-rows';
import { api, type DownloadedFile } from '../../lib/api';

/** The plan calls of part 1 §7; each list's `persist` turns one queued change into its call. */

export async function loadPlan(owner: Owned): Promise<LoadedPlan> {
  const [{ sections }, { elements, options }, actions] = await Promise.all([
    api.call(planEndpoints.sections, owner),
    api.call(planEndpoints.elements, owner),
    owner.wedding_id
      ? api
          .get<{ actions: ActionCode[] }>('/weddings/get_actions', { query: { wedding_id: owner.wedding_id, module_code: 'PLAN' } })
          .then((data) => data.actions)
      : basePlanActions,
  ]);
  return { sections: sections.map(({ id, section, order }) => ({ id, section, order })), elements: toElementRows(elements, options), actions };
}

const moveIndexOf = (intent: { index: number }) => intent.index;

/** One change of the sections list, one call: the intent says which. */
export function persistSection(owner: Owned) {
  return async (mutation: Mutation<SectionRow, SectionIntent>): Promise<PersistAnswer<SectionRow> | undefined> => {
    switch (mutation.kind) {
      case 'create': {
        const row = onlyRow(mutation.rows);
        const { id } = await api.call(planEndpoints.createSection, { section: row.section, order: row.order, ...owner });
        return { ids: [id] };
      }
      case 'delete':
        await api.call(planEndpoints.deleteSection, { id: onlyRow(mutation.ids) });
        return undefined;
      case 'update': {
        const { id, patch } = onlyRow(mutation.changes);
        const { intent } = mutation;
        if (intent === 'rename') await api.call(planEndpoints.renameSection, { id, section: patch.section! });
        else await api.call(planEndpoints.moveSection, { id, order: moveIndexOf(intent) });
        return undefined;
      }
    }
  };
}

/** New options (temporary ids) take the ids the server gave them, in order. */
function withOptionIds(options: PlanOption[], newIds: number[]): PlanOption[] {
  const ids = [...newIds];
  return options.map((option) => (option.id < 0 ? { ...option, id: ids.shift() ?? option.id } : option));
}

async function createElement(row: ElementRow): Promise<PersistAnswer<ElementRow>> {
  const created = await api.call(planEndpoints.createElement, {
    element: row.element,
    type_id: row.type_id,
    section_id: row.section_id,
    order: row.order,
    options: row.options.map((option) => option.option),
  });
  return { ids: [created.id], patches: [{ id: created.id, patch: { options: withOptionIds(row.options, created.option_ids) } }] };
}

/** The call of one element update, by intent; only the fields the update changed travel. */
async function updateElement(id: number, patch: RowPatch<ElementRow>['patch'], intent: ElementIntent): Promise<PersistAnswer<ElementRow>> {
  if (intent === 'value') {
    const saved = await api.call(planEndpoints.updateValue, { id, value: patch.value ?? null, extra: patch.extra ?? null });
    return { patches: [{ id, patch: saved }] };
  }
  if (intent === 'details') {
    const options = patch.options ?? [];
    const sent = options.map((option) => (option.id > 0 ? option : { option: option.option }));
    const { option_ids } = await api.call(planEndpoints.updateElement, { id, element: patch.element!, type_id: patch.type_id!, options: sent });
    return { patches: [{ id, patch: { options: withOptionIds(options, option_ids) } }] };
  }
  if (intent.type === 'move') {
    await api.call(planEndpoints.moveElement, { id, order: moveIndexOf(intent), section_id: patch.section_id! });
    return {};
  }
  const form = new FormData();
  // The server reads the element id before the file streams in.
  form.append('id', String(id));
  form.append('value', intent.file as File);
  const saved = await api.upload<UploadedValue>(planEndpoints.updateValue.path, form);
  return { patches: [{ id, patch: { value: saved.value, extra: saved.file_path } }] };
}

/** One change of the elements list, one call: the intent says which. */
export async function persistElement(mutation: Mutation<ElementRow, ElementIntent>): Promise<PersistAnswer<ElementRow> | undefined> {
  switch (mutation.kind) {
    case 'create':
      return createElement(onlyRow(mutation.rows));
    case 'delete':
      await api.call(planEndpoints.deleteElement, { id: onlyRow(mutation.ids) });
      return undefined;
    case 'update': {
      const { id, patch } = onlyRow(mutation.changes);
      return updateElement(id, patch, mutation.intent);
    }
  }
}

export const downloadElementFile = ({ elementId, fileName }: PlanFileRequest): Promise<DownloadedFile> =>
  api.download('/plan_elements/get_file', { element_id: elementId }, fileName);

export const downloadPlanExport = (owner: Owned, { attachFiles, language }: PlanExportRequest): Promise<DownloadedFile> =>
  api.download('/plan_elements/export', { ...owner, attach_files: attachFiles ? 1 : 0, language }, attachFiles ? 'plan.zip' : 'plan.xlsx');
