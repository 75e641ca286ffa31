import type { Code, Entry } from './code-literal';

/**
 * The names a pasted definition declares in `setup`, each with a harmless stand-in: the
 * visualizer shows names, and the app's real implementations stay in the app. An inline
 * implementation of the original (an `assign` written in a transition, an inline guard) gets a
 * generated name that says what it is and where: `assign (on wizard.change in createWedding.information)`.
 * Setup's own names are identifiers, so a generated name (it holds a space) never takes one of them.
 */

export const implementationKinds = ['actors', 'guards', 'actions', 'delays'] as const;
export type ImplementationKind = (typeof implementationKinds)[number];

/** Whether a name in a definition was generated for an inline implementation. */
export const isGeneratedName = (name: string) => name.includes(' ');

/** The one stand-in every actor gets: it never settles, so the machine waits where the app's call would answer. */
export const actorStandIn = 'providedByTheApp';
export const actorStandInDeclaration = `const ${actorStandIn} = fromPromise(() => new Promise(() => {}));`;

/** A delay the app computes waits a second in the stand-in. */
const standInOf: Record<ImplementationKind, string> = {
  actors: actorStandIn,
  guards: '() => false',
  actions: '() => {}',
  delays: '1000',
};

export interface StandIn {
  value?: Code;
  /** A word for the designer, written above the name. */
  comment?: string;
}

export class StandIns {
  private readonly declared = new Map<ImplementationKind, Map<string, Entry>>(implementationKinds.map((kind) => [kind, new Map()]));
  private readonly inlineNames = new Map<unknown, string>();

  /** Declares a name of setup (once), with the kind's stand-in unless told another. */
  named(kind: ImplementationKind, name: string, { value, comment }: StandIn = {}): string {
    const declared = this.declared.get(kind)!;
    if (!declared.has(name)) declared.set(name, { key: name, value: value ?? standInOf[kind], comment });
    return name;
  }

  /** The generated name of an inline implementation: `label (place)`, numbered when another one already took it. */
  inline(kind: ImplementationKind, implementation: unknown, label: string, place: string): string {
    const known = this.inlineNames.get(implementation);
    if (known) return known;
    const base = `${label} (${place})`;
    let name = base;
    for (let count = 2; this.declared.get(kind)!.has(name); count++) name = `${base} #${count}`;
    this.inlineNames.set(implementation, name);
    return this.named(kind, name);
  }

  has(kind: ImplementationKind): boolean {
    return this.declared.get(kind)!.size > 0;
  }

  /** `setup`'s argument: the kinds that have names, in the order the app's machines write them. */
  setupArgument(): Code {
    return {
      object: implementationKinds.filter((kind) => this.has(kind)).map((kind) => ({ key: kind, value: { object: [...this.declared.get(kind)!.values()] } })),
    };
  }
}
