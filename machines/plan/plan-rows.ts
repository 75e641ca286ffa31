import type { ActionCode } from '../../contract/permissions';
import type { PlanElement, PlanSection } from '../../contract/plan';
import { permissionsOf, type Permissions } from '../shared/permissions';

/**
 * The pure part of plans: rows as the lists keep them, the order they are shown in, and how
 * a move becomes a position. Lists keep `order` as a number to sort by; a move puts the row
 * between its new neighbours (a fraction), so no other row changes on screen, and the server
 * is told the row's new index among its siblings (it renumbers them itself).
 */

/** A file chosen for upload (a browser `File` fits). */
export interface UploadFile {
  name: string;
  size: number;
}

export interface PlanOption {
  id: number;
  option: string;
}

export type SectionRow = Pick<PlanSection, 'id' | 'section' | 'order'>;

export interface ElementRow extends PlanElement {
  options: PlanOption[];
}

/** A row's new place: its order on screen, and its index among its siblings for the server. */
export interface Move {
  id: number;
  order: number;
  index: number;
}

export interface ElementMove extends Move {
  sectionId: number;
}

/** Which call a section's update needs: one intent, one call. */
export type SectionIntent = 'rename' | { type: 'move'; index: number };

/** Which call an element's update needs: its settings, its place, its value, or a file for its value. */
export type ElementIntent = 'details' | { type: 'move'; index: number } | 'value' | { type: 'file'; file: UploadFile };

/** The plan of a wedding or the planner's base plan, as it loads. */
export interface LoadedPlan {
  sections: SectionRow[];
  elements: ElementRow[];
  actions: ActionCode[];
}

/** The base plan grants every plan action (part 1 §6). */
export const basePlanActions: ActionCode[] = ['ADD', 'EDIT', 'DELETE', 'UPDATE_VALUE'];

const planActionCodes = { add: 'ADD', edit: 'EDIT', delete: 'DELETE', updateValue: 'UPDATE_VALUE' } as const;

/** What the person may do in a plan; `changeStructure`: edit mode exists for whoever may add, rename or delete (part 1 §2). */
export type PlanPermissions = Permissions<keyof typeof planActionCodes | 'changeStructure'>;

export function planPermissions(actions: readonly ActionCode[]): PlanPermissions {
  const can = permissionsOf(actions, planActionCodes);
  return { ...can, changeStructure: can.add || can.edit || can.delete };
}

export const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || Math.abs(a.id) - Math.abs(b.id);

/**
 * A new row goes last. The server sorts by its stored order, so the order sent is past every
 * order the list knows and at least the number of siblings.
 */
export function orderAfter(siblings: ReadonlyArray<{ order: number }>): number {
  const last = siblings.reduce((max, row) => Math.max(max, row.order), -1);
  return Math.max(siblings.length, Math.floor(last) + 1);
}

/** The order that puts a row at `index` among `siblings` (sorted, without the row itself). */
export function orderAt(siblings: ReadonlyArray<{ order: number }>, index: number): number {
  if (siblings.length === 0) return 0;
  if (index <= 0) return siblings[0]!.order - 1;
  if (index >= siblings.length) return siblings[siblings.length - 1]!.order + 1;
  return (siblings[index - 1]!.order + siblings[index]!.order) / 2;
}

/** A section's move to `index` among the plan's sections. */
export function movedSection(sections: readonly SectionRow[], id: number, index: number): Move | null {
  if (!sections.some((row) => row.id === id)) return null;
  const others = sections.filter((row) => row.id !== id).sort(byOrder);
  return { id, order: orderAt(others, index), index };
}

/** An element's move to `index` in section `sectionId` (its own or another). */
export function movedElement(elements: readonly ElementRow[], id: number, sectionId: number, index: number): ElementMove | null {
  if (!elements.some((row) => row.id === id)) return null;
  const others = elements.filter((row) => row.section_id === sectionId && row.id !== id).sort(byOrder);
  return { id, sectionId, order: orderAt(others, index), index };
}

/** Elements per section, each sorted. */
export function elementsBySection(elements: readonly ElementRow[]): Map<number, ElementRow[]> {
  const groups = new Map<number, ElementRow[]>();
  for (const element of elements) {
    const group = groups.get(element.section_id);
    if (group) group.push(element);
    else groups.set(element.section_id, [element]);
  }
  for (const group of groups.values()) group.sort(byOrder);
  return groups;
}

/** Joins `plan_elements/index`'s elements and options into list rows. */
export function toElementRows(elements: readonly PlanElement[], options: ReadonlyArray<PlanOption & { element_id: number }>): ElementRow[] {
  const byElement = new Map<number, PlanOption[]>();
  for (const { element_id, ...option } of options) {
    const group = byElement.get(element_id);
    if (group) group.push(option);
    else byElement.set(element_id, [option]);
  }
  return elements.map((element) => ({ ...element, options: byElement.get(element.id) ?? [] }));
}

/** A double click edits a value only when its two clicks fall within 400 ms (part 1 §9). */
export const doubleClickMs = 400;

export const isDoubleClick = (previous: { id: number; at: number } | null, id: number, at: number) =>
  previous !== null && previous.id === id && at - previous.at >= 0 && at - previous.at <= doubleClickMs;

/** Map links for locations: a search for the address. */
export const mapLinkOf = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
