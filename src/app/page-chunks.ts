/**
 * The lazily loaded parts of the app, one import each: `React.lazy` takes them (app-routes,
 * protected-area, dashboard-routes), and the start (src/main.tsx) begins downloading those the
 * address needs while the session is being checked, instead of one after the other once it is
 * known. An import started twice is downloaded once.
 */
export const pageChunks = {
  forgot: () => import('../features/auth/forgot-page'),
  changePassword: () => import('../features/auth/change-password-page'),
  dashboard: () => import('./dashboard-routes'),
  weddings: () => import('../features/weddings/weddings-page'),
  wedding: () => import('../features/weddings/wedding-page'),
  weddingHome: () => import('../features/home/home-page'),
  weddingPlan: () => import('../features/plan/wedding-plan-page'),
  weddingChecklist: () => import('../features/checklist/wedding-checklist-page'),
  weddingTables: () => import('../features/tables/tables-page'),
  weddingGuests: () => import('../features/guests/wedding-guests-page'),
  weddingUsers: () => import('../features/wedding-users/wedding-users-dialog'),
  users: () => import('../features/users/users-page'),
  myChecklist: () => import('../features/checklist/my-checklist-page'),
  basePlan: () => import('../features/plan/base-plan-page'),
  credits: () => import('../features/credits/credits-page'),
  notFound: () => import('../components/errors/not-found-page'),
  unauthorized: () => import('../components/errors/unauthorized-page'),
};

type Chunk = keyof typeof pageChunks;

/** The signed-out pages live outside the signed-in area: nothing else is fetched for them. */
const signedOutPages: Array<[RegExp, Chunk[]]> = [
  [/^\/login\/?$/, []],
  [/^\/forgot\/?$/, ['forgot']],
  [/^\/change_password(\/|$)/, ['changePassword']],
];

/** Signed-in addresses (dashboard-routes.tsx) and the pages they show. */
const signedInPages: Array<[RegExp, Chunk[]]> = [
  [/^\/weddings\/?$/, ['weddings']],
  [/^\/wedding\/\d+\/plan\/?$/, ['wedding', 'weddingPlan']],
  [/^\/wedding\/\d+\/checklist\/?$/, ['wedding', 'weddingChecklist']],
  [/^\/wedding\/\d+\/tables\/?$/, ['wedding', 'weddingTables']],
  [/^\/wedding\/\d+\/guests\/?$/, ['wedding', 'weddingGuests']],
  [/^\/wedding\/\d+\/?$/, ['wedding', 'weddingHome']],
  [/^\/wedding\/\d+(\/|$)/, ['wedding']],
  [/^\/users\/?$/, ['users']],
  [/^\/my_checklist\/?$/, ['myChecklist']],
  [/^\/base_plan\/?$/, ['basePlan']],
  [/^\/credits\/?$/, ['credits']],
];

/** The chunks the page at `path` shows, besides the first bundle. */
export function chunksFor(path: string): Chunk[] {
  const signedOut = signedOutPages.find(([pattern]) => pattern.test(path));
  if (signedOut) return signedOut[1];
  return ['dashboard', ...(signedInPages.find(([pattern]) => pattern.test(path))?.[1] ?? [])];
}

/** Starts downloading the page at `path`; a failure shows later, when the page itself imports it. */
export function preloadPage(path: string): void {
  for (const chunk of chunksFor(path)) pageChunks[chunk]().catch(() => {});
}
