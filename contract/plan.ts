import { z } from 'zod';
import { hasOneOwner, ownerError } from './owner';
import { isoDate } from './weddings';

/** Plan element types with fixed ids (the catalogue `GET /plan_element_types/index` answers). */
export const planElementTypes = ['text', 'large_text', 'number', 'date', 'time', 'time_frame', 'dropdown', 'file', 'location'] as const;
export type PlanElementType = (typeof planElementTypes)[number];
export const planElementTypeId = (type: PlanElementType) => planElementTypes.indexOf(type) + 1;
export const planElementTypeOf = (id: number): PlanElementType | undefined => planElementTypes[id - 1];

export const planLimits = {
  titleMax: 200,
  textMax: 1000,
  largeTextPreview: 300,
  fileMaxBytes: 10 * 1024 * 1024,
  optionMax: 200,
  optionsMax: 100,
} as const;

const title = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(planLimits.titleMax, { error: 'maxLength' });
const id = z.coerce.number({ error: 'required' }).int().positive();
const order = z.number({ error: 'required' }).int().min(0).max(100_000);

export const createSectionPayload = z.object({ section: title, order, wedding_id: id.optional(), person_id: id.optional() }).refine(hasOneOwner, ownerError);
export const updateSectionPayload = z.object({ id, section: title });
export const sectionOrderPayload = z.object({ id, order });

const option = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(planLimits.optionMax, { error: 'maxLength' });
const typeId = z.number({ error: 'required' }).int().min(1).max(planElementTypes.length, { error: 'invalid' });

/** Dropdowns need at least one option; other types carry none. */
function optionsFitType(value: { type_id: number; options?: unknown[] }) {
  return planElementTypeOf(value.type_id) !== 'dropdown' || (value.options?.length ?? 0) > 0;
}

export const createElementPayload = z
  .object({ element: title, type_id: typeId, section_id: id, order, options: z.array(option).max(planLimits.optionsMax).optional().default([]) })
  .refine(optionsFitType, { error: 'required', path: ['options'] });

export const updateElementPayload = z
  .object({
    id,
    element: title,
    type_id: typeId,
    options: z
      .array(z.object({ id: z.number().int().optional(), option }))
      .max(planLimits.optionsMax)
      .optional()
      .default([]),
  })
  .refine(optionsFitType, { error: 'required', path: ['options'] });

export const elementOrderPayload = z.object({ id, order, section_id: id });

export const updateValuePayload = z.object({
  id,
  value: z.union([z.string(), z.number(), z.null()]).optional(),
  extra: z.union([z.string(), z.null()]).optional(),
});

export const exportQuery = z
  .object({
    wedding_id: id.optional(),
    person_id: id.optional(),
    attach_files: z.enum(['0', '1']).optional().default('0'),
    language: z.enum(['en', 'es']).optional().default('en'),
  })
  .refine(hasOneOwner, ownerError);

const time24 = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Times come from a picker with 5-minute steps, stored as 24-hour HH:mm. */
export const isTime = (value: string) => time24.test(value) && Number(value.slice(3)) % 5 === 0;
export const isNumeric = (value: string) => /^-?\d+(\.\d{1,2})?$/.test(value);
export const isLink = (value: string) => /^https?:\/\/\S+$/.test(value);

export type ValueCheck = { ok: true; value: string | null; extra: string | null } | { ok: false; rule: string };

/**
 * Checks a value against its element's type (files go through the upload instead). Empty
 * values become null; a time frame needs both ends or neither.
 */
export function checkPlanValue(type: PlanElementType, rawValue: unknown, rawExtra: unknown, optionIds: number[]): ValueCheck {
  const value = rawValue === undefined || rawValue === null || String(rawValue).trim() === '' ? null : String(rawValue).trim();
  const extra = rawExtra === undefined || rawExtra === null || String(rawExtra).trim() === '' ? null : String(rawExtra).trim();
  const none = { ok: true as const, value: null, extra: null };
  switch (type) {
    case 'text':
    case 'large_text':
      return value !== null && value.length > planLimits.textMax ? { ok: false, rule: 'maxLength' } : { ok: true, value, extra: null };
    case 'number':
      return value !== null && !isNumeric(value) ? { ok: false, rule: 'numeric' } : { ok: true, value, extra: null };
    case 'date':
      return value !== null && !isoDate.safeParse(value).success ? { ok: false, rule: 'date' } : { ok: true, value, extra: null };
    case 'time':
      return value !== null && !isTime(value) ? { ok: false, rule: 'time' } : { ok: true, value, extra: null };
    case 'time_frame':
      if (value === null && extra === null) return none;
      if (value === null || extra === null) return { ok: false, rule: 'bothEnds' };
      return isTime(value) && isTime(extra) ? { ok: true, value, extra } : { ok: false, rule: 'time' };
    case 'dropdown':
      return value !== null && !optionIds.includes(Number(value)) ? { ok: false, rule: 'invalid' } : { ok: true, value, extra: null };
    case 'location':
      if (value === null) return none;
      if (value.length > planLimits.textMax) return { ok: false, rule: 'maxLength' };
      return extra !== null && !isLink(extra) ? { ok: false, rule: 'invalid' } : { ok: true, value, extra };
    case 'file':
      // A file is set by uploading; here it can only be cleared.
      return value === null ? none : { ok: false, rule: 'invalid' };
  }
}

export interface PlanSection {
  id: number;
  section: string;
  order: number;
  wedding_id: number | null;
  person_id: number | null;
}

export interface PlanElement {
  id: number;
  element: string;
  type_id: number;
  value: string | null;
  extra: string | null;
  order: number;
  section_id: number;
}

export interface ElementOption {
  id: number;
  option: string;
  element_id: number;
}
