import { Popover } from 'radix-ui';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ideaTypes, type IdeaCategory } from '../../../contract/ideas';
import { activeFilterCount, hexOf, type IdeaFilters as Filters } from '../../../machines/ideas/idea-rows';
import { buttonClasses } from '../../components/button';
import { useIsPhone } from '../../lib/use-is-phone';
import type { IdeasBoard } from './idea-board';
import { CategoryManager } from './category-manager';

interface IdeaFiltersProps {
  board: IdeasBoard;
  filters: Filters;
  categories: readonly IdeaCategory[];
  canManage: boolean;
  canDelete: boolean;
}

const chipClasses = (pressed: boolean) =>
  [
    'inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1 text-sm ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand',
    pressed ? 'bg-brand-dark text-white ring-brand-dark' : 'bg-white text-stone-700 ring-stone-300 hover:bg-brand-light',
  ].join(' ');

/** Category and type multi-selects: toggle buttons, none pressed lets every idea through. */
function FilterChoices({ board, filters, categories }: Pick<IdeaFiltersProps, 'board' | 'filters' | 'categories'>) {
  const { LL } = useI18nContext();
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1.5 text-xs font-medium tracking-wide text-stone-600 uppercase">{LL.ideas.filters.types()}</legend>
        <div className="flex flex-wrap gap-2">
          {ideaTypes.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={filters.types.includes(type)}
              className={chipClasses(filters.types.includes(type))}
              onClick={() => board.send({ type: 'filter.type', ideaType: type })}
            >
              {LL.ideas.types[type]()}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-xs font-medium tracking-wide text-stone-600 uppercase">{LL.ideas.filters.categories()}</legend>
        {categories.length === 0 && <p className="text-sm text-stone-600">{LL.ideas.filters.noCategory()}</p>}
        <div className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <button
              key={category.id}
              type="button"
              aria-pressed={filters.categoryIds.includes(category.id)}
              className={chipClasses(filters.categoryIds.includes(category.id))}
              onClick={() => board.send({ type: 'filter.category', id: category.id })}
            >
              <span
                aria-hidden
                className="size-2.5 rounded-full ring-1 ring-white"
                style={{ backgroundColor: hexOf({ r: category.color_r, g: category.color_g, b: category.color_b }) }}
              />
              {category.name}
            </button>
          ))}
        </div>
      </fieldset>
      {activeFilterCount(filters) > 0 && (
        <button type="button" className="text-sm text-brand-dark underline" onClick={() => board.send({ type: 'filter.clear' })}>
          {LL.ideas.filters.clear()}
        </button>
      )}
    </div>
  );
}

/** The title search, then the category and type choices inline, or behind a "Filters" button on phones (§2). */
export function IdeaFilters({ board, filters, categories, canManage, canDelete }: IdeaFiltersProps) {
  const { LL } = useI18nContext();
  const isPhone = useIsPhone();
  const count = activeFilterCount(filters);
  return (
    <div className="min-w-0 flex-1 space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="search"
          aria-label={LL.ideas.filters.search()}
          placeholder={LL.ideas.filters.searchPlaceholder()}
          value={filters.text}
          onChange={(event) => board.send({ type: 'filter.text', text: event.target.value })}
          className="w-full max-w-xs rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none sm:w-64"
        />
        {isPhone && (
          <Popover.Root>
            <Popover.Trigger className={buttonClasses('secondary')}>
              {count > 0 ? LL.ideas.filters.moreCount({ count }) : LL.ideas.filters.more()}
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                align="start"
                sideOffset={6}
                aria-label={LL.ideas.filters.more()}
                className="z-30 w-[min(22rem,calc(100vw-2rem))] rounded-xl bg-white p-4 shadow-lg ring-1 ring-stone-200"
              >
                <FilterChoices board={board} filters={filters} categories={categories} />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        )}
        {(canManage || canDelete) && <CategoryManager board={board} categories={categories} canAdd={canManage} canDelete={canDelete} />}
      </div>
      {!isPhone && <FilterChoices board={board} filters={filters} categories={categories} />}
    </div>
  );
}
