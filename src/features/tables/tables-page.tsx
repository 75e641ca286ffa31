import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { layoutImagePath } from '../../../contract/tables';
import { tablePageMachine } from '../../../machines/tables/table-page.machine';
import { tablesList, tableTypesList } from '../../../machines/tables/tables-lists';
import { layoutEditorMachine } from '../../../machines/tables/layout-editor.machine';
import { seatsList } from '../../../machines/tables/seats-list';
import { invitersOf } from '../../../machines/guests/guest-rows';
import type { Spouse } from '../../../contract/weddings';
import { Button } from '../../components/button';
import { LoadError } from '../../components/load-error';
import { ModuleHeader } from '../../components/module-header';
import { Spinner } from '../../components/spinner';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/document-title';
import { useLiveChanges } from '../../lib/live-events';
import { useShareList, useShareRows } from '../../lib/held-lists';
import { usePageActor } from '../../lib/page-actor';
import { selectUser, Session } from '../../lib/session';
import { useWeddingUsersButton } from '../../lib/wedding-users-slot';
import { HostessView } from './hostess-view';
import { PrintSeatingChart } from './seating-chart';
import { SeatingView } from './seating-view';
import { NoLayout } from './no-layout';
import { TablesEditor } from './tables-editor';
import { tablesApi } from './tables-api';

interface TablesPageProps {
  weddingId: number;
  weddingName: string;
  /** The wedding's two spouses (chairs may be painted by who invited each guest). */
  spouse1: Spouse | null;
  spouse2: Spouse | null;
}

