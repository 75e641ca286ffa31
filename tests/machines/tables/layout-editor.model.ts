import { createEmptyActor, type AnyActorScope, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { Table, TableType } from '../../../contract/tables';
import type { MessageKey, NotificationEmitted } from '../../../machines/shared/messages';
import type { LayoutEditorInput } from '../../../machines/tables/layout-editor.machine';
import { listIds, type TableIntent } from '../../../machines/tables/tables-lists';

/**
 * The layout editor as a model to walk a rendered screen with (`@xstate/graph`). Alone, the
 * editor machine is blind: it reads the tables from the page's lists, siblings in the actor
 * system, so a graph walk (whose actor system is empty) sees no tables, records no history and
 * never sends a change. Here the machine runs unchanged over a small world that stands in for
 * the lists and the server, kept in the snapshot so every branch of the walk has its own:
 * - `tables` the rows on screen, `confirmed` what the server stored, `types` the table types;
 * - a change the editor sends is shown at once and is `call` until the server answers it:
 *   `server.accept` stores it, `server.refuse` puts the tables back as stored and says why
 *   (the tables list's failure message for that kind of call);
 * - `notice` is what the last step said to the person (a refusal, or the editor's own notice),
 *   and `step` what that step was (`adding:mode.cancel`: Escape while adding; `refused:drag.end`).
 * One call at a time: the walk lets the server answer before the next change, so "confirmed"
 * is simply the tables when nothing is on its way.
 */
export interface EditorWorld {
  tables: Table[];
  confirmed: Table[];
  types: TableType[];
  /** The change on its way: the event that made it, and what a refusal of it says. */
  call: { by: string; refusal: MessageKey } | null;
  notice: MessageKey | null;
  step: string;
}

export type EditorModelInput = LayoutEditorInput & { world: EditorWorld };

export const serverEvents: readonly AnyEventObject[] = [{ type: 'server.accept' }, { type: 'server.refuse' }];

export const worldOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { world: EditorWorld }).world;

export const startingWorld = (tables: Table[], types: TableType[]): EditorWorld => ({
  tables,
  confirmed: tables,
  types,
  call: null,
  notice: null,
  step: 'xstate.init',
});

type TablesListEvent =
  | { type: 'rows.create'; rows: Table[] }
  | { type: 'rows.update'; changes: Array<{ id: number; patch: Partial<Table> }>; intent: TableIntent }
  | { type: 'rows.delete'; ids: number[] };

/** What the tables list does with a change it is sent (optimistic: shown at once), and what its refusal says. */
function receive(world: EditorWorld, event: TablesListEvent, by: string) {
  if (world.call) throw new Error(`${by} sent a second call in one change (${event.type})`);
  switch (event.type) {
    case 'rows.create':
      world.tables = [...world.tables, ...event.rows];
      world.call = { by, refusal: 'tables.messages.unexpectedAdding' };
      return;
    case 'rows.update':
      world.tables = world.tables.map((row) => ({ ...row, ...event.changes.find((change) => change.id === row.id)?.patch }));
      world.call = { by, refusal: event.intent.type === 'place' ? 'tables.messages.unexpectedMoving' : 'tables.messages.unexpectedUpdating' };
      return;
    case 'rows.delete':
      world.tables = world.tables.filter((row) => !event.ids.includes(row.id));
      world.call = { by, refusal: 'tables.messages.unexpectedDeleting' };
  }
}

function answered(world: EditorWorld, accepted: boolean): EditorWorld {
  const { by, refusal } = world.call!;
  if (accepted) return { ...world, confirmed: world.tables, call: null, notice: null, step: `accepted:${by}` };
  return { ...world, tables: world.confirmed, call: null, notice: refusal, step: `refused:${by}` };
}

/**
 * The scope a step runs in: the page's two lists are the world's rows, the editor's own
 * effects that reach the person run at once (sending the change to the tables list, emitting
 * a notice), and nothing else does (an invoked actor's start is the walk's own answer events).
 */
function worldScope(scope: AnyActorScope, world: EditorWorld, by: string): AnyActorScope {
  const tables = {
    getSnapshot: () => ({ context: { rows: world.tables, confirmed: world.confirmed } }),
    send: (event: TablesListEvent) => receive(world, event, by),
  };
  const types = {
    getSnapshot: () => ({ context: { rows: world.types, confirmed: world.types } }),
    send: (event: { type: 'list.load'; rows: TableType[] }) => {
      world.types = event.rows;
    },
  };
  const lists: Record<string, unknown> = { [listIds.tables]: tables, [listIds.tableTypes]: types };
  return {
    ...scope,
    system: { ...scope.system, get: (id: string) => lists[id] ?? scope.system.get(id) },
    defer: (effect: () => void) => effect(),
    emit: (emitted: NotificationEmitted) => {
      world.notice = emitted.message.key;
    },
    actionExecutor: (action) => {
      if (action.type === 'sendOutgoing' || action.type === 'xstate.emit') action.exec?.(action.info, action.params);
    },
  } as AnyActorScope;
}

/** A snapshot of the model (xstate makes some snapshots with the machine its state nodes belong to: the model's own answers would be lost). */
const modelSnapshot = (model: AnyStateMachine, snapshot: AnyMachineSnapshot, world: EditorWorld) =>
  ({ ...snapshot, machine: model, context: { ...snapshot.context, world } }) as AnyMachineSnapshot;

/** The editor machine (or its provided copy) walking over a world given in its input (`EditorModelInput`). */
export function editorModel(machine: AnyStateMachine): AnyStateMachine {
  const model = Object.create(machine) as AnyStateMachine;
  const answers = [{ target: undefined, actions: [{ type: 'server.answer' }] }];
  return Object.assign(model, {
    provide: (implementations: Parameters<AnyStateMachine['provide']>[0]) => editorModel(machine.provide(implementations)),
    getInitialSnapshot: (scope: AnyActorScope, input: EditorModelInput) => {
      const world = { ...input.world };
      return modelSnapshot(model, machine.getInitialSnapshot.call(model, worldScope(scope, world, 'xstate.init'), input), world);
    },
    getTransitionData: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
      event.type.startsWith('server.') ? (worldOf(snapshot).call ? answers : []) : machine.getTransitionData.call(model, snapshot, event),
    transition: (snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope) => {
      const world = worldOf(snapshot);
      if (event.type.startsWith('server.')) return modelSnapshot(model, snapshot, answered(world, event.type === 'server.accept'));
      const mode = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
      const next = { ...world, notice: null, step: `${mode}:${event.type}` };
      return modelSnapshot(model, machine.transition(snapshot, event, worldScope(scope, next, event.type)), next);
    },
  });
}

/**
 * The model followed step by step along one walk. (A graph walk keeps one snapshot per state
 * key, whichever path reached it last: with a key coarser than the context, the snapshot of a
 * step need not be the one its own path reaches, so a walk replays its events to know exactly
 * what the screen should show.)
 */
export function followModel(model: AnyStateMachine, input: EditorModelInput) {
  const empty = createEmptyActor();
  const scope = {
    self: empty,
    system: empty.system,
    id: '',
    sessionId: 'walk',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    actionExecutor: () => {},
    stopChild: () => {},
  } as unknown as AnyActorScope;
  let snapshot = model.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
  return {
    get snapshot() {
      return snapshot;
    },
    send(event: AnyEventObject) {
      snapshot = model.transition(snapshot, event, scope) as AnyMachineSnapshot;
    },
  };
}
