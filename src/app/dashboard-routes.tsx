import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { useI18nContext } from '../../i18n/i18n-react';
import { isManager } from '../../contract/person';
import { Spinner } from '../components/spinner';
import { DashboardShell } from '../features/shell/dashboard-shell';
import type { WeddingModulePages } from '../features/weddings/module-pages';
import { selectUser, Session } from '../lib/session';
import { WeddingUsersProvider, type WeddingUsersButton } from '../lib/wedding-users-slot';
import { lazyPage } from './lazy-page';
import { pageChunks } from './page-chunks';

// Each page is its own bundle (src/app/page-chunks.ts lists them and preloads the one in the address).
const WeddingsPage = lazyPage(pageChunks.weddings);
const WeddingPage = lazyPage(pageChunks.wedding);
const UsersPage = lazyPage(pageChunks.users);
const MyChecklistPage = lazyPage(pageChunks.myChecklist);
const BasePlanPage = lazyPage(pageChunks.basePlan);
const CreditsPage = lazyPage(pageChunks.credits);
const NotFoundPage = lazyPage(pageChunks.notFound);
const UnauthorizedPage = lazyPage(pageChunks.unauthorized);
const WeddingPlanPage = lazyPage(pageChunks.weddingPlan);
const WeddingChecklistPage = lazyPage(pageChunks.weddingChecklist);
const WeddingTablesPage = lazyPage(pageChunks.weddingTables);
const WeddingGuestsPage = lazyPage(pageChunks.weddingGuests);
const WeddingUsersDialog = lazyPage(pageChunks.weddingUsers);
const WeddingIdeasPage = lazyPage(pageChunks.weddingIdeas);
const WeddingBudgetPage = lazyPage(pageChunks.weddingBudget);
const WeddingHomePage = lazyPage(pageChunks.weddingHome);

/**
 * The wedding modules the app has a page for. The menu offers a module only when the server
 * lists it AND it is here.
 */
const weddingModulePages: WeddingModulePages = {
  HOME: ({ wedding, homeActions }) => <WeddingHomePage wedding={wedding} homeActions={homeActions} />,
  CHECKLIST: ({ wedding }) => <WeddingChecklistPage weddingId={wedding.id} weddingName={wedding.name} weddingDate={wedding.date} />,
  PLAN: ({ wedding }) => <WeddingPlanPage weddingId={wedding.id} weddingName={wedding.name} />,
  TABLES: ({ wedding }) => <WeddingTablesPage weddingId={wedding.id} weddingName={wedding.name} spouse1={wedding.spouse1} spouse2={wedding.spouse2} />,
  GUESTS: ({ wedding }) => <WeddingGuestsPage wedding={wedding} />,
  IDEA_BOARD: ({ wedding }) => <WeddingIdeasPage wedding={wedding} />,
  BUDGET: ({ wedding }) => <WeddingBudgetPage wedding={wedding} />,
};

/** The wedding users dialog, lazily, wherever a page offers it (src/lib/wedding-users-slot.tsx). */
const weddingUsersButton: WeddingUsersButton = ({ weddingId, onClose }) => (
  <Suspense fallback={null}>
    <WeddingUsersDialog weddingId={weddingId} onClose={onClose} />
  </Suspense>
);

/** The signed-in area (loaded lazily by the protected area). */
export default function DashboardRoutes() {
  const { LL } = useI18nContext();
  // Spouses see their own wedding at the root (part 1 §2); everyone else the list.
  const ownWeddingId = Session.useSelector((snapshot) => {
    const user = selectUser(snapshot);
    return user?.type === 'Spouse' ? user.wedding_id : null;
  });
  return (
    <WeddingUsersProvider value={weddingUsersButton}>
      <DashboardShell>
        <Suspense
          fallback={
            <div className="grid place-items-center py-24 text-brand" role="status">
              <Spinner className="size-8" />
              <span className="sr-only">{LL.common.loading()}</span>
            </div>
          }
        >
          <Switch>
            {ownWeddingId === null && (
              <Route path="/">
                <Redirect to="/weddings" replace />
              </Route>
            )}
            <Route path="/weddings" component={WeddingsPage} />
            <Route path="/wedding/:id" nest>
              {({ id }) =>
                /^\d+$/.test(id) ? (
                  <WeddingPage key={id} weddingId={Number(id)} modulePages={weddingModulePages} showBackLink={ownWeddingId === null} />
                ) : (
                  <NotFoundPage />
                )
              }
            </Route>
            <Route path="/users">
              <ManagersOnly>
                <UsersPage />
              </ManagersOnly>
            </Route>
            <Route path="/my_checklist">
              <ManagersOnly>
                <MyChecklistPage />
              </ManagersOnly>
            </Route>
            <Route path="/base_plan">
              <ManagersOnly>
                <BasePlanPage />
              </ManagersOnly>
            </Route>
            <Route path="/credits">
              <ManagersOnly>
                <CreditsPage />
              </ManagersOnly>
            </Route>
            {/* A spouse's wedding lives at the root: its module paths (/checklist, /plan) come last. */}
            {ownWeddingId === null ? (
              <Route component={NotFoundPage} />
            ) : (
              <Route>
                <WeddingPage weddingId={ownWeddingId} modulePages={weddingModulePages} showBackLink={false} />
              </Route>
            )}
          </Switch>
        </Suspense>
      </DashboardShell>
    </WeddingUsersProvider>
  );
}

/** Users, My checklist, Base plan and Credits: Administrators and Planners only (others see 401). */
function ManagersOnly({ children }: { children: ReactNode }) {
  const allowed = Session.useSelector((snapshot) => {
    const user = selectUser(snapshot);
    return user ? isManager(user.type) : false;
  });
  return allowed ? children : <UnauthorizedPage />;
}
