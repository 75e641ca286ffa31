import { useSelector } from '@xstate/store-react';
import { memo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { IdeaCategory } from '../../../contract/ideas';
import type { ideaEditorMachine } from '../../../machines/ideas/idea-editor.machine';
import { hexOf, textPreview, type IdeaPermissions, type IdeaRow } from '../../../machines/ideas/idea-rows';
import { EditIcon, TrashIcon } from '../../components/action-icons';
import { IconButton } from '../../components/icon-button';
import type { IdeasBoard } from './idea-board';
import { storedImageUrl } from '../../lib/stored-files';
import { PinIcon } from './pin-icon';
import { uploadProgress } from './upload-progress';

interface IdeaCardProps {
  idea: IdeaRow;
  category: IdeaCategory | null;
  can: IdeaPermissions;
  board: IdeasBoard;
  editor: ActorRefFrom<typeof ideaEditorMachine>;
  /** Its place on the board (board-layout.ts); undefined until measured, and hidden until then. */
  column: number | undefined;
  top: number | undefined;
}

/** The picture a card shows: the file being uploaded, else the stored thumbnail. */
export const pictureOf = (idea: IdeaRow) => idea.picked?.preview ?? (idea.thumbnail ? storedImageUrl(idea.thumbnail) : null);

/**
 * One idea on the board. A link opens its page in a new tab (`noopener`); the other types
 * open full screen. A picture keeps a fixed frame, so the cards do not jump as it loads.
 * Memoised: the board places cards a step at a time, and those already placed stay as they are.
 */
export const IdeaCard = memo(function IdeaCard({ idea, category, can, board, editor, column, top }: IdeaCardProps) {
  const { LL } = useI18nContext();
  const picture = pictureOf(idea);
  const percent = useSelector(uploadProgress, (snapshot) => snapshot.context.percent[idea.id] ?? 0);
  const body = (
    <>
      {idea.type === 'image' && picture && <img src={picture} alt="" className="aspect-[4/3] w-full rounded-t-xl bg-stone-100 object-cover" />}
      {idea.type === 'link' && idea.link?.image && (
        <img src={idea.link.image} alt="" referrerPolicy="no-referrer" className="aspect-[16/9] w-full rounded-t-xl bg-stone-100 object-cover" />
      )}
      {idea.type === 'colors' && (
        <div className="flex h-24 overflow-hidden rounded-t-xl" aria-label={LL.ideas.card.colorCount({ count: idea.colors?.length ?? 0 })} role="img">
          {idea.colors?.map((color, index) => (
            <span key={index} className="flex-1" style={{ backgroundColor: hexOf(color) }} />
          ))}
        </div>
      )}
      <span className="block px-4 pt-3 font-medium text-stone-900">{idea.title}</span>
      {idea.type === 'text' && idea.text && <span className="block px-4 pt-1 text-sm whitespace-pre-line text-stone-700">{textPreview(idea.text)}</span>}
      {idea.type === 'link' && idea.link && (
        <span className="block px-4 pt-1 text-sm text-stone-600">
          {idea.link.title && <span className="block font-medium text-stone-800">{idea.link.title}</span>}
          {idea.link.description && <span className="line-clamp-3 block">{idea.link.description}</span>}
          <span className="block truncate text-xs text-brand-dark">{idea.link.link}</span>
        </span>
      )}
    </>
  );
  const opener =
    idea.type === 'link' && idea.link ? (
      <a
        href={idea.link.link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={LL.ideas.card.openLink({ title: idea.title })}
        className="block rounded-t-xl focus-visible:outline-2 focus-visible:outline-brand"
      >
        {body}
      </a>
    ) : (
      <button
        type="button"
        aria-label={LL.ideas.card.view({ title: idea.title })}
        onClick={() => board.send({ type: 'viewer.open', id: idea.id })}
        className="block w-full cursor-zoom-in rounded-t-xl text-left focus-visible:outline-2 focus-visible:outline-brand"
      >
        {body}
      </button>
    );
  return (
    <li
      data-idea-id={idea.id}
      data-placed={column !== undefined}
      style={column === undefined ? undefined : { top, left: `calc(${column} * (var(--card-width) + var(--board-gap)))` }}
      className="rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      {opener}
      <div className="flex flex-wrap items-center gap-2 px-4 pt-2 pb-3">
        {idea.is_pinned && <span className="rounded-full bg-brand-light px-2 py-0.5 text-xs font-medium text-brand-dark">{LL.ideas.pinned()}</span>}
        {category && (
          <span className="inline-flex items-center gap-1.5 text-xs text-stone-600">
            <span
              aria-hidden
              className="size-2.5 rounded-full"
              style={{ backgroundColor: hexOf({ r: category.color_r, g: category.color_g, b: category.color_b }) }}
            />
            {category.name}
          </span>
        )}
        {idea.picked && (
          <span role="status" className="text-xs text-stone-600">
            {LL.ideas.uploading({ percent })}
          </span>
        )}
        <span className="ml-auto flex gap-1">
          {can.pin && (
            <IconButton
              label={idea.is_pinned ? LL.ideas.card.unpin({ title: idea.title }) : LL.ideas.card.pin({ title: idea.title })}
              aria-pressed={idea.is_pinned}
              onClick={() => board.send({ type: 'idea.pin', id: idea.id, pinned: !idea.is_pinned })}
            >
              <PinIcon filled={idea.is_pinned} />
            </IconButton>
          )}
          {can.edit && (
            <IconButton
              label={LL.ideas.card.edit({ title: idea.title })}
              onClick={() => editor.send({ type: 'idea.edit', idea: { ...idea, category_id: category?.id ?? null } })}
            >
              <EditIcon />
            </IconButton>
          )}
          {can.delete && (
            <IconButton tone="danger" label={LL.ideas.card.delete({ title: idea.title })} onClick={() => board.send({ type: 'idea.delete', id: idea.id })}>
              <TrashIcon />
            </IconButton>
          )}
        </span>
      </div>
    </li>
  );
});
