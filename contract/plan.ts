import { z } from 'zod';
import { createdAnswer, emptyAnswer, endpoint, idField, idQuery } from './endpoint';
import { hasOneOwner, ownerError, ownerQuery } from './owner';
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
const id = idField;
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
      // Negative ids are options not saved yet (part 1 §3's temporary ids).
      .array(z.object({ id: z.number().int().min(-2_147_483_648).max(2_147_483_647).optional(), option }))
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
/** A number, but with more decimals than the two a value keeps (part 1 §5): its own message. */
const hasTooManyDecimals = (value: string) => /^-?\d+\.\d{3,}$/.test(value);
export const isLink = (value: string) => /^https?:\/\/\S+$/.test(value);

export type Meridiem = 'AM' | 'PM';

export interface Time12 {
  hour: number;
  minute: number;
  meridiem: Meridiem;
}

/** `17:30` → 5:30 PM; anything else → null. */
export function toTime12(value: string | null | undefined): Time12 | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const hours24 = Number(match[1]);
  return { hour: hours24 % 12 === 0 ? 12 : hours24 % 12, minute: Number(match[2]), meridiem: hours24 < 12 ? 'AM' : 'PM' };
}

/**
 * A stored 24-hour time as the app shows it, 12-hour with the language's AM/PM (`5:30 PM`,
 * `5:30 p. m.`): the plan page and the export write times the same way.
 */
export function formatTime12(value: string | null | undefined, meridiems: Record<Meridiem, string>): string {
  const time = toTime12(value);
  return time ? `${time.hour}:${String(time.minute).padStart(2, '0')} ${meridiems[time.meridiem]}` : '';
}

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
      if (value === null || isNumeric(value)) return { ok: true, value, extra: null };
      return { ok: false, rule: hasTooManyDecimals(value) ? 'decimals' : 'numeric' };
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

export const planSection = z.object({
  id: z.number(),
  section: z.string(),
  order: z.number(),
  wedding_id: z.number().nullable(),
  person_id: z.number().nullable(),
});
export type PlanSection = z.infer<typeof planSection>;

export const planElement = z.object({
  id: z.number(),
  element: z.string(),
  type_id: z.number(),
  value: z.string().nullable(),
  extra: z.string().nullable(),
  order: z.number(),
  section_id: z.number(),
});
export type PlanElement = z.infer<typeof planElement>;

export const elementOption = z.object({ id: z.number(), option: z.string(), element_id: z.number() });
export type ElementOption = z.infer<typeof elementOption>;

const savedValue = z.object({ value: z.string().nullable(), extra: z.string().nullable() });

/** Part 1 §7's plan calls. The file upload (multipart) and the downloads keep their own routes. */
export const planEndpoints = {
  elementTypes: endpoint(
    'GET',
    '/plan_element_types/index',
    z.object({}),
    z.object({ types: z.array(z.object({ id: z.number(), type: z.enum(planElementTypes) })) }),
  ),
  sections: endpoint('GET', '/plan_sections/index', ownerQuery, z.object({ sections: z.array(planSection) })),
  elements: endpoint('GET', '/plan_elements/index', ownerQuery, z.object({ elements: z.array(planElement), options: z.array(elementOption) })),
  createSection: endpoint('POST', '/plan_sections/create', createSectionPayload, createdAnswer),
  renameSection: endpoint('PUT', '/plan_sections/update', updateSectionPayload, emptyAnswer),
  moveSection: endpoint('PUT', '/plan_sections/update_order', sectionOrderPayload, emptyAnswer),
  deleteSection: endpoint('DELETE', '/plan_sections/destroy', idQuery, emptyAnswer),
  createElement: endpoint('POST', '/plan_elements/create', createElementPayload, z.object({ id: z.number(), option_ids: z.array(z.number()) })),
  updateElement: endpoint('PUT', '/plan_elements/update', updateElementPayload, z.object({ option_ids: z.array(z.number()) })),
  moveElement: endpoint('PUT', '/plan_elements/update_order', elementOrderPayload, emptyAnswer),
  updateValue: endpoint('POST', '/plan_elements/update_value', updateValuePayload, savedValue),
  deleteElement: endpoint('DELETE', '/plan_elements/destroy', idQuery, emptyAnswer),
};

/** What the file upload of `update_value` answers. */
export interface UploadedValue {
  file_path: string;
  value: string;
}
