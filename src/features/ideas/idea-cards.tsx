import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { IdeaCategory } from '../../../contract/ideas';
import type { ideaEditorMachine } from '../../../machines/ideas/idea-editor.machine';
import type { IdeaPermissions, IdeaRow } from '../../../machines/ideas/idea-rows';
import type { IdeasBoard } from './idea-board';
import { IdeaCard } from './idea-card';
import { useBoardLayout } from './use-board-layout';

interface IdeaCardsProps {
  shown: readonly IdeaRow[];
  categories: readonly IdeaCategory[];
  can: IdeaPermissions;
  board: IdeasBoard;
  editor: ActorRefFrom<typeof ideaEditorMachine>;
}

/**
 * The board's cards, in board order (the order keyboard focus and screen readers follow), each
 * placed by `useBoardLayout` in a masonry of 1, 2 or 3 columns (styles.css, `.idea-board`).
 */
export function IdeaCards({ shown, categories, can, board, editor }: IdeaCardsProps) {
  const { LL } = useI18nContext();
  const { listRef, rendered, layout } = useBoardLayout(shown);
  const categoryOf = (id: number | null) => categories.find((category) => category.id === id) ?? null;
  return (
    <ul ref={listRef} className="idea-board" style={{ height: layout.height }} aria-label={LL.ideas.title()}>
      {rendered.map((idea, index) => (
        <IdeaCard
          key={idea.id}
          idea={idea}
          category={categoryOf(idea.category_id)}
          can={can}
          board={board}
          editor={editor}
          column={layout.placements[index]?.column}
          top={layout.placements[index]?.top}
        />
      ))}
    </ul>
  );
}
