import type { AnyStateMachine } from 'xstate';
import { commentLines, literalOf, print, type Code, type Entry } from './code-literal';
import { configWriter } from './state-config';
import { actorStandInDeclaration, implementationKinds, StandIns } from './stand-ins';

/**
 * A machine of the app written as one self-contained definition for the Stately visualizer:
 * `setup({ actors, guards, actions, delays })` with a named stand-in for every implementation,
 * then `.createMachine({...})` with the whole config as a literal (spread pieces and factories
 * resolved, as the running machine holds them), importing only from 'xstate'.
 */

export interface FoundMachine {
  /** The export's name, e.g. `layoutEditorMachine` or `tablesList`. */
  name: string;
  /** The module that exports it, from the repository's root (`machines/tables/tables-lists.ts`). */
  file: string;
  machine: AnyStateMachine;
}

/** Where a machine's definition is written, inside the output folder: its module's folder, its export's name. */
export const definitionPath = ({ file, name }: Pick<FoundMachine, 'file' | 'name'>) => `${file.replace(/^machines\//, '').replace(/[^/]*$/, '')}${name}.ts`;

/**
 * The definition's text. `others` are the app's other machines: an actor of this one that is
 * one of them says where its own definition is.
 */
export function visualizerDefinition(found: FoundMachine, others: readonly FoundMachine[] = []): string {
  const { machine } = found;
  const standIns = new StandIns();
  declareImplementations(machine, standIns, others);
  const imports = new Set(['setup']);
  const config = configWriter(machine, standIns, imports).root(contextOf(found));
  if (standIns.has('actors')) imports.add('fromPromise');
  const head = `export const ${found.name} = setup(`;
  const setupArgument = print(standIns.setupArgument(), '', head.length);
  const lines = [
    commentLines(
      `${found.name} of ${found.file}, written whole by \`npm run machines:visualize\` for the Stately visualizer: ` +
        'paste it into Stately Studio (Import from code), or open it with the XState VS Code extension. ' +
        'Actions, guards, actors and delays are named stand-ins (the real ones are in the app); one written inline ' +
        'in the app is named after what it is and where it is, e.g. "assign (on wizard.change in createWedding.information)".',
    ),
    `import { ${[...imports].sort().join(', ')} } from 'xstate';`,
    '',
    ...(standIns.has('actors') ? ['/** Every actor: the app provides the real one; this one never settles. */', actorStandInDeclaration, ''] : []),
    `${head}${setupArgument}).createMachine(${print(config, '', '}).createMachine('.length)});`,
    '',
  ];
  return lines.join('\n');
}

/** Setup's own names first, in its order, so the definition lists what the app's machine declares. */
function declareImplementations(machine: AnyStateMachine, standIns: StandIns, others: readonly FoundMachine[]) {
  for (const kind of implementationKinds) {
    for (const [name, implementation] of Object.entries(machine.implementations[kind])) {
      const other = others.find((candidate) => candidate.machine === implementation);
      if (kind === 'actors' && other) standIns.named(kind, name, { comment: `a machine of the app, ${other.name}: see ${definitionPath(other)}` });
      else if (kind === 'delays' && typeof implementation === 'number') standIns.named(kind, name, { value: String(implementation) });
      else if (kind === 'delays') standIns.named(kind, name, { comment: 'computed by the app' });
      else standIns.named(kind, name);
    }
  }
}

/** What a context built from input is for an empty input, when that is plain data (it may need a real input). */
function contextOfEmptyInput(build: (args: { input: object; spawn: () => never; self: undefined }) => unknown): Code | undefined {
  const spawn = () => {
    throw new Error('a context that spawns needs the app');
  };
  try {
    return literalOf(build({ input: {}, spawn, self: undefined }));
  } catch {
    return undefined;
  }
}

/**
 * The machine's context: as written when it is plain data; when the app builds it from input,
 * what an empty input gives (the context's shape), else an empty one; a comment says which.
 */
function contextOf({ machine, file }: FoundMachine): Entry | undefined {
  const context: unknown = machine.config.context;
  if (context === undefined) return undefined;
  const fromInput = typeof context === 'function';
  const value = fromInput ? contextOfEmptyInput(context as Parameters<typeof contextOfEmptyInput>[0]) : literalOf(context);
  if (value === undefined) return { key: 'context', value: '{}', comment: `The app's context is built from input or holds more than plain data (${file}).` };
  return fromInput
    ? { key: 'context', value, comment: `The app builds the context from the machine's input (${file}); this is what an empty input gives.` }
    : { key: 'context', value };
}
