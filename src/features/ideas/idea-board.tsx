import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { boardOrder, filterIdeas, sortedCategories } from '../../../machines/ideas/idea-rows';
import { selectIdeaPermissions, type ideasMachine } from '../../../machines/ideas/ideas.machine';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import { PlusIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { IdeaCards } from './idea-cards';
import { IdeaEditor } from './idea-editor';
import { IdeaFilters } from './idea-filters';
import { IdeaViewer } from './idea-viewer';

export type IdeasBoard = ActorRefFrom<typeof ideasMachine>;

/**
 * The board: filters, the cards (pinned first, then the oldest; idea-cards.tsx), the add and
 * edit modal, the full-screen viewer and the questions asked before deleting.
 */
export function IdeaBoard({ board }: { board: IdeasBoard }) {
  const { LL } = useI18nContext();
  const can = useSelector(board, selectIdeaPermissions);
  const filters = useSelector(board, (snapshot) => snapshot.context.filters);
  const deleting = useSelector(board, (snapshot) => snapshot.context.deleting);
  const ideaList = useSelector(board, (snapshot) => snapshot.children.ideas)!;
  const categoryList = useSelector(board, (snapshot) => snapshot.children.categories)!;
  const editor = useSelector(board, (snapshot) => snapshot.children.ideaEditor)!;
  const rows = useSelector(ideaList, (snapshot) => snapshot.context.rows);
  const loadedCategories = useSelector(categoryList, (snapshot) => snapshot.context.rows);
  const categories = useMemo(() => sortedCategories(loadedCategories), [loadedCategories]);
  const shown = useMemo(() => filterIdeas(boardOrder(rows), filters), [rows, filters]);
  const deletingName =
    deleting?.kind === 'idea'
      ? (rows.find((row) => row.id === deleting.id)?.title ?? '')
      : (categories.find((category) => category.id === deleting?.id)?.name ?? '');

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <IdeaFilters board={board} filters={filters} categories={categories} canManage={can.add || can.edit} canDelete={can.delete} />
        {can.add && (
          <Button className="shrink-0" onClick={() => editor.send({ type: 'idea.add', id: temporaryId(), createdAt: new Date().toISOString() })}>
            <PlusIcon />
            {LL.ideas.add()}
          </Button>
        )}
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={rows.length === 0 ? LL.ideas.empty() : LL.ideas.noMatches()}
          message={rows.length === 0 && can.add ? LL.ideas.emptyHint() : undefined}
        />
      ) : (
        <IdeaCards shown={shown} categories={categories} can={can} board={board} editor={editor} />
      )}
      <IdeaEditor editor={editor} categories={categories} />
      <IdeaViewer board={board} shown={shown} />
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => board.send({ type: 'delete.cancel' })}
        onConfirm={() => board.send({ type: 'delete.confirm' })}
        title={deleting?.kind === 'category' ? LL.ideas.deleteCategory.title() : LL.ideas.deleteIdea.title()}
        message={deleting?.kind === 'category' ? LL.ideas.deleteCategory.body({ name: deletingName }) : LL.ideas.deleteIdea.body({ title: deletingName })}
        confirmLabel={deleting?.kind === 'category' ? LL.ideas.deleteCategory.confirm() : LL.ideas.deleteIdea.confirm()}
        cancelLabel={deleting?.kind === 'category' ? LL.ideas.deleteCategory.cancel() : LL.ideas.deleteIdea.cancel()}
        tone="danger"
      />
    </>
  );
}
