import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints } from '../../contract/auth';
import { budgetEndpoints } from '../../contract/budget';
import { ideaEndpoints } from '../../contract/ideas';
import { bootAnswerKey, bootAnswersElementId, startedReadsElementId, type BootAnswers, type BootQuery } from '../../contract/boot-answers';
import { checklistEndpoints } from '../../contract/checklist';
import { creditsEndpoints } from '../../contract/credits';
import type { ModuleCode } from '../../contract/permissions';
import { guestEndpoints } from '../../contract/guests';
import { planEndpoints } from '../../contract/plan';
import { tablesEndpoints } from '../../contract/tables';
import { usersEndpoints } from '../../contract/users';
import { weddingsEndpoints } from '../../contract/weddings';

/**
 * The page a browser asks for comes with the answers to the reads that page starts with
 * (contract/boot-answers.ts): the session, the site's brand and the page's own data. On a phone
 * each of those is a round trip after the app's code has arrived (about 560 ms each on
 * Lighthouse's slow 4G, one after the other for a wedding's module), and the page is not drawn
 * before they are back.
 *
 * Each read is made through the API itself (`inject`, with the browser's cookie), so it passes
 * the same session, wedding and permission checks as when the SPA asks: only 200 answers are
 * written, a refusal is left for the SPA to meet the normal way.
 */

interface Read {
  path: string;
  query?: BootQuery;
}

const read = (endpoint: { path: string }, query?: BootQuery): Read => ({ path: endpoint.path, query });

/** Every page of a wedding reads it with its HOME actions: whether Home has a card decides the menu. */
const weddingReads = (weddingId: number): Read[] => [
  read(weddingsEndpoints.show, { id: weddingId }),
  read(weddingsEndpoints.actions, { wedding_id: weddingId, module_code: 'HOME' }),
];

const moduleReads = (weddingId: number, moduleCode: ModuleCode, ...reads: Read[]): Read[] => [
  ...weddingReads(weddingId),
  ...reads,
  read(weddingsEndpoints.actions, { wedding_id: weddingId, module_code: moduleCode }),
];

/**
 * What each page's machines load first, by address (src/app/dashboard-routes.tsx). A page not
 * listed still works: it reads as it always did. `e2e/first-load.spec.ts` opens listed pages
 * and checks that they ask the server nothing more.
 */
const pageReads: Array<[RegExp, (id: number) => Read[]]> = [
  [/^\/weddings\/?$/, () => [read(weddingsEndpoints.list)]],
  [
    /^\/wedding\/(\d+)\/plan\/?$/,
    (id) => moduleReads(id, 'PLAN', read(planEndpoints.sections, { wedding_id: id }), read(planEndpoints.elements, { wedding_id: id })),
  ],
  // A wedding opens on Home and its cards (a card the user may not see is refused, so not written).
  [
    /^\/wedding\/(\d+)\/?$/,
    (id) => [
      ...weddingReads(id),
      ...[checklistEndpoints, guestEndpoints, tablesEndpoints, budgetEndpoints, ideaEndpoints].map((endpoints) => read(endpoints.summary, { wedding_id: id })),
    ],
  ],
  [/^\/wedding\/(\d+)\/checklist\/?$/, (id) => moduleReads(id, 'CHECKLIST', read(checklistEndpoints.list, { wedding_id: id }))],
  [/^\/wedding\/(\d+)\/tables\/?$/, (id) => moduleReads(id, 'TABLES', read(tablesEndpoints.index, { wedding_id: id }))],
  [/^\/wedding\/(\d+)\/guests\/?$/, (id) => moduleReads(id, 'GUESTS', read(guestEndpoints.categories, { wedding_id: id }))],
  [/^\/wedding\/(\d+)(\/|$)/, (id) => weddingReads(id)],
  [/^\/users\/?$/, () => [read(usersEndpoints.list), read(usersEndpoints.types)]],
  [/^\/credits\/?$/, () => [read(creditsEndpoints.history)]],
];

/**
 * Reads the page starts at once instead of finding them answered in it: with thousands of guests
 * the list would hold back the page's first byte, so the page only names it and the SPA's first
 * script sends it while the page's code is still arriving (src/lib/boot-answers.ts), rather than
 * once that code has run (issue 23 item 23).
 */
const startedReads: Array<[RegExp, (id: number) => Read[]]> = [[/^\/wedding\/(\d+)\/guests\/?$/, (id) => [read(guestEndpoints.index, { wedding_id: id })]]];

/** The reads a table lists for the page at `pathname` (the first that matches), or none. */
function readsAt(table: Array<[RegExp, (id: number) => Read[]]>, pathname: string): Read[] {
  for (const [pattern, reads] of table) {
    const match = pattern.exec(pathname);
    if (match) return reads(Number(match[1]));
  }
  return [];
}

export function bootReadsOf(pathname: string, hostname: string): Read[] {
  return [read(authEndpoints.me), read(authEndpoints.customization, { host: hostname }), ...readsAt(pageReads, pathname)];
}

/** A page is never held back longer than this for its answers: without them it still works. */
const answersWaitMs = 1000;

/** What a page carries: the answers to its first reads, and the keys of those it starts itself. */
export interface PageBoot {
  answers: BootAnswers;
  started: string[];
}

/**
 * The reads the page at `pathname` starts itself, named only when the server answered all the
 * reads written for it: the person is signed in and may open the page (and its wedding).
 */
export function startedReadsOf(pathname: string, hostname: string, answers: BootAnswers): string[] {
  const answeredAll = bootReadsOf(pathname, hostname).every(({ path, query }) => Object.hasOwn(answers, bootAnswerKey(path, query)));
  return answeredAll ? startedReadKeys(pathname) : [];
}

/** The keys (paths with their query) of the reads the page at `pathname` starts itself. */
export const startedReadKeys = (pathname: string): string[] => readsAt(startedReads, pathname).map(({ path, query }) => bootAnswerKey(path, query));

export async function collectBootAnswers(app: FastifyInstance, request: FastifyRequest, apiPrefix: string): Promise<PageBoot> {
  const pathname = new URL(request.url, 'http://page').pathname;
  const headers = request.headers.cookie ? { cookie: request.headers.cookie } : {};
  const answered = Promise.all(
    bootReadsOf(pathname, request.hostname).map(async ({ path, query }) => {
      const key = bootAnswerKey(path, query);
      // A read that fails here (the API logs why) is left for the SPA to make: the page still goes out.
      const response = await app.inject({ method: 'GET', url: `${apiPrefix}${key}`, headers, remoteAddress: request.ip }).catch(() => null);
      return response?.statusCode === 200 ? ([[key, (response.json() as { data: unknown }).data]] as const) : [];
    }),
  );
  const late = new Promise<[]>((resolve) => setTimeout(() => resolve([]), answersWaitMs).unref());
  const answers: BootAnswers = Object.fromEntries((await Promise.race([answered, late])).flat());
  return { answers, started: startedReadsOf(pathname, request.hostname, answers) };
}

/**
 * The answers and the started reads as JSON elements of the page, where no character of theirs
 * can end the script element or start markup (a wedding may be called `</script>`).
 */
export function bootElements({ answers, started }: PageBoot): string {
  const inPage = (id: string, value: unknown) => {
    const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `<script type="application/json" id="${id}">${json}</script>`;
  };
  return inPage(bootAnswersElementId, answers) + (started.length > 0 ? inPage(startedReadsElementId, started) : '');
}
