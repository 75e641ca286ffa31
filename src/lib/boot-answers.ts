import { bootAnswerKey, bootAnswersElementId, startedReadsElementId, type BootAnswers, type BootQuery } from '../../contract/boot-answers';

/**
 * The answers the server wrote into the page for the reads it starts with
 * (server/http/boot-answers.ts), and the reads it named for the page to start itself at once
 * (a list of thousands of guests, which would hold back the page's first byte). A read is
 * answered from here, without a round trip of its own, while the answers still say what the
 * server would say now: on the address the page opened on, within its first seconds, and before
 * this page has sent any change. Any read after that asks the server. A page served without
 * answers (the Vite dev server, a site on a CDN with the API on its own host) simply reads as always.
 */

/** Long enough for a slow phone to run the app's code; short enough that nothing read is old. */
const freshForMs = 10_000;

let answers: BootAnswers | null | undefined;
/** The reads started at once, by key, until the page takes them; `undefined` once a read failed. */
const started = new Map<string, Promise<{ data: unknown } | undefined>>();
/** The address the server wrote the answers for: the one the app started on. */
const openedOn = typeof window === 'undefined' ? '' : window.location.pathname;

function pageElement<T>(id: string): T | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  return element?.textContent ? (JSON.parse(element.textContent) as T) : null;
}

const stillFresh = () => window.location.pathname === openedOn && performance.now() <= freshForMs;

function pageAnswers(): BootAnswers | null {
  // Read once: `null` afterwards means forgotten, not "not read yet".
  if (answers === undefined) answers = pageElement<BootAnswers>(bootAnswersElementId);
  if (answers && !stillFresh()) answers = null;
  return answers;
}

/** The answer written for this read, as `{ data }`, or undefined when the server must be asked. */
export function bootAnswer(path: string, query?: BootQuery): { data: unknown } | undefined {
  const written = pageAnswers();
  const key = bootAnswerKey(path, query);
  return written && Object.hasOwn(written, key) ? { data: written[key] } : undefined;
}

/**
 * Starts the reads the page names (their keys are paths with their query), each through `read`;
 * a read that fails is forgotten, and the page then makes it itself as it always would.
 */
export function startNamedReads(read: (key: string) => Promise<unknown>): void {
  for (const key of pageElement<string[]>(startedReadsElementId) ?? []) {
    started.set(
      key,
      read(key).then(
        (data) => ({ data }),
        () => undefined,
      ),
    );
  }
}

/** The read started at once for this call, taken once (a later call asks again), or undefined. */
export function takeStartedRead(path: string, query?: BootQuery): Promise<{ data: unknown } | undefined> | undefined {
  const key = bootAnswerKey(path, query);
  const read = started.get(key);
  started.delete(key);
  return read && stillFresh() ? read : undefined;
}

/** The page sent a change: what was written or read before it may no longer be so. */
export function forgetBootAnswers(): void {
  answers = null;
  started.clear();
}
