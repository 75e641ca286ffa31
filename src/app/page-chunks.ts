import { chunksFor, type PageChunkName } from '../../contract/page-routes';

/** An import that, once its module has arrived, also hands it over at once (`arrived`). */
export interface PageChunk<M> {
  (): Promise<M>;
  arrived(): M | undefined;
}

export function pageChunk<M>(load: () => Promise<M>): PageChunk<M> {
  let module: M | undefined;
  const loadOnce = () => load().then((loaded) => (module = loaded));
  return Object.assign(loadOnce, { arrived: () => module });
}

/**
 * The lazily loaded parts of the app, one import each: `lazyPage` takes them (app-routes,
 * protected-area, dashboard-routes), and the start (src/main.tsx) begins downloading those the
 * address needs while the session is being checked, instead of one after the other once it is
 * known. An import started twice is downloaded once.
 */
export const pageChunks = {
  forgot: pageChunk(() => import('../features/auth/forgot-page')),
  changePassword: pageChunk(() => import('../features/auth/change-password-page')),
  dashboard: pageChunk(() => import('./dashboard-routes')),
  weddings: pageChunk(() => import('../features/weddings/weddings-page')),
  wedding: pageChunk(() => import('../features/weddings/wedding-page')),
  weddingPlan: pageChunk(() => import('../features/plan/wedding-plan-page')),
  weddingChecklist: pageChunk(() => import('../features/checklist/wedding-checklist-page')),
  weddingTables: pageChunk(() => import('../features/tables/tables-page')),
  weddingGuests: pageChunk(() => import('../features/guests/wedding-guests-page')),
  weddingUsers: pageChunk(() => import('../features/wedding-users/wedding-users-dialog')),
  users: pageChunk(() => import('../features/users/users-page')),
  myChecklist: pageChunk(() => import('../features/checklist/my-checklist-page')),
  basePlan: pageChunk(() => import('../features/plan/base-plan-page')),
  credits: pageChunk(() => import('../features/credits/credits-page')),
  notFound: pageChunk(() => import('../components/errors/not-found-page')),
  unauthorized: pageChunk(() => import('../components/errors/unauthorized-page')),
  weddingIdeas: pageChunk(() => import('../features/ideas/wedding-ideas-page')),
  weddingBudget: pageChunk(() => import('../features/budget/wedding-budget-page')),
  weddingHome: pageChunk(() => import('../features/home/home-page')),
} satisfies Record<PageChunkName, PageChunk<unknown>>;

/**
 * Starts downloading the page at `path`, and settles once its code has arrived or failed; a
 * failure shows later, when the page itself imports it.
 */
export async function preloadPage(path: string, chunks: Record<PageChunkName, () => Promise<unknown>> = pageChunks): Promise<void> {
  await Promise.all(chunksFor(path).map((chunk) => chunks[chunk]().catch(() => {})));
}
