import { fromPromise } from 'xstate';

/**
 * An actor the app provides (an HTTP call through the SPA's client): a machine declares it by
 * name and type in `setup`, and the app (or a test) swaps it in with `.provide()`. Left
 * unprovided, it fails loudly with its name.
 */
export const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)));

/**
 * An effect only the app can perform (switching the texts, writing a cookie), declared in
 * `setup` with the params it takes. Left unprovided, it throws with its name instead of
 * doing nothing, so a forgotten provision shows at once.
 */
export const effectProvidedByApp =
  <TParams>(name: string) =>
  (_: unknown, _params: TParams): void => {
    throw new Error(`${name} is provided by the app`);
  };
