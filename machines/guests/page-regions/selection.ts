import { assertEvent } from 'xstate';
import { filterGuests, toggled } from '../guest-filters';
import { guestsBase } from '../guests-setup';

/**
 * Multi-select (part 2 §2): who may edit turns it on, ticks guests one by one, or selects the
 * guests the filters show ("select all" never reaches a guest the person cannot see). The
 * selection stays through bulk changes, so the same people can be changed again (issue 23
 * item 22); only the person empties it, or ends selecting. Deleted guests leave it.
 */

export const selectionActions = {
  toggleSelected: guestsBase.assign({
    selected: ({ context, event }) => {
      assertEvent(event, 'select.guest');
      return toggled(context.selected, event.id);
    },
  }),
  selectShown: guestsBase.assign({
    selected: ({ context, event }) => {
      assertEvent(event, 'select.shown');
      return filterGuests(event.rows, context.filters, context.categories).map((guest) => guest.id);
    },
  }),
  clearSelection: guestsBase.assign({ selected: [] }),
};

export const selectionRegion = {
  initial: 'off',
  states: {
    off: { on: { 'select.start': { guard: 'canEdit', target: 'on' } } },
    on: {
      on: {
        'select.end': { target: 'off', actions: 'clearSelection' },
        'select.guest': { actions: 'toggleSelected' },
        'select.shown': { actions: 'selectShown' },
        'select.none': { actions: 'clearSelection' },
      },
    },
  },
} as const;
