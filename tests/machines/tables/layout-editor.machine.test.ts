import { describe, expect, it } from 'vitest';
import { pathOf, startEditor, one, two, layout, banquet } from './support';

const at = (x: number, y: number) => ({ x: x * layout.width, y: y * layout.height });
/** A click on the plan where it was pressed (no pan), with the temporary id a table placed there takes. */
const click = (point: { x: number; y: number }) => ({ type: 'plan.click' as const, point, pressedAt: { x: 0, y: 0 }, at: { x: 0, y: 0 }, id: -1 });

describe('layout editor: selecting', () => {
  it('a press is pointing until the release makes it a click that selects the table; Shift adds another', async () => {
    const { editor } = await startEditor();
    expect(pathOf(editor())).toBe('default.idle');
    editor().send({ type: 'table.pointerDown', id: 11, shift: false });
    expect(pathOf(editor())).toBe('default.pointing');
    editor().send({ type: 'table.pointerUp' });
    expect(pathOf(editor())).toBe('default.idle');
    expect(editor().getSnapshot().context.selected).toEqual([11]);
    editor().send({ type: 'table.pointerDown', id: 12, shift: true });
    editor().send({ type: 'table.pointerUp' });
    expect(editor().getSnapshot().context.selected).toEqual([11, 12]);
    editor().send({ type: 'table.select', id: 11, shift: true });
    expect(editor().getSnapshot().context.selected).toEqual([12]);
    editor().send(click(at(0.9, 0.9)));
    expect(editor().getSnapshot().context.selected).toEqual([]);
  });

  it('the rubber band selects the tables it touches; Ctrl held enters selecting and letting go leaves it', async () => {
    const { editor } = await startEditor();
    editor().send({ type: 'key.ctrl', down: true });
    expect(pathOf(editor())).toBe('selecting.idle');
    editor().send({ type: 'band.start', point: at(0.2, 0.1) });
    expect(pathOf(editor())).toBe('selecting.banding');
    editor().send({ type: 'band.move', point: at(0.3, 0.3) });
    editor().send({ type: 'band.end', shift: false });
    expect(editor().getSnapshot().context.selected).toEqual([11]);
    editor().send({ type: 'band.start', point: at(0.45, 0.35) });
    editor().send({ type: 'band.move', point: at(0.55, 0.45) });
    editor().send({ type: 'band.end', shift: true });
    expect(editor().getSnapshot().context.selected).toEqual([11, 12]);
    editor().send({ type: 'key.ctrl', down: false });
    expect(pathOf(editor())).toBe('default.idle');
  });
});

describe('layout editor: moving', () => {
  it.each([0.5, 2])('a drag at zoom %s moves the table by the pointer’s movement divided by the zoom, in one call', async (scale) => {
    const { editor, rows, server } = await startEditor();
    editor().send({ type: 'table.pointerDown', id: 11, shift: false });
    editor().send({ type: 'drag.start' });
    expect(pathOf(editor())).toBe('default.dragging');
    expect(editor().getSnapshot().context.moving?.ids).toEqual([11]);
    editor().send({ type: 'drag.end', delta: { x: 100, y: 30 }, scale });
    expect(pathOf(editor())).toBe('default.idle');
    const moved = rows().find((row) => row.number === 1)!;
    expect(moved.x).toBeCloseTo(0.25 + 100 / scale / layout.width, 12);
    expect(moved.y).toBeCloseTo(0.2 + 30 / scale / layout.height, 12);
    await server.answer(true);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ kind: 'update', intent: { type: 'place', step: 'do' } });
    expect(server.rows.find((row) => row.number === 1)!.x).toBeCloseTo(moved.x, 12);
  });

  it('a drag that would leave the plan does not apply, says why and sends nothing', async () => {
    const { editor, rows, server, notices } = await startEditor();
    editor().send({ type: 'table.pointerDown', id: 12, shift: false });
    editor().send({ type: 'drag.start' });
    editor().send({ type: 'drag.end', delta: { x: 2000, y: 0 }, scale: 1 });
    expect(rows()).toEqual([one, two]);
    expect(server.calls).toEqual([]);
    expect(notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.outsidePlan' } });
  });

  it('a held arrow key moves further with each repeat and saves once, on release', async () => {
    const { editor, rows, server } = await startEditor();
    editor().send({ type: 'table.select', id: 11, shift: false });
    for (let repeat = 0; repeat < 6; repeat++) editor().send({ type: 'nudge.press', key: 'ArrowRight' });
    // 1+1+1+1+2+2 layout pixels, shown but not sent.
    expect(editor().getSnapshot().context.moving?.delta).toEqual({ x: 8, y: 0 });
    expect(server.calls).toEqual([]);
    editor().send({ type: 'nudge.release' });
    expect(rows()[0]!.x).toBeCloseTo(0.25 + 8 / layout.width, 12);
    expect(server.calls).toHaveLength(1);
    expect(editor().getSnapshot().context.moving).toBeNull();
  });

  it('a refused move rolls back to where the server has the table', async () => {
    const { editor, rows, server, notices } = await startEditor();
    editor().send({ type: 'table.pointerDown', id: 11, shift: false });
    editor().send({ type: 'drag.start' });
    editor().send({ type: 'drag.end', delta: { x: 100, y: 0 }, scale: 1 });
    await server.answer(false);
    expect(rows()).toEqual([one, two]);
    expect(notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.unexpectedMoving' } });
  });
});

