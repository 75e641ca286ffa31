import { eq } from 'drizzle-orm';
import { planElementTypeId, type PlanElementType } from '../../contract/plan';
import type { TimeUnit } from '../../contract/checklist';
import type { Database } from '../db/client';
import { checklistCategories, checklistItems } from '../modules/checklist/schema';
import { elementOptions, planElements, planSections } from '../modules/plan/schema';

type DemoElement = [title: string, type: PlanElementType, options?: string[]];

/** The demo planner's base plan: what a planner records for every wedding. */
const basePlan: Array<[string, DemoElement[]]> = [
  [
    'Ceremony',
    [
      ['Officiant', 'text'],
      ['Ceremony venue', 'location'],
      ['Ceremony time', 'time'],
      ['Vows and readings', 'large_text'],
      ['Style', 'dropdown', ['Civil', 'Religious', 'Symbolic']],
    ],
  ],
  [
    'Reception',
    [
      ['Reception venue', 'location'],
      ['Reception hours', 'time_frame'],
      ['Guests expected', 'number'],
      ['Menu', 'dropdown', ['Three courses', 'Buffet', 'Tasting menu']],
      ['Venue contract', 'file'],
    ],
  ],
  [
    'Suppliers',
    [
      ['Photographer', 'text'],
      ['Florist', 'text'],
      ['Band or DJ', 'text'],
      ['Final payment due', 'date'],
    ],
  ],
];

const checklistTemplate: Array<[string, number, TimeUnit, string]> = [
  ['Set the budget', 13, 'months', 'Planning'],
  ['Draft the guest list', 12, 'months', 'Guests'],
  ['Book the ceremony and reception venues', 12, 'months', 'Venue'],
  ['Hire the photographer', 10, 'months', 'Suppliers'],
  ['Send save-the-dates', 8, 'months', 'Guests'],
  ['Choose the dress and suits', 7, 'months', 'Attire'],
  ['Book the band or DJ', 6, 'months', 'Suppliers'],
  ['Order the invitations', 5, 'months', 'Guests'],
  ['Menu tasting', 4, 'months', 'Venue'],
  ['Send invitations', 3, 'months', 'Guests'],
  ['Plan the seating', 6, 'weeks', 'Guests'],
  ['Final fitting', 3, 'weeks', 'Attire'],
  ['Confirm every supplier', 2, 'weeks', 'Suppliers'],
  ['Give final numbers to the caterer', 1, 'weeks', 'Venue'],
  ['Pack for the honeymoon', 3, 'days', 'Planning'],
  ['Rehearsal', 1, 'days', 'Planning'],
  ['Enjoy the day', 0, 'days', 'Planning'],
];

export async function seedBasePlan(db: Database, personId: number): Promise<void> {
  for (const [sectionIndex, [title, elements]] of basePlan.entries()) {
    const [section] = await db.insert(planSections).values({ section: title, order: sectionIndex, personId }).returning({ id: planSections.id });
    for (const [order, [element, type, options]] of elements.entries()) {
      const [row] = await db
        .insert(planElements)
        .values({ element, typeId: planElementTypeId(type), order, sectionId: section!.id, personId })
        .returning({ id: planElements.id });
      if (options) await db.insert(elementOptions).values(options.map((option) => ({ option, elementId: row!.id })));
    }
  }
}

export async function seedChecklistTemplate(db: Database, personId: number): Promise<void> {
  const names = [...new Set(checklistTemplate.map(([, , , category]) => category))];
  const categories = await db
    .insert(checklistCategories)
    .values(names.map((name) => ({ name, personId })))
    .returning();
  await db.insert(checklistItems).values(
    checklistTemplate.map(([text, time, timeUnit, category]) => ({
      text,
      time,
      timeUnit,
      personId,
      categoryId: categories.find((row) => row.name === category)!.id,
    })),
  );
}

/** Values for the first demo wedding, so its plan page shows a plan in progress. */
const filledValues: Record<string, [string, string | null] | ((options: Array<{ id: number; option: string }>) => [string, null])> = {
  Officiant: ['Judge Carmen Ruiz', null],
  'Ceremony venue': [
    'Parroquia de San Juan Bautista, Coyoacán',
    'https://www.google.com/maps/search/?api=1&query=Parroquia%20de%20San%20Juan%20Bautista%20Coyoac%C3%A1n',
  ],
  'Ceremony time': ['17:30', null],
  'Reception hours': ['19:00', '02:00'],
  'Guests expected': ['180', null],
  Style: (options) => [String(options.find((option) => option.option === 'Religious')!.id), null],
  Photographer: ['Luz & Sombra Estudio', null],
  'Final payment due': ['2027-04-30', null],
};

export async function fillDemoWedding(db: Database, weddingId: number): Promise<void> {
  const elements = await db.select().from(planElements).where(eq(planElements.weddingId, weddingId));
  for (const element of elements) {
    const filler = filledValues[element.element];
    if (!filler) continue;
    const options = await db
      .select({ id: elementOptions.id, option: elementOptions.option })
      .from(elementOptions)
      .where(eq(elementOptions.elementId, element.id));
    const [value, extra] = typeof filler === 'function' ? filler(options) : filler;
    await db.update(planElements).set({ value, extra }).where(eq(planElements.id, element.id));
  }
  const items = await db.select().from(checklistItems).where(eq(checklistItems.weddingId, weddingId));
  const done = new Set(['Set the budget', 'Draft the guest list', 'Book the ceremony and reception venues', 'Hire the photographer']);
  for (const item of items) if (done.has(item.text)) await db.update(checklistItems).set({ completed: true }).where(eq(checklistItems.id, item.id));
}
