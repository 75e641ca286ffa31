import { assign, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

/**
 * A page machine hands its rows to optimistic lists, children the walk's graph does not run:
 * deleting a row or saving a form changes nothing the graph can see, so a walk could delete a
 * row twice or rename one that is gone. `notingEffects` gives the walk a model of the page: the
 * same machine, with the actions that send rows to a list replaced by ones that note, in the
 * context, what the list will do (`effects`). `bound` and `stateKey` read them with `effectsOf`.
 * The screen still runs the app's own machine and lists: only the model is changed.
 */
export function notingEffects<TEffects>(
  machine: AnyStateMachine,
  initial: TEffects,
  notes: Record<string, (effects: TEffects, args: { context: AnyMachineSnapshot['context']; event: AnyEventObject }, params: unknown) => TEffects>,
): { model: AnyStateMachine; effectsOf: (snapshot: AnyMachineSnapshot) => TEffects } {
  const effectsOf = (snapshot: Pick<AnyMachineSnapshot, 'context'>): TEffects => snapshot.context.walkEffects ?? initial;
  const actions = Object.fromEntries(
    Object.entries(notes).map(([name, note]) => [
      name,
      assign(({ context, event }: { context: AnyMachineSnapshot['context']; event: AnyEventObject }, params: unknown) => ({
        walkEffects: note(effectsOf({ context }), { context, event }, params),
      })),
    ]),
  );
  return { model: machine.provide({ actions }), effectsOf };
}
