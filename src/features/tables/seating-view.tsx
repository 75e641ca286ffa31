import { DndContext, DragOverlay, useDndContext, useDroppable } from '@dnd-kit/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { TableType } from '../../../contract/tables';
import type { SeatingRef } from '../../../machines/tables/seating.machine';
import type { tablePageMachine } from '../../../machines/tables/table-page.machine';
import { countSeats, seatingStats } from '../../../machines/tables/seating-rules';
import type { Inviter } from '../../../machines/guests/guest-rows';
import { legendOf, shownOptions } from '../../../machines/tables/view-options';
import { viewOptionsMachine } from '../../../machines/tables/view-options.machine';
import { useI18nContext } from '../../../i18n/i18n-react';
import { GuestPanel } from './guest-panel';
import { LayoutPlan, type PlanProps } from './layout-plan';
import { planDropId, usePlanDrop, type PlanDrop } from './seating-aim';
import { dragHandlers, useSeatingAnnouncements, useSeatingSensors, type DraggedParty } from './seating-dnd';
import { SeatingHistoryButtons } from './seating-history';
import { PlanTables } from './seating-plan-tables';
import { TableDrawer } from './table-drawer';
import { ChairLegend, ViewOptionsBar, type ViewOptionsRef } from './view-options-bar';
import { rememberedViewOptions, rememberViewOptions } from './view-memory';

interface SeatingViewProps {
  page: ActorRefFrom<typeof tablePageMachine>;
  plan: PlanProps;
  types: readonly TableType[];
  /** The wedding's spouses, for chairs painted by who invited the guest. */
  inviters: readonly Inviter[];
}

/**
 * DEFAULT mode (spec §2 "Default view"): the guest panel beside the plan, the tables with their
 * colours and seats, and the selected table's drawer; guests are seated by ticking and choosing
 * a table, or by dragging them onto one. The seating machine decides; this draws it.
 */
export function SeatingView({ page, plan, types, inviters }: SeatingViewProps) {
  const seating = useSelector(page, (snapshot) => snapshot.children.seating);
  const guestsShown = useSelector(page, (snapshot) => snapshot.context.guestsShown);
  const weddingId = useSelector(page, (snapshot) => snapshot.context.weddingId);
  // Made once, as the actor is (src/lib/page-actor.ts): `provide` builds the machine again.
  const [viewOptionsLogic] = useState(() =>
    viewOptionsMachine.provide({ actions: { remember: (_, { weddingId: wedding, options }) => rememberViewOptions(wedding, options) } }),
  );
  const viewOptions = useActorRef(viewOptionsLogic, { input: { weddingId, remembered: rememberedViewOptions(weddingId), guestsShown } });
  if (!seating) return null;
  return <Seating page={page} seating={seating} viewOptions={viewOptions} plan={plan} types={types} inviters={inviters} guestsShown={guestsShown} />;
}

interface SeatingProps extends SeatingViewProps {
  seating: SeatingRef;
  viewOptions: ViewOptionsRef;
  guestsShown: boolean;
}

