import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { createActor, fromPromise, type Actor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { Table, TableType } from '../../../contract/tables';
import { i18nObject } from '../../../i18n/i18n-util';
import type { Point } from '../../../machines/tables/geometry';
import { layoutEditorMachine, type LayoutEditorContext, type LayoutEditorInput, type NewTableType } from '../../../machines/tables/layout-editor.machine';
import { layoutEditorEvents } from '../../machines/tables/layout-editor.events';
import type { RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';
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
  toolbarButton,
  toolbarHint,
  weddingId,
} from './layout-editor-screen';
import { StoredTables } from './layout-editor-server';

const LL = i18nObject('en');
const texts = LL.tables;
const createdType: TableType = { ...round, id: 9, name: texts.types.defaultName(), width: 45, height: 45 };
const size = { width: layout.width, height: layout.height };

type Shown = Pick<Table, 'number' | 'seats' | 'x' | 'y'>;

/** The rendered editor as the walk drives it, and what the walk itself remembers. */
interface EditorScreen {
  app: RenderedApp;
  server: StoredTables;
  /**
   * The editor machine, alone, fed the walk's own events: which tables the person picked, the
   * draft. (A graph walk keeps one snapshot per screen, whichever path reached it: the walk's
   * own path is replayed to know exactly what this screen must show.)
   */
  model: Actor<typeof layoutEditorMachine>;
  /**
   * What the server stored before each change it took, and before each undo: what an undo and
   * a redo must bring back. The walk's own record, never the editor's history.
   */
  past: Shown[][];
  future: Shown[][];
  ctrlHeld: boolean;
  heldArrow: string | null;
}

/**
 * Where a table is pressed, in screen pixels. jsdom lays nothing out, so the table pressed is
 * named as the pointer's target; the coordinates only measure how far the pointer travels.
 */
const pressedAt: Point = { x: 500, y: 500 };

const contextOf = (walk: EditorScreen): LayoutEditorContext => walk.model.getSnapshot().context;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const shown = (tables: ReadonlyArray<Shown>): Shown[] =>
  tables.map(({ number, seats, x, y }) => ({ number, seats, x: round6(x), y: round6(y) })).sort((a, b) => a.number - b.number);

/** The tables drawn on the plan, read from the screen: their names and where they stand. */
function tablesDrawn(): Shown[] {
  return shown(
    tablesOnPlan().map((element) => {
      const [, number, seats] = /(\d+), (\d+)/.exec(element.getAttribute('aria-label')!)!.map(Number) as [number, number, number];
      return { number, seats, x: parseFloat(element.style.left) / size.width, y: parseFloat(element.style.top) / size.height };
    }),
  );
}

/** The numbers of the tables the editor has picked, through the model's own tables. */
const numbersOf = (context: LayoutEditorContext, ids: readonly number[]) =>
  context.tables.filter((table) => ids.includes(table.id)).map((table) => table.number);

/**
 * A change the person makes, as the server must see it: once the screen shows what the server
 * stored, one call was made or none; an undo brings back what the server had before the change
 * it takes back, a redo what it had before that undo. `expected` says, in the fixed world's
 * literal terms, what a change made of the tables it touched.
 */
async function change(walk: EditorScreen, kind: 'do' | 'undo' | 'redo', act: () => Promise<void>, expected?: (before: Shown[], after: Shown[]) => void) {
  const before = shown(walk.server.tables());
  const calls = walk.server.calls.length;
  await act();
  await waitFor(() => expect(tablesDrawn()).toEqual(shown(walk.server.tables())));
  const after = shown(walk.server.tables());
  if (walk.server.calls.length === calls) return;
  expect(walk.server.calls).toHaveLength(calls + 1);
  if (kind === 'do') {
    walk.past.push(before);
    walk.future = [];
    expected?.(before, after);
  } else if (kind === 'undo') {
    expect(after).toEqual(walk.past.pop());
    walk.future.push(before);
  } else {
    expect(after).toEqual(walk.future.pop());
    walk.past.push(before);
  }
}

/** The tables a change added, and those it left where they were, by number. */
const added = (before: Shown[], after: Shown[]) => after.filter((table) => !before.some((other) => other.number === table.number));
const byNumber = (tables: Shown[], number: number) => tables.find((table) => table.number === number)!;

/** A move of the picked tables by layout pixels, as the server must have stored it. */
const movedBy = (walk: EditorScreen, dx: number, dy: number) => (before: Shown[], after: Shown[]) => {
  const moved = numbersOf(contextOf(walk), contextOf(walk).selected);
  for (const number of moved) {
    expect(byNumber(after, number).x).toBeCloseTo(byNumber(before, number).x + dx / size.width, 6);
    expect(byNumber(after, number).y).toBeCloseTo(byNumber(before, number).y + dy / size.height, 6);
  }
};

const expectAvailable = (button: HTMLElement, available: boolean) => (available ? expect(button).toBeEnabled() : expect(button).toBeDisabled());

/** What every state shows: the server's tables, the tables picked, the selection's tools, undo and redo as the walk's record says. */
function expectEditorScreen(walk: EditorScreen) {
  const context = contextOf(walk);
  expect(tablesDrawn()).toEqual(shown(walk.server.tables()));
  const picked = numbersOf(context, context.selected);
  for (const element of tablesOnPlan()) {
    const number = Number(/(\d+),/.exec(element.getAttribute('aria-label')!)![1]);
    expect(element).toHaveAttribute('aria-pressed', String(picked.includes(number)));
  }
  // The selection's tools exist only for a selection: nothing to delete, duplicate or align without one.
  if (picked.length === 0) {
    expect(buttonsNamed(texts.editor.delete())).toEqual([]);
    expect(buttonsNamed(texts.editor.duplicate())).toEqual([]);
  } else {
    const panel = selectionPanel(picked.length)!;
    expect(panel).not.toBeNull();
    for (const tool of [texts.editor.delete(), texts.editor.duplicate()]) expect(buttonsNamed(tool, panel)).toHaveLength(1);
    expect(buttonsNamed(texts.editor.align.top(), panel)).toHaveLength(picked.length > 1 ? 1 : 0);
  }
  // Undo and redo wait while a table is added or a gesture is under way.
  const idle = walk.model.getSnapshot().matches({ default: 'idle' }) || walk.model.getSnapshot().matches({ selecting: 'idle' });
  expectAvailable(toolbarButton(texts.editor.undo()), idle && walk.past.length > 0);
  expectAvailable(toolbarButton(texts.editor.redo()), idle && walk.future.length > 0);
}

const modeShown = (mode: 'default' | 'adding' | 'selecting') => {
  expect(toolbarButton(texts.editor.add())).toHaveAttribute('aria-pressed', String(mode === 'adding'));
  expect(toolbarButton(texts.editor.select())).toHaveAttribute('aria-pressed', String(mode === 'selecting'));
  const layer = planLayer();
  expect(layer.classList.contains('cursor-copy')).toBe(mode === 'adding');
  expect(layer.classList.contains('cursor-crosshair')).toBe(mode === 'selecting');
  if (mode !== 'adding') expect(addPopover()).toBeNull();
  if (mode !== 'selecting') expect(band()).toBeNull();
  // A ghost table only while adding.
  if (mode !== 'adding') expect(ghost()).toBeNull();
  expect(toolbarHint()).toHaveTextContent(
    mode === 'adding' ? texts.editor.addingHint() : mode === 'selecting' ? texts.editor.selectingHint() : texts.editor.keyboardHelp(),
  );
};

/** The popover shows the draft; spec §5: a number out of 0–999 is said under its field, in the person's words. */
function expectAdding(walk: EditorScreen) {
  const { draft, ghost: at } = contextOf(walk);
  const popover = within(addPopover()!);
  const number = popover.getByLabelText(texts.addTable.number());
  expect(number).toHaveValue(draft.number);
  expect(popover.getByLabelText(texts.addTable.seats())).toHaveValue(draft.seats);
  expect(popover.getByLabelText(texts.addTable.type())).toHaveValue(String(draft.table_type));
  if (draft.number === 1000) {
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('A table number is a whole number from 0 to 999.');
  } else expect(number).toHaveAttribute('aria-invalid', 'false');
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

const tableWithId = (id: number) => tableNumbered(startingTables.find((table) => table.id === id)!.number);
/** Spec §9: a new table has its type's most common seat count (the round tables here have 8), else 10. */
const seatsOf = (typeId: number) => (typeId === round.id ? 8 : 10);

const perform: Record<string, (walk: EditorScreen, event: AnyEventObject) => Promise<void>> = {
  'mode.add': (walk) => walk.app.user.click(toolbarButton(texts.editor.add())),
  'mode.select': (walk) => walk.app.user.click(toolbarButton(texts.editor.select())),
  // Escape: the add popover hears it while it has the focus, the editor's keys otherwise.
  'mode.cancel': async (walk) => {
    const wasAdding = addPopover() !== null;
    // A field keeps its Escape: the person leaves it first.
    if (!wasAdding) leaveFields();
    await walk.app.user.keyboard('{Escape}');
    // Spec §4, whatever the machine says: Escape cancels adding (no popover, no ghost, nothing placed),
    // and the focus goes back to the add button, never to <body> (issue 23 item 15).
    if (wasAdding)
      await waitFor(() => {
        expect(addPopover()).toBeNull();
        expect(ghost()).toBeNull();
        expect(toolbarButton(texts.editor.add())).toHaveAttribute('aria-pressed', 'false');
        expect(toolbarButton(texts.editor.add())).toHaveFocus();
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
  'draft.change': async (walk, event) => {
    const popover = within(addPopover()!);
    if (event.patch.table_type !== undefined) await walk.app.user.selectOptions(popover.getByLabelText(texts.addTable.type()), String(event.patch.table_type));
    else {
      await walk.app.user.clear(popover.getByLabelText(texts.addTable.number()));
      await walk.app.user.type(popover.getByLabelText(texts.addTable.number()), String(event.patch.number));
    }
  },
  'type.add': (walk) => walk.app.user.click(within(addPopover()!).getByRole('button', { name: texts.types.add() })),
  'xstate.done.actor.createTableType': async (walk, event) => {
    const request = await walk.app.backend.answer('POST /table_types/create', event.output);
    // Spec §9: a new type is "new type", round, 45 by 45.
    expect(request.body).toEqual({ wedding_id: weddingId, name: createdType.name, shape: 'round', width: 45, height: 45 });
  },
  'xstate.error.actor.createTableType': async (walk) => {
    await walk.app.backend.refuse('POST /table_types/create', 500, 'generic_error');
    await waitFor(() => expect(walk.app.toasts().join(' ')).toContain(texts.messages.unexpectedAddingType()));
  },
  'pointer.move': (walk, event) => pointer(walk, { target: planLayer(), at: event.point }),
  // A press on the plan, let go where the event says: where it began (a click) or 40 px away (a pan: nothing happens).
  'plan.click': async (walk, event) => {
    const adding = addPopover() !== null;
    const { draft } = contextOf(walk);
    const isClick = event.at.x === event.point.x;
    const picked = numbersOf(contextOf(walk), contextOf(walk).selected);
    await change(
      walk,
      'do',
      async () => {
        await pointer(walk, { keys: '[MouseLeft>]', target: planLayer(), at: event.pressedAt });
        await pointer(walk, { at: event.at });
        await pointer(walk, { keys: '[/MouseLeft]' });
      },
      // Spec §4 and §9: one table, where the click was, with the draft's number, seats and type.
      (before, after) => expect(added(before, after)).toEqual([{ number: draft.number, seats: seatsOf(draft.table_type!), x: 0.75, y: 0.75 }]),
    );
    // A pan keeps the selection; a click on the floor outside adding clears it.
    if (!adding) await waitFor(() => expect(selectionPanel(picked.length) === null).toBe(isClick || picked.length === 0));
  },
  'table.pointerDown': (walk, event) =>
    withShift(walk, event.shift, () => pointer(walk, { keys: '[MouseLeft>]', target: tableWithId(event.id), at: pressedAt })),
  'table.pointerUp': (walk) => pointer(walk, { keys: '[/MouseLeft]' }),
  // From the keyboard: the table focused, Enter (Shift+Enter adds it to the selection).
  'table.select': async (walk, event) => {
    tableWithId(event.id).focus();
    await walk.app.user.keyboard(event.shift ? '{Shift>}{Enter}{/Shift}' : '{Enter}');
  },
  // dnd-kit's PointerSensor starts the drag past 4 px: a real pointer drag, at zoom 1.
  'drag.start': (walk) => pointer(walk, { at: { x: pressedAt.x + 10, y: pressedAt.y } }),
  'drag.end': async (walk, event) => {
    const inside = event.delta.x < size.width;
    await change(
      walk,
      'do',
      async () => {
        await pointer(walk, { at: { x: pressedAt.x + event.delta.x * event.scale, y: pressedAt.y + event.delta.y * event.scale } });
        await pointer(walk, { keys: '[/MouseLeft]' });
      },
      movedBy(walk, 60, 20),
    );
    // Spec §4: a drag that would leave the plan moves nothing and says why.
    if (!inside) await waitFor(() => expect(walk.app.toasts().join(' ')).toContain(texts.messages.outsidePlan()));
  },
  // Escape cancels a drag (dnd-kit's sensor); the pointer is let go afterwards.
  'drag.cancel': async (walk) => {
    await change(walk, 'do', async () => {
      await walk.app.user.keyboard('{Escape}');
      await pointer(walk, { keys: '[/MouseLeft]' });
    });
  },
  'band.start': (walk, event) => pointer(walk, { keys: '[MouseLeft>]', target: planLayer(), at: event.point }),
  'band.move': (walk, event) => pointer(walk, { at: event.point }),
  // The band from (400, 210) to (600, 420) touches table 1 (100 px round at 500, 350) alone; not
  // stretched, it touches nothing.
  'band.end': async (walk, event) => {
    const { band: drawn, selected } = contextOf(walk);
    const touched = drawn!.end.x !== drawn!.start.x ? [1] : [];
    const picked = new Set([...(event.shift ? numbersOf(contextOf(walk), selected) : []), ...touched]);
    await withShift(walk, event.shift, () => pointer(walk, { keys: '[/MouseLeft]' }));
    await waitFor(() =>
      expect(picked.size === 0 ? buttonsNamed(texts.editor.delete()) : selectionPanel(picked.size)).not.toEqual(picked.size === 0 ? [{}] : null),
    );
  },
  // An arrow key held (each repeat a step), then let go.
  'nudge.press': (walk, event) => {
    leaveFields();
    walk.heldArrow = event.key;
    return walk.app.user.keyboard(`{${event.key}>}`);
  },
  // Spec §4: saved once, on release: one press moved the picked tables 1 px right.
  'nudge.release': (walk) =>
    change(
      walk,
      'do',
      async () => {
        await walk.app.user.keyboard(`{/${walk.heldArrow}}`);
        walk.heldArrow = null;
      },
      movedBy(walk, 1, 0),
    ),
  'selection.clear': (walk) => walk.app.user.click(screen.getByRole('button', { name: texts.editor.clearSelection() })),
  // Spec §4: the Delete key deletes the selection; the focus stays on the plan (issue 23 item 15).
  'selection.delete': async (walk) => {
    const picked = numbersOf(contextOf(walk), contextOf(walk).selected);
    await change(
      walk,
      'do',
      async () => {
        tableNumbered(picked[0]!).focus();
        await walk.app.user.keyboard('{Delete}');
      },
      (before, after) => expect(after).toEqual(before.filter((table) => !picked.includes(table.number))),
    );
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    const focused = document.activeElement as HTMLElement;
    expect(tablesOnPlan().includes(focused) || focused === toolbarButton(texts.editor.add())).toBe(true);
  },
  // Spec §9: copies 50 px right and below, with the smallest unused numbers.
  'selection.duplicate': async (walk) => {
    const picked = numbersOf(contextOf(walk), contextOf(walk).selected).sort((a, b) => a - b);
    await change(
      walk,
      'do',
      () => walk.app.user.click(screen.getByRole('button', { name: texts.editor.duplicate() })),
      (before, after) => {
        const copies = added(before, after);
        expect(copies).toHaveLength(picked.length);
        for (const [index, copy] of copies.entries()) {
          const original = byNumber(before, picked[index]!);
          expect(copy).toEqual({
            number: copy.number,
            seats: original.seats,
            x: round6(original.x + 50 / size.width),
            y: round6(original.y + 50 / size.height),
          });
        }
      },
    );
  },
  // Align top: the picked tables are all round 100 px, so their centres share the highest one's y.
  'selection.align': (walk, event) =>
    change(
      walk,
      'do',
      () => walk.app.user.click(screen.getByRole('button', { name: texts.editor.align[event.alignment as 'top']() })),
      (before, after) => {
        const picked = numbersOf(contextOf(walk), contextOf(walk).selected);
        const top = Math.min(...picked.map((number) => byNumber(before, number).y));
        for (const number of picked) expect(byNumber(after, number).y).toBe(top);
      },
    ),
  'table.edit': async (walk, event) => {
    if (event.patch.seats !== undefined)
      return change(
        walk,
        'do',
        () => walk.app.user.selectOptions(screen.getByLabelText(texts.tableForm.seats()), String(event.patch.seats)),
        (_, after) => expect(byNumber(after, 1).seats).toBe(4),
      );
    // Spec §5: a number out of 0–999 is said under its field, and nothing is sent (issue 23 item 12).
    const field = screen.getByLabelText(texts.tableForm.number());
    await change(walk, 'do', async () => {
      await walk.app.user.clear(field);
      await walk.app.user.type(field, `${event.patch.number}{Enter}`);
    });
    await waitFor(() => expect(field).toHaveAccessibleDescription('A table number is a whole number from 0 to 999.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  },
  'history.undo': (walk) => change(walk, 'undo', () => walk.app.user.click(toolbarButton(texts.editor.undo()))),
  'history.redo': (walk) => change(walk, 'redo', () => walk.app.user.click(toolbarButton(texts.editor.redo()))),
};

/** What a person sees in each state, by state node id (the root's promise holds in every state). */
const promises: Record<string, (walk: EditorScreen) => void> = {
  layoutEditor: expectEditorScreen,
  'layoutEditor.default.idle': (walk) => {
    modeShown('default');
    // A held arrow key shows the move, unsaved until the key is let go: one press, 1 px.
    const moving = contextOf(walk).moving;
    for (const number of numbersOf(contextOf(walk), moving?.ids ?? []))
      expect(tableNumbered(number).style.transform).toBe('translate(calc(-50% + 1px), calc(-50% + 0px))');
  },
  'layoutEditor.default.pointing': () => modeShown('default'),
  'layoutEditor.default.dragging': (walk) => {
    modeShown('default');
    // The tables that move follow the pointer (a compositor layer each), the others stay.
    for (const number of numbersOf(contextOf(walk), contextOf(walk).moving!.ids)) expect(tableNumbered(number)).toHaveClass('will-change-transform');
  },
  'layoutEditor.adding.placing': (walk) => {
    modeShown('adding');
    expectAdding(walk);
    expect(within(addPopover()!).getByRole('button', { name: texts.types.add() })).toBeEnabled();
  },
  'layoutEditor.adding.creatingType': (walk) => {
    modeShown('adding');
    expectAdding(walk);
    expect(within(addPopover()!).getByRole('button', { name: texts.addTable.typeSaving() })).toBeDisabled();
  },
  'layoutEditor.selecting.idle': () => modeShown('selecting'),
  // The band from (400, 210), as drawn so far: nothing yet, or to (600, 420).
  'layoutEditor.selecting.banding': (walk) => {
    modeShown('selecting');
    const { start, end } = contextOf(walk).band!;
    const stretched = end.x !== start.x;
    expect(band()).not.toBeNull();
    expect(band()!.style.left).toBe('400px');
    expect(band()!.style.top).toBe('210px');
    expect(band()!.style.width).toBe(stretched ? '200px' : '0px');
    expect(band()!.style.height).toBe(stretched ? '210px' : '0px');
  },
};

const input: LayoutEditorInput = { weddingId, layout: size, tables: startingTables, types: startingTypes };

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

/**
 * The layout editor walked as a person uses it (issue 7 item 2, issue 10, issue 23 items 27,
 * 28, 30). The editor machine walks alone (its tables come in with its input): `@xstate/graph`
 * gives the shortest path to every screen, and `walkEvery` adds the steps that carry a rule of
 * spec §4 wherever they start (Escape cancels adding, Ctrl held selects, a cancelled drag moves
 * nothing, a held arrow key shows an unsaved move, a pan is no click). Each path is performed on
 * the rendered app by the person's means (toolbar clicks, Escape, Ctrl, arrow keys, Enter on a
 * table, real pointer drags that dnd-kit's PointerSensor hears) against a server that stores what
 * it is sent. After every step the screen must show what that server stored, and each change
 * must have made what the fixed world says, literally (a drag of 60 × 20 px moves the tables by
 * 0.03 and 1/70; a copy lands 50 px right and below; an undo brings back what the server had).
 * The server's refusals are walked per call in tables-persist.test.tsx.
 *
 * Mutations tried: Escape leaving adding without clearing the ghost fails the Escape walk; the
 * selection's Delete shown with nothing selected fails every walk; an undo that takes back one
 * table of a two-table change fails the undo walk; dropping the 4 px rule fails the pan walks; a
 * number out of range let through (issue 23 item 12) fails the edit walk.
 */
describe('layout editor, along the machine’s paths', () => {
  describeUiPaths<EditorScreen>({
    machine: layoutEditorMachine,
    inputs: [input],
    // The layout changes from the tables page (its walk uploads one). Ctrl first: holding it is
    // the shortest way to selecting, and the multi-select button is walked on its own.
    events: [...layoutEditorEvents(size, createdType)]
      .filter((event) => event.type !== 'layout.changed')
      .sort((a, b) => Number(b.type === 'key.ctrl') - Number(a.type === 'key.ctrl')),
    walkEvery: [
      ...['mode.select', 'key.ctrl', 'mode.cancel', 'draft.change', 'plan.click', 'table.pointerUp', 'drag.cancel', 'band.move', 'band.end', 'selection.clear'],
      // Every change, and taking it back and making it again, whichever screen a shorter path reaches first.
      ...['drag.end', 'nudge.release', 'selection.delete', 'selection.duplicate', 'selection.align', 'table.edit', 'history.undo', 'history.redo'],
    ],
    bound: (snapshot, event) => {
      const context = snapshot.context as LayoutEditorContext;
      // After a change the walk takes it back and makes it again: each change is walked once, not every screen after it.
      if (context.history.done.length + context.history.undone.length > 0) return event.type === 'history.undo' || event.type === 'history.redo';
      // A wrong number is checked where it is said, and goes no further; a table of another type is placed.
      if (context.editProblems || context.draft.number === 1000) return false;
      if (snapshot.matches('adding') && context.draft.table_type !== round.id) return event.type === 'plan.click' && event.at.x === event.point.x;
      // A held arrow key is let go before anything else; a band is drawn to its end.
      if (context.moving && snapshot.matches({ default: 'idle' })) return event.type === 'nudge.release';
      if (snapshot.matches({ selecting: 'banding' })) return event.type === 'band.move' || event.type === 'band.end';
      if (idleOnly.has(event.type) && !snapshot.matches({ default: 'idle' })) return false;
      // A temporary id is new each time: an event that adds tables is tried while none of its ids is taken.
      const ids: number[] = event.type === 'plan.click' ? [event.id] : 'ids' in event ? event.ids : [];
      if (context.tables.some((table) => ids.includes(table.id))) return false;
      switch (event.type) {
        case 'mode.cancel':
          // Escape while adding, once the ghost follows the pointer: the whole add is cancelled;
          // elsewhere, it leaves selecting or clears a selection.
          if (snapshot.matches('adding')) return snapshot.matches({ adding: 'placing' }) && context.ghost !== null;
          return snapshot.matches('selecting') || context.selected.length > 0;
        case 'mode.select':
          // The multi-select button, on and off, with nothing selected; Ctrl held, and let go.
          return context.selected.length === 0;
        case 'key.ctrl':
          return !event.down || context.selected.length === 0;
        case 'type.add':
          return context.ghost === null;
        case 'drag.cancel':
          // dnd-kit cancels only a drag under way (a press not yet a drag ends in a click).
          return snapshot.matches({ default: 'dragging' });
        case 'selection.clear':
          return context.selected.length > 0;
        case 'history.undo':
          return context.history.done.length > 0;
        case 'history.redo':
          return context.history.undone.length > 0;
        case 'plan.click':
          // The plan does not pan while adding, where a press is for placing.
          return event.at.x === event.point.x || !snapshot.matches('adding');
        case 'selection.align':
          return context.selected.length > 1;
        case 'table.edit':
          // The panel edits the one table selected.
          return context.selected.length === 1 && context.selected[0] === event.id;
        default:
          return true;
      }
    },
    stateKey: (snapshot) => {
      const context = snapshot.context as LayoutEditorContext;
      if (snapshot.matches('adding')) return { ghost: context.ghost !== null, wrongNumber: context.draft.number === 1000 };
      if (snapshot.matches('selecting')) return { selected: context.selected.length > 0 };
      if (!snapshot.matches({ default: 'idle' })) return null;
      return {
        selected: Math.min(context.selected.length, 2),
        undo: context.history.done.length > 0,
        redo: context.history.undone.length > 0,
        moving: context.moving !== null,
        problem: context.editProblems !== null,
      };
    },
    open: async () => {
      const app = await openLayoutEditor();
      const model = createActor(
        layoutEditorMachine.provide({ actors: { createTableType: fromPromise<TableType, NewTableType>(() => new Promise(() => {})) } }),
        { input },
      );
      model.start();
      return { app, model, server: new StoredTables(app.backend, startingTables, startingTypes), past: [], future: [], ctrlHeld: false, heldArrow: null };
    },
    perform: Object.fromEntries(
      Object.entries(perform).map(([type, act]) => [
        type,
        async (walk: EditorScreen, event: AnyEventObject) => {
          await act(walk, event);
          walk.model.send(event as never);
        },
      ]),
    ),
    shows: Object.fromEntries(
      Object.entries(promises).map(([id, promise]) => [
        id,
        (walk: EditorScreen, planned: AnyMachineSnapshot) => {
          expect(walk.model.getSnapshot().value).toEqual(planned.value);
          promise(walk);
        },
      ]),
    ),
  });
});
