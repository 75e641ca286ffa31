import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { guestStatuses } from '../../../contract/guests';
import { useI18nContext } from '../../../i18n/i18n-react';
import { doorCounts, doorGuests, doorParties, sideOfDoor } from '../../../machines/tables/door';
import type { DoorSide } from '../../../machines/tables/page-modes/hostess-mode';
import type { tablePageMachine } from '../../../machines/tables/table-page.machine';
import { Button } from '../../components/button';
import { DoorList } from './door-list';

type PageRef = ActorRefFrom<typeof tablePageMachine>;

/** The door's filters: large enough for a finger. */
const filterClass = 'min-h-12 rounded-xl border border-stone-300 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-brand';

/**
 * HOSTESS mode (spec §2 "Hostess view"), for a tablet at the venue door: the occupancy badge,
 * outside and inside counts, and, with guest information permitted, the guests outside or
 * inside found by name, each with a large door button. Exit, except for a hostess-only user.
 */
export function HostessView({ page }: { page: PageRef }) {
  const { LL } = useI18nContext();
  const texts = LL.tables.hostess;
  const seats = useSelector(page, (snapshot) => snapshot.context.seats);
  const guests = useSelector(page, (snapshot) => snapshot.context.guests);
  const tables = useSelector(page, (snapshot) => snapshot.context.tables);
  const hostess = useSelector(page, (snapshot) => snapshot.context.hostess);
  const guestsShown = useSelector(page, (snapshot) => snapshot.context.guestsShown);
  const categories = useSelector(page, (snapshot) => snapshot.context.categories);
  const canLeave = useSelector(page, (snapshot) => snapshot.can({ type: 'hostess.exit' }));
  const canUseDoor = useSelector(page, (snapshot) => snapshot.context.can.hostess || snapshot.context.can.addGuests);
  const counts = useMemo(() => doorCounts(seats), [seats]);
  const doorGuestsById = useMemo(() => doorGuests(guests), [guests]);
  const side = hostess.side;
  const onSide = useMemo(() => sideOfDoor(seats, doorGuestsById, tables, side), [seats, doorGuestsById, tables, side]);
  const parties = useMemo(() => doorParties(onSide, hostess), [onSide, hostess]);
  const byNumber = useMemo(() => [...tables].sort((a, b) => a.number - b.number), [tables]);

  return (
    <section aria-label={texts.title()} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="rounded-full bg-brand px-4 py-2 text-lg font-semibold text-white tabular-nums">{texts.occupancy({ percent: counts.percent })}</p>
        <p className="rounded-full bg-white px-4 py-2 text-base ring-1 ring-stone-200">
          {texts.outside()}: <strong className="tabular-nums">{counts.outside}</strong>
        </p>
        <p className="rounded-full bg-white px-4 py-2 text-base ring-1 ring-stone-200">
          {texts.inside()}: <strong className="tabular-nums">{counts.inside}</strong>
        </p>
        {canLeave && (
          <Button variant="secondary" className="ml-auto min-h-12" onClick={() => page.send({ type: 'hostess.exit' })}>
            {texts.exit()}
          </Button>
        )}
      </div>
      {guestsShown ? (
        <div className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4">
          <div className="flex flex-wrap items-center gap-3">
            <div role="group" aria-label={texts.sides()} className="grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1">
              {(['outside', 'inside'] as const satisfies readonly DoorSide[]).map((side) => (
                <button
                  key={side}
                  type="button"
                  aria-pressed={hostess.side === side}
                  onClick={() => page.send({ type: 'hostess.side', side })}
                  className={[
                    'min-h-12 cursor-pointer rounded-lg px-5 text-base font-semibold focus-visible:outline-2 focus-visible:outline-brand',
                    hostess.side === side ? 'bg-white text-brand-dark shadow' : 'text-stone-700',
                  ].join(' ')}
                >
                  {side === 'outside' ? texts.outside() : texts.inside()}
                </button>
              ))}
            </div>
            <DoorFilter
              label={texts.tables()}
              everyLabel={texts.allTables()}
              value={hostess.tableId}
              choices={byNumber.map((table) => ({ id: table.id, label: texts.tableOption({ number: table.number }) }))}
              onChoose={(tableId) => page.send({ type: 'hostess.table', tableId })}
            />
            <DoorFilter
              label={texts.statuses()}
              everyLabel={texts.allStatuses()}
              value={hostess.statusId}
              choices={guestStatuses.map((status) => ({ id: status.id, label: LL.guestsExport.statuses[status.key]() }))}
              onChoose={(id) => page.send({ type: 'hostess.status', statusId: guestStatuses.find((status) => status.id === id)?.id ?? null })}
            />
            {categories.length > 0 && (
              <DoorFilter
                label={texts.categories()}
                everyLabel={texts.allCategories()}
                value={hostess.categoryId}
                choices={categories.map((category) => ({ id: category.id, label: category.name }))}
                onChoose={(categoryId) => page.send({ type: 'hostess.category', categoryId })}
              />
            )}
            <input
              type="search"
              aria-label={texts.search()}
              placeholder={texts.search()}
              value={hostess.query}
              onChange={(event) => page.send({ type: 'hostess.search', query: event.target.value })}
              className="min-h-12 min-w-0 flex-1 rounded-xl border border-stone-300 px-4 text-base focus-visible:outline-2 focus-visible:outline-brand"
            />
          </div>
          <p className="text-sm text-stone-600" aria-live="polite">
            {texts.shown({ shown: parties.length, total: onSide.length })}
          </p>
          <DoorList parties={parties} side={hostess.side} canUseDoor={canUseDoor} page={page} />
          {parties.length === 0 && (
            <p className="py-8 text-center text-base text-stone-600">
              {onSide.length === 0
                ? hostess.side === 'outside'
                  ? texts.empty.outside()
                  : texts.empty.inside()
                : hostess.tableId !== null && hostess.statusId === null && hostess.categoryId === null && hostess.query === ''
                  ? texts.empty.table()
                  : texts.empty.match()}
            </p>
          )}
        </div>
      ) : (
        <p className="rounded-2xl border border-stone-200 bg-white p-4 text-stone-700">{texts.noGuestAccess()}</p>
      )}
    </section>
  );
}

/** One of the door's filters (table, status, category): every one, or one chosen, large enough for a finger. */
function DoorFilter({
  label,
  everyLabel,
  value,
  choices,
  onChoose,
}: {
  label: string;
  everyLabel: string;
  value: number | null;
  choices: Array<{ id: number; label: string }>;
  onChoose: (id: number | null) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChoose(event.target.value === '' ? null : Number(event.target.value))}
      className={filterClass}
    >
      <option value="">{everyLabel}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