describe('layout editor: the selection’s tools', () => {
  it('aligns the selection in one call', async () => {
    const { editor, rows, server } = await startEditor();
    editor().send({ type: 'table.select', id: 11, shift: false });
    editor().send({ type: 'table.select', id: 12, shift: true });
    editor().send({ type: 'selection.align', alignment: 'top' });
    expect(rows().map((row) => row.y)).toEqual([0.2, 0.2]);
    await server.answer(true);
    expect(server.calls).toHaveLength(1);
    expect(editor().getSnapshot().context.selected).toEqual([11, 12]);
  });

  it('duplicates 50 px right and below with the next free number, and selects the copy', async () => {
    const { editor, rows, server } = await startEditor();
    editor().send({ type: 'table.select', id: 12, shift: false });
    editor().send({ type: 'selection.duplicate', ids: [-21] });
    const copy = rows().find((row) => row.number === 3)!;
    expect(copy).toMatchObject({ seats: 8, table_type: 1, x: 0.5 + 50 / 4000, y: 0.4 + 50 / 3000 });
    expect(editor().getSnapshot().context.selected).toEqual([-21]);
    await server.answer(true);
    expect(server.rows.map((row) => row.number)).toEqual([1, 2, 3]);
  });

  it('deletes the selection; with nothing selected Delete does nothing', async () => {
    const { editor, rows, server } = await startEditor();
    editor().send({ type: 'selection.delete' });
    expect(server.calls).toEqual([]);
    editor().send({ type: 'table.select', id: 11, shift: false });
    editor().send({ type: 'selection.delete' });
    expect(rows()).toEqual([two]);
    expect(editor().getSnapshot().context.selected).toEqual([]);
  });

  it('edits a table; a number another table has is refused with its own message and rolled back', async () => {
    const { editor, rows, server, notices } = await startEditor();
    editor().send({ type: 'table.edit', id: 11, patch: { number: 2 } });
    expect(server.calls[0]).toMatchObject({ kind: 'update', intent: { type: 'edit' } });
    await server.answer(false);
    expect(rows()).toEqual([one, two]);
    expect(notices.at(-1)!.kind).toBe('error');
  });
});

