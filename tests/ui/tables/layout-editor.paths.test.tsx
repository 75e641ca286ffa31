import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { Table, TableType } from '../../../contract/tables';
import { i18nObject } from '../../../i18n/i18n-util';
import type { Point } from '../../../machines/tables/geometry';
import { reconcile } from '../../../machines/tables/history';
import { layoutEditorMachine, type LayoutEditorContext } from '../../../machines/tables/layout-editor.machine';
import { translateMessage } from '../../../src/lib/i18n';
import { layoutEditorEvents } from '../../machines/tables/layout-editor.events';
import { editorModel, followModel, serverEvents, startingWorld, worldOf, type EditorModelInput } from '../../machines/tables/layout-editor.model';
import type { RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths, type UiPathModel } from '../../support/ui/ui-paths';
import {
  addPopover,
  band,
  buttonsNamed,
  ghost,
  layout,
  leaveFields,
  openLayoutEditor,
  planLayer,
  round,
  selectionPanel,
  startingTables,
  startingTypes,
  tableNumbered,
  tablesOnPlan,
  toolbar,
  toolbarButton,
  weddingId,
} from './layout-editor-screen';
import { StoredTables } from './layout-editor-server';

const LL = i18nObject('en');
const texts = LL.tables;
const createdType: TableType = { ...round, id: 9, name: texts.types.defaultName(), width: 45, height: 45 };
const size = { width: layout.width, height: layout.height };

/** The rendered editor as the walk drives it, and what the walk remembers of the person's hands. */
interface EditorScreen {
  app: RenderedApp;
  /** The model, followed along this walk's own events: what the screen must show now. */
  model: ReturnType<typeof followModel>;
  server: StoredTables;
  ctrlHeld: boolean;
  heldArrow: string | null;
}

/**
 * Where a table is pressed, in screen pixels. jsdom lays nothing out, so the table pressed is
 * named as the pointer's target; the coordinates only measure how far the pointer travels.
 */
const pressedAt: Point = { x: 500, y: 500 };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LayoutEditorContext;

/**
 * The transitions that carry one of the spec's rules (§4), walked on their own even where
 * they lead to a screen already seen: Escape cancels adding, Ctrl held enters selecting and
 * letting go leaves it, a cancelled drag moves nothing, a held arrow key shows the move unsaved.
 */
const ruleSteps = new Set(['adding:mode.cancel', 'default:key.ctrl', 'selecting:key.ctrl', 'default:drag.cancel', 'default:nudge.press']);

/** Events the selection panel, the history buttons and the arrow keys offer only while no gesture is under way. */
const idleOnly = new Set([
  'history.undo',
  'history.redo',
  'selection.clear',
  'selection.delete',
  'selection.duplicate',
  'selection.align',
  'table.edit',
  'nudge.press',
]);

const expectAvailable = (button: HTMLElement, available: boolean) => (available ? expect(button).toBeEnabled() : expect(button).toBeDisabled());

const storedOf = (tables: readonly Table[]) =>
  tables.map(({ number, seats, table_type, x, y }) => ({ number, seats, table_type, x, y })).sort((a, b) => a.number - b.number);

