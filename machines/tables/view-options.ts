import { guestStatuses, type Guest, type GuestCategory } from '../../contract/guests';
import type { TableGuest } from '../../contract/seating';
import type { Inviter } from '../guests/guest-rows';

/**
 * The seating plan's view options (part 2 §2 "View options", §9 defaults and zoom threshold):
 * what the chairs are painted by, what each table says about its seats, whether guests' names
 * show on tables zoomed in far enough, and whether the statistics panel shows. Remembered per
 * wedding on the device (the page stores what the machine asks it to).
 */

export const paintModes = ['capacity', 'category', 'invitedBy', 'status'] as const;
export type PaintChairsBy = (typeof paintModes)[number];

export const tableInformationModes = ['none', 'seatsAvailable', 'allSeats', 'both'] as const;
export type TableInformation = (typeof tableInformationModes)[number];

/** `onTableZoomed`: names show on a table once the zoom passes its threshold; `off`: never. */
export type GuestOverlay = 'onTableZoomed' | 'off';

export interface ViewOptions {
  paintChairsBy: PaintChairsBy;
  tableInformation: TableInformation;
  guestOverlay: GuestOverlay;
  statsShown: boolean;
}

/** Spec §9 "Defaults"; the statistics panel is on (beyond the spec, which does not say). */
export const defaultViewOptions: ViewOptions = { paintChairsBy: 'capacity', tableInformation: 'none', guestOverlay: 'onTableZoomed', statsShown: true };

/** Painting by a guest's category, inviter or status needs the guests module (spec §2). */
export const paintNeedsGuests = (mode: PaintChairsBy) => mode !== 'capacity';

/**
 * What the plan draws: without guest information permitted, chairs go back to capacity and the
 * names overlay is off, whatever was remembered on the device.
 */
export const shownOptions = (options: ViewOptions, guestsShown: boolean): ViewOptions =>
  guestsShown ? options : { ...options, paintChairsBy: 'capacity', guestOverlay: 'off' };

/** Anything unreadable (another version's value, storage turned off) reads as the defaults, field by field. */
export function readViewOptions(stored: unknown): ViewOptions {
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const oneOf = <T extends string>(choices: readonly T[], candidate: unknown, fallback: T): T =>
    choices.includes(candidate as T) ? (candidate as T) : fallback;
  return {
    paintChairsBy: oneOf(paintModes, value.paintChairsBy, defaultViewOptions.paintChairsBy),
    tableInformation: oneOf(tableInformationModes, value.tableInformation, defaultViewOptions.tableInformation),
    guestOverlay: oneOf(['onTableZoomed', 'off'] as const, value.guestOverlay, defaultViewOptions.guestOverlay),
    statsShown: typeof value.statsShown === 'boolean' ? value.statsShown : defaultViewOptions.statsShown,
  };
}

/**
 * Spec §9: names show on a table above the zoom (24 × the most guests it seats − 60) ÷ its
 * height, i.e. once the table is drawn tall enough for a line of about 24 px per guest.
 */
export const namesThreshold = (seats: number, height: number) => (24 * seats - 60) / Math.max(1, height);

/** A chair's paint: a colour (CSS), and what it stands for, for the legend. */
export interface ChairPaint {
  colour: string;
  /** The legend entry it belongs to. */
  key: string;
}

const rgb = (colour: { color_r: number; color_g: number; color_b: number }) => `rgb(${colour.color_r} ${colour.color_g} ${colour.color_b})`;

/** A taken chair when painting by capacity, and the two spouses' colours when painting by inviter. */
export const takenChairColour = 'rgb(68 64 60)';
const inviterColours = ['rgb(190 24 93)', 'rgb(13 148 136)'] as const;
const nobodyColour = 'rgb(168 162 158)';

export interface PaintWorld {
  guests: ReadonlyMap<number, Pick<Guest, 'category_id' | 'invitedBy_id' | 'status_id'>>;
  categories: readonly GuestCategory[];
  inviters: readonly Inviter[];
}

/** One guest's paint, in a mode other than capacity. */
function paintOfGuest(
  mode: Exclude<PaintChairsBy, 'capacity'>,
  guest: Pick<Guest, 'category_id' | 'invitedBy_id' | 'status_id'> | undefined,
  world: PaintWorld,
): ChairPaint {
  switch (mode) {
    case 'category': {
      const category = world.categories.find((candidate) => candidate.id === guest?.category_id);
      return category ? { colour: rgb(category), key: `category-${category.id}` } : { colour: nobodyColour, key: 'none' };
    }
    case 'invitedBy': {
      const at = world.inviters.findIndex((inviter) => inviter.id === guest?.invitedBy_id);
      return at >= 0 ? { colour: inviterColours[at % 2]!, key: `inviter-${world.inviters[at]!.id}` } : { colour: nobodyColour, key: 'none' };
    }
    case 'status': {
      const status = guestStatuses.find((candidate) => candidate.id === guest?.status_id);
      return status ? { colour: rgb(status), key: `status-${status.id}` } : { colour: nobodyColour, key: 'none' };
    }
  }
}

/**
 * Each chair of a table, in seat order: the guests' seats first (a party together, in the order
 * they were seated), then the free chairs (null, drawn empty).
 */
export function chairPaints(mode: PaintChairsBy, seatsAtTable: readonly TableGuest[], chairs: number, world: PaintWorld): Array<ChairPaint | null> {
  const taken = seatsAtTable
    .slice(0, chairs)
    .map((seat) => (mode === 'capacity' ? { colour: takenChairColour, key: 'taken' } : paintOfGuest(mode, world.guests.get(seat.guest_id), world)));
  return [...taken, ...Array.from({ length: Math.max(0, chairs - taken.length) }, () => null)];
}

/** The legend of a paint mode: each colour a chair may take, with what it stands for. */
export type LegendEntry =
  | { key: string; colour: string; kind: 'taken' | 'none' }
  | { key: string; colour: string; kind: 'category' | 'inviter'; name: string }
  | { key: string; colour: string; kind: 'status'; status: (typeof guestStatuses)[number]['key'] };

export function legendOf(mode: PaintChairsBy, world: Pick<PaintWorld, 'categories' | 'inviters'>): LegendEntry[] {
  const none = { key: 'none', colour: nobodyColour, kind: 'none' } as const;
  switch (mode) {
    case 'capacity':
      return [{ key: 'taken', colour: takenChairColour, kind: 'taken' }];
    case 'category':
      return [
        ...world.categories.map((category) => ({ key: `category-${category.id}`, colour: rgb(category), kind: 'category' as const, name: category.name })),
        none,
      ];
    case 'invitedBy':
      return [
        ...world.inviters.map((inviter, at) => ({
          key: `inviter-${inviter.id}`,
          colour: inviterColours[at % 2]!,
          kind: 'inviter' as const,
          name: inviter.name,
        })),
        none,
      ];
    case 'status':
      return guestStatuses.map((status) => ({ key: `status-${status.id}`, colour: rgb(status), kind: 'status' as const, status: status.key }));
  }
}
