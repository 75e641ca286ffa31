import { fromPromise } from 'xstate';

/**
 * An actor the app provides (an HTTP call through the SPA's client): a machine declares it by
 * name and type in `setup`, and the app (or a test) swaps it in with `.provide()`. Left
 * unprovided, it fails loudly with its name.
 */
export const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)));
