import type { Idea, IdeaCategory, IdeaType } from '../../contract/ideas';
import { ideaLimits } from '../../contract/ideas';
import type { ActionCode } from '../../contract/permissions';
import { searchable } from '../checklist/checklist-rows';
import { permissionsOf, type Permissions } from '../shared/permissions';

/**
 * The pure part of the idea board: rows as the list keeps them, the board's order (pinned
 * first, then the oldest, as the home card orders them), the filters, and the text preview.
 */

/** An image chosen in the form and not stored yet: the file goes with the call, the preview shows until then. */
export interface PickedImage {
  /** The browser's File; machines never read it, only hand it to the call. */
  file: object;
  /** A local address the board and the form show while it uploads. */
  preview: string;
  name: string;
}

export interface IdeaRow extends Idea {
  /** Set while a new image waits to be stored (a create or an update of an image idea). */
  picked: PickedImage | null;
}

/** Which call an idea's change needs: its form (`details`, multipart) or its pin. */
export type IdeaIntent = 'details' | 'pin';

/** The fields the form edits. */
export type IdeaDetails = Pick<IdeaRow, 'title' | 'type' | 'category_id' | 'text' | 'colors' | 'link' | 'picked'>;

const ideaActionCodes = { add: 'ADD', edit: 'EDIT', delete: 'DELETE', pin: 'PIN' } as const;
export type IdeaPermissions = Permissions<keyof typeof ideaActionCodes>;
export const ideaPermissions = (actions: readonly ActionCode[]): IdeaPermissions => permissionsOf(actions, ideaActionCodes);

export const toIdeaRows = (ideas: readonly Idea[]): IdeaRow[] => ideas.map((idea) => ({ ...idea, picked: null }));

/** Pinned first, then by creation (a new idea, not saved yet, comes last among its kind). */
export function boardOrder<T extends Idea>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => Number(b.is_pinned) - Number(a.is_pinned) || a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export interface IdeaFilters {
  text: string;
  categoryIds: number[];
  types: IdeaType[];
}

export const noIdeaFilters: IdeaFilters = { text: '', categoryIds: [], types: [] };

/** Title search (case and accents ignored); an empty category or type choice lets every idea through. */
export function filterIdeas(rows: readonly IdeaRow[], filters: IdeaFilters): IdeaRow[] {
  const query = searchable(filters.text.trim());
  return rows.filter(
    (row) =>
      (query === '' || searchable(row.title).includes(query)) &&
      (filters.categoryIds.length === 0 || (row.category_id !== null && filters.categoryIds.includes(row.category_id))) &&
      (filters.types.length === 0 || filters.types.includes(row.type)),
  );
}

export const activeFilterCount = (filters: IdeaFilters) => filters.categoryIds.length + filters.types.length;

/** A list with the value added, or taken out if it was there. */
export const toggled = <T>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

/** A text idea outside the full-screen viewer: its first 250 characters (§9), with an ellipsis when cut. */
export function textPreview(text: string): string {
  return text.length > ideaLimits.textPreviewChars ? `${text.slice(0, ideaLimits.textPreviewChars).trimEnd()}…` : text;
}

/** Categories as the board shows them, by name; a deleted one leaves its ideas without category. */
export const sortedCategories = (categories: readonly IdeaCategory[]) => [...categories].sort((a, b) => a.name.localeCompare(b.name));

/** The idea after or before `id` among those shown, going round; null when it is no longer shown. */
export function neighbourOf(shown: readonly IdeaRow[], id: number, step: 1 | -1): number | null {
  const viewable = shown.filter((row) => row.type !== 'link');
  const index = viewable.findIndex((row) => row.id === id);
  if (index === -1) return null;
  return viewable[(index + step + viewable.length) % viewable.length]!.id;
}

const hexPair = (channel: number) => channel.toString(16).padStart(2, '0');

/** `#rrggbb`, what a colour input reads and writes. */
export const hexOf = ({ r, g, b }: { r: number; g: number; b: number }) => `#${hexPair(r)}${hexPair(g)}${hexPair(b)}`;

export function colorOfHex(hex: string): { r: number; g: number; b: number } {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}
