import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { Link } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isManager } from '../../../contract/person';
import { createWeddingMachine } from '../../../machines/weddings/create-wedding.machine';
import { weddingsListMachine } from '../../../machines/weddings/weddings-list.machine';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { CreditsIcon, RingsIcon } from '../../components/icons';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { PageHeader } from '../../components/page-header';
import { useFocusWhenReady, useReturnFocus } from '../../lib/focus';
import { usePageActor } from '../../lib/page-actor';
import { selectUser, Session } from '../../lib/session';
import { CreateWeddingDialog } from './create-wedding-dialog';
import { visibleWeddings } from '../../../machines/weddings/weddings-query';
import { WeddingsList } from './weddings-list';
import { WeddingsToolbar } from './weddings-toolbar';
import { weddingsApi } from './weddings-api';

/** /weddings: the list, and the create-wedding wizard for Administrators and Planners. */
export default function WeddingsPage() {
  const { LL } = useI18nContext();
  const user = Session.useSelector(selectUser);
  const session = Session.useActorRef();
  const canCreate = user ? isManager(user.type) : false;
  const charged = user?.type === 'Planner';
  const weddings = usePageActor(
    () =>
      weddingsListMachine.provide({
        actors: {
          loadWeddings: fromPromise(() => weddingsApi.list({ charged, choosesPlanner: user?.type === 'Administrator' })),
          createWedding: createWeddingMachine.provide({
            actors: { createWedding: fromPromise(({ input }) => weddingsApi.create(input)) },
          }),
        },
        actions: { shareBalance: (_, { credits }) => session.send({ type: 'auth.creditsChanged', credits }) },
      }),
    { input: { canCreate, charged, credits: user?.credits ?? 0 } },
  );
  const stage = useSelector(weddings, (snapshot) => (snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'));
  const rows = useSelector(weddings, (snapshot) => snapshot.context.weddings);
  const query = useSelector(weddings, (snapshot) => snapshot.context.query);
  const shown = useMemo(() => visibleWeddings(rows, query), [rows, query]);
  const credits = useSelector(weddings, (snapshot) => snapshot.context.credits);
  const wizard = useSelector(weddings, (snapshot) => snapshot.children.wizard);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenReady(heading);
  const rememberOpener = useReturnFocus(wizard !== undefined, heading);

  const createButton = canCreate && (
    <Button
      onClick={(event) => {
        rememberOpener(event.currentTarget);
        weddings.send({ type: 'wizard.open' });
      }}
    >
      <RingsIcon />
      {LL.weddings.create()}
    </Button>
  );

  return (
    <>
      <PageHeader
        headingRef={heading}
        title={LL.weddings.title()}
        description={LL.weddings.description()}
        actions={
          stage === 'ready' && (
            <div className="flex flex-wrap items-center gap-3">
              {charged && (
                <Link
                  href="/credits"
                  className="inline-flex items-center gap-2 rounded-full bg-brand-light px-3 py-1.5 text-sm font-medium text-brand-dark hover:bg-brand/15 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <CreditsIcon className="size-4" />
                  {LL.weddings.creditsAvailable({ credits })}
                </Link>
              )}
              {rows.length > 0 && createButton}
            </div>
          )
        }
      />
      {stage === 'loading' && <LoadingBlock label={LL.common.loading()} />}
      {stage === 'failed' && (
        <LoadError message={LL.weddings.retrieveWeddingsError()} retryLabel={LL.weddings.retry()} onRetry={() => weddings.send({ type: 'load.retry' })} />
      )}
      {stage === 'ready' &&
        (rows.length > 0 ? (
          <>
            <WeddingsToolbar
              query={query}
              onSearch={(text) => weddings.send({ type: 'query.search', text })}
              onSort={(sort) => weddings.send({ type: 'query.sort', sort })}
              onShow={(show) => weddings.send({ type: 'query.show', show })}
            />
            {shown.length > 0 ? (
              <WeddingsList weddings={shown} />
            ) : (
              <p className="text-stone-700">
                {query.text.trim()
                  ? LL.weddings.query.noMatch({ text: query.text.trim() })
                  : query.show === 'archived'
                    ? LL.weddings.query.noArchived()
                    : LL.weddings.query.noActive()}
              </p>
            )}
          </>
        ) : canCreate ? (
          <EmptyState
            icon={<RingsIcon className="size-6" />}
            title={LL.weddings.emptyCanCreate.title()}
            message={LL.weddings.emptyCanCreate.message()}
            action={createButton}
          />
        ) : (
          <EmptyState icon={<RingsIcon className="size-6" />} title={LL.weddings.emptyCannotCreate.title()} message={LL.weddings.emptyCannotCreate.message()} />
        ))}
      <CreateWeddingDialog wizard={wizard} />
    </>
  );
}
