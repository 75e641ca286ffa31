import { describe, expect, it } from 'vitest';
import { createActor, sendTo, setup } from 'xstate';
import { listenToNotifications } from '../../../machines/shared/notification-listener';
import type { NotificationEmitted } from '../../../machines/shared/messages';
import { errorNotice, notify, successNotice } from '../../../machines/shared/notify';

const child = setup({
  types: { events: {} as { type: 'speak' }, emitted: {} as NotificationEmitted },
  actions: { notify },
}).createMachine({ on: { speak: { actions: { type: 'notify', params: errorNotice('errors.not_found') } } } });

const parent = setup({
  types: { events: {} as { type: 'open' } | { type: 'speak' }, emitted: {} as NotificationEmitted },
  actors: { child },
  actions: { notify },
}).createMachine({
  initial: 'closed',
  entry: { type: 'notify', params: successNotice('users.userUpdated') },
  states: {
    closed: { on: { open: 'open' } },
    // Invoked later than the listener started: it is heard all the same.
    open: { invoke: { id: 'child', src: 'child' }, on: { speak: { actions: sendTo('child', { type: 'speak' }) } } },
  },
});

describe('notification listener', () => {
  it("hears an actor's notifications and those of children invoked after it started listening", () => {
    const actor = createActor(parent);
    const heard: NotificationEmitted[] = [];
    const stop = listenToNotifications(actor, (notice) => heard.push(notice));
    actor.start();
    actor.send({ type: 'open' });
    actor.send({ type: 'speak' });
    expect(heard).toEqual([
      { type: 'notification', kind: 'success', message: { key: 'users.userUpdated' } },
      { type: 'notification', kind: 'error', message: { key: 'errors.not_found' } },
    ]);
    stop();
    actor.send({ type: 'speak' });
    expect(heard).toHaveLength(2);
  });
});
