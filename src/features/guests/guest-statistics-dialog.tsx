import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { countFormat } from '../../../i18n/count-format';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import type { GuestCategory } from '../../../contract/guests';
import {
  guestStatistics,
  maxStatisticsLevels,
  statisticsLevels,
  type GroupValue,
  type LevelChoice,
  type StatisticsGroup,
} from '../../../machines/guests/guest-statistics';
import type { GuestFilters } from '../../../machines/guests/guest-filters';
import type { Inviter } from '../../../machines/guests/guest-rows';
import { Modal } from '../../components/modal';
import { categoryLabel, inviterLabel, statusLabel } from './guest-labels';
import { useGuestRows, useGuestsScope } from './guests-scope';
import { useReturnFocus } from './use-return-focus';

function groupLabel(LL: TranslationFunctions, group: GroupValue, categories: readonly GuestCategory[], inviters: readonly Inviter[]): string {
  switch (group.level) {
    case 'category':
      return categoryLabel(LL, categories, group.value);
    case 'status':
      return statusLabel(LL, group.value);
    case 'invitedBy':
      return inviterLabel(LL, inviters, group.value);
    case 'table':
      return group.value === 'yes' ? LL.guests.filters.withTable() : LL.guests.filters.withoutTable();
    case 'companions':
      return LL.guests.statistics.companionsValue({ count: group.value });
  }
}

/** The statistics modal (part 2 §2): five level choices and the nested counts; a count applies its filters. */
export function GuestStatisticsDialog() {
  const { LL, locale } = useI18nContext();
  const { guests, categories, inviters } = useGuestsScope();
  const statistics = useSelector(guests, (snapshot) => snapshot.children.statistics);
  const open = useSelector(statistics, (snapshot) => snapshot?.matches('open') ?? false);
  const levels = useSelector(statistics, (snapshot) => snapshot?.context.levels ?? []);
  const rows = useGuestRows(guests);
  const tree = useMemo(() => (open ? guestStatistics(rows, levels, categories) : null), [open, rows, levels, categories]);
  useReturnFocus(open);
  const labels = LL.guests.statistics;
  // Five levels count a thousand groups and more, with a few dozen different labels and counts:
  // each text is made once (issue 23 item 23).
  const labelOf = useMemo(
    () =>
      remembered(
        (group: GroupValue) => groupLabel(LL, group, categories, inviters),
        (group) => `${group.level}:${group.value}`,
      ),
    [LL, categories, inviters],
  );
  const showGuests = useMemo(() => remembered((count: number) => LL.guests.statistics.showGuests({ count }), String), [LL]);
  const formatCount = useMemo(() => countFormat(locale), [locale]);
  const pick = useCallback((filters: GuestFilters) => statistics?.send({ type: 'statistics.pick', filters }), [statistics]);
  return (
    <Modal
      open={open}
      onClose={() => statistics?.send({ type: 'statistics.close' })}
      title={labels.title()}
      description={labels.description()}
      closeLabel={LL.common.close()}
      size="lg"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {Array.from({ length: maxStatisticsLevels }, (_, index) => (
          <label key={index} className="flex flex-col gap-1 text-xs font-semibold text-stone-600">
            {labels.level({ number: index + 1 })}
            <select
              value={levels[index] ?? 'none'}
              onChange={(event) => statistics?.send({ type: 'statistics.level', index, level: event.target.value as LevelChoice })}
              className="cursor-pointer rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm font-normal text-stone-900"
            >
              {(['none', ...statisticsLevels] as const).map((level) => (
                // A grouping chosen at another level is not offered again (the machine refuses it too).
                <option key={level} value={level} disabled={level !== 'none' && levels.some((chosen, other) => other !== index && chosen === level)}>
                  {labels.levels[level]()}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {tree && (
        <div className="mt-5">
          <p className="flex items-center justify-between border-b border-stone-200 pb-2 font-semibold text-brand-dark">
            <span>{labels.total()}</span>
            <span>{formatCount(tree.people)}</span>
          </p>
          <StatisticsGroups groups={tree.groups} depth={0} labelOf={labelOf} showGuests={showGuests} formatCount={formatCount} onPick={pick} />
        </div>
      )}
    </Modal>
  );
}

/** `make`, remembering what it made for each key. */
function remembered<T>(make: (value: T) => string, keyOf: (value: T) => string): (value: T) => string {
  const made = new Map<string, string>();
  return (value) => {
    const key = keyOf(value);
    let text = made.get(key);
    if (text === undefined) made.set(key, (text = make(value)));
    return text;
  };
}

interface GroupsProps {
  groups: StatisticsGroup[];
  depth: number;
  labelOf: (group: GroupValue) => string;
  /** "Show these N people", the count button's name after its group's label. */
  showGuests: (count: number) => string;
  formatCount: (count: number) => string;
  onPick: (filters: GuestFilters) => void;
}

/**
 * Five levels nest a thousand groups and more: each is plain markup from its props (no hooks, no
 * subscription of its own), so choosing a level re-renders the tree in one pass; a group is as few
 * elements as it needs, and one out of sight is neither laid out nor painted (`content-visibility`)
 * until it is scrolled to.
 */
function StatisticsGroups({ groups, depth, labelOf, showGuests, formatCount, onPick }: GroupsProps) {
  if (groups.length === 0) return null;
  return (
    <ul className={depth > 0 ? 'col-span-2 ml-4 border-l border-stone-200 pl-3' : ''}>
      {groups.map((group) => {
        const label = labelOf(group.group);
        return (
          // The label is the row's own text and the count its button: two elements a group, not four.
          <li
            key={`${group.group.level}-${group.group.value}`}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 py-1 text-sm text-stone-800 [contain-intrinsic-size:auto_2.25rem] [content-visibility:auto]"
          >
            {label}
            <button
              type="button"
              aria-label={`${label}: ${showGuests(group.people)}`}
              onClick={() => onPick(group.filters)}
              className="min-w-10 cursor-pointer rounded-md px-2 py-0.5 text-right text-base font-semibold text-brand-dark underline-offset-2 hover:bg-brand-light hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              {formatCount(group.people)}
            </button>
            <StatisticsGroups groups={group.children} depth={depth + 1} labelOf={labelOf} showGuests={showGuests} formatCount={formatCount} onPick={onPick} />
          </li>
        );
      })}
    </ul>
  );
}
