import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { ModuleCode } from '../../../contract/permissions';
import type { Wedding } from '../../../contract/weddings';
import { hostessRedirects, landingModule, modulePaths, routedModules, shownModules, withHome } from '../../../machines/weddings/module-menu';
import { weddingPageMachine } from '../../../machines/weddings/wedding-page.machine';
import { ChevronDownIcon } from '../../components/icons';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { LiveEventsProvider } from '../../lib/live-events';
import { toDisplayDate } from '../../lib/dates';
import { useFocusWhenReady } from '../../lib/focus';
import { usePageActor } from '../../lib/page-actor';
import { selectUser, Session } from '../../lib/session';
import { useCustomization } from '../../lib/customization';
import { ArchivedBanner } from './archived-banner';
import { CoupleDialog } from './couple-dialog';
import { WeddingManageDialogs } from './wedding-manage-dialogs';
import { WeddingActions } from './wedding-actions';
import { FollowAccessChanges, FollowHeldLists } from './wedding-live-follow';
import NotFoundPage from '../../components/errors/not-found-page';
import UnauthorizedPage from '../../components/errors/unauthorized-page';
import { WeddingMenu } from './wedding-menu';
import { WeddingSettings } from './wedding-settings';
import { ClosedModule, NoLanding } from './wedding-page-empty';
import { isManager } from '../../../contract/person';
import type { WeddingModulePages } from './module-pages';
import { weddingsApi } from './weddings-api';

interface WeddingPageProps {
  /** From `/wedding/:id`, or the spouse's own wedding at the root. */
  weddingId: number;
  /** The module pages the app has (see src/app/dashboard-routes.tsx). */
  modulePages: WeddingModulePages;
  /** Spouses live in their wedding; everyone else came from the list. */
  showBackLink: boolean;
}

/**
 * One wedding: its header, the menu of the modules both listed by the server and present in
 * the app, and the module's page. Paths are relative to the wedding's base path (wouter nests
 * them), so the same page serves `/wedding/{id}` and a spouse's root.
 */
export default function WeddingPage({ weddingId, modulePages, showBackLink }: WeddingPageProps) {
  const { LL, locale } = useI18nContext();
  const customization = useCustomization();
  const user = Session.useSelector(selectUser);
  const [, navigate] = useLocation();
  const actor = usePageActor(
    () =>
      weddingPageMachine.provide({
        actors: {
          loadWedding: fromPromise(({ input }) => weddingsApi.show(input.weddingId)),
          updateWedding: fromPromise(({ input }) => weddingsApi.update(input)),
          archiveWedding: fromPromise(({ input }) => weddingsApi.archive(input)),
          restoreWedding: fromPromise(({ input }) => weddingsApi.restore(input)),
          destroyWedding: fromPromise(({ input }) => weddingsApi.destroy(input)),
          activateSpouse: fromPromise(({ input }) => weddingsApi.activateSpouse(input, { language: locale, customization_id: customization.id })),
        },
      }),
    { input: { weddingId, viewer: { id: user?.id ?? 0, type: user?.type ?? 'None' } } },
  );
  const stage = useSelector(actor, (snapshot) => snapshot.value);
  const wedding = useSelector(actor, (snapshot) => snapshot.context.wedding);
  const listed = useSelector(actor, (snapshot) => withHome(snapshot.context.modules, snapshot.context.homeActions));
  const viewer = { isHostess: user?.type === 'Hostess' };
  const deleted = stage === 'deleted';
  // A deleted wedding is gone: back to the list, which no longer shows it.
  useEffect(() => {
    if (deleted) navigate('~/weddings', { replace: true });
  }, [deleted, navigate]);

  switch (stage) {
    case 'loading':
    case 'deleted':
      return <LoadingBlock label={LL.common.loading()} />;
    case 'unauthorized':
      return <UnauthorizedPage />;
    case 'notFound':
      return <NotFoundPage />;
    case 'failed':
      return <LoadError message={LL.weddings.wedding.retrieveError()} retryLabel={LL.weddings.retry()} onRetry={() => actor.send({ type: 'load.retry' })} />;
  }
  const offered = Object.keys(modulePages) as ModuleCode[];
  return (
    <LoadedWedding
      page={actor}
      wedding={wedding!}
      modules={shownModules(listed, offered, viewer)}
      routed={routedModules(listed, offered, viewer)}
      redirected={hostessRedirects(listed, offered, viewer)}
      landing={landingModule(listed, offered, viewer)}
      listed={listed}
      settings={user ? isManager(user.type) : false}
      modulePages={modulePages}
      showBackLink={showBackLink}
    />
  );
}