/** What every state shows: the model's tables where the model has them, the selection, the history, what is on its way and what was said. */
function expectEditorScreen(walk: EditorScreen, snapshot: AnyMachineSnapshot) {
  const context = contextOf(snapshot);
  const world = worldOf(snapshot);
  const drawn = tablesOnPlan();
  expect(drawn.map((element) => element.getAttribute('aria-label')).sort()).toEqual(world.tables.map((table) => texts.plan.table(table)).sort());
  for (const table of world.tables) {
    const element = drawn.find((candidate) => candidate.getAttribute('aria-label') === texts.plan.table(table))!;
    expect(parseFloat(element.style.left)).toBeCloseTo(table.x * size.width, 6);
    expect(parseFloat(element.style.top)).toBeCloseTo(table.y * size.height, 6);
    expect(element).toHaveAttribute('aria-pressed', String(context.selected.includes(table.number)));
  }
  // The selection's tools exist only for a selection: nothing to delete, duplicate or align without one.
  const count = context.selected.length;
  if (count === 0) {
    expect(buttonsNamed(texts.editor.delete())).toEqual([]);
    expect(buttonsNamed(texts.editor.duplicate())).toEqual([]);
  } else {
    const panel = selectionPanel(count)!;
    expect(panel).not.toBeNull();
    for (const tool of [texts.editor.delete(), texts.editor.duplicate()]) {
      expect(buttonsNamed(tool, panel)).toHaveLength(1);
      expect(buttonsNamed(tool, panel)[0]).toBeEnabled();
    }
    expect(buttonsNamed(texts.editor.align.top(), panel)).toHaveLength(count > 1 ? 1 : 0);
  }
  // Undo and redo as the history stands against the tables on screen (a refused undo stays undoable).
  const history = reconcile(context.history, world.tables);
  expectAvailable(toolbarButton(texts.editor.undo()), history.done.length > 0);
  expectAvailable(toolbarButton(texts.editor.redo()), history.undone.length > 0);
  // Every change is one call to the server (undo and redo too), and nothing else is sent.
  expect(walk.server.waiting()).toHaveLength(world.call ? 1 : 0);
  if (!world.call) expect(walk.server.tables()).toEqual(storedOf(world.tables));
  if (world.notice) expect(walk.app.toasts().join(' ')).toContain(translateMessage(LL, { key: world.notice }));
}

const modeShown = (mode: 'default' | 'adding' | 'selecting') => () => {
  expect(toolbarButton(texts.editor.add())).toHaveAttribute('aria-pressed', String(mode === 'adding'));
  expect(toolbarButton(texts.editor.select())).toHaveAttribute('aria-pressed', String(mode === 'selecting'));
  const layer = planLayer();
  expect(layer.classList.contains('cursor-copy')).toBe(mode === 'adding');
  expect(layer.classList.contains('cursor-crosshair')).toBe(mode === 'selecting');
  if (mode !== 'adding') expect(addPopover()).toBeNull();
  if (mode !== 'selecting') expect(band()).toBeNull();
  // A ghost table only while adding.
  if (mode !== 'adding') expect(ghost()).toBeNull();
};

function expectAdding(snapshot: AnyMachineSnapshot) {
  const { draft, ghost: at } = contextOf(snapshot);
  const popover = within(addPopover()!);
  expect(popover.getByLabelText(texts.addTable.number())).toHaveValue(draft.number);
  expect(popover.getByLabelText(texts.addTable.seats())).toHaveValue(draft.seats);
  expect(popover.getByLabelText(texts.addTable.type())).toHaveValue(String(draft.table_type));
  const drawn = ghost();
  if (!at) expect(drawn).toBeNull();
  else {
    expect(drawn).not.toBeNull();
    expect(parseFloat(drawn!.style.left)).toBeCloseTo(at.x, 6);
    expect(parseFloat(drawn!.style.top)).toBeCloseTo(at.y, 6);
  }
}

/** A press, a move or a release of the person's pointer, on a target, at screen pixels (by default where it is). */
const pointer = (walk: EditorScreen, { keys, target, at }: { keys?: string; target?: Element; at?: Point }) =>
  walk.app.user.pointer({ ...(keys && { keys }), ...(target && { target }), ...(at && { coords: { clientX: at.x, clientY: at.y } }) });

/** Shift held around a gesture when the event says so. */
async function withShift(walk: EditorScreen, shift: boolean, gesture: () => Promise<void>) {
  if (shift) await walk.app.user.keyboard('{Shift>}');
  await gesture();
  if (shift) await walk.app.user.keyboard('{/Shift}');
}

