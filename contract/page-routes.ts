import type { Locale } from './locale';

/**
 * Which of the SPA's lazily loaded parts (src/app/page-chunks.ts) each address shows. Shared:
 * the SPA's first script starts downloading them while the session is checked, and the server
 * names their files in the page it sends (server/http/page-preloads.ts), so the browser fetches
 * them while the server is still writing the page's first answers. No imports: both the entry
 * script and the build read this.
 */
export const pageChunkNames = [
  'forgot',
  'changePassword',
  'dashboard',
  'weddings',
  'wedding',
  'weddingPlan',
  'weddingChecklist',
  'weddingTables',
  'weddingGuests',
  'weddingUsers',
  'users',
  'myChecklist',
  'basePlan',
  'credits',
  'notFound',
  'unauthorized',
  'weddingIdeas',
  'weddingBudget',
  'weddingHome',
] as const;
export type PageChunkName = (typeof pageChunkNames)[number];

/** What the build tells the server to preload for each page (scripts/page-preloads-plugin.ts), in this file beside index.html. */
export const pagePreloadsFile = 'page-preloads.json';
export interface PagePreloads {
  /** The files of each part, beyond what index.html preloads already. */
  chunks: Record<PageChunkName, string[]>;
  /** The files of each language's texts. */
  locales: Record<Locale, string[]>;
  /** Where the SPA sends its API calls (VITE_API_BASE), for the reads a page starts at once. */
  apiBase: string;
}

/** The signed-out pages live outside the signed-in area: nothing else is fetched for them. */
const signedOutPages: Array<[RegExp, PageChunkName[]]> = [
  [/^\/login\/?$/, []],
  [/^\/forgot\/?$/, ['forgot']],
  [/^\/change_password(\/|$)/, ['changePassword']],
];

/** Signed-in addresses (src/app/dashboard-routes.tsx) and the pages they show. */
const signedInPages: Array<[RegExp, PageChunkName[]]> = [
  [/^\/weddings\/?$/, ['weddings']],
  [/^\/wedding\/\d+\/plan\/?$/, ['wedding', 'weddingPlan']],
  [/^\/wedding\/\d+\/checklist\/?$/, ['wedding', 'weddingChecklist']],
  [/^\/wedding\/\d+\/tables\/?$/, ['wedding', 'weddingTables']],
  [/^\/wedding\/\d+\/guests\/?$/, ['wedding', 'weddingGuests']],
  [/^\/wedding\/\d+\/ideas\/?$/, ['wedding', 'weddingIdeas']],
  [/^\/wedding\/\d+\/budget\/?$/, ['wedding', 'weddingBudget']],
  [/^\/wedding\/\d+\/?$/, ['wedding', 'weddingHome']],
  [/^\/wedding\/\d+(\/|$)/, ['wedding']],
  [/^\/users\/?$/, ['users']],
  [/^\/my_checklist\/?$/, ['myChecklist']],
  [/^\/base_plan\/?$/, ['basePlan']],
  [/^\/credits\/?$/, ['credits']],
];

/** The chunks the page at `path` shows, besides the first bundle. */
export function chunksFor(path: string): PageChunkName[] {
  const signedOut = signedOutPages.find(([pattern]) => pattern.test(path));
  if (signedOut) return signedOut[1];
  return ['dashboard', ...(signedInPages.find(([pattern]) => pattern.test(path))?.[1] ?? [])];
}
