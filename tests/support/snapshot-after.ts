import { createActor, fromPromise, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

/**
 * Where a row of an ignored-events table starts (tests/support/ignored-events.ts): the snapshot a
 * machine reaches after these events, with every actor it invokes waiting for ever, so a request
 * stays on its way until the row's events send its answer (`xstate.done.actor.<id>`).
 */
export function snapshotAfter(machine: AnyStateMachine, events: readonly AnyEventObject[], input?: unknown): () => AnyMachineSnapshot {
  return () => {
    const waiting = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
    const actor = createActor(machine.provide({ actors: waiting }), { input }).start();
    for (const event of events) actor.send(event);
    const snapshot = actor.getSnapshot();
    actor.stop();
    return snapshot;
  };
}