describe('layout editor: adding', () => {
  it('the ghost follows the pointer and a click places a table of the chosen type with the spec’s defaults', async () => {
    const { editor, rows } = await startEditor();
    editor().send({ type: 'mode.add' });
    expect(pathOf(editor())).toBe('adding.placing');
    // Smallest unused number; the round type's most common seat count.
    expect(editor().getSnapshot().context.draft).toEqual({ number: 3, seats: 8, table_type: 1 });
    editor().send({ type: 'draft.change', patch: { table_type: banquet.id } });
    expect(editor().getSnapshot().context.draft).toEqual({ number: 3, seats: 10, table_type: banquet.id });
    editor().send({ type: 'pointer.move', point: at(0.6, 0.6) });
    expect(editor().getSnapshot().context.ghost).toEqual(at(0.6, 0.6));
    editor().send(click(at(0.7, 0.5)));
    expect(pathOf(editor())).toBe('default.idle');
    expect(rows().at(-1)).toMatchObject({ number: 3, seats: 10, table_type: banquet.id, x: 0.7, y: 0.5 });
    expect(rows().at(-1)!.id).toBeLessThan(0);
  });

  it('Escape cancels adding; a click outside the plan places nothing', async () => {
    const { editor, rows } = await startEditor();
    editor().send({ type: 'mode.add' });
    editor().send(click({ x: -5, y: 10 }));
    expect(pathOf(editor())).toBe('adding.placing');
    editor().send({ type: 'pointer.move', point: at(0.5, 0.5) });
    editor().send({ type: 'mode.cancel' });
    expect(pathOf(editor())).toBe('default.idle');
    expect(editor().getSnapshot().context.ghost).toBeNull();
    expect(rows()).toEqual([one, two]);
  });

  it('a new type is saved first, then chosen for the table', async () => {
    let saved: unknown;
    const created = { id: 30, name: 'new type', shape: 'round' as const, width: 45, height: 45, wedding_id: 7 };
    const { editor, page } = await startEditor({
      createType: async (input) => {
        saved = input;
        return created;
      },
    });
    editor().send({ type: 'mode.add' });
    editor().send({ type: 'type.add', name: 'new type' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toEqual({ wedding_id: 7, name: 'new type' });
    expect(pathOf(editor())).toBe('adding.placing');
    expect(editor().getSnapshot().context.draft.table_type).toBe(30);
    expect(page.getSnapshot().children.tableTypes!.getSnapshot().context.rows.at(-1)).toEqual(created);
  });
});

describe('layout editor: undo and redo', () => {
  const dragOne = (editor: ReturnType<Awaited<ReturnType<typeof startEditor>>['editor']>) => {
    editor.send({ type: 'table.pointerDown', id: 11, shift: false });
    editor.send({ type: 'drag.start' });
    editor.send({ type: 'drag.end', delta: { x: 400, y: 0 }, scale: 1 });
  };

  it('undoes a move with a move back and redoes it, each a server change', async () => {
    const { editor, rows, server } = await startEditor();
    dragOne(editor());
    await server.answer(true);
    editor().send({ type: 'history.undo', ids: [-31] });
    expect(rows()).toEqual([one, two]);
    await server.answer(true);
    expect(server.calls[1]).toMatchObject({ intent: { type: 'place', step: 'undo' } });
    expect(server.rows.find((row) => row.number === 1)!.x).toBe(0.25);
    editor().send({ type: 'history.redo', ids: [-32] });
    await server.answer(true);
    expect(server.rows.find((row) => row.number === 1)!.x).toBeCloseTo(0.35, 12);
  });

  it('a refused undo rolls back and stays undoable; undo then tries again', async () => {
    const { editor, rows, server } = await startEditor();
    dragOne(editor());
    await server.answer(true);
    editor().send({ type: 'history.undo', ids: [-31] });
    await server.answer(false);
    expect(rows().find((row) => row.number === 1)!.x).toBeCloseTo(0.35, 12);
    editor().send({ type: 'history.redo', ids: [-32] });
    // Nothing to redo: the undo never happened.
    expect(server.waitingCount).toBe(0);
    editor().send({ type: 'history.undo', ids: [-31] });
    await server.answer(true);
    expect(server.rows.find((row) => row.number === 1)!.x).toBe(0.25);
  });

  it('a refused change leaves the history: undo then has nothing to take back', async () => {
    const { editor, server } = await startEditor();
    dragOne(editor());
    await server.answer(false);
    editor().send({ type: 'history.undo', ids: [-31] });
    expect(server.waitingCount).toBe(0);
  });

  it('undoes a delete by adding the table back with its number, and a duplicate by deleting the copy', async () => {
    const { editor, rows, server } = await startEditor();
    editor().send({ type: 'table.select', id: 11, shift: false });
    editor().send({ type: 'selection.delete' });
    await server.answer(true);
    editor().send({ type: 'history.undo', ids: [-31] });
    await server.answer(true);
    expect(rows().map((row) => ({ number: row.number, x: row.x, y: row.y }))).toEqual([
      { number: 2, x: 0.5, y: 0.4 },
      { number: 1, x: 0.25, y: 0.2 },
    ]);
    editor().send({ type: 'table.select', id: 12, shift: false });
    editor().send({ type: 'selection.duplicate', ids: [-21] });
    await server.answer(true);
    editor().send({ type: 'history.undo', ids: [-31] });
    await server.answer(true);
    expect(server.rows.map((row) => row.number).sort()).toEqual([1, 2]);
  });
});
