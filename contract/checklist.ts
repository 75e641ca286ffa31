import { z } from 'zod';
import { emptyAnswer, endpoint, idField, idQuery } from './endpoint';
import { hasOneOwner, ownerError, ownerQuery } from './owner';

export const timeUnits = ['months', 'weeks', 'days'] as const;
export type TimeUnit = (typeof timeUnits)[number];

/** The choices of the time picker: months 2–13, weeks 1–7, days 0–6. */
export const timeRanges: Record<TimeUnit, { min: number; max: number }> = {
  months: { min: 2, max: 13 },
  weeks: { min: 1, max: 7 },
  days: { min: 0, max: 6 },
};

export const checklistLimits = { textMax: 500, categoryMax: 100 } as const;

const id = idField;

const itemFields = z.object({
  text: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(checklistLimits.textMax, { error: 'maxLength' }),
  time: z.number({ error: 'required' }).int(),
  time_unit: z.enum(timeUnits, { error: 'invalid' }),
  category_id: idField.nullable().optional(),
  /** A new category, created with the item. */
  category_name: z.string().trim().min(1, { error: 'required' }).max(checklistLimits.categoryMax, { error: 'maxLength' }).optional(),
});

const inRange = (value: { time: number; time_unit: TimeUnit }) =>
  value.time >= timeRanges[value.time_unit].min && value.time <= timeRanges[value.time_unit].max;

export const createItemPayload = itemFields
  .extend({ wedding_id: id.optional(), person_id: id.optional() })
  .refine(inRange, { error: 'invalid', path: ['time'] })
  .refine(hasOneOwner, ownerError);

export const updateItemPayload = itemFields.extend({ id }).refine(inRange, { error: 'invalid', path: ['time'] });

export const checkItemPayload = z.object({ id, completed: z.boolean({ error: 'required' }) });

export const checklistQuery = ownerQuery;

export const checklistItem = z.object({
  id: z.number(),
  text: z.string(),
  time: z.number(),
  time_unit: z.enum(timeUnits),
  completed: z.boolean(),
  category_id: z.number().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

export const checklistCategory = z.object({ id: z.number(), name: z.string() });
export type ChecklistCategory = z.infer<typeof checklistCategory>;

/** Part 1 §7's checklist calls, for a wedding's checklist (wedding_id) and a planner's template (person_id). */
export const checklistEndpoints = {
  list: endpoint('GET', '/checklist/index', checklistQuery, z.object({ items: z.array(checklistItem), categories: z.array(checklistCategory) })),
  /** `category_id`: the item's category, created when the payload named a new one. */
  create: endpoint('POST', '/checklist/create', createItemPayload, z.object({ id: z.number(), category_id: z.number().nullable() })),
  update: endpoint('PUT', '/checklist/update', updateItemPayload, z.object({ category_id: z.number().nullable() })),
  check: endpoint('PUT', '/checklist/check_item', checkItemPayload, emptyAnswer),
  destroy: endpoint('DELETE', '/checklist/destroy', idQuery, emptyAnswer),
};