/** /wedding/{id}/tables (spec §2 "Tables page"): the floor plan with seating (DEFAULT), edited (EDIT), or the door (HOSTESS). */
export default function TablesPage({ weddingId, weddingName, spouse1, spouse2 }: TablesPageProps) {
  const { LL } = useI18nContext();
  // The editor's Users button and dialog: another feature's, given by the app (src/lib/wedding-users-slot.tsx).
  const usersButton = useWeddingUsersButton()({ weddingId });
  useDocumentTitle(LL.tables.title(), weddingName);
  const hostessOnly = Session.useSelector((snapshot) => selectUser(snapshot)?.type === 'Hostess');
  const page = usePageActor(
    () =>
      tablePageMachine.provide({
        actors: {
          loadTables: fromPromise(({ input }) => tablesApi.load(input)),
          uploadLayout: fromPromise(({ input }) => tablesApi.uploadLayout(input)),
          tables: tablesList.provide({ actors: { persist: fromPromise(({ input }) => tablesApi.persistTables(weddingId)(input)) } }),
          tableTypes: tableTypesList.provide({ actors: { persist: fromPromise(({ input }) => tablesApi.persistTableTypes(weddingId)(input)) } }),
          seats: seatsList.provide({ actors: { persist: fromPromise(({ input }) => tablesApi.persistSeats(weddingId)(input)) } }),
          layoutEditor: layoutEditorMachine.provide({ actors: { createTableType: fromPromise(({ input }) => tablesApi.createTableType(input)) } }),
        },
      }),
    { input: { weddingId, hostessOnly } },
  );
  useLiveChanges({ onChange: (change) => page.send({ type: 'live.change', change }), onReset: () => page.send({ type: 'live.reset' }) });
  const stage = useSelector(page, (snapshot) =>
    snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches({ ready: { mode: 'editing' } })
        ? 'editing'
        : snapshot.matches({ ready: { mode: 'viewing' } })
          ? 'viewing'
          : snapshot.matches({ ready: { mode: 'hostess' } })
            ? 'hostess'
            : snapshot.matches('ready')
              ? 'noLayout'
              : 'loading',
  );
  useShareSeating(weddingId, page, stage !== 'loading' && stage !== 'failed');
  const uploading = useSelector(page, (snapshot) => snapshot.matches({ ready: { mode: 'uploading' } }));
  const canEdit = useSelector(page, (snapshot) => snapshot.context.can.editLayout);
  const canOpenHostess = useSelector(page, (snapshot) => snapshot.context.can.hostess);
  const guestsShown = useSelector(page, (snapshot) => snapshot.context.guestsShown);
  const layout = useSelector(page, (snapshot) => snapshot.context.layout);
  const types = useSelector(page, (snapshot) => snapshot.context.types);
  const zoomShown = useSelector(page, (snapshot) => snapshot.matches({ ready: { zoom: 'shown' } }));
  const scale = useSelector(page, (snapshot) => snapshot.context.scale);
  const editButton = useFocusOnReturnFromEditing(stage);
  // One object per size: every table is memoised on it, so a zoom or a list change does not redraw them all.
  const width = layout?.width ?? 0;
  const height = layout?.height ?? 0;
  const layoutSize = useMemo(() => ({ width, height }), [width, height]);
  const inviters = useMemo(() => invitersOf([spouse1, spouse2]), [spouse1, spouse2]);

  const header = (
    <ModuleHeader
      title={LL.tables.title()}
      actions={
        (stage === 'viewing' || stage === 'noLayout') && (
          <div className="flex flex-wrap gap-2">
            {canOpenHostess && (
              <Button variant="secondary" onClick={() => page.send({ type: 'hostess.open' })}>
                {LL.tables.hostess.open()}
              </Button>
            )}
            {stage === 'viewing' && guestsShown && <PrintSeatingChart page={page} />}
            {stage === 'viewing' && canEdit && (
              <Button ref={editButton} onClick={() => page.send({ type: 'editor.open' })}>
                {LL.tables.edit()}
              </Button>
            )}
          </div>
        )
      }
    />
  );
  if (stage === 'loading') {
    return (
      <div role="status" className="grid place-items-center gap-3 py-16 text-brand">
        <Spinner className="size-8" />
        <p className="text-sm text-stone-600">{LL.tables.loading()}</p>
      </div>
    );
  }
  if (stage === 'failed') return <LoadError message={LL.tables.loadError()} retryLabel={LL.tables.retry()} onRetry={() => page.send({ type: 'load.retry' })} />;
  if (stage === 'hostess') {
    return (
      <>
        {header}
        <HostessView page={page} />
      </>
    );
  }
  if (stage === 'noLayout' || !layout) {
    return (
      <>
        {header}
        <NoLayout canUpload={canEdit} uploading={uploading} onFile={(file) => page.send({ type: 'layout.upload', file })} />
      </>
    );
  }
  const plan = {
    imageUrl: api.url(layoutImagePath(weddingId, layout.layout)),
    layout: layoutSize,
    zoomShown,
    scale,
    onScaleChange: (next: number) => page.send({ type: 'zoom.changed', scale: next }),
  };
  return (
    <>
      {header}
      {stage === 'editing' ? (
        <TablesEditor page={page} plan={plan} usersButton={usersButton} />
      ) : (
        <SeatingView page={page} plan={plan} types={types} inviters={inviters} />
      )}
    </>
  );
}

/** Done puts the focus back on Edit layout, the button that opened the editor. */
function useFocusOnReturnFromEditing(stage: string) {
  const editButton = useRef<HTMLButtonElement>(null);
  const previous = useRef(stage);
  useEffect(() => {
    if (previous.current === 'editing' && stage === 'viewing') editButton.current?.focus();
    previous.current = stage;
  }, [stage]);
  return editButton;
}

/** Home reuses the tables, seats and guests this page holds while they are the server's (src/lib/held-lists.ts). */
function useShareSeating(weddingId: number, page: ActorRefFrom<typeof tablePageMachine>, loaded: boolean) {
  const lists = loaded ? page.getSnapshot().children : null;
  useShareList(weddingId, 'tables', lists?.tables ?? null);
  useShareList(weddingId, 'seats', lists?.seats ?? null);
  useShareRows(
    weddingId,
    'guests',
    useSelector(page, (snapshot) => (loaded && snapshot.context.guestsShown ? snapshot.context.guests : null)),
  );
}
