import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Wedding } from '../../../contract/weddings';
import { ideaEditorMachine } from '../../../machines/ideas/idea-editor.machine';
import { toIdeaRows } from '../../../machines/ideas/idea-rows';
import { ideaCategoryList, ideaList, ideasMachine } from '../../../machines/ideas/ideas.machine';
import { genericErrorKey } from '../../../machines/shared/messages';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { ModuleHeader } from '../../components/module-header';
import { useDocumentTitle } from '../../lib/document-title';
import { useTranslateMessage } from '../../lib/i18n';
import { useLiveChanges } from '../../lib/live-events';
import { useShareList } from '../../lib/held-lists';
import { usePageActor } from '../../lib/page-actor';
import { fetchLinkPreview, loadIdeas, persistCategory, persistIdea } from './ideas-api';
import { IdeaBoard } from './idea-board';

/** /wedding/{id}/ideas (lazy-loaded by the wedding page): the couple's mood board. */
export default function WeddingIdeasPage({ wedding }: { wedding: Wedding }) {
  const { LL } = useI18nContext();
  const translate = useTranslateMessage();
  useDocumentTitle(LL.ideas.title(), wedding.name);
  const weddingId = wedding.id;
  const board = usePageActor(
    () =>
      ideasMachine.provide({
        actors: {
          loadIdeas: fromPromise(({ input }) => loadIdeas(input)),
          ideas: ideaList.provide({ actors: { persist: fromPromise(({ input }) => persistIdea(weddingId)(input)) } }),
          categories: ideaCategoryList.provide({ actors: { persist: fromPromise(({ input }) => persistCategory(weddingId, input)) } }),
          ideaEditor: ideaEditorMachine.provide({ actors: { fetchLinkPreview: fromPromise(({ input }) => fetchLinkPreview(weddingId, input)) } }),
        },
      }),
    { input: { weddingId } },
  );
  const phase = useSelector(board, (snapshot) => (snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready'));
  const loadError = useSelector(board, (snapshot) => snapshot.context.loadError);
  // Home reuses the ideas while they are the server's (src/lib/held-lists.ts).
  useShareList(weddingId, 'ideas', phase === 'ready' ? (board.getSnapshot().children.ideas ?? null) : null);
  // Changes made on other screens: the lists take them as they take their own answers.
  useLiveChanges({
    onChange: (change) => {
      const { ideas, categories } = board.getSnapshot().children;
      if (change.kind === 'ideas.saved') ideas?.send({ type: 'list.upsert', rows: toIdeaRows([change.idea]) });
      if (change.kind === 'ideas.deleted') ideas?.send({ type: 'list.remove', ids: [change.id] });
      if (change.kind === 'ideaCategories.created') categories?.send({ type: 'list.upsert', rows: [change.category] });
      if (change.kind === 'ideaCategories.deleted') categories?.send({ type: 'list.remove', ids: [change.id] });
    },
  });
  return (
    <div className="mx-auto max-w-6xl">
      <ModuleHeader title={LL.ideas.title()} description={LL.ideas.description()} />
      {phase === 'loading' && <LoadingBlock label={LL.common.loading()} />}
      {phase === 'failed' && (
        <LoadError
          message={translate({ key: loadError ?? genericErrorKey })}
          retryLabel={LL.ideas.retry()}
          onRetry={() => board.send({ type: 'load.retry' })}
        />
      )}
      {phase === 'ready' && <IdeaBoard board={board} />}
    </div>
  );
}
