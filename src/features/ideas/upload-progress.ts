import { createStore } from '@xstate/store';

/**
 * How far each idea's new image has gone up, in percent, by the idea's id, while its call is on
 * its way. The list's `persist` call is a promise and cannot say how far it is, so the upload
 * reports here and the idea's card reads it.
 */
export const uploadProgress = createStore({
  context: { percent: {} as Record<number, number> },
  on: {
    progressed: (context, event: { id: number; percent: number }) => ({ percent: { ...context.percent, [event.id]: event.percent } }),
    finished: (context, event: { id: number }) => ({ percent: Object.fromEntries(Object.entries(context.percent).filter(([id]) => Number(id) !== event.id)) }),
  },
});
