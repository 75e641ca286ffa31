import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector, in development only: `VITE_INSPECT=1 npm run dev` opens a
 * window that shows every app actor (auth, forms, language) live. Production builds
 * drop this import entirely, since `import.meta.env.DEV` is false there.
 */
let inspect: Observer<InspectionEvent> | undefined;

export async function startInspector(): Promise<void> {
  if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === '1') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspect = createBrowserInspector().inspect;
  }
}

/** Options for `createActor` / `useActorRef`: inspected when the inspector runs. */
export function actorOptions(): { inspect?: Observer<InspectionEvent> } {
  return inspect ? { inspect } : {};
}
