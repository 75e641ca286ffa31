import { and, not, or, stateIn, StateMachine, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { literalOf, quote, type Code, type Entry } from './code-literal';
import type { ImplementationKind, StandIns } from './stand-ins';

/**
 * A machine's config rebuilt from the running machine (xstate's StateNode tree: `states`,
 * `transitions`, `always`, `after`, `invoke`, and each node's raw `config` for entry and exit),
 * so spreads, shared pieces and factories are already resolved. Implementations are written by
 * name, and inline ones get a generated name from `standIns`; a target is written as a sibling's
 * key, a child's `.path`, or `#id` elsewhere.
 */

type Guard = NonNullable<AnyTransitionDefinition['guard']>;
type Action = AnyTransitionDefinition['actions'][number];
interface Parameterized {
  type: string;
  params?: unknown;
}

const listOf = <T>(value: T | readonly T[] | undefined): readonly T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value as T]);

/** Higher-order guards (`and([...])`, `not(...)`), told apart by the check xstate gives each. */
const checkOf = (guard: unknown) => (guard as { check?: unknown }).check;
const higherOrderGuards = new Map<unknown, 'and' | 'or' | 'not' | 'stateIn'>([
  [checkOf(and([])), 'and'],
  [checkOf(or([])), 'or'],
  [checkOf(not('')), 'not'],
  [checkOf(stateIn({})), 'stateIn'],
]);

/** Names xstate gives functions from where they are written, which say nothing of what they do. */
const placeholderNames = new Set(['', 'actions', 'entry', 'exit', 'guard', 'src']);

/** What an inline function is: a built-in action's kind (`assign`), else its own name, else the kind of thing. */
function labelOf(implementation: unknown, fallback: string): string {
  if (implementation instanceof StateMachine) return `${implementation.id} machine`;
  const { type, name } = implementation as { type?: unknown; name?: string };
  if (typeof type === 'string' && type.startsWith('xstate.')) return type.slice('xstate.'.length);
  return name && !placeholderNames.has(name) ? name : fallback;
}

function isDescendant(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  return node.path.length > ancestor.path.length && ancestor.path.every((key, index) => node.path[index] === key);
}

function targetOf(source: AnyStateNode, target: AnyStateNode): string {
  if (source.parent && target.parent === source.parent) return target.key;
  if (isDescendant(target, source)) return `.${target.path.slice(source.path.length).join('.')}`;
  return `#${target.id}`;
}

