import { assertEvent, assign, setup } from 'xstate';
import { effectProvidedByApp } from '../shared/provided';
import { defaultViewOptions, paintNeedsGuests, type PaintChairsBy, type TableInformation, type ViewOptions } from './view-options';

/**
 * The seating plan's view options (part 2 §2): the options panel `closed ⇄ open`, and the
 * choices, each remembered for the wedding on this device as soon as it is made (`remember`,
 * provided by the app). Painting by a guest's category, inviter or status and the names
 * overlay need guest information: without it those choices are not offered and are ignored.
 */

export interface ViewOptionsInput {
  weddingId: number;
  /** What this device remembered for the wedding (the defaults when nothing was). */
  remembered: ViewOptions;
  /** Whether guest information is permitted (the GUESTS module). */
  guestsShown: boolean;
}

export interface ViewOptionsContext {
  weddingId: number;
  guestsShown: boolean;
  options: ViewOptions;
}

export type ViewOptionsEvent =
  | { type: 'options.open' }
  | { type: 'options.close' }
  | { type: 'paint.set'; mode: PaintChairsBy }
  | { type: 'information.set'; mode: TableInformation }
  | { type: 'names.toggle' }
  | { type: 'stats.toggle' }
  | { type: 'options.reset' };

export interface RememberedViewOptions {
  weddingId: number;
  options: ViewOptions;
}

/** A choice: shown at once, and remembered for the wedding on this device. */
const choose = <E extends ViewOptionsEvent>(change: (args: { context: ViewOptionsContext; event: E }) => Partial<ViewOptions>) =>
  [
    { type: 'apply', params: change },
    { type: 'remember', params: ({ context }: { context: ViewOptionsContext }) => ({ weddingId: context.weddingId, options: context.options }) },
  ] as const;

export const viewOptionsMachine = setup({
  types: {
    input: {} as ViewOptionsInput,
    context: {} as ViewOptionsContext,
    events: {} as ViewOptionsEvent,
  },
  actions: {
    apply: assign(({ context }, patch: Partial<ViewOptions>) => ({ options: { ...context.options, ...patch } })),
    remember: effectProvidedByApp<RememberedViewOptions>('remember'),
  },
  guards: {
    paintAllowed: ({ context, event }) => {
      assertEvent(event, 'paint.set');
      return context.guestsShown || !paintNeedsGuests(event.mode);
    },
    guestsShown: ({ context }) => context.guestsShown,
  },
}).createMachine({
  id: 'viewOptions',
  context: ({ input }) => ({ weddingId: input.weddingId, guestsShown: input.guestsShown, options: input.remembered }),
  initial: 'closed',
  on: {
    'paint.set': {
      guard: 'paintAllowed',
      actions: choose<{ type: 'paint.set'; mode: PaintChairsBy }>(({ event }) => ({ paintChairsBy: event.mode })),
    },
    'information.set': {
      actions: choose<{ type: 'information.set'; mode: TableInformation }>(({ event }) => ({ tableInformation: event.mode })),
    },
    'names.toggle': {
      guard: 'guestsShown',
      actions: choose(({ context }) => ({ guestOverlay: context.options.guestOverlay === 'off' ? 'onTableZoomed' : 'off' })),
    },
    'stats.toggle': { actions: choose(({ context }) => ({ statsShown: !context.options.statsShown })) },
    'options.reset': { actions: choose(() => defaultViewOptions) },
  },
  states: {
    closed: { on: { 'options.open': 'open' } },
    open: { on: { 'options.close': 'closed' } },
  },
});
