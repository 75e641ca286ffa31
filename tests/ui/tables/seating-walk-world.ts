import { expect } from 'vitest';
import { createMachine, enqueueActions, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { TableGuest } from '../../../contract/seating';
import { seatingMachine, type SeatingContext, type SeatingEvent } from '../../../machines/tables/seating.machine';
import { seatingStepsOf } from '../../../machines/tables/seating-setup';
import type { SeatStep } from '../../../machines/tables/seating-history';
import type { FakeBackend, RecordedRequest } from '../../support/ui/fake-backend';

/**
 * The seating walk's model and server (seating.paths.test.tsx).
 *
 * The model is the seating machine with what its page does for it written in: a change it
 * decides shows at once (its seats come back as `seating.data`, as the page's seats list sends
 * them), and waits for the server's answer, which the walk gives as two more events,
 * `server.accept` and `server.refuse` (a refusal brings back the seats as they were); and
 * `live.tableDeleted`, table 2 deleted on another screen. The screen runs the app's own
 * machines: only the model is changed, so the graph knows what the seats are after each step.
 */

/** What the model notes beside the machine's context: the seats to go back to while an answer is awaited. */
interface WalkNotes {
  rollback: TableGuest[] | null;
  tableDeleted: boolean;
}
const noNotes: WalkNotes = { rollback: null, tableDeleted: false };
export const notesOf = (snapshot: Pick<AnyMachineSnapshot, 'context'>): WalkNotes => snapshot.context.walk ?? noNotes;

export const deletedTableId = 12;

function applySteps(seats: readonly TableGuest[], steps: readonly SeatStep[]): TableGuest[] {
  return steps.reduce<TableGuest[]>(
    (rows, step) => {
      const ids = new Set(step.seats.map((seat) => seat.id));
      if (step.kind === 'create') return [...rows, ...step.seats];
      if (step.kind === 'free') return rows.filter((row) => !ids.has(row.id));
      return rows.map((row) => (ids.has(row.id) ? { ...row, table_id: step.tableId } : row));
    },
    [...seats],
  );
}

type ModelContext = SeatingContext & { walk?: WalkNotes };
/** An action of the model: it notes, and tells the machine what the page would (`seating.data`). */
const modelAction = (
  act: (context: ModelContext, event: AnyEventObject) => { notes: Partial<WalkNotes>; heard?: Partial<Pick<SeatingContext, 'tables' | 'seats'>> },
) =>
  enqueueActions<ModelContext, AnyEventObject, undefined, AnyEventObject>(({ context, event, enqueue }) => {
    const { notes, heard } = act(context, event);
    enqueue.assign({ walk: { ...(context.walk ?? noNotes), ...notes } });
    if (heard) enqueue.raise({ type: 'seating.data', tables: heard.tables ?? context.tables, seats: heard.seats ?? context.seats, guests: context.guests });
  });

export const seatingModel: AnyStateMachine = createMachine(
  {
    ...seatingMachine.config,
    on: {
      ...seatingMachine.config.on,
      'server.accept': { guard: 'isAwaited', actions: 'settle' },
      'server.refuse': { guard: 'isAwaited', actions: 'rollBack' },
      'live.tableDeleted': { actions: 'deleteTable' },
    },
  } as Parameters<typeof createMachine>[0],
  seatingMachine.implementations as Parameters<typeof createMachine>[1],
).provide({
  guards: { isAwaited: ({ context }: { context: ModelContext }) => (context.walk ?? noNotes).rollback !== null },
  actions: {
    tellPage: modelAction((context, event) => ({
      notes: { rollback: context.seats },
      heard: { seats: applySteps(context.seats, seatingStepsOf(context, event as SeatingEvent)) },
    })),
    settle: modelAction(() => ({ notes: { rollback: null } })),
    rollBack: modelAction((context) => ({ notes: { rollback: null }, heard: { seats: context.walk!.rollback! } })),
    deleteTable: modelAction((context) => ({
      notes: { tableDeleted: true },
      heard: { tables: context.tables.filter((table) => table.id !== deletedTableId), seats: context.seats.filter((seat) => seat.table_id !== deletedTableId) },
    })),
  },
} as never);

/** How many seats each guest holds at each table: `"<guest>@<table>"` → seats. */
export type Places = Record<string, number>;

export function placesOf(rows: readonly Pick<TableGuest, 'guest_id' | 'table_id'>[]): Places {
  const places: Places = {};
  for (const row of rows) places[`${row.guest_id}@${row.table_id}`] = (places[`${row.guest_id}@${row.table_id}`] ?? 0) + 1;
  return places;
}

export const isSeatsWrite = (request: RecordedRequest) => request.path.startsWith('/tables_guests/') && request.method !== 'GET';

/**
 * The server behind the seating and door walks: it keeps the seats it stored and answers each
 * seating call when the walk says (accepted: stored the way the real endpoints store it, contract/seating.ts; or
 * refused), so a walk checks the screen against a truth of its own.
 */
export class StoredSeats {
  private rows: TableGuest[];
  private nextId = 500;

  constructor(
    private readonly backend: FakeBackend,
    seats: readonly TableGuest[],
  ) {
    this.rows = seats.map((seat) => ({ ...seat }));
  }

  places(): Places {
    return placesOf(this.rows);
  }

  /** How many seats are inside, per guest. */
  inside(): Record<number, number> {
    const inside: Record<number, number> = {};
    for (const row of this.rows) if (row.is_inside) inside[row.guest_id] = (inside[row.guest_id] ?? 0) + 1;
    return inside;
  }

  /** Another screen deleted the table: its seats went with it. */
  dropTable(tableId: number) {
    this.rows = this.rows.filter((row) => row.table_id !== tableId);
  }

  /** Answers the seating call waiting, storing it; answers the call. */
  async accept(): Promise<RecordedRequest> {
    const request = await this.backend.next(isSeatsWrite);
    await this.backend.answer((candidate) => candidate === request, this.store(request));
    return request;
  }

  /** Refuses the seating call waiting, as a server that failed (spec §8: the screen says its fallback). */
  refuse(): Promise<RecordedRequest> {
    return this.backend.refuse(isSeatsWrite, 500, 'generic_error');
  }

  private store(request: RecordedRequest): unknown {
    const input = (request.method === 'DELETE' ? request.query : request.body) as Record<string, unknown>;
    expect(Number(input.wedding_id)).toBe(7);
    const call = `${request.method} ${request.path}`;
    switch (call) {
      case 'POST /tables_guests/massCreate': {
        const { table_id, guests } = input as { table_id: number; guests: Array<{ id: number; qty: number }> };
        return {
          ids: guests.map(({ id, qty }) =>
            Array.from({ length: qty }, () => {
              const seat = { id: this.nextId++, table_id, guest_id: id, is_inside: false };
              this.rows.push(seat);
              return seat.id;
            }),
          ),
        };
      }
      case 'DELETE /tables_guests/destroy': {
        const freed = this.pick(Number(input.guest_id), Number(input.table_id), Number(input.qty));
        this.rows = this.rows.filter((row) => !freed.includes(row));
        return { ids: freed.map((row) => row.id) };
      }
      // The door: seats not yet in the new state, oldest first (contract/seating.ts).
      case 'PUT /tables_guests/update_inside': {
        const inside = input.is_inside === true;
        const moved = this.rows
          .filter((row) => row.guest_id === input.guest_id && row.table_id === input.table_id && row.is_inside !== inside)
          .sort((a, b) => a.id - b.id)
          .slice(0, Number(input.qty));
        for (const row of moved) row.is_inside = inside;
        return { seats: moved.map((row) => ({ ...row })) };
      }
      case 'PUT /tables_guests/move': {
        const moved = this.pick(Number(input.guest_id), Number(input.from_table_id), Number(input.qty));
        for (const row of moved) row.table_id = Number(input.to_table_id);
        return { seats: moved.map((row) => ({ ...row })) };
      }
      default:
        throw new Error(`the walk's server does not know ${call}`);
    }
  }

  /** `qty` of the guest's seats at the table, outside first, then the newest; all of them must be there. */
  private pick(guestId: number, tableId: number, qty: number): TableGuest[] {
    const held = this.rows.filter((row) => row.guest_id === guestId && row.table_id === tableId);
    expect(held.length, `guest ${guestId} holds ${held.length} seats at table ${tableId}, the screen asked for ${qty}`).toBeGreaterThanOrEqual(qty);
    return [...held].sort((a, b) => Number(a.is_inside) - Number(b.is_inside) || b.id - a.id).slice(0, qty);
  }
}