const perform: Record<string, (walk: EditorScreen, event: AnyEventObject) => Promise<void>> = {
  'mode.add': (walk) => walk.app.user.click(toolbarButton(texts.editor.add())),
  'mode.select': (walk) => walk.app.user.click(toolbarButton(texts.editor.select())),
  // Escape: the add popover hears it while it has the focus, the editor's keys otherwise.
  'mode.cancel': async (walk) => {
    const wasAdding = addPopover() !== null;
    await walk.app.user.keyboard('{Escape}');
    // Spec §4, whatever the machine says: Escape cancels adding (no popover, no ghost, nothing placed).
    if (wasAdding)
      await waitFor(() => {
        expect(addPopover()).toBeNull();
        expect(ghost()).toBeNull();
        expect(toolbarButton(texts.editor.add())).toHaveAttribute('aria-pressed', 'false');
        expect(walk.server.waiting()).toEqual([]);
      });
  },
  // Ctrl held down, or let go (pressed and let go when it was not held: the button left selecting).
  'key.ctrl': async (walk, event) => {
    if (event.down) await walk.app.user.keyboard(walk.ctrlHeld ? '{/Control}{Control>}' : '{Control>}');
    else await walk.app.user.keyboard(walk.ctrlHeld ? '{/Control}' : '{Control}');
    walk.ctrlHeld = event.down as boolean;
    // Spec §4, whatever the machine says: holding Ctrl selects (crosshair), letting go stops.
    await waitFor(() => expect(planLayer().classList.contains('cursor-crosshair')).toBe(event.down));
  },
  'draft.change': (walk, event) => walk.app.user.selectOptions(within(addPopover()!).getByLabelText(texts.addTable.type()), String(event.patch.table_type)),
  'type.add': (walk) => walk.app.user.click(within(addPopover()!).getByRole('button', { name: texts.types.add() })),
  'xstate.done.actor.createTableType': async (walk, event) => {
    const request = await walk.app.backend.answer('POST /table_types/create', event.output);
    // Spec §9: a new type is "new type", round, 45 by 45.
    expect(request.body).toEqual({ wedding_id: weddingId, name: createdType.name, shape: 'round', width: 45, height: 45 });
  },
  'xstate.error.actor.createTableType': async (walk) => {
    await walk.app.backend.refuse('POST /table_types/create', 500, 'generic_error');
  },
  'pointer.move': (walk, event) => pointer(walk, { target: planLayer(), at: event.point }),
  'plan.click': (walk, event) => pointer(walk, { keys: '[MouseLeft]', target: planLayer(), at: event.point }),
  'table.pointerDown': (walk, event) =>
    withShift(walk, event.shift, () => pointer(walk, { keys: '[MouseLeft>]', target: tableNumbered(event.number), at: pressedAt })),
  'table.pointerUp': (walk) => pointer(walk, { keys: '[/MouseLeft]' }),
  // From the keyboard: the table focused, Enter (Shift+Enter adds it to the selection).
  'table.select': async (walk, event) => {
    tableNumbered(event.number).focus();
    await walk.app.user.keyboard(event.shift ? '{Shift>}{Enter}{/Shift}' : '{Enter}');
  },
  // dnd-kit's PointerSensor starts the drag past 4 px: a real pointer drag, at zoom 1.
  'drag.start': (walk) => pointer(walk, { at: { x: pressedAt.x + 10, y: pressedAt.y } }),
  'drag.end': async (walk, event) => {
    await pointer(walk, { at: { x: pressedAt.x + event.delta.x * event.scale, y: pressedAt.y + event.delta.y * event.scale } });
    await pointer(walk, { keys: '[/MouseLeft]' });
  },
  // Escape cancels a drag (dnd-kit's sensor); the pointer is let go afterwards.
  'drag.cancel': async (walk) => {
    await walk.app.user.keyboard('{Escape}');
    await pointer(walk, { keys: '[/MouseLeft]' });
  },
  'band.start': (walk, event) => pointer(walk, { keys: '[MouseLeft>]', target: planLayer(), at: event.point }),
  'band.move': (walk, event) => pointer(walk, { at: event.point }),
  'band.end': (walk, event) => withShift(walk, event.shift, () => pointer(walk, { keys: '[/MouseLeft]' })),
  // An arrow key held (each repeat a step), then let go.
  'nudge.press': (walk, event) => {
    leaveFields();
    walk.heldArrow = event.key;
    return walk.app.user.keyboard(`{${event.key}>}`);
  },
  'nudge.release': async (walk) => {
    await walk.app.user.keyboard(`{/${walk.heldArrow}}`);
    walk.heldArrow = null;
  },
  'selection.clear': (walk) => walk.app.user.click(screen.getByRole('button', { name: texts.editor.clearSelection() })),
  // Spec §4: the Delete key deletes the selection (the panel's button is the same event).
  'selection.delete': (walk) => {
    leaveFields();
    return walk.app.user.keyboard('{Delete}');
  },
  'selection.duplicate': (walk) => walk.app.user.click(screen.getByRole('button', { name: texts.editor.duplicate() })),
  'selection.align': (walk, event) => walk.app.user.click(screen.getByRole('button', { name: texts.editor.align[event.alignment as 'top']() })),
  'table.edit': (walk, event) => walk.app.user.selectOptions(screen.getByLabelText(texts.tableForm.seats()), String(event.patch.seats)),
  'history.undo': (walk) => walk.app.user.click(toolbarButton(texts.editor.undo())),
  'history.redo': (walk) => walk.app.user.click(toolbarButton(texts.editor.redo())),
  'server.accept': (walk) => walk.server.accept(),
  'server.refuse': (walk) => walk.server.refuse(),
};

