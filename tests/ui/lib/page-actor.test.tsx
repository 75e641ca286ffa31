import { act, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { expect, it } from 'vitest';
import { createActor, fromPromise, sendTo, setup } from 'xstate';
import type { NotificationEmitted } from '../../../machines/shared/messages';
import { notificationsStore } from '../../../machines/shared/notifications.store';
import { errorNotice, notify } from '../../../machines/shared/notify';
import { usePageActor } from '../../../src/lib/page-actor';

/** A page whose list child (invoked once loaded) says something: the page's own actor is all the app watches. */
const list = setup({ types: { events: {} as { type: 'refuse' }, emitted: {} as NotificationEmitted }, actions: { notify } }).createMachine({
  on: { refuse: { actions: { type: 'notify', params: errorNotice('checklist.messages.unexpectedUpdating') } } },
});
const page = setup({
  types: { events: {} as { type: 'refuse' } },
  actors: { load: fromPromise(async () => {}), list },
}).createMachine({
  initial: 'loading',
  states: {
    loading: { invoke: { src: 'load', onDone: 'ready' } },
    ready: { invoke: { id: 'list', src: 'list' }, on: { refuse: { actions: sendTo('list', { type: 'refuse' }) } } },
  },
});

function Page() {
  const actor = usePageActor(() => page);
  const ready = useSelector(actor, (snapshot) => snapshot.matches('ready'));
  return ready ? <button onClick={() => actor.send({ type: 'refuse' })}>refuse</button> : <p>loading</p>;
}

it("shows as toasts the notifications of a page actor's descendants, started after the page", async () => {
  render(<Page />);
  const button = await screen.findByRole('button', { name: 'refuse' });
  act(() => button.click());
  expect(notificationsStore.getSnapshot().context.items.map((item) => item.message.key)).toEqual(['checklist.messages.unexpectedUpdating']);
});

/** Refuses at once, as it starts (a password link without its token does). */
const refusingAtOnce = setup({ types: { emitted: {} as NotificationEmitted }, actions: { notify } }).createMachine({
  entry: { type: 'notify', params: errorNotice('errors.invalid_token') },
});

function RefusingPage() {
  usePageActor(() => refusingAtOnce);
  return <p>refused</p>;
}

it('hears a machine that speaks as it starts', async () => {
  render(<RefusingPage />);
  await screen.findByText('refused');
  expect(notificationsStore.getSnapshot().context.items.map((item) => item.message.key)).toContain('errors.invalid_token');
});

it('the same machine alone, without a page actor, shows nothing', () => {
  const before = notificationsStore.getSnapshot().context.items.length;
  const actor = createActor(list).start();
  actor.send({ type: 'refuse' });
  expect(notificationsStore.getSnapshot().context.items).toHaveLength(before);
});
