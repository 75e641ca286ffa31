import { expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import { getShortestPaths, type StatePath } from '@xstate/graph';

/**
 * Coverage of a machine's graph: one test per machine that every state node and every
 * transition of its definition can be reached with the listed events.
 *
 * `getShortestPaths` walks the machine with the listed events (payloads included, and
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` to settle invoked actors); the state
 * key includes the incoming event and the previous state, so every transition gets a path of
 * its own. The paths are replayed on an actor whose invoked actors never settle, recording
 * the transitions taken. This proves the graph is whole (no dead state, no unreachable
 * transition, no event list that forgot one); it does not test behaviour: the machine's own
 * tests and the rendered-screen path tests (tests/support/ui/ui-paths.ts) do.
 */

export interface PathCoverageOptions {
  /** Every event to try in every state, with payloads. */
  events: readonly AnyEventObject[];
  /** One walk per input (e.g. with and without a token); coverage is their union. */
  inputs?: readonly unknown[];
  /** Bounds machines whose context can grow without end (lists): events it refuses are not tried. */
  bound?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** What of the context tells states apart (default: all of it); machines with rich context walk faster on less. */
  stateKey?: (snapshot: AnyMachineSnapshot) => unknown;
}

interface PlannedPath {
  input: unknown;
  path: StatePath<AnyMachineSnapshot, AnyEventObject>;
}

export function describePathCoverage(machine: AnyStateMachine, options: PathCoverageOptions): void {
  const replayable = withSilentActors(machine);
  const planned = planPaths(replayable, options);
  const covered = { states: new Set<string>(), transitions: new Set<string>() };

  // A graph of thousands of paths is pure CPU: with another test file on the other core of a busy CI, 30 s was not enough.
  it(`covers every state and every transition (${planned.length} paths)`, { timeout: 120_000 }, () => {
    const states = allStateNodes(replayable.root).map((node) => node.id);
    const transitions = allTransitions(replayable.root).map(transitionKey);
    const uncovered = () => ({
      uncoveredStates: states.filter((id) => !covered.states.has(id)),
      uncoveredTransitions: transitions.filter((key) => !covered.transitions.has(key)),
    });
    // The longest paths first, and no more once everything is covered: most of the shortest paths only repeat what longer ones took.
    for (const plan of [...planned].sort((a, b) => b.path.steps.length - a.path.steps.length)) {
      replayPath(replayable, plan, covered);
      if (covered.states.size >= states.length && covered.transitions.size >= transitions.length && isCovered(uncovered())) break;
    }
    expect(uncovered()).toEqual({ uncoveredStates: [], uncoveredTransitions: [] });
  });
}

const isCovered = ({ uncoveredStates, uncoveredTransitions }: { uncoveredStates: string[]; uncoveredTransitions: string[] }) =>
  uncoveredStates.length === 0 && uncoveredTransitions.length === 0;

/** Invoked actors that never settle, so only the listed done/error events move the machine. */
function withSilentActors(machine: AnyStateMachine): AnyStateMachine {
  const silent = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  return machine.provide({ actors: silent });
}

function planPaths(
  machine: AnyStateMachine,
  { events, inputs = [undefined], bound = () => true, stateKey = (snapshot) => snapshot.context }: PathCoverageOptions,
): PlannedPath[] {
  return inputs.flatMap((input) =>
    getShortestPaths(machine, {
      input,
      // Ignored events would only add paths that go nowhere.
      events: (snapshot: AnyMachineSnapshot) => events.filter((event) => snapshot.can(event) && bound(snapshot, event)),
      serializeState: (snapshot, event, previous) =>
        JSON.stringify({
          value: snapshot.value,
          context: stateKey(snapshot),
          event: event?.type,
          from: previous?.value,
        }),
    }).map((path) => ({ input, path })),
  );
}

function replayPath(machine: AnyStateMachine, { input, path }: PlannedPath, covered: { states: Set<string>; transitions: Set<string> }) {
  const record = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes as AnyStateNode[]) covered.states.add(node.id);
  };
  const actor = createActor(machine, {
    input,
    inspect: (inspection: InspectionEvent) => {
      // Only the machine under test; its invoked actors report here too. (The initial
      // microsteps arrive while `createActor` is still running, hence rootId.)
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
      for (const transition of inspection._transitions) {
        covered.transitions.add(transitionKey(transition));
        covered.states.add(transition.source.id);
      }
      record(inspection.snapshot as AnyMachineSnapshot);
    },
  });
  actor.start();
  for (const step of path.steps) {
    if (step.event.type !== 'xstate.init') actor.send(step.event);
    record(actor.getSnapshot());
  }
  actor.stop();
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}

function allTransitions(root: AnyStateNode): AnyTransitionDefinition[] {
  return allStateNodes(root).flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

/** Source, event and position among that event's candidates (guarded alternatives). */
function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const candidates: AnyTransitionDefinition[] = transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id} on "${transition.eventType || 'always'}" #${candidates.indexOf(transition)}`;
}
