import type { Locale } from '../../../contract/person';
import type { Owned } from '../../../contract/owner';
import type { ActionCode } from '../../../contract/permissions';
import { planEndpoints, type UploadedValue } from '../../../contract/plan';
import type { Failure } from '../../../machines/shared/failure';
import type { Mutation, PersistOutput } from '../../../machines/shared/legacy/optimistic-list';
import { basePlanActions, toElementRows, type ElementRow, type LoadedPlan, type PlanOption, type SectionRow } from '../../../machines/plan/plan-rows';
import { api, type DownloadedFile } from '../../lib/api';
import { ApiError } from '../../lib/api-error';

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

/**
 * A move or a value has its own message when it fails for no reason the server named
 * (part 1 §8: "updating order"); a named reason (e.g. file_too_large) is shown as it is.
 */
async function failingWith<T>(call: Promise<T>, messageKey: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'generic_error') throw { code: error.code, messageKey } satisfies Failure;
    throw error;
  }
}

/** The change is confirmed: it no longer needs saying which call it was. */
const settled: PersistOutput = { patch: { change: undefined } };

export function persistSection(owner: Owned) {
  return async (mutation: Mutation<SectionRow>): Promise<PersistOutput | undefined> => {
    if (mutation.kind === 'delete') return void (await api.call(planEndpoints.deleteSection, { id: mutation.id }));
    const { item } = mutation;
    if (mutation.kind === 'create') {
      const { id } = await api.call(planEndpoints.createSection, { section: item.section, order: item.order, ...owner });
      return { id };
    }
    if (item.change?.kind === 'move') {
      await failingWith(api.call(planEndpoints.moveSection, { id: item.id, order: item.change.index }), 'plan.messages.unexpectedUpdatingOrder');
    } else {
      await api.call(planEndpoints.renameSection, { id: item.id, section: item.section });
    }
    return settled;
  };
}

/** New options (temporary ids) take the ids the server gave them, in order. */
function withOptionIds(options: PlanOption[], newIds: number[]): PlanOption[] {
  const ids = [...newIds];
  return options.map((option) => (option.id < 0 ? { ...option, id: ids.shift() ?? option.id } : option));
}

export async function persistElement(mutation: Mutation<ElementRow>): Promise<PersistOutput | undefined> {
  if (mutation.kind === 'delete') return void (await api.call(planEndpoints.deleteElement, { id: mutation.id }));
  const { item } = mutation;
  if (mutation.kind === 'create') {
    const created = await api.call(planEndpoints.createElement, {
      element: item.element,
      type_id: item.type_id,
      section_id: item.section_id,
      order: item.order,
      options: item.options.map((option) => option.option),
    });
    return { id: created.id, patch: { options: withOptionIds(item.options, created.option_ids) } };
  }
  const change = item.change ?? { kind: 'details' };
  switch (change.kind) {
    case 'move':
      await failingWith(
        api.call(planEndpoints.moveElement, { id: item.id, order: change.index, section_id: item.section_id }),
        'plan.messages.unexpectedUpdatingOrder',
      );
      return settled;
    case 'value': {
      const saved = await failingWith(
        api.call(planEndpoints.updateValue, { id: item.id, value: item.value, extra: item.extra }),
        'plan.messages.unexpectedUpdatingValue',
      );
      return { patch: { ...saved, change: undefined } };
    }
    case 'file': {
      const form = new FormData();
      // The server reads the element id before the file streams in.
      form.append('id', String(item.id));
      form.append('value', change.file as File);
      const saved = await failingWith(api.upload<UploadedValue>(planEndpoints.updateValue.path, form), 'plan.messages.unexpectedUpdatingValue');
      return { patch: { value: saved.value, extra: saved.file_path, change: undefined } };
    }
    case 'details': {
      const options = item.options.map((option) => (option.id > 0 ? option : { option: option.option }));
      const { option_ids } = await api.call(planEndpoints.updateElement, { id: item.id, element: item.element, type_id: item.type_id, options });
      return { patch: { options: withOptionIds(item.options, option_ids), change: undefined } };
    }
  }
}

export const downloadElementFile = (element: ElementRow): Promise<DownloadedFile> =>
  api.download('/plan_elements/get_file', { element_id: element.id }, element.value ?? 'file');

export const downloadPlanExport = (owner: Owned, attachFiles: boolean, language: Locale): Promise<DownloadedFile> =>
  api.download('/plan_elements/export', { ...owner, attach_files: attachFiles ? 1 : 0, language }, attachFiles ? 'plan.zip' : 'plan.xlsx');
