import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fromPromise, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { tours, type WalkStep } from './tours';

/**
 * Model-based tests of a rendered screen, in the sense of `@xstate/graph`: the machine's graph
 * gives walks that reach every screen (the shortest path to each, or tours that go on from one
 * to the next, see `walks`); each walk is then done on the real screen (the component, its API
 * calls answered by a fake backend), doing what a person (or the server) does for each event,
 * and after every step checking what the person sees in the state the graph says they are in.
 * The machine is the model; the screen is the system under test, so a wrong guard, a skipped
 * step or a screen that shows the wrong thing fails.
 *
 * What they check: every state's visible promise (a per-state assertion map beside the
 * machine's events), every entry of the maps used by some walk. What they do not: pixel layout,
 * timing, the server's own rules (server tests), or states the screen never shows differently.
 */
export interface UiPathModel<Driver> {
  machine: AnyStateMachine;
  /** Every event to try in every state, with payloads (`xstate.done.actor.<id>` / `xstate.error.actor.<id>` for the server's answers). */
  events: readonly AnyEventObject[];
  /** One walk per input; the screen is opened to match it. */
  inputs?: readonly unknown[];
  /** Which events make sense where (e.g. typing into the step on screen) for the walk's input; others are not tried. */
  bound?: (snapshot: AnyMachineSnapshot, event: AnyEventObject, input: unknown) => boolean;
  /**
   * `'states'` (default): the shortest walk to every distinct screen (state value and `stateKey`);
   * `'transitions'`: also every way into each of them, for small machines where a screen can
   * go wrong depending on where the person came from. (Each machine's coverage test takes
   * every transition either way.)
   */
  cover?: 'transitions' | 'states';
  /**
   * `'shortest'` (default): one walk per screen to cover, each by its shortest path from a fresh
   * rendering (a walk that another walk starts with is left out). `'tours'`: walks that go on
   * from the screen just checked to the nearest one not yet covered, and start again only when
   * nothing is left ahead (a wizard closed, a final state): the same screens and transitions
   * with far fewer renderings and without replaying the same first steps over and over.
   */
  walks?: 'shortest' | 'tours';
  /**
   * With tours: what of a snapshot decides where it can go next (default: its whole context).
   * A tour plans its routes on these exact snapshots, not only on the screens it covers.
   */
  tourKey?: (snapshot: AnyMachineSnapshot) => unknown;
  /**
   * With `cover: 'states'`: events that get a walk of their own into each state they lead to,
   * per payload and per screen (state and `stateKey`) they start from, because the rule hangs on
   * the transition rather than on the state it reaches (a retry, a confirmation that lands on the
   * screen a cancel lands on). The server's answers (`xstate.done.actor.*`, `xstate.error.actor.*`)
   * are always walked this way: an accepted or refused change often lands on a screen already seen.
   */
  walkEvery?: readonly string[];
  /** Context that makes two snapshots with the same state value different screens (default: none). */
  stateKey?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Opens the screen the machine drives, as the input says. */
  open: (input: unknown) => Promise<Driver> | Driver;
  /** How each event happens on screen: a person clicks or types, the server answers. */
  perform: Record<string, (driver: Driver, event: AnyEventObject) => Promise<void>>;
  /** What a person sees in each state, by state node id (`'forgotPassword.failed'`); every leaf state needs one. */
  shows: Record<string, (driver: Driver, snapshot: AnyMachineSnapshot) => Promise<void> | void>;
}

interface PlannedWalk {
  input: unknown;
  /** The first step is `xstate.init`: the screen as it opens. */
  steps: WalkStep[];
}

export function describeUiPaths<Driver>(model: UiPathModel<Driver>): void {
  const walks = planWalks(model);

  it('has a visible promise for every state and a way to make every event happen', () => {
    const leaves = leafStates(model.machine.root)
      .filter((node) => !isPassedThrough(node))
      .map((node) => node.id);
    expect(leaves.filter((id) => !model.shows[id])).toEqual([]);
    expect([...new Set(model.events.map((event) => event.type))].filter((type) => !model.perform[type])).toEqual([]);
  });

  // An entry no walk uses checks nothing while it reads as covered: a status change or a bulk
  // confirmation written here but never reached (a bound, a state key or a self-loop hid it)
  // let a bulk change applied to every guest pass every walk. Reach it, or delete it.
  it('walks every way to make an event happen and every visible promise', () => {
    const used = usedEntries(walks, model);
    expect({
      performNeverWalked: Object.keys(model.perform).filter((type) => !used.events.has(type)),
      shownNeverVisited: Object.keys(model.shows).filter((id) => !used.states.has(id)),
    }).toEqual({ performNeverWalked: [], shownNeverVisited: [] });
  });

  it.each(walks.map((walk, index) => [model.walks === 'tours' ? describeTour(walk, index, walks.length) : describeWalk(walk), walk] as const))(
    '%s',
    async (_, { input, steps }) => {
      const driver = await model.open(input);
      for (const [index, step] of steps.entries()) {
        if (step.event.type !== 'xstate.init') await model.perform[step.event.type]!(driver, step.event);
        await expectShown(model, driver, step.state, () => eventsUpTo(steps, index, { payloads: true }));
      }
    },
    30_000,
  );
}

