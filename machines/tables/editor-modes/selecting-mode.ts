import { selectionHandlers } from './shared';

/**
 * The editor's selecting mode (spec §4: crosshair, drag a rectangle to select tables):
 * `idle → banding`. The band selects every table it touches (Shift adds them to the
 * selection). Holding Ctrl enters it from default mode and letting go leaves it; the
 * multi-select button and Escape leave it too.
 */
export const selectingMode = {
  initial: 'idle',
  exit: 'clearBand',
  on: {
    'mode.cancel': { target: '#layoutEditor.default' },
    'mode.select': { target: '#layoutEditor.default' },
    'mode.add': { target: '#layoutEditor.adding' },
    'key.ctrl': { guard: 'isCtrlUp', target: '#layoutEditor.default' },
  },
  states: {
    idle: {
      on: {
        ...selectionHandlers,
        'band.start': { target: 'banding', actions: 'startBand' },
      },
    },
    banding: {
      on: {
        'band.move': { actions: 'stretchBand' },
        'band.end': { target: 'idle', actions: 'selectInBand' },
      },
    },
  },
} as const;