function Seating({ page, seating, viewOptions, plan, types, inviters, guestsShown }: SeatingProps) {
  const categories = useSelector(page, (snapshot) => snapshot.context.categories);
  const chosen = useSelector(viewOptions, (snapshot) => snapshot.context.options);
  const options = useMemo(() => shownOptions(chosen, guestsShown), [chosen, guestsShown]);
  const drop = usePlanDrop(seating, types, plan.layout);
  const sensors = useSeatingSensors(drop);
  const accessibility = useSeatingAnnouncements(drop);
  const handlers = useMemo(() => dragHandlers(seating, drop), [seating, drop]);
  const noRoomId = useId();
  const { LL } = useI18nContext();
  // What follows the seats draws itself (the tables, the statistics, the panel, the drawer, Undo): a seat does not draw this page again.
  return (
    <DndContext sensors={sensors} collisionDetection={drop.collision} accessibility={accessibility} {...handlers}>
      <div className={['grid gap-3', guestsShown ? 'min-[992px]:grid-cols-[20rem_minmax(0,1fr)]' : ''].join(' ')}>
        {guestsShown && (
          <div>
            <GuestPanel seating={seating} />
          </div>
        )}
        <div className="relative grid gap-3">
          {/* Spec §2: the statistics move at 1480 px or less: beside the option buttons when wider, under the plan when not. */}
          <div className="grid grid-cols-[minmax(0,1fr)] gap-3 min-[1481px]:grid-cols-[minmax(0,1fr)_auto]">
            <div className="flex flex-wrap items-center gap-2">
              <ViewOptionsBar viewOptions={viewOptions} />
              <SeatingHistoryButtons seating={seating} />
            </div>
            {options.statsShown && <SeatingStats seating={seating} className="order-last min-[1481px]:order-none" />}
            {/* The drawer sits over the plan's corner, never over the option buttons and Undo above it. */}
            <div className="relative min-w-0 min-[1481px]:col-span-2">
              <LayoutPlan {...plan} windowRef={drop.windowRef} layerRef={drop.layerRef}>
                <PlanDropTarget drop={drop} />
                <PlanTables
                  seating={seating}
                  types={types}
                  categories={categories}
                  inviters={inviters}
                  options={options}
                  layout={plan.layout}
                  scale={plan.scale}
                  noRoomId={noRoomId}
                  aim={drop.aim}
                />
              </LayoutPlan>
              <p id={noRoomId} className="sr-only">
                {LL.tables.seating.noRoom()}
              </p>
              <SelectedTableDrawer seating={seating} guestsShown={guestsShown} />
            </div>
          </div>
          <ChairLegend entries={legendOf(options.paintChairsBy, { categories, inviters })} />
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        <DraggedChip />
      </DragOverlay>
    </DndContext>
  );
}

/**
 * Registers the plan's window as dnd-kit's one drop target (seating-aim.ts); draws nothing. An
 * effect, not a layout effect: the window, an ancestor, has its element only once this commit's
 * layout effects have run.
 */
function PlanDropTarget({ drop }: { drop: PlanDrop }) {
  const { setNodeRef } = useDroppable({ id: planDropId });
  useEffect(() => setNodeRef(drop.windowRef.current), [setNodeRef, drop]);
  return null;
}

/** The selected table's drawer, following the selection itself. */
function SelectedTableDrawer({ seating, guestsShown }: { seating: SeatingRef; guestsShown: boolean }) {
  const selectedTableId = useSelector(seating, (snapshot) => snapshot.context.selectedTableId);
  return selectedTableId !== null && <TableDrawer seating={seating} tableId={selectedTableId} guestsShown={guestsShown} />;
}

/** The statistics panel (spec §2): places occupied, available and in all, over every table. */
function SeatingStats({ seating, className }: { seating: SeatingRef; className: string }) {
  const { LL } = useI18nContext();
  const texts = LL.tables.stats;
  const tables = useSelector(seating, (snapshot) => snapshot.context.tables);
  const seats = useSelector(seating, (snapshot) => snapshot.context.seats);
  const stats = useMemo(() => seatingStats(tables, countSeats(seats)), [tables, seats]);
  return (
    <dl aria-label={texts.label()} className={['flex flex-wrap gap-2 text-sm', className].join(' ')}>
      {(
        [
          [texts.occupied(), stats.occupied],
          [texts.available(), stats.available],
          [texts.total(), stats.total],
        ] as const
      ).map(([term, value]) => (
        <div key={term} className="flex gap-1.5 rounded-full bg-white px-3 py-1.5 ring-1 ring-stone-200">
          <dt className="text-stone-600">{term}</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What follows the pointer or finger: who is dragged, and how many seats they bring. */
function DraggedChip() {
  const { active } = useDndContext();
  const dragged = active?.data.current as DraggedParty | undefined;
  if (!dragged) return null;
  return (
    <div className="rounded-full bg-brand px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white shadow-lg">
      {dragged.name} × {dragged.count}
    </div>
  );
}
