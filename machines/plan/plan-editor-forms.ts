import type { ValidationErrors } from '../../contract/errors';
import { createElementPayload, planElementTypeId, planElementTypeOf, updateSectionPayload } from '../../contract/plan';
import { toValidationErrors } from '../../contract/validation';
import type { OptimisticListEvent } from '../shared/optimistic-list.machine';
import type { ElementIntent, ElementRow, PlanOption, SectionIntent, SectionRow } from './plan-rows';

/**
 * The section and element forms of edit mode. A new item is a draft with a temporary
 * (negative) id until it is saved; the rules are the contract's, so the form refuses exactly
 * what the server would (titles required after trimming, a dropdown needs an option).
 * Temporary ids arrive with the events (`temporaryId()` is called by whoever sends them), so
 * these functions stay pure.
 */

export interface SectionForm {
  kind: 'section';
  id: number;
  section: string;
  order: number;
  original: SectionRow | null;
  errors: ValidationErrors;
}

export interface ElementForm {
  kind: 'element';
  id: number;
  sectionId: number;
  element: string;
  typeId: number;
  options: PlanOption[];
  order: number;
  original: ElementRow | null;
  errors: ValidationErrors;
}

export type PlanForm = SectionForm | ElementForm;

export const isDropdown = (typeId: number) => planElementTypeOf(typeId) === 'dropdown';

export const newSectionForm = (id: number, order: number): SectionForm => ({ kind: 'section', id, section: '', order, original: null, errors: {} });

export const sectionFormOf = (row: SectionRow): SectionForm => ({
  kind: 'section',
  id: row.id,
  section: row.section,
  order: row.order,
  original: row,
  errors: {},
});

export const newElementForm = (id: number, sectionId: number, order: number): ElementForm => ({
  kind: 'element',
  id,
  sectionId,
  element: '',
  typeId: planElementTypeId('text'),
  options: [],
  order,
  original: null,
  errors: {},
});

export const elementFormOf = (row: ElementRow): ElementForm => ({
  kind: 'element',
  id: row.id,
  sectionId: row.section_id,
  element: row.element,
  typeId: row.type_id,
  options: row.options,
  order: row.order,
  original: row,
  errors: {},
});

export function formErrors(form: PlanForm): ValidationErrors {
  const result =
    form.kind === 'section'
      ? updateSectionPayload.safeParse({ id: 1, section: form.section })
      : createElementPayload.safeParse({
          element: form.element,
          type_id: form.typeId,
          section_id: 1,
          order: 0,
          options: isDropdown(form.typeId) ? form.options.map((option) => option.option) : [],
        });
  return result.success ? {} : toValidationErrors(result.error);
}

export const isFormValid = (form: PlanForm) => Object.keys(formErrors(form)).length === 0;

/** Once errors show, they follow the edits; before the first save attempt the form stays quiet. */
const revalidated = <T extends PlanForm>(form: T): T => (Object.keys(form.errors).length ? { ...form, errors: formErrors(form) } : form);

export const withTitle = (form: PlanForm, title: string): PlanForm =>
  revalidated(form.kind === 'section' ? { ...form, section: title } : { ...form, element: title });

/** Choosing a dropdown starts it with one empty option to fill in. */
export function withType(form: ElementForm, typeId: number, newOptionId: number): ElementForm {
  const options = isDropdown(typeId) && form.options.length === 0 ? [{ id: newOptionId, option: '' }] : form.options;
  return revalidated({ ...form, typeId, options });
}

export const withNewOption = (form: ElementForm, id: number): ElementForm => revalidated({ ...form, options: [...form.options, { id, option: '' }] });

export const withOption = (form: ElementForm, index: number, option: string): ElementForm =>
  revalidated({ ...form, options: form.options.map((current, at) => (at === index ? { ...current, option } : current)) });

export const withoutOption = (form: ElementForm, index: number): ElementForm => revalidated({ ...form, options: form.options.filter((_, at) => at !== index) });

export const withErrors = (form: PlanForm): PlanForm => ({ ...form, errors: formErrors(form) });

export type SectionListEvent = OptimisticListEvent<SectionRow, SectionIntent>;
export type ElementListEvent = OptimisticListEvent<ElementRow, ElementIntent>;

/** What a saved section form changes: a new section, or its title (a rename, and nothing else). */
export function savedSection(form: SectionForm): SectionListEvent {
  const section = form.section.trim();
  if (!form.original) return { type: 'rows.create', rows: [{ id: form.id, section, order: form.order }] };
  return { type: 'rows.update', changes: [{ id: form.id, patch: { section } }], intent: 'rename' };
}

const savedOptions = (form: ElementForm): PlanOption[] =>
  isDropdown(form.typeId) ? form.options.map((option) => ({ ...option, option: option.option.trim() })) : [];

/** Whether the element's value survives the form: same type, and for a dropdown its chosen option is still there. */
function keepsValue(form: ElementForm): boolean {
  const { original } = form;
  if (!original) return true;
  return original.type_id === form.typeId && (!isDropdown(form.typeId) || savedOptions(form).some((option) => String(option.id) === original.value));
}

/** Saving would erase a value the element has (a new type, or the chosen option removed): ask first. */
export const erasesValue = (form: PlanForm | null): boolean => form?.kind === 'element' && form.original?.value != null && !keepsValue(form);

/**
 * What a saved element form changes: a new element, or its title, type and options. A new type
 * clears the value, and so does removing the option a dropdown's value pointed at, as the
 * server does; otherwise the value is not part of the change (a value change of its own may be
 * on its way, and must not be confirmed by this one).
 */
export function savedElement(form: ElementForm): ElementListEvent {
  const options = savedOptions(form);
  const fields = { element: form.element.trim(), type_id: form.typeId, options };
  const { original } = form;
  if (!original) return { type: 'rows.create', rows: [{ id: form.id, section_id: form.sectionId, order: form.order, value: null, extra: null, ...fields }] };
  const patch = keepsValue(form) ? fields : { ...fields, value: null, extra: null };
  return { type: 'rows.update', changes: [{ id: form.id, patch }], intent: 'details' };
}

/** The open section form (the editor is in its section form state). */
export function openSectionForm(form: PlanForm | null): SectionForm {
  if (form?.kind !== 'section') throw new Error('no section form is open');
  return form;
}

/** The open element form (the editor is in its element form state). */
export function openElementForm(form: PlanForm | null): ElementForm {
  if (form?.kind !== 'element') throw new Error('no element form is open');
  return form;
}
