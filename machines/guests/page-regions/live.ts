import { assertEvent } from 'xstate';
import { notifyFailure } from '../../shared/notify';
import { guestsLiveEffect, withCategory } from '../guest-live';
import { guestsBase, storeLoaded, type GuestsContext } from '../guests-setup';
import { withoutCategory } from './categories';

/**
 * What other screens of the wedding change, shown here as it happens (issue 24 "Live
 * updates"): a guest saved, changed, deleted there joins the list the way an accepted change of
 * this screen's own does (guest-live.ts says which change does what), and this screen's pending
 * changes stay on top. A deleted guest leaves the selection too, as a local delete does. Changes
 * the rows cannot take as they come, and a `reset`, read the list again behind the list on
 * screen (`reloading`); a change heard meanwhile reads it again, so the answer never predates it.
 */

export const liveActions = {
  applyLiveChange: guestsBase.enqueueActions(({ context, event, enqueue }) => {
    assertEvent(event, 'live.change');
    const effect = guestsLiveEffect(event.change);
    switch (effect.kind) {
      case 'upsert':
        enqueue.sendTo('list', { type: 'list.upsert', rows: effect.rows });
        return;
      case 'patch':
        enqueue.sendTo('list', { type: 'list.patch', changes: effect.changes });
        return;
      case 'remove':
        enqueue.sendTo('list', { type: 'list.remove', ids: effect.ids });
        enqueue.assign({ selected: context.selected.filter((id) => !effect.ids.includes(id)) });
        return;
      case 'categoryCreated':
        enqueue.assign({ categories: withCategory(context.categories, effect.category) });
        return;
      case 'categoryDeleted':
        enqueue.assign(withoutCategory(context, effect.id));
        return;
      case 'reload':
      case 'none':
        return;
    }
  }),
};

export const liveRegion = {
  initial: 'current',
  on: { 'live.reset': { target: '.reloading', reenter: true } },
  states: {
    current: {
      on: { 'live.change': [{ guard: 'liveChangeNeedsReload', target: 'reloading' }, { actions: 'applyLiveChange' }] },
    },
    reloading: {
      on: { 'live.change': { target: 'reloading', reenter: true, actions: 'applyLiveChange' } },
      invoke: {
        id: 'reloadGuests',
        src: 'loadGuests',
        input: ({ context }: { context: GuestsContext }) => ({ weddingId: context.weddingId }),
        onDone: { target: 'current', actions: storeLoaded },
        // The list on screen stays; the next change heard reads it again.
        onError: { target: 'current', actions: notifyFailure },
      },
    },
  },
} as const;