async function expectShown<Driver>(model: UiPathModel<Driver>, driver: Driver, snapshot: AnyMachineSnapshot, after: () => string) {
  const active = (snapshot._nodes as AnyStateNode[]).filter((node) => model.shows[node.id]);
  for (const node of active) {
    try {
      // Waiting costs nothing when the screen is there at once; a lazy page chunk on a busy machine can take seconds.
      await waitFor(() => model.shows[node.id]!(driver, snapshot), { timeout: 5000 });
    } catch (error) {
      throw new Error(`after ${after()}, the screen does not show state ${node.id}: ${(error as Error).message}`, { cause: error });
    }
  }
}

/** The graph is walked with actors that never settle: only the listed done/error events settle them. */
function planWalks<Driver>(model: UiPathModel<Driver>): PlannedWalk[] {
  const silent = Object.fromEntries(Object.keys(model.machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  const machine = model.machine.provide({ actors: silent });
  const stateKey = model.stateKey ?? (() => null);
  const bound = model.bound ?? (() => true);
  const answers = model.events.map((event) => event.type).filter((type) => /^xstate\.(done|error)\.actor\./.test(type));
  const walkEvery = new Set([...(model.walkEvery ?? []), ...answers]);
  const via = (event: AnyEventObject | undefined, previous: AnyMachineSnapshot | undefined) =>
    event && walkEvery.has(event.type) ? { event, from: previous?.value, fromKey: previous && stateKey(previous) } : null;
  // One screen to cover per state, or per state reached by each transition (the incoming event and where it came from).
  const serializeState = (snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined, previous: AnyMachineSnapshot | undefined) =>
    JSON.stringify(
      model.cover !== 'transitions'
        ? { value: snapshot.value, key: stateKey(snapshot), via: via(event, previous) }
        : { value: snapshot.value, key: stateKey(snapshot), event: event?.type, from: previous?.value, fromKey: previous && stateKey(previous) },
    );
  return (model.inputs ?? [undefined]).flatMap((input) => {
    const traversal = {
      input,
      events: (snapshot: AnyMachineSnapshot) => model.events.filter((event) => snapshot.can(event) && bound(snapshot, event, input)),
      serializeState,
    };
    if (model.walks === 'tours')
      return tours(machine, { ...traversal, screenOf: serializeState, exactOf: model.tourKey ?? ((snapshot) => snapshot.context) }).map((steps) => ({
        input,
        steps,
      }));
    return maximalWalks(getShortestPaths(machine, traversal).map((path) => ({ input, steps: path.steps })));
  });
}

/** The events the walks make happen and the state nodes they visit (with a visible promise). */
function usedEntries<Driver>(walks: PlannedWalk[], model: UiPathModel<Driver>) {
  const events = new Set<string>();
  const states = new Set<string>();
  for (const { steps } of walks)
    for (const step of steps) {
      events.add(step.event.type);
      for (const node of step.state._nodes as AnyStateNode[]) if (model.shows[node.id]) states.add(node.id);
    }
  return { events, states };
}

/** A walk that another walk starts with adds nothing: the longer one checks every state on the way. */
function maximalWalks(walks: PlannedWalk[]): PlannedWalk[] {
  const signature = (walk: PlannedWalk) => JSON.stringify(walk.input) + walk.steps.map((step) => JSON.stringify(step.event)).join('\n');
  const unique = [...new Map(walks.map((walk) => [signature(walk), walk])).entries()];
  return unique.filter(([own]) => !unique.some(([other]) => other.length > own.length && other.startsWith(own))).map(([, walk]) => walk);
}

function describeWalk({ steps }: PlannedWalk): string {
  return `${JSON.stringify(steps.at(-1)!.state.value)} via ${eventsUpTo(steps, steps.length - 1)}`;
}

function describeTour({ steps }: PlannedWalk, index: number, count: number): string {
  return `walk ${index + 1} of ${count}: ${steps.length - 1} steps to ${JSON.stringify(steps.at(-1)!.state.value)}`;
}

function eventsUpTo(steps: WalkStep[], last: number, { payloads = false } = {}): string {
  const events = steps
    .slice(1, last + 1)
    .map(({ event: { type, ...payload } }) => (payloads && Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type));
  return events.join(' → ') || '(start)';
}

/** A state left at once by an unguarded eventless transition: no one ever sees it. */
function isPassedThrough(node: AnyStateNode): boolean {
  return node.always?.some((transition) => !transition.guard) ?? false;
}

function leafStates(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states) as AnyStateNode[];
  return children.length === 0 ? [node] : children.flatMap(leafStates);
}
