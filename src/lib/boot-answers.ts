import { bootAnswerKey, bootAnswersElementId, type BootAnswers, type BootQuery } from '../../contract/boot-answers';

/**
 * The answers the server wrote into the page for the reads it starts with
 * (server/http/boot-answers.ts). A read is answered from here, without a round trip, while
 * the answers still say what the server would say now: on the address the page opened on,
 * within its first seconds, and before this page has sent any change. Any read after that asks
 * the server. A page served without answers (the Vite dev server, a site on a CDN with the API
 * on its own host) simply reads as always.
 */

/** Long enough for a slow phone to run the app's code; short enough that nothing read is old. */
const freshForMs = 10_000;

let answers: BootAnswers | null | undefined;
/** The address the server wrote the answers for: the one the app started on. */
const openedOn = typeof window === 'undefined' ? '' : window.location.pathname;

function pageAnswers(): BootAnswers | null {
  if (answers === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(bootAnswersElementId);
    answers = element?.textContent ? (JSON.parse(element.textContent) as BootAnswers) : null;
  }
  if (answers && (window.location.pathname !== openedOn || performance.now() > freshForMs)) answers = null;
  return answers;
}

/** The answer written for this read, as `{ data }`, or undefined when the server must be asked. */
export function bootAnswer(path: string, query?: BootQuery): { data: unknown } | undefined {
  const written = pageAnswers();
  const key = bootAnswerKey(path, query);
  return written && Object.hasOwn(written, key) ? { data: written[key] } : undefined;
}

/** The page sent a change: what was written before it may no longer be so. */
export function forgetBootAnswers(): void {
  answers = null;
}
