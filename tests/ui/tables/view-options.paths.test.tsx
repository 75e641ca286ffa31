import { beforeAll, describe, expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { GuestCategory } from '../../../contract/guests';
import { i18nObject } from '../../../i18n/i18n-util';
import { defaultViewOptions, type ViewOptions } from '../../../machines/tables/view-options';
import { viewOptionsMachine, type ViewOptionsContext, type ViewOptionsInput } from '../../../machines/tables/view-options.machine';
import type { RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { guest, seat } from '../../machines/tables/support';
import { openTablesPage } from './layout-editor-screen';
import { buttonNamed } from './seating-walk-screen';

const texts = i18nObject('en').tables;

/**
 * The seating plan's view options (part 2 §2 "View options", §9 defaults) walked as a person
 * uses them, with and without the GUESTS module: the panel opened and closed (its button and
 * Escape), each way of painting chairs and each table information, names and statistics toggled,
 * and the reset. The small fixed world: table 1 (8 seats) holds Ana's party of 3 (Attending,
 * Family) and Bruno (Pending, no category); table 2 is empty. Each step shows, literally, the
 * chairs of table 1, the legend, what table 1 says of its seats, the statistics, the toggles, the
 * panel's choices, and what this device remembers for the wedding.
 */
const family: GuestCategory = { id: 5, name: 'Family', color_r: 200, color_g: 50, color_b: 50, wedding_id: 7 };
const ana = guest(1, 'Ana', 2, { status_id: 1, category_id: family.id });
const bruno = guest(2, 'Bruno', 0, { status_id: 3 });
const seats = [seat(101, 11, ana.id), seat(102, 11, ana.id), seat(103, 11, ana.id), seat(104, 11, bruno.id)];
const rememberedKey = 'wedding-planner.tables.view.7';

/** Table 1's chairs (4 taken, 4 free: '') and the legend, for each way of painting. */
const grey = 'rgb(168, 162, 158)';
const painted: Record<ViewOptions['paintChairsBy'], { chairs: string[]; legend: string[] }> = {
  capacity: { chairs: [...Array(4).fill('rgb(68, 64, 60)'), '', '', '', ''], legend: ['Seat taken', 'Free seat'] },
  category: { chairs: ['rgb(200, 50, 50)', 'rgb(200, 50, 50)', 'rgb(200, 50, 50)', grey, '', '', '', ''], legend: ['Family', 'None', 'Free seat'] },
  // The wedding has no spouses named: nobody invited anyone.
  invitedBy: { chairs: [grey, grey, grey, grey, '', '', '', ''], legend: ['None', 'Free seat'] },
  status: {
    chairs: ['rgb(40, 167, 69)', 'rgb(40, 167, 69)', 'rgb(40, 167, 69)', 'rgb(134, 142, 150)', '', '', '', ''],
    legend: ['Attending', 'Not attending', 'Pending', 'Free seat'],
  },
};
/** What table 1 says of its seats (4 of 8 taken). */
const information: Record<ViewOptions['tableInformation'], string | null> = { none: null, seatsAvailable: '4 free', allSeats: '8 seats', both: '4 free of 8' };

interface ViewWalk {
  app: RenderedApp;
  guestsShown: boolean;
  /** The options as the person set them (the walk's own record). */
  options: ViewOptions;
  /** Whether this device has been told anything yet. */
  remembered: boolean;
}

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ViewOptionsContext;
/** How many options differ from the defaults: the walk changes one at a time, then resets. */
const changed = (options: ViewOptions) =>
  (Object.keys(defaultViewOptions) as Array<keyof ViewOptions>).filter((key) => options[key] !== defaultViewOptions[key]).length;

function bound(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const { options, guestsShown } = contextOf(snapshot);
  const open = snapshot.matches('open');
  // Without guest information, what the panel offers, one table information and the reset are enough.
  if (!guestsShown && (event.type === 'information.set' ? event.mode !== 'both' : event.type.endsWith('.toggle'))) return false;
  switch (event.type) {
    case 'paint.set':
    case 'information.set':
      return open && changed(options) === 0 && event.mode !== (event.type === 'paint.set' ? 'capacity' : 'none');
    case 'options.reset':
      return open && changed(options) > 0;
    // The toggles are on the bar: a click there closes the panel first (Radix), so they are walked with it closed.
    case 'names.toggle':
    case 'stats.toggle':
      return !open && changed(options) === 0;
    default:
      return true;
  }
}

const chairsOfTableOne = (table: HTMLElement) =>
  [...table.querySelectorAll<HTMLElement>(':scope > span[aria-hidden]')].slice(0, 8).map((chair) => chair.style.background);

function expectPlan(walk: ViewWalk) {
  const { options, guestsShown } = walk;
  // Spec §2: without the GUESTS module, chairs go back to capacity whatever was chosen.
  const paint = painted[guestsShown ? options.paintChairsBy : 'capacity'];
  const table = document.querySelector<HTMLElement>(`[role="button"][aria-label="${texts.seating.table({ number: 1, taken: 4, seats: 8 })}"]`)!;
  expect(chairsOfTableOne(table)).toEqual(paint.chairs);
  expect([...document.querySelectorAll(`ul[aria-label="${texts.view.legend()}"] > li`)].map((item) => item.textContent)).toEqual(paint.legend);
  const said = information[options.tableInformation];
  const labels = [...table.querySelectorAll('div.pointer-events-none > span')].map((label) => label.textContent);
  expect(labels).toEqual(said ? [said] : []);
  expect(document.querySelector(`dl[aria-label="${texts.stats.label()}"]`) !== null).toBe(options.statsShown);
  expect(buttonNamed(texts.view.stats())).toHaveAttribute('aria-pressed', String(options.statsShown));
  if (guestsShown) expect(buttonNamed(texts.view.names())).toHaveAttribute('aria-pressed', String(options.guestOverlay !== 'off'));
  else expect(() => buttonNamed(texts.view.names())).toThrow();
  expect(localStorage.getItem(rememberedKey)).toBe(walk.remembered ? JSON.stringify(options) : null);
}

const panel = () => document.querySelector<HTMLElement>(`[role="dialog"][aria-label="${texts.view.options()}"]`);

describe('view options, along the machine’s paths', () => {
  beforeAll(() => import('../../../src/features/tables/tables-page'), 60_000);
  describeUiPaths<ViewWalk>({
    machine: viewOptionsMachine.provide({ actions: { remember: () => {} } }),
    inputs: [true, false].map((guestsShown): ViewOptionsInput => ({ weddingId: 7, remembered: defaultViewOptions, guestsShown })),
    walks: 'tours',
    walkEvery: ['options.reset', 'options.close'],
    stateKey: (snapshot) => contextOf(snapshot).options,
    bound,
    events: [
      { type: 'options.open' },
      { type: 'options.close' },
      ...(['capacity', 'category', 'invitedBy', 'status'] as const).map((mode) => ({ type: 'paint.set', mode })),
      ...(['none', 'seatsAvailable', 'allSeats', 'both'] as const).map((mode) => ({ type: 'information.set', mode })),
      { type: 'names.toggle' },
      { type: 'stats.toggle' },
      { type: 'options.reset' },
    ],
    open: async (input) => {
      const { guestsShown } = input as ViewOptionsInput;
      localStorage.removeItem(rememberedKey);
      const app = await openTablesPage({ seats, actions: ['ADD_GUESTS'], ...(guestsShown ? { guests: [ana, bruno], categories: [family] } : {}) });
      return { app, guestsShown, options: { ...defaultViewOptions }, remembered: false };
    },
    perform: {
      'options.open': (walk) => walk.app.user.click(buttonNamed(texts.view.options())),
      // Escape closes it, as its Close button does; the focus goes back to its button.
      'options.close': async (walk) => {
        await walk.app.user.keyboard('{Escape}');
        expect(buttonNamed(texts.view.options())).toHaveFocus();
      },
      'paint.set': (walk, event) => choose(walk, texts.view.paint[event.mode as ViewOptions['paintChairsBy']](), { paintChairsBy: event.mode }),
      'information.set': (walk, event) =>
        choose(walk, texts.view.informationModes[event.mode as ViewOptions['tableInformation']](), { tableInformation: event.mode }),
      'names.toggle': (walk) =>
        choose(walk, null, { guestOverlay: walk.options.guestOverlay === 'off' ? 'onTableZoomed' : 'off' }, () =>
          walk.app.user.click(buttonNamed(texts.view.names())),
        ),
      'stats.toggle': (walk) => choose(walk, null, { statsShown: !walk.options.statsShown }, () => walk.app.user.click(buttonNamed(texts.view.stats()))),
      'options.reset': (walk) => choose(walk, null, defaultViewOptions, () => walk.app.user.click(buttonNamed(texts.view.reset()))),
    },
    shows: {
      viewOptions: expectPlan,
      'viewOptions.closed': () => {
        expect(panel()).toBeNull();
        expect(buttonNamed(texts.view.options())).toHaveAttribute('aria-expanded', 'false');
      },
      // The choices offered (painting by a guest's details only with guest information) and the ones made.
      'viewOptions.open': (walk) => {
        const radios = [...panel()!.querySelectorAll<HTMLInputElement>('input[type=radio]')];
        const paints = walk.guestsShown ? ['capacity', 'category', 'invitedBy', 'status'] : ['capacity'];
        expect(radios.map((radio) => radio.value)).toEqual([...paints, 'none', 'seatsAvailable', 'allSeats', 'both']);
        expect(radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([
          walk.guestsShown ? walk.options.paintChairsBy : 'capacity',
          walk.options.tableInformation,
        ]);
      },
    },
  });
});

/** A choice: by the radio labelled so in the panel, or by `act`; shown at once and remembered on the device. */
async function choose(walk: ViewWalk, radio: string | null, patch: Partial<ViewOptions>, act?: () => Promise<void>) {
  if (radio) await walk.app.user.click([...panel()!.querySelectorAll('label')].find((label) => label.textContent === radio)!);
  else await act!();
  walk.options = { ...walk.options, ...patch } as ViewOptions;
  walk.remembered = true;
}