interface LoadedWeddingProps {
  page: ActorRefFrom<typeof weddingPageMachine>;
  wedding: Wedding;
  /** What the server lists for this user, offered by the app or not. */
  listed: ModuleCode[];
  /** The menu's modules. */
  modules: ModuleCode[];
  /** The module pages served (a Hostess has no menu but her page). */
  routed: ModuleCode[];
  /** Modules whose paths lead to the landing page instead. */
  redirected: ModuleCode[];
  landing: ModuleCode | undefined;
  /** Settings are for Administrators and Planners (part 2 §6). */
  settings: boolean;
  modulePages: WeddingModulePages;
  showBackLink: boolean;
}

function LoadedWedding({ page, wedding, listed, modules, routed, redirected, landing, settings, modulePages, showBackLink }: LoadedWeddingProps) {
  const { LL } = useI18nContext();
  const rereads = useSelector(page, (snapshot) => snapshot.context.rereads);
  const homeActions = useSelector(page, (snapshot) => snapshot.context.homeActions);
  const closed = (Object.keys(modulePages) as ModuleCode[]).filter((code) => modulePaths[code] !== '/' && !routed.includes(code) && !redirected.includes(code));
  const heading = useRef<HTMLHeadingElement>(null);
  // An opened wedding starts at its name, not on <body>.
  useFocusWhenReady(heading);
  const pageOf = (code: ModuleCode) => {
    const Page = modulePages[code]!;
    return <Page wedding={wedding} homeActions={homeActions} />;
  };
  return (
    <div>
      <header className="mb-6">
        {showBackLink && (
          // Absolute: the wedding's routes are nested, and the list lives outside them.
          <Link href="~/weddings" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand hover:text-brand-dark hover:underline">
            <ChevronDownIcon className="size-4 rotate-90" />
            {LL.weddings.wedding.backToList()}
          </Link>
        )}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold tracking-tight break-words text-brand-dark focus:outline-none">
              {wedding.name}
            </h1>
            <p className="mt-1 text-stone-600">
              <span className="sr-only">{LL.weddings.wedding.dateLabel()}: </span>
              <time dateTime={wedding.date} className="tabular-nums">
                {toDisplayDate(wedding.date)}
              </time>
            </p>
          </div>
          <WeddingActions page={page} />
        </div>
        <ArchivedBanner page={page} />
      </header>
      <WeddingManageDialogs page={page} />
      <CoupleDialog page={page} />
      {modules.length > 0 && <WeddingMenu modules={modules} settings={settings} />}
      <LiveEventsProvider weddingId={wedding.id}>
        <FollowAccessChanges page={page} />
        <FollowHeldLists weddingId={wedding.id} />
        {/* Archiving or restoring, or a change of this user's permissions, changes the actions the
          server lists: the module's page starts again to read them, so its controls follow. */}
        <Suspense key={`${wedding.archived ? 'archived' : 'active'}-${rereads}`} fallback={<LoadingBlock label={LL.common.loading()} />}>
          <Switch>
            {routed
              .filter((code) => modulePaths[code] !== '/')
              .map((code) => (
                <Route key={code} path={modulePaths[code]} nest>
                  {pageOf(code)}
                </Route>
              ))}
            {/* A module a Hostess holds but is not served here (Guests) leads to her page. */}
            {landing !== undefined &&
              redirected
                .filter((code) => modulePaths[code] !== '/')
                .map((code) => (
                  <Route key={code} path={modulePaths[code]}>
                    <Redirect to={modulePaths[landing]} replace />
                  </Route>
                ))}
            <Route path="/settings" nest>
              {settings ? <WeddingSettings page={page} /> : <UnauthorizedPage />}
            </Route>
            {/* A module the user does not hold (or no longer: a live change took it away) says so. */}
            {closed.map((code) => (
              <Route key={code} path={modulePaths[code]}>
                <ClosedModule module={code} />
              </Route>
            ))}
            <Route path="/">
              {landing === undefined ? (
                <NoLanding listed={listed} />
              ) : modulePaths[landing] === '/' ? (
                pageOf(landing)
              ) : (
                <Redirect to={modulePaths[landing]} replace />
              )}
            </Route>
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </LiveEventsProvider>
    </div>
  );
}