/** What a person sees in each state, by state node id (the root's promise holds in every state). */
const promises: Record<string, (walk: EditorScreen, snapshot: AnyMachineSnapshot) => void> = {
  layoutEditor: expectEditorScreen,
  'layoutEditor.default.idle': (_, snapshot) => {
    modeShown('default')();
    // A held arrow key shows the move, unsaved until the key is let go.
    const moving = contextOf(snapshot).moving;
    for (const number of moving?.numbers ?? [])
      expect(tableNumbered(number).style.transform).toBe(`translate(calc(-50% + ${moving!.delta.x}px), calc(-50% + ${moving!.delta.y}px))`);
  },
  'layoutEditor.default.pointing': () => modeShown('default')(),
  'layoutEditor.default.dragging': (_, snapshot) => {
    modeShown('default')();
    // The tables that move follow the pointer (a compositor layer each), the others stay.
    for (const number of contextOf(snapshot).moving!.numbers) expect(tableNumbered(number)).toHaveClass('will-change-transform');
  },
  'layoutEditor.adding.placing': (_, snapshot) => {
    modeShown('adding')();
    expectAdding(snapshot);
    expect(within(addPopover()!).getByRole('button', { name: texts.types.add() })).toBeEnabled();
  },
  'layoutEditor.adding.creatingType': (_, snapshot) => {
    modeShown('adding')();
    expectAdding(snapshot);
    expect(within(addPopover()!).getByRole('button', { name: texts.addTable.typeSaving() })).toBeDisabled();
  },
  'layoutEditor.selecting.idle': () => {
    modeShown('selecting')();
    expect(toolbar()).toHaveTextContent(texts.editor.selectingHint());
  },
  'layoutEditor.selecting.banding': (_, snapshot) => {
    modeShown('selecting')();
    const { start, end } = contextOf(snapshot).band!;
    expect(band()).not.toBeNull();
    expect(parseFloat(band()!.style.width)).toBeCloseTo(Math.abs(end.x - start.x), 6);
    expect(parseFloat(band()!.style.height)).toBeCloseTo(Math.abs(end.y - start.y), 6);
  },
};

const model = editorModel(layoutEditorMachine);
const input: EditorModelInput = { weddingId, layout: size, world: startingWorld(startingTables, startingTypes) };

/**
 * Each state's promise, checked against the model followed along the walk's own events (the
 * walk's state only says which promises apply, see `followModel`).
 */
const onFollowedModel = (promise: (walk: EditorScreen, snapshot: AnyMachineSnapshot) => void) => (walk: EditorScreen, planned: AnyMachineSnapshot) => {
  expect(walk.model.snapshot.value).toEqual(planned.value);
  promise(walk, walk.model.snapshot);
};

