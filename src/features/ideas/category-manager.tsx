import { Popover } from 'radix-ui';
import type { FormEvent } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { guestColors, guestLimits } from '../../../contract/guests';
import type { IdeaCategory } from '../../../contract/ideas';
import { hexOf } from '../../../machines/ideas/idea-rows';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import { TrashIcon } from '../../components/action-icons';
import { Button, buttonClasses } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import type { IdeasBoard } from './idea-board';

interface CategoryManagerProps {
  board: IdeasBoard;
  categories: readonly IdeaCategory[];
  canAdd: boolean;
  canDelete: boolean;
}

/**
 * The board's categories with their colours: a new one (a name and one of the catalogue's
 * colours) and a delete button per category. The little form is read when it is sent, so
 * it holds no state of its own; the board's machine adds the category at once.
 */
export function CategoryManager({ board, categories, canAdd, canDelete }: CategoryManagerProps) {
  const { LL } = useI18nContext();
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const name = String(fields.get('name') ?? '').trim();
    const color = guestColors.find((candidate) => candidate.key === fields.get('color')) ?? guestColors[0]!;
    if (!name) return;
    board.send({
      type: 'category.create',
      category: { id: temporaryId(), wedding_id: 0, name, color_r: color.color_r, color_g: color.color_g, color_b: color.color_b },
    });
    form.reset();
  };
  return (
    <Popover.Root>
      <Popover.Trigger className={buttonClasses('ghost')}>{LL.ideas.categories.manage()}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label={LL.ideas.categories.manage()}
          className="z-30 w-[min(22rem,calc(100vw-2rem))] rounded-xl bg-white p-4 shadow-lg ring-1 ring-stone-200"
        >
          <ul className="mb-3 space-y-1">
            {categories.map((category) => (
              <li key={category.id} className="flex items-center gap-2 text-sm">
                <span
                  aria-hidden
                  className="size-3 rounded-full"
                  style={{ backgroundColor: hexOf({ r: category.color_r, g: category.color_g, b: category.color_b }) }}
                />
                <span className="flex-1 truncate">{category.name}</span>
                {canDelete && (
                  <IconButton
                    tone="danger"
                    label={LL.ideas.categories.delete({ name: category.name })}
                    onClick={() => board.send({ type: 'category.delete', id: category.id })}
                  >
                    <TrashIcon />
                  </IconButton>
                )}
              </li>
            ))}
          </ul>
          {canAdd && (
            <form onSubmit={add} className="space-y-2 border-t border-stone-200 pt-3">
              <label className="block text-sm font-medium text-stone-700">
                {LL.ideas.categories.name()}
                <input
                  name="name"
                  required
                  maxLength={guestLimits.categoryNameMax}
                  placeholder={LL.ideas.categories.namePlaceholder()}
                  className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-1.5 text-sm focus:border-brand focus:outline-none"
                />
              </label>
              <fieldset>
                <legend className="mb-1 text-sm font-medium text-stone-700">{LL.ideas.categories.color()}</legend>
                <div className="flex flex-wrap gap-1.5">
                  {guestColors.map((color, index) => (
                    <label key={color.key} className="cursor-pointer">
                      <input
                        type="radio"
                        name="color"
                        value={color.key}
                        defaultChecked={index === 0}
                        className="peer sr-only"
                        aria-label={LL.guests.colors[color.key]()}
                      />
                      <span
                        aria-hidden
                        className="block size-6 rounded-full ring-offset-1 peer-checked:ring-2 peer-checked:ring-stone-800 peer-focus-visible:outline-2 peer-focus-visible:outline-brand"
                        style={{ backgroundColor: hexOf({ r: color.color_r, g: color.color_g, b: color.color_b }) }}
                      />
                    </label>
                  ))}
                </div>
              </fieldset>
              <Button type="submit" variant="secondary">
                {LL.ideas.categories.add()}
              </Button>
            </form>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
