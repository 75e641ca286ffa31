import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { tours } from '../../support/ui/tours';

/**
 * The walk planner of the rendered walks (tests/support/ui/tours.ts): a small list page with a
 * question, a deletion that cannot be undone and a wizard-like final state.
 */
const page = setup({
  types: { context: {} as { deleted: boolean; search: string }, events: {} as AnyEventObject },
}).createMachine({
  id: 'page',
  context: { deleted: false, search: '' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        search: { actions: assign({ search: ({ event }) => event.text }) },
        delete: { guard: ({ context }) => !context.deleted, target: 'asking' },
        leave: 'gone',
      },
    },
    asking: { on: { confirm: { target: 'idle', actions: assign({ deleted: true }) }, cancel: 'idle' } },
    gone: { type: 'final' },
  },
});

const events: AnyEventObject[] = [
  { type: 'search', text: 'ana' },
  { type: 'search', text: '' },
  { type: 'delete' },
  { type: 'confirm' },
  { type: 'cancel' },
  { type: 'leave' },
];
// A screen is the state and what the list shows; confirm and cancel are walked wherever they lead.
const screenOf = (snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined) =>
  JSON.stringify([snapshot.value, snapshot.context.search, snapshot.context.deleted, ['confirm', 'cancel'].includes(event?.type ?? '') ? event!.type : null]);
const walks = tours(page, {
  input: undefined,
  events: (snapshot) => events.filter((event) => snapshot.can(event)),
  screenOf,
  exactOf: (snapshot) => snapshot.context,
});

describe('tours', () => {
  it('are paths the machine takes: replayed on it, every step lands where the walk says', () => {
    for (const steps of walks) {
      const actor = createActor(page).start();
      for (const { event, state } of steps.slice(1)) {
        actor.send(event);
        expect([actor.getSnapshot().value, actor.getSnapshot().context]).toEqual([state.value, state.context]);
      }
    }
  });

  it('cover every screen, each answer of the question included', () => {
    const covered = new Set(walks.flatMap((steps) => steps.map((step, index) => screenOf(step.state, index ? step.event : undefined))));
    const idle = (search: string, deleted: boolean, via: string | null = null) => JSON.stringify(['idle', search, deleted, via]);
    expect([...covered].sort()).toEqual(
      [
        idle('', false),
        idle('ana', false),
        idle('', true),
        idle('ana', true),
        idle('', false, 'cancel'),
        idle('ana', false, 'cancel'),
        idle('', true, 'confirm'),
        idle('ana', true, 'confirm'),
        JSON.stringify(['asking', '', false, null]),
        JSON.stringify(['asking', 'ana', false, null]),
        JSON.stringify(['gone', '', false, null]),
        JSON.stringify(['gone', 'ana', false, null]),
        JSON.stringify(['gone', '', true, null]),
        JSON.stringify(['gone', 'ana', true, null]),
      ].sort(),
    );
  });

  it('leave what cannot be undone for last, so few walks start again from a fresh screen', () => {
    // Leaving ends a walk; deleting is for good: four ways to end, so four walks at most.
    expect(walks.length).toBeLessThanOrEqual(4);
  });
});