export function configWriter(machine: AnyStateMachine, standIns: StandIns, imports: Set<string>) {
  const named = (kind: ImplementationKind, implementation: string | Parameterized): Code => {
    if (typeof implementation === 'string') return quote(standIns.named(kind, implementation));
    const name = quote(standIns.named(kind, implementation.type));
    const params = typeof implementation.params === 'function' ? undefined : literalOf(implementation.params);
    return params === undefined
      ? name
      : {
          object: [
            { key: 'type', value: name },
            { key: 'params', value: params },
          ],
        };
  };

  function guardCode(guard: Guard, place: string): Code {
    if (typeof guard !== 'function') return named('guards', guard as string | Parameterized);
    const higherOrder = higherOrderGuards.get(checkOf(guard));
    if (!higherOrder) return quote(standIns.inline('guards', guard, labelOf(guard, 'guard'), place));
    imports.add(higherOrder);
    const { guards, stateValue } = guard as unknown as { guards?: Guard[]; stateValue?: unknown };
    if (higherOrder === 'stateIn') return { call: 'stateIn', args: [literalOf(stateValue) ?? '{}'] };
    const args = guards!.map((inner) => guardCode(inner, place));
    return { call: higherOrder, args: higherOrder === 'not' ? args : [{ array: args }] };
  }

  function actionsCode(actions: readonly Action[], place: string): Code | undefined {
    const codes = actions.map((action) =>
      typeof action === 'function'
        ? quote(standIns.inline('actions', action, labelOf(action, 'action'), place))
        : named('actions', action as string | Parameterized),
    );
    if (codes.length === 0) return undefined;
    return codes.length === 1 ? codes[0] : { array: codes };
  }

  function transitionCode(transition: AnyTransitionDefinition, place: string): Code {
    const entries: Entry[] = [];
    const add = (key: string, value: Code | undefined) => value !== undefined && entries.push({ key, value });
    if (transition.guard !== undefined) add('guard', guardCode(transition.guard, place));
    const targets = (transition.target ?? []).map((target) => quote(targetOf(transition.source, target)));
    add('target', targets.length > 1 ? { array: targets } : targets[0]);
    add('actions', actionsCode(transition.actions, place));
    if (transition.reenter) add('reenter', 'true');
    if (transition.description !== undefined) add('description', quote(transition.description));
    if (transition.meta !== undefined) add('meta', literalOf(transition.meta));
    return { object: entries };
  }

  function transitionsCode(transitions: readonly AnyTransitionDefinition[] | undefined, place: string): Code | undefined {
    if (!transitions || transitions.length === 0) return undefined;
    const codes = transitions.map((transition) => transitionCode(transition, place));
    return codes.length === 1 ? codes[0] : { array: codes };
  }

  function invokeCode(node: AnyStateNode, index: number): Code {
    const config = listOf(node.config.invoke)[index]!;
    const { id, systemId } = node.invoke[index]!;
    const entries: Entry[] = [];
    const add = (key: string, value: Code | undefined) => value !== undefined && entries.push({ key, value });
    if (config.id !== undefined) add('id', quote(id));
    if (systemId !== undefined) add('systemId', quote(systemId));
    const src = config.src;
    add('src', typeof src === 'string' ? named('actors', src) : quote(standIns.inline('actors', src, labelOf(src, 'actor'), `invoked in ${node.id}`)));
    if (typeof config.input !== 'function' && config.input !== undefined) add('input', literalOf(config.input));
    add('onDone', transitionsCode(node.transitions.get(`xstate.done.actor.${id}`), `onDone of ${id} in ${node.id}`));
    add('onError', transitionsCode(node.transitions.get(`xstate.error.actor.${id}`), `onError of ${id} in ${node.id}`));
    add('onSnapshot', transitionsCode(node.transitions.get(`xstate.snapshot.${id}`), `onSnapshot of ${id} in ${node.id}`));
    return { object: entries };
  }

  /** `after`, one key per delay: a number as written, a name declared in setup. */
  function afterCode(node: AnyStateNode): Code | undefined {
    const delays = [...new Set(node.after.map((transition) => transition.delay))];
    if (delays.length === 0) return undefined;
    return {
      object: delays.map((delay) => {
        if (typeof delay === 'string') standIns.named('delays', delay, { comment: 'computed by the app' });
        const transitions = node.after.filter((transition) => transition.delay === delay);
        return { key: String(delay), value: transitionsCode(transitions, `after ${String(delay)} in ${node.id}`)! };
      }),
    };
  }

  function stateCode(node: AnyStateNode, context?: Entry): Code {
    const { config } = node;
    const entries: Entry[] = [];
    const add = (key: string, value: Code | undefined) => value !== undefined && entries.push({ key, value });
    if (config.id !== undefined) add('id', quote(config.id));
    if (node.description !== undefined) add('description', quote(node.description));
    if (['parallel', 'final', 'history'].includes(node.type)) add('type', quote(node.type));
    if (node.type === 'history' && node.history === 'deep') add('history', quote('deep'));
    if (node.type === 'history') add('target', literalOf(config.target));
    if (node.type === 'compound') add('initial', quote(node.initial.target[0]!.key));
    if (context) entries.push(context);
    if (node.tags.length > 0) add('tags', { array: node.tags.map(quote) });
    if (node.meta !== undefined) add('meta', literalOf(node.meta));
    add('entry', actionsCode(listOf(config.entry), `entry of ${node.id}`));
    add('exit', actionsCode(listOf(config.exit), `exit of ${node.id}`));
    const invokes = node.invoke.map((_, index) => invokeCode(node, index));
    add('invoke', invokes.length > 1 ? { array: invokes } : invokes[0]);
    const on = Object.keys(config.on ?? {}).map((event) => ({
      key: event,
      value: transitionsCode(node.transitions.get(event), `on ${event} in ${node.id}`) ?? '{}',
    }));
    if (on.length > 0) add('on', { object: on });
    add('always', transitionsCode(node.always, `always in ${node.id}`));
    add('after', afterCode(node));
    add('onDone', transitionsCode(node.transitions.get(`xstate.done.state.${node.id}`), `onDone of ${node.id}`));
    if (node.output !== undefined && typeof node.output !== 'function') add('output', literalOf(node.output));
    const states = Object.values(node.states).map((child) => ({ key: child.key, value: stateCode(child) }));
    if (states.length > 0) add('states', { object: states });
    return { object: entries };
  }

  return { root: (context?: Entry) => stateCode(machine.root, context) };
}
