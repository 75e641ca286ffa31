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

/** How many open items the home card lists (part 2 §9: the dashboard shows the next 3). */
export const checklistSummaryNext = 3;

export const checklistSummary = z.object({ completed: z.number(), total: z.number(), next: z.array(checklistItem) });
export type ChecklistSummary = z.infer<typeof checklistSummary>;

/**
 * Timeline order: months before weeks before days (part 1 §9), each counting down to the day,
 * so the earliest due first; items of one time in the order they were made. A checklist's due
 * dates all count back from one wedding date, so no date is needed to order them.
 */
export function byTimeline(a: ChecklistItem, b: ChecklistItem): number {
  return timeUnits.indexOf(a.time_unit) - timeUnits.indexOf(b.time_unit) || b.time - a.time || a.id - b.id;
}

/**
 * The home card (part 2 §2 "Home"): completed over total, and the next open items, late ones
 * included (they come first). The server answers it from the stored items, the screen from the
 * items it holds: one rule.
 */
export function summarizeChecklist(items: readonly ChecklistItem[]): ChecklistSummary {
  const open = items.filter((item) => !item.completed);
  return { completed: items.length - open.length, total: items.length, next: open.sort(byTimeline).slice(0, checklistSummaryNext) };
}

/** Part 1 §7's checklist calls, for a wedding's checklist (wedding_id) and a planner's template (person_id). */
export const checklistEndpoints = {
  list: endpoint('GET', '/checklist/index', checklistQuery, z.object({ items: z.array(checklistItem), categories: z.array(checklistCategory) })),
  /** `category_id`: the item's category, created when the payload named a new one. */
  create: endpoint('POST', '/checklist/create', createItemPayload, z.object({ id: z.number(), category_id: z.number().nullable() })),
  update: endpoint('PUT', '/checklist/update', updateItemPayload, z.object({ category_id: z.number().nullable() })),
  check: endpoint('PUT', '/checklist/check_item', checkItemPayload, emptyAnswer),
  destroy: endpoint('DELETE', '/checklist/destroy', idQuery, emptyAnswer),
  /** A wedding's home card (part 2 §7 "Summaries"): needs HOME's CHECKLIST_SUMMARY or the CHECKLIST module. */
  summary: endpoint('GET', '/checklist/summary', z.object({ wedding_id: id }), checklistSummary),
};
