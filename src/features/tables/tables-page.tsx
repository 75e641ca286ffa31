import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { layoutImagePath } from '../../../contract/tables';
import { tablePageMachine } from '../../../machines/tables/table-page.machine';
import { tablesList, tableTypesList } from '../../../machines/tables/tables-lists';
import { layoutEditorMachine } from '../../../machines/tables/layout-editor.machine';
import { Button } from '../../components/button';
import { LoadError } from '../../components/load-error';
import { ModuleHeader } from '../../components/module-header';
import { Spinner } from '../../components/spinner';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/document-title';
import { usePageActor } from '../../lib/page-actor';
import { NoLayout } from './no-layout';
import { TablesEditor } from './tables-editor';
import { TablesView } from './tables-view';
import { tablesApi } from './tables-api';

interface TablesPageProps {
  weddingId: number;
  weddingName: string;
  /** The editor's Users button and dialog: another feature's, given by the app (src/app). */
  usersButton: ReactNode;
}

/** /wedding/{id}/tables (spec §2 "Tables page"): the floor plan, viewed (DEFAULT) or edited (EDIT). */
export default function TablesPage({ weddingId, weddingName, usersButton }: TablesPageProps) {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.tables.title(), weddingName);
  const page = usePageActor(
    tablePageMachine.provide({
      actors: {
        loadTables: fromPromise(({ input }) => tablesApi.load(input)),
        uploadLayout: fromPromise(({ input }) => tablesApi.uploadLayout(input)),
        tables: tablesList.provide({ actors: { persist: fromPromise(({ input }) => tablesApi.persistTables(weddingId)(input)) } }),
        tableTypes: tableTypesList.provide({ actors: { persist: fromPromise(({ input }) => tablesApi.persistTableTypes(weddingId)(input)) } }),
        layoutEditor: layoutEditorMachine.provide({ actors: { createTableType: fromPromise(({ input }) => tablesApi.createTableType(input)) } }),
      },
    }),
    { input: { weddingId } },
  );
  const stage = useSelector(page, (snapshot) =>
    snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches({ ready: { mode: 'editing' } })
        ? 'editing'
        : snapshot.matches({ ready: { mode: 'viewing' } })
          ? 'viewing'
          : snapshot.matches('ready')
            ? 'noLayout'
            : 'loading',
  );
  const uploading = useSelector(page, (snapshot) => snapshot.matches({ ready: { mode: 'uploading' } }));
  const canEdit = useSelector(page, (snapshot) => snapshot.context.can.editLayout);
  const layout = useSelector(page, (snapshot) => snapshot.context.layout);
  const tables = useSelector(page, (snapshot) => snapshot.context.tables);
  const types = useSelector(page, (snapshot) => snapshot.context.types);
  const zoomShown = useSelector(page, (snapshot) => snapshot.matches({ ready: { zoom: 'shown' } }));
  const scale = useSelector(page, (snapshot) => snapshot.context.scale);
  const editButton = useFocusOnReturnFromEditing(stage);
  // One object per size: every table is memoised on it, so a zoom or a list change does not redraw them all.
  const width = layout?.width ?? 0;
  const height = layout?.height ?? 0;
  const layoutSize = useMemo(() => ({ width, height }), [width, height]);

  const header = (
    <ModuleHeader
      title={LL.tables.title()}
      actions={
        stage === 'viewing' &&
        canEdit && (
          <Button ref={editButton} onClick={() => page.send({ type: 'editor.open' })}>
            {LL.tables.edit()}
          </Button>
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
      {stage === 'editing' ? <TablesEditor page={page} plan={plan} usersButton={usersButton} /> : <TablesView plan={plan} tables={tables} types={types} />}
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
