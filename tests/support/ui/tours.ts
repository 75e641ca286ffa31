import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getAdjacencyMap, type AdjacencyValue } from '@xstate/graph';

/** One step of a walk: the event, and the machine's snapshot after it. */
export interface WalkStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

export type Serialize = (snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined, previous: AnyMachineSnapshot | undefined) => string;

export interface TourOptions {
  input: unknown;
  /** The events to try from a snapshot. */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /** The screen a step reaches: what the walks must cover, each at least once. */
  screenOf: Serialize;
  /** What of a snapshot decides where it can go next (two snapshots alike in this and in their screen go on alike). */
  exactOf: (snapshot: AnyMachineSnapshot) => unknown;
}

/** A walk this long takes a few seconds on a quiet machine; a longer one starts again from a fresh screen. */
const tourSteps = 40;

interface Edge extends WalkStep {
  node: string;
}

/**
 * Walks that cover every screen of the graph with few renderings: each goes on from the screen
 * just checked to the nearest one not yet covered, preferring one from which every uncovered
 * screen still ahead stays within reach (a deletion, a final state or a closed wizard is left for
 * last), and a new walk starts from a fresh screen when nothing uncovered is ahead. Routes are
 * worked out on the machine's exact graph (`exactOf`), where a screen may be several snapshots
 * (a row deleted or not), so every walk is a path the machine takes.
 */
export function tours(machine: AnyStateMachine, options: TourOptions): WalkStep[][] {
  const graph = exactGraph(machine, options);
  const [start] = graph.nodes.keys();
  const uncovered = new Set([...graph.screens.values()].filter((screen) => screen !== graph.screens.get(start!)));
  const walks: WalkStep[][] = [];
  while (uncovered.size > 0) {
    const steps: WalkStep[] = [{ event: { type: 'xstate.init' }, state: graph.nodes.get(start!)! }];
    let at = start!;
    for (;;) {
      const ahead = [...graph.reachableScreens(at)].filter((screen) => uncovered.has(screen));
      const keepsAhead = (node: string) => ahead.every((screen) => screen === graph.screens.get(node) || graph.reachableScreens(node).has(screen));
      const route = nearestUncovered(graph, at, (node) => uncovered.has(graph.screens.get(node)!), keepsAhead);
      if (!route || (steps.length > 1 && steps.length + route.length > tourSteps)) break;
      for (const edge of route) {
        steps.push({ event: edge.event, state: edge.state });
        uncovered.delete(graph.screens.get(edge.node)!);
      }
      at = route.at(-1)!.node;
    }
    walks.push(steps);
  }
  return walks;
}

/** The machine's graph, one node per screen and exact snapshot, with the screens reachable from each node. */
function exactGraph(machine: AnyStateMachine, { input, events, screenOf, exactOf }: TourOptions) {
  const nodeOf: Serialize = (snapshot, event, previous) => JSON.stringify([screenOf(snapshot, event, previous), exactOf(snapshot)]);
  const adjacency = Object.entries(getAdjacencyMap(machine, { input, events, serializeState: nodeOf })) as Array<
    [string, AdjacencyValue<AnyMachineSnapshot, AnyEventObject>]
  >;
  const nodes = new Map(adjacency.map(([node, { state }]) => [node, state]));
  const screens = new Map(adjacency.map(([node]) => [node, JSON.parse(node)[0] as string]));
  const edges = new Map(
    adjacency.map(([node, { state: from, transitions }]) => [
      node,
      Object.values(transitions).map(({ event, state }): Edge => ({ event, state, node: nodeOf(state, event, from) })),
    ]),
  );
  const reached = new Map<string, Set<string>>();
  /** The screens a walk standing on this node can still reach (worked out once per node). */
  const reachableScreens = (from: string): Set<string> => {
    let found = reached.get(from);
    if (found) return found;
    found = new Set<string>();
    const seen = new Set([from]);
    const queue = [from];
    for (let index = 0; index < queue.length; index++)
      for (const { node } of edges.get(queue[index]!)!) {
        if (seen.has(node)) continue;
        seen.add(node);
        found.add(screens.get(node)!);
        queue.push(node);
      }
    reached.set(from, found);
    return found;
  };
  return { nodes, screens, edges, reachableScreens };
}

/**
 * The shortest route (breadth first) from a node to one whose screen is wanted and that keeps the
 * rest within reach; failing that, to the nearest wanted one; null when none is ahead.
 */
function nearestUncovered(
  graph: ReturnType<typeof exactGraph>,
  from: string,
  wanted: (node: string) => boolean,
  keepsAhead: (node: string) => boolean,
): Edge[] | null {
  const cameBy = new Map<string, { previous: string; edge: Edge }>([[from, { previous: from, edge: null as never }]]);
  const routeTo = (node: string) => {
    const route: Edge[] = [];
    for (let back = node; back !== from; back = cameBy.get(back)!.previous) route.unshift(cameBy.get(back)!.edge);
    return route;
  };
  let fallback: string | null = null;
  const queue = [from];
  for (let index = 0; index < queue.length; index++) {
    const here = queue[index]!;
    for (const edge of graph.edges.get(here)!) {
      if (cameBy.has(edge.node)) continue;
      cameBy.set(edge.node, { previous: here, edge });
      if (wanted(edge.node) && keepsAhead(edge.node)) return routeTo(edge.node);
      if (wanted(edge.node)) fallback ??= edge.node;
      queue.push(edge.node);
    }
  }
  return fallback === null ? null : routeTo(fallback);
}
