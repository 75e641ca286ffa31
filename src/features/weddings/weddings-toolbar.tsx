import { useI18nContext } from '../../../i18n/i18n-react';
import { weddingShows, weddingSorts, type WeddingShow, type WeddingSort, type WeddingsQuery } from '../../../machines/weddings/weddings-query';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';

interface WeddingsToolbarProps {
  query: WeddingsQuery;
  onSearch: (text: string) => void;
  onSort: (sort: WeddingSort) => void;
  onShow: (show: WeddingShow) => void;
}

/**
 * Search by name, active or archived, and sort order above the weddings list: stacked on phones,
 * the search above the two choices on tablets (beside the menu there is no room for all three),
 * all side by side from 1024 px.
 */
export function WeddingsToolbar({ query, onSearch, onSort, onShow }: WeddingsToolbarProps) {
  const { LL } = useI18nContext();
  const labels = LL.weddings.query;
  return (
    <div className="mb-4 grid gap-3 min-[601px]:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_14rem]">
      <div className="min-[601px]:col-span-2 lg:col-span-1">
        <TextField
          label={labels.search()}
          name="search"
          type="search"
          autoComplete="off"
          value={query.text}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <SelectField
        label={labels.show()}
        name="show"
        value={query.show}
        options={weddingShows.map((show) => ({ value: show, label: labels.shows[show]() }))}
        onChange={(event) => {
          const show = weddingShows.find((candidate) => candidate === event.target.value);
          if (show) onShow(show);
        }}
      />
      <SelectField
        label={labels.sort()}
        name="sort"
        value={query.sort}
        options={weddingSorts.map((sort) => ({ value: sort, label: labels.sorts[sort]() }))}
        onChange={(event) => {
          const sort = weddingSorts.find((candidate) => candidate === event.target.value);
          if (sort) onSort(sort);
        }}
      />
    </div>
  );
}
