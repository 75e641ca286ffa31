/**
 * Loading what a page or dialog shows: `loading` calls the machine's loading actor; its answer
 * takes the machine's own transition out (`onDone`: store it, go on to `ready`, or wherever the
 * machine needs); a failure runs the machine's failure actions (`onFailure`: say why, store the
 * message the page shows) and waits in `failed` until the person sends `load.retry`.
 *
 * A state-config factory rather than a child machine: the two states land in the machine's
 * own config, spread into `states` (`...loadingStates({ src: 'loadPlanners', onDone, onFailure })`),
 * so the Stately visualizer draws `loading` and `failed` as the machine's own states, the
 * loading actor and the failure actions keep their names from `setup`, and the machine's
 * other states can still read the loaded data without asking a child. Write `onDone` and
 * `onFailure` next to the machine, typed by the event they read (as the examples do).
 */

/** The event every page sends to try a failed load again. */
export interface RetryLoadEvent {
  type: 'load.retry';
}

interface LoadingOptions<TSrc extends string, TDone, TFailure, TFailures, TInput> {
  /** The loading actor's name in `setup` (also the invoked actor's id). */
  src: TSrc;
  /** The loading actor's input, when it takes one. */
  input?: TInput;
  /** The transition (or guarded transitions) taken with the answer. */
  onDone: TDone;
  /** The actions run on a failure, on the way to `failed`. */
  onFailure?: TFailure;
  /** Failures that lead elsewhere than `failed` (e.g. forbidden, not found), tried first. */
  otherFailures?: TFailures;
}

export function loadingStates<const TSrc extends string, const TDone, const TFailure, const TFailures extends readonly object[] = [], const TInput = undefined>(
  options: LoadingOptions<TSrc, TDone, TFailure, TFailures, TInput>,
) {
  const toFailed = { target: 'failed', actions: options.onFailure } as const;
  return {
    loading: {
      invoke: {
        id: options.src,
        src: options.src,
        input: options.input,
        onDone: options.onDone,
        onError: [...(options.otherFailures ?? ([] as unknown as TFailures)), toFailed] as const,
      },
    },
    failed: {
      on: { 'load.retry': { target: 'loading' } },
    },
  } as const;
}

interface RefreshingOptions<TSrc extends string, TId extends string, TRefresh extends string, TDone, TFailure> {
  /** The loading actor's name in `setup`. */
  src: TSrc;
  /** The reloading actor's id (its own, so it never collides with the first load's). */
  id: TId;
  /** The event that asks for fresh rows; sent again while a reload runs, it starts over. */
  refresh: TRefresh;
  /** The actions that store the answer. */
  onDone: TDone;
  /** The actions that say a reload failed: the rows on screen stay. */
  onFailure: TFailure;
}

/** `{ [key]: value }` with its key's literal type kept, so the machine's config stays typed. */
const keyed = <K extends string, V>(key: K, value: V) => ({ [key]: value }) as Record<K, V>;

/**
 * A loaded list that reloads behind the scenes, keeping its rows on screen meanwhile: a region
 * config (`rows: refreshingRows({ ... })`) with `shown` and `refreshing`.
 */
export function refreshingRows<const TSrc extends string, const TId extends string, const TRefresh extends string, const TDone, const TFailure>(
  options: RefreshingOptions<TSrc, TId, TRefresh, TDone, TFailure>,
) {
  return {
    initial: 'shown',
    states: {
      shown: { on: keyed(options.refresh, { target: 'refreshing' } as const) },
      refreshing: {
        on: keyed(options.refresh, { target: 'refreshing', reenter: true } as const),
        invoke: {
          id: options.id,
          src: options.src,
          onDone: { target: 'shown', actions: options.onDone },
          onError: { target: 'shown', actions: options.onFailure },
        },
      },
    },
  } as const;
}
