/**
 * The answers the server writes into the page it serves, for the reads that page starts with
 * (server/http/boot-answers.ts), so a phone does not wait a round trip for them after the
 * app's code has arrived. Both sides name a read the same way: its path and its query, in the
 * query's key order (the SPA's calls and the server's list need not agree on that order).
 * No zod here: the SPA's first script imports this.
 */
export const bootAnswersElementId = 'boot-answers';

/**
 * The reads a page starts at once that the server does not answer in the page (a list of
 * thousands would hold back its first byte): their keys (`bootAnswerKey`), as a JSON array in
 * the element of this id. The SPA's first script sends them beside the page's code.
 */
export const startedReadsElementId = 'started-reads';

export type BootQuery = Record<string, string | number | undefined>;

/** `data` of each read's 200 answer, by `bootAnswerKey`. */
export type BootAnswers = Record<string, unknown>;

export function bootAnswerKey(path: string, query: BootQuery = {}): string {
  const entries = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => [name, String(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? path : `${path}?${entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
}
