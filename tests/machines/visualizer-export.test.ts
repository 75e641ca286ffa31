import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assign,
  createActor,
  fromPromise,
  log,
  not,
  raise,
  setup,
  stateIn,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { findMachines } from '../../scripts/machines-visualizer/find-machines';
import { visualizerDefinition, type FoundMachine } from '../../scripts/machines-visualizer/machine-definition';
import { isGeneratedName } from '../../scripts/machines-visualizer/stand-ins';

/**
 * `npm run machines:visualize` (issue 23 item 31): every machine of the app, written as one
 * definition a designer pastes into the Stately visualizer, imports only 'xstate', loads as a
 * module of its own, and builds a machine with the app machine's structure (state ids, initial
 * states, transitions with their targets, guards and actions by name, invokes, tags), which
 * starts. Inline implementations are compared as "inline": the definition names them.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const machines = await findMachines(root);

// Inside the repository, so the definitions import xstate from its node_modules as a designer's copy would.
mkdirSync(join(root, '.tmp'), { recursive: true });
const scratch = mkdtempSync(join(root, '.tmp', 'visualizer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function load(found: FoundMachine, definition: string): Promise<AnyStateMachine> {
  const file = join(scratch, `${found.name}.ts`);
  writeFileSync(file, definition);
  const module: Record<string, AnyStateMachine> = await import(file);
  return module[found.name]!;
}

const listOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** An implementation as the comparison sees it: its name, `and(a, b)` for a higher-order guard, "inline" for one written in place. */
function nameOf(implementation: unknown): string {
  if (typeof implementation === 'string') return isGeneratedName(implementation) ? 'inline' : implementation;
  if (typeof implementation === 'function') {
    const { guards } = implementation as { guards?: unknown[] };
    return guards ? `${implementation.name}(${guards.map(nameOf).join(', ')})` : 'inline';
  }
  return nameOf((implementation as { type: string }).type);
}

const transitionOf = (transition: AnyTransitionDefinition) => ({
  targets: (transition.target ?? []).map((target) => target.id),
  guard: transition.guard === undefined ? null : nameOf(transition.guard),
  actions: transition.actions.map(nameOf),
  reenter: transition.reenter,
  description: transition.description ?? null,
});

