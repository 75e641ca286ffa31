import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Owned } from '../../../contract/owner';
import { checklistItemList, checklistMachine } from '../../../machines/checklist/checklist.machine';
import { genericErrorKey } from '../../../machines/shared/messages';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { ModuleHeader } from '../../components/module-header';
import { PageHeader } from '../../components/page-header';
import { useTranslateMessage } from '../../lib/i18n';
import { useLiveChanges } from '../../lib/live-events';
import { useShareList } from '../../lib/held-lists';
import { usePageActor } from '../../lib/page-actor';
import { loadChecklist, persistItem } from './checklist-api';
import { ChecklistBoard } from './checklist-board';

interface ChecklistPageProps {
  /** A wedding's checklist (inside the wedding page) or the planner's template (a page of its own). */
  owner: Owned;
  /** yyyy-MM-dd for a wedding's checklist; the template has none. */
  weddingDate: string | null;
  title: string;
  description: string;
}

export function ChecklistPage({ owner, weddingDate, title, description }: ChecklistPageProps) {
  const { LL } = useI18nContext();
  const translate = useTranslateMessage();
  const checklist = usePageActor(
    () =>
      checklistMachine.provide({
        actors: {
          loadChecklist: fromPromise(({ input }) => loadChecklist(input)),
          items: checklistItemList.provide({ actors: { persist: fromPromise(({ input }) => persistItem(owner)(input)) } }),
        },
      }),
    { input: { owner } },
  );
  // A wedding's checklist follows the other screens (nothing is heard outside a wedding page).
  useLiveChanges({ onChange: (change) => checklist.send({ type: 'live.change', change }), onReset: () => checklist.send({ type: 'live.reset' }) });
  const phase = useSelector(checklist, (snapshot) => (snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready'));
  const loadError = useSelector(checklist, (snapshot) => snapshot.context.loadError);
  // Home reuses a wedding's checklist while it is the server's (src/lib/held-lists.ts); a template is no wedding's.
  useShareList(owner.wedding_id ?? null, 'checklist', phase === 'ready' ? (checklist.getSnapshot().children.items ?? null) : null);
  const Header = owner.wedding_id !== undefined ? ModuleHeader : PageHeader;
  return (
    <div className="mx-auto max-w-6xl">
      <Header title={title} description={description} />
      {phase === 'loading' && <LoadingBlock label={LL.common.loading()} />}
      {phase === 'failed' && (
        <LoadError
          message={translate({ key: loadError ?? genericErrorKey })}
          retryLabel={LL.checklist.retry()}
          onRetry={() => checklist.send({ type: 'load.retry' })}
        />
      )}
      {phase === 'ready' && <ChecklistBoard checklist={checklist} weddingDate={weddingDate} />}
    </div>
  );
}
