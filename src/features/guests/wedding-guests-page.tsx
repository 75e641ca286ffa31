import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Wedding } from '../../../contract/weddings';
import { invitersOf } from '../../../machines/guests/guest-rows';
import { guestsList, guestsMachine, selectGuestPermissions } from '../../../machines/guests/guests.machine';
import { genericErrorKey } from '../../../machines/shared/messages';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { ModuleHeader } from '../../components/module-header';
import { useDocumentTitle } from '../../lib/document-title';
import { useTranslateMessage } from '../../lib/i18n';
import { useLiveChanges } from '../../lib/live-events';
import { useShareList } from '../../lib/held-lists';
import { usePageActor } from '../../lib/page-actor';
import { selectUser, Session } from '../../lib/session';
import { GuestsBoard } from './guests-board';
import { createCategory, destroyCategory, loadGuests, persistGuest } from './guests-api';
import { guestImportWithCalls } from './guest-import-actors';
import { rememberedSort, rememberSort } from './sort-memory';
import { GuestsScopeProvider } from './guests-scope';
import { useWidthClass } from './use-width';

/** /wedding/{id}/guests (lazy-loaded by the wedding page). */
export default function WeddingGuestsPage({ wedding }: { wedding: Wedding }) {
  const userId = Session.useSelector((snapshot) => selectUser(snapshot)?.id ?? 0);
  return <GuestsPage key={`${wedding.id}-${userId}`} wedding={wedding} userId={userId} />;
}

function GuestsPage({ wedding, userId }: { wedding: Wedding; userId: number }) {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.guests.title(), wedding.name);
  const translate = useTranslateMessage();
  const inviters = useMemo(() => invitersOf([wedding.spouse1, wedding.spouse2]), [wedding]);
  const guests = usePageActor(
    () =>
      guestsMachine.provide({
        actions: { rememberSort: (_, { weddingId, sort }) => rememberSort(weddingId, sort) },
        actors: {
          loadGuests: fromPromise(({ input }) => loadGuests(input.weddingId)),
          list: guestsList.provide({ actors: { persist: fromPromise(({ input }) => persistGuest(wedding.id)(input)) } }),
          createCategory: fromPromise(({ input }) => createCategory(input)),
          destroyCategory: fromPromise(({ input }) => destroyCategory(input)),
          importer: guestImportWithCalls(wedding.id),
        },
      }),
    { input: { weddingId: wedding.id, userId, inviters, sort: rememberedSort(wedding.id) } },
  );
  // What other screens change reaches the list live; the machine decides what each change does.
  useLiveChanges({ onChange: (change) => guests.send({ type: 'live.change', change }), onReset: () => guests.send({ type: 'live.reset' }) });
  const phase = useSelector(guests, (snapshot) => (snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready'));
  const loadError = useSelector(guests, (snapshot) => snapshot.context.loadError);
  // Home reuses the guests while they are the server's (src/lib/held-lists.ts).
  useShareList(wedding.id, 'guests', phase === 'ready' ? (guests.getSnapshot().children.list ?? null) : null);
  const can = useSelector(guests, selectGuestPermissions);
  const categories = useSelector(guests, (snapshot) => snapshot.context.categories);
  const width = useWidthClass();
  const scope = useMemo(
    () => ({ guests, can, categories, inviters, showTables: wedding.modules.includes('TABLES'), width }),
    [guests, can, categories, inviters, wedding.modules, width],
  );
  return (
    <div className="mx-auto max-w-7xl">
      {phase !== 'ready' && <ModuleHeader title={LL.guests.title()} description={LL.guests.description()} />}
      {phase === 'loading' && <LoadingBlock label={LL.common.loading()} />}
      {phase === 'failed' && (
        <LoadError
          message={translate({ key: loadError ?? genericErrorKey })}
          retryLabel={LL.guests.retry()}
          onRetry={() => guests.send({ type: 'load.retry' })}
        />
      )}
      {phase === 'ready' && (
        <GuestsScopeProvider value={scope}>
          <GuestsBoard />
        </GuestsScopeProvider>
      )}
    </div>
  );
}