/** Every state node by id, with what a designer sees of it. */
function structureOf(machine: AnyStateMachine) {
  const nodes: Record<string, unknown> = {};
  const visit = (node: AnyStateNode) => {
    nodes[node.id] = {
      type: node.type,
      history: node.history,
      initial: node.initial.target.map((target) => target.id),
      tags: node.tags,
      description: node.description ?? null,
      meta: node.meta ?? null,
      entry: listOf(node.config.entry).map(nameOf),
      exit: listOf(node.config.exit).map(nameOf),
      invoke: node.invoke.map(({ id, src, systemId }) => ({
        id,
        src: typeof src === 'string' && !src.startsWith('xstate.invoke.') ? nameOf(src) : 'inline',
        systemId,
      })),
      transitions: Object.fromEntries([...node.transitions].map(([event, transitions]) => [event, transitions.map(transitionOf)])),
      always: (node.always ?? []).map(transitionOf),
      children: Object.keys(node.states),
    };
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return nodes;
}

/** Names the machine refers to that its setup does not declare (each would throw, or do nothing, when reached). */
function undeclaredNames(machine: AnyStateMachine): string[] {
  const missing: string[] = [];
  const check = (kind: 'actions' | 'guards' | 'actors' | 'delays', implementation: unknown) => {
    if (typeof implementation === 'function') return (implementation as { guards?: unknown[] }).guards?.forEach((inner) => check(kind, inner));
    const name = typeof implementation === 'string' ? implementation : (implementation as { type: string }).type;
    if (!(name in machine.implementations[kind])) missing.push(`${kind}: ${name}`);
  };
  const visit = (node: AnyStateNode) => {
    [...listOf(node.config.entry), ...listOf(node.config.exit)].forEach((action) => check('actions', action));
    for (const transition of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
      transition.actions.forEach((action) => check('actions', action));
      if (transition.guard !== undefined) check('guards', transition.guard);
    }
    node.invoke.forEach(({ src }) => check('actors', src));
    node.after.forEach(({ delay }) => typeof delay === 'string' && check('delays', delay));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return missing;
}

async function expectPastedDefinitionToMatch(found: FoundMachine) {
  const definition = visualizerDefinition(found, machines);
  expect([...definition.matchAll(/\bfrom\s+'([^']*)'/g)].map((match) => match[1])).toEqual(['xstate']);
  expect(definition).not.toMatch(/\b(import|require)\s*\(/);
  const pasted = await load(found, definition);
  expect(structureOf(pasted)).toEqual(structureOf(found.machine));
  expect(undeclaredNames(pasted)).toEqual([]);
  const actor = createActor(pasted);
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  expect(() => actor.start()).not.toThrow();
  actor.stop();
  expect(errors).toEqual([]);
  return pasted;
}

describe('machines written for the Stately visualizer', () => {
  it('finds the machines that factories make, outside *.machine.ts files and without a *Machine name too', () => {
    const names = machines.map(({ file, name }) => `${file} ${name}`);
    expect(names).toContain('machines/weddings/create-wedding.machine.ts createWeddingMachine');
    expect(names).toContain('machines/plan/plan-lists.ts planSectionList');
    expect(names).toContain('machines/users/users.machine.ts usersList');
  });

  it.each(machines.map((found) => [`${found.file} ${found.name}`, found] as const))('%s pastes whole, loads and starts', async (_, found) => {
    await expectPastedDefinitionToMatch(found);
  });

  it('keeps what the app does not use yet: parallel regions, history, tags, meta, delays, inline implementations', async () => {
    const pasted = await expectPastedDefinitionToMatch({
      name: 'everyFeatureMachine',
      file: 'tests/machines/visualizer-export.test.ts',
      machine: everyFeature,
    });
    expect(Object.keys(pasted.implementations.guards)).toEqual(['hasGuests', 'guard (on form.change in everyFeature.editing.form.clean)']);
    expect(Object.keys(pasted.implementations.actions)).toEqual([
      'track',
      'assign (after debounce in everyFeature.editing.form.dirty)',
      'raise (entry of everyFeature.editing.list.shown)',
      'raise (entry of everyFeature.editing.list.shown) #2',
      'log (exit of everyFeature.editing.list.shown)',
    ]);
    expect(Object.keys(pasted.implementations.actors)).toEqual(['fetchGuests', 'actor (invoked in everyFeature.editing.list.loading)']);
    expect(pasted.implementations.delays).toEqual({ debounce: 300 });
  });
});

/** A machine with the statechart features the app's machines do not use (yet). */
const everyFeature = setup({
  types: { context: {} as { count: number } },
  actors: { fetchGuests: fromPromise(async () => []) },
  guards: { hasGuests: () => true },
  actions: { track: () => {} },
  delays: { debounce: 300 },
}).createMachine({
  id: 'everyFeature',
  description: 'What a designer may draw',
  context: { count: 0 },
  initial: 'editing',
  states: {
    editing: {
      type: 'parallel',
      tags: ['busy'],
      meta: { screen: 'editor' },
      on: { 'editing.reset': { target: ['.form.clean', '.list.loading'], reenter: true, description: 'Start over' } },
      states: {
        form: {
          initial: 'clean',
          onDone: { actions: 'track' },
          states: {
            clean: { on: { 'form.change': { guard: ({ context }) => context.count < 10, target: 'dirty' } } },
            dirty: {
              after: { debounce: { target: 'saved', actions: assign({ count: ({ context }) => context.count + 1 }) }, 5000: { target: 'clean' } },
            },
            saved: { type: 'final' },
            remembered: { type: 'history', history: 'deep', target: 'clean' },
          },
        },
        list: {
          initial: 'loading',
          states: {
            loading: {
              invoke: [
                { src: fromPromise(async () => []), onDone: { target: 'shown' }, onError: { guard: not('hasGuests'), target: 'shown' } },
                { id: 'guests', systemId: 'guests', src: 'fetchGuests' },
              ],
            },
            shown: {
              entry: ['track', raise({ type: 'list.shown' }), raise({ type: 'list.counted' })],
              exit: log('leaving'),
              always: { guard: stateIn('#everyFeature.editing.form.saved'), target: '#everyFeature.closed' },
            },
          },
        },
      },
    },
    closed: { type: 'final', output: { saved: true } },
  },
});
