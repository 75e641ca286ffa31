import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { guestStatuses } from '../../../contract/guests';
import { seat } from './support';
import {
  chairPaints,
  defaultViewOptions,
  legendOf,
  namesThreshold,
  readViewOptions,
  shownOptions,
  takenChairColour,
  type ViewOptions,
} from '../../../machines/tables/view-options';
import { viewOptionsMachine, type RememberedViewOptions, type ViewOptionsEvent } from '../../../machines/tables/view-options.machine';
import { describePathCoverage } from '../../support/path-coverage';

/** The machine with what it asked to remember recorded. */
function start(guestsShown = true, remembered: ViewOptions = defaultViewOptions) {
  const stored: RememberedViewOptions[] = [];
  const actor = createActor(viewOptionsMachine.provide({ actions: { remember: (_, params) => void stored.push(params) } }), {
    input: { weddingId: 7, remembered, guestsShown },
  }).start();
  return { actor, stored, options: () => actor.getSnapshot().context.options };
}

describe('view options (part 2 §2)', () => {
  it('each choice shows at once and is remembered for the wedding; reset goes back to the spec’s defaults', () => {
    const { actor, stored, options } = start();
    actor.send({ type: 'paint.set', mode: 'status' });
    actor.send({ type: 'information.set', mode: 'both' });
    actor.send({ type: 'names.toggle' });
    actor.send({ type: 'stats.toggle' });
    expect(options()).toEqual({ paintChairsBy: 'status', tableInformation: 'both', guestOverlay: 'off', statsShown: false });
    expect(stored.at(-1)).toEqual({ weddingId: 7, options: { paintChairsBy: 'status', tableInformation: 'both', guestOverlay: 'off', statsShown: false } });
    expect(stored).toHaveLength(4);
    actor.send({ type: 'options.reset' });
    expect(stored.at(-1)).toEqual({
      weddingId: 7,
      options: { paintChairsBy: 'capacity', tableInformation: 'none', guestOverlay: 'onTableZoomed', statsShown: true },
    });
  });

  it('without guest information, painting by a guest’s details and the names are neither taken nor remembered', () => {
    const { actor, stored, options } = start(false);
    actor.send({ type: 'paint.set', mode: 'category' });
    actor.send({ type: 'names.toggle' });
    expect(stored).toEqual([]);
    actor.send({ type: 'paint.set', mode: 'capacity' });
    actor.send({ type: 'information.set', mode: 'seatsAvailable' });
    expect(options()).toEqual({ paintChairsBy: 'capacity', tableInformation: 'seatsAvailable', guestOverlay: 'onTableZoomed', statsShown: true });
  });

  it('what another screen remembered opens as it was, but drawn without guest details when they are not permitted', () => {
    const remembered: ViewOptions = { paintChairsBy: 'invitedBy', tableInformation: 'allSeats', guestOverlay: 'onTableZoomed', statsShown: false };
    expect(start(true, remembered).options()).toEqual(remembered);
    expect(shownOptions(remembered, false)).toEqual({ paintChairsBy: 'capacity', tableInformation: 'allSeats', guestOverlay: 'off', statsShown: false });
  });

  it('an unreadable memory reads as the defaults, field by field', () => {
    expect(readViewOptions(null)).toEqual(defaultViewOptions);
    expect(readViewOptions({ paintChairsBy: 'colour', tableInformation: 'both', statsShown: 'yes' })).toEqual({
      ...defaultViewOptions,
      tableInformation: 'both',
    });
  });

  it('names show on a ten-seat table 90 px tall from zoom 2, on a head table of 8 seats 70 px tall from about 1.89 (spec §9)', () => {
    expect(namesThreshold(10, 90)).toBe(2);
    expect(namesThreshold(8, 70)).toBeCloseTo(1.886, 3);
  });

  it('chairs are painted seat by seat: by capacity the taken ones, by status each guest’s colour, then the free chairs', () => {
    const seats = [seat(1, 5, 10), seat(2, 5, 10), seat(3, 5, 11)];
    const world = {
      guests: new Map([
        [10, { category_id: null, invitedBy_id: null, status_id: 1 }],
        [11, { category_id: null, invitedBy_id: null, status_id: 3 }],
      ]),
      categories: [],
      inviters: [],
    };
    expect(chairPaints('capacity', seats, 4, world).map((paint) => paint?.colour ?? null)).toEqual([
      takenChairColour,
      takenChairColour,
      takenChairColour,
      null,
    ]);
    expect(chairPaints('status', seats, 4, world).map((paint) => paint?.colour ?? null)).toEqual([
      'rgb(40 167 69)',
      'rgb(40 167 69)',
      'rgb(134 142 150)',
      null,
    ]);
    expect(chairPaints('category', seats, 2, world).map((paint) => paint?.key)).toEqual(['none', 'none']);
    expect(legendOf('status', world).map((entry) => entry.key)).toEqual(guestStatuses.map((status) => `status-${status.id}`));
  });

  const events: ViewOptionsEvent[] = [
    { type: 'options.open' },
    { type: 'options.close' },
    { type: 'paint.set', mode: 'category' },
    { type: 'information.set', mode: 'both' },
    { type: 'names.toggle' },
    { type: 'stats.toggle' },
    { type: 'options.reset' },
  ];
  describePathCoverage(viewOptionsMachine.provide({ actions: { remember: () => undefined } }), {
    inputs: [
      { weddingId: 7, remembered: defaultViewOptions, guestsShown: true },
      { weddingId: 7, remembered: defaultViewOptions, guestsShown: false },
    ],
    events,
  });
});