/** What the walk tries where: the machine's events, bounded to what a person can do on this screen. */
const walkPlan = {
  machine: model,
  inputs: [input],
  // The layout changes from the tables page (its walk uploads one).
  events: [...layoutEditorEvents(size, createdType).filter((event) => event.type !== 'layout.changed'), ...serverEvents],
  bound: (snapshot, event) => {
    const context = contextOf(snapshot);
    // The server answers each change before the next (the machine tests interleave them).
    if (worldOf(snapshot).call) return event.type.startsWith('server.');
    // A held arrow key is let go before anything else; a band is drawn to its end.
    if (context.moving && snapshot.matches({ default: 'idle' })) return event.type === 'nudge.release';
    if (snapshot.matches({ selecting: 'banding' })) return event.type === 'band.move' || event.type === 'band.end';
    if (idleOnly.has(event.type) && !snapshot.matches({ default: 'idle' })) return false;
    switch (event.type) {
      case 'mode.cancel':
        // Escape while adding, once the ghost follows the pointer: the whole add is cancelled.
        return !snapshot.matches('adding') || (snapshot.matches({ adding: 'placing' }) && context.ghost !== null);
      case 'drag.cancel':
        // dnd-kit cancels only a drag under way (a press not yet a drag ends in a click).
        return snapshot.matches({ default: 'dragging' });
      case 'selection.align':
        return context.selected.length > 1;
      case 'table.edit':
        // The panel edits the one table selected.
        return context.selected.length === 1 && context.selected[0] === event.number;
      default:
        return true;
    }
  },
  stateKey: (snapshot) => {
    const world = worldOf(snapshot);
    const context = contextOf(snapshot);
    if (world.call) return { call: world.call.by };
    if (world.notice) return { notice: world.notice, step: world.step };
    if (ruleSteps.has(world.step)) return { step: world.step };
    if (snapshot.matches('adding')) return { ghost: context.ghost !== null };
    if (snapshot.matches('selecting')) return { selected: context.selected.length > 0 };
    if (!snapshot.matches({ default: 'idle' })) return null;
    const history = reconcile(context.history, world.tables);
    return history.done.length + history.undone.length > 0
      ? { undo: history.done.length > 0, redo: history.undone.length > 0 }
      : { selected: Math.min(context.selected.length, 2) };
  },
} satisfies Pick<UiPathModel<EditorScreen>, 'machine' | 'inputs' | 'events' | 'bound' | 'stateKey'>;

/**
 * The layout editor walked as a person uses it (issue 7 item 2, issue 10). The model is the
 * editor machine itself, run over a small world of tables and a server
 * (tests/machines/tables/layout-editor.model.ts): `@xstate/graph` gives the shortest path to
 * every screen; each path is performed on the rendered app by the person's means (toolbar
 * clicks, Escape, Ctrl, arrow keys, Enter on a table, real pointer drags that dnd-kit's
 * PointerSensor hears), the server answering or refusing each call; after every step the
 * screen must show what the model says. Where jsdom cannot lay out, the plan layer is given its
 * box (see `planLayer`). Beside the model, the spec's own rules are checked whatever the machine
 * says (`mode.cancel`, `key.ctrl`, a ghost only while adding), and a test makes sure each rule
 * is still walked, so a rule the machine loses fails too.
 *
 * Mutations tried: Escape leaving adding without clearing the ghost fails the Escape walk; Escape
 * no longer handled while adding fails "walks every rule"; the selection's Delete shown with
 * nothing selected fails all 18 walks; refused updates (align, drag, nudge, edit) not rolled back
 * fail those 4 walks.
 */
describe('layout editor, along the machine’s paths', () => {
  // A rule whose transition the machine lost is no longer a path: the walk must still find each.
  it('walks every rule of spec §4 the editor keeps', () => {
    const { events, bound, stateKey } = walkPlan;
    const reached = getShortestPaths(model.provide({ actors: { createTableType: fromPromise(() => new Promise<never>(() => {})) } }), {
      input,
      events: (snapshot: AnyMachineSnapshot) => events.filter((event) => snapshot.can(event) && bound(snapshot, event)),
      serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, key: stateKey(snapshot) }),
    }).map((path) => worldOf(path.state).step);
    expect(reached).toEqual(expect.arrayContaining([...ruleSteps]));
  });

  describeUiPaths<EditorScreen>({
    ...walkPlan,
    open: async () => {
      const app = await openLayoutEditor();
      return { app, model: followModel(model, input), server: new StoredTables(app.backend, startingTables, startingTypes), ctrlHeld: false, heldArrow: null };
    },
    perform: Object.fromEntries(
      Object.entries(perform).map(([type, act]) => [
        type,
        async (walk: EditorScreen, event: AnyEventObject) => {
          await act(walk, event);
          walk.model.send(event);
        },
      ]),
    ),
    shows: Object.fromEntries(Object.entries(promises).map(([id, promise]) => [id, onFollowedModel(promise)])),
  });
});
