import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragMoveEvent } from '@dnd-kit/core';
import { useSelector } from '@xstate/react';
import { createAtom } from '@xstate/store';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Table, TableType } from '../../../contract/tables';
import { boxOfCorners, clickSlop, screenDeltaToLayout, screenToLayout, type Point, type Size } from '../../../machines/tables/geometry';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';
import { EditableTable } from './editable-table';
import { TableDragSource, tableDragAccessibility, type TableDragStarter } from './table-drag-source';
import { TableFigure } from './table-figure';

interface EditorLayerProps {
  editor: LayoutEditorRef;
  tables: readonly Table[];
  types: readonly TableType[];
  layout: Size;
  /** The zoom now: the drag library reports screen pixels, the editor divides them by it. */
  scale: number;
  /** The layer the tables are drawn in (where the focus goes after a delete is found there). */
  ref?: Ref<HTMLDivElement>;
}

/** Where a pointer is on the layout (layout pixels): the layer's own box already holds the zoom and the pan. */
function layoutPointOf(event: { clientX: number; clientY: number; currentTarget: Element }, layout: Size): Point {
  const box = event.currentTarget.getBoundingClientRect();
  return screenToLayout({ x: event.clientX, y: event.clientY }, { scale: box.width / layout.width, offsetX: box.left, offsetY: box.top });
}

const noIds: readonly number[] = [];

/**
 * The layout editor's layer over the image: the tables (a press becomes a @dnd-kit/core drag
 * after 4 px, so a click still selects), the ghost of a table being added, and the rubber band.
 * Pointer events on the layer itself place the ghost or draw the band.
 *
 * While a table is dragged, the pointer's movement goes to `drag` (an atom only the moving
 * tables read), not to the editor machine: the machine hears the drag start and the drop,
 * and nothing else on screen renders per pointer move.
 */
export function EditorLayer({ editor, tables, types, layout, scale, ref }: EditorLayerProps) {
  const mode = useSelector(editor, (snapshot) => (snapshot.matches('adding') ? 'adding' : snapshot.matches('selecting') ? 'selecting' : 'default'));
  const selected = useSelector(editor, (snapshot) => snapshot.context.selected);
  const moving = useSelector(editor, (snapshot) => snapshot.context.moving);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const movingSet = useMemo(() => new Set(moving?.ids ?? noIds), [moving?.ids]);
  const [drag] = useState(() => createAtom<Point | null>(null));
  const dragStarter = useRef<TableDragStarter>(null);
  // The table a drag would move, named by the drag's announcements.
  const pressedNumber = useRef<number | null>(null);
  const { LL } = useI18nContext();
  const accessibility = useMemo(() => tableDragAccessibility(LL, () => pressedNumber.current), [LL]);
  // The tables are not dnd-kit draggables (table-drag-source.tsx), so they point at their own
  // copy of the instructions rather than at dnd-kit's hidden one.
  const instructionsId = useId();
  // Where the last press on the plan itself began (screen pixels): measured here, judged by the editor.
  const pressedAt = useRef<Point | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: clickSlop } }));
  useEscapeEndsOnlyTheDrag(editor);
  const onPress = useCallback(
    (event: ReactPointerEvent<HTMLElement>, table: Table) => {
      editor.send({ type: 'table.pointerDown', id: table.id, shift: event.shiftKey });
      pressedNumber.current = table.number;
      dragStarter.current?.press(event);
    },
    [editor],
  );
  const dropped = (event: DragEndEvent) => {
    editor.send({ type: 'drag.end', delta: { x: event.delta.x, y: event.delta.y }, scale });
    drag.set(null);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    pressedAt.current = { x: event.clientX, y: event.clientY };
    if (mode !== 'selecting') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    editor.send({ type: 'band.start', point: layoutPointOf(event, layout) });
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (mode === 'adding') editor.send({ type: 'pointer.move', point: layoutPointOf(event, layout) });
    else if (mode === 'selecting') editor.send({ type: 'band.move', point: layoutPointOf(event, layout) });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (mode === 'selecting') editor.send({ type: 'band.end', shift: event.shiftKey });
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        accessibility={accessibility}
        // The plan pans itself; scrolling the page under a dragged table only moves the target.
        autoScroll={false}
        onDragStart={() => editor.send({ type: 'drag.start' })}
        onDragMove={(event: DragMoveEvent) => drag.set(screenDeltaToLayout(event.delta, scale))}
        onDragEnd={dropped}
        onDragCancel={() => {
          editor.send({ type: 'drag.cancel' });
          drag.set(null);
        }}
      >
        <TableDragSource ref={dragStarter} />
      </DndContext>
      <p id={instructionsId} className="sr-only">
        {LL.tables.editor.drag.instructions()}
      </p>
      <div
        ref={ref}
        data-testid="editor-layer"
        className={['absolute inset-0', mode === 'adding' ? 'cursor-copy' : mode === 'selecting' ? 'cursor-crosshair' : ''].join(' ')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onClick={(event) => {
          if (mode === 'selecting') return;
          // A press that pans the plan ends in a click too: the editor tells one from the other by where the press began.
          const at = { x: event.clientX, y: event.clientY };
          editor.send({ type: 'plan.click', point: layoutPointOf(event, layout), pressedAt: pressedAt.current, at, id: temporaryId() });
          pressedAt.current = null;
        }}
      >
        {tables.map((table) => (
          <EditableTable
            key={table.id}
            editor={editor}
            table={table}
            type={types.find((type) => type.id === table.table_type)}
            layout={layout}
            selected={selectedSet.has(table.id)}
            moving={movingSet.has(table.id) ? moving!.delta : null}
            drag={drag}
            onPress={onPress}
            describedBy={instructionsId}
          />
        ))}
        <Ghost editor={editor} types={types} layout={layout} />
        <Band editor={editor} />
      </div>
    </>
  );
}
/**
 * One Escape, one thing: the Escape that cancels a drag (dnd-kit hears it on the document) must
 * not also reach the editor's keys on the window, where it would clear the selection too. This
 * listener is on the document before dnd-kit's (added when a press begins), so it still sees
 * the drag under way.
 */
function useEscapeEndsOnlyTheDrag(editor: LayoutEditorRef) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && editor.getSnapshot().matches({ default: 'dragging' })) event.stopPropagation();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [editor]);
}

function Ghost({ editor, types, layout }: { editor: LayoutEditorRef; types: readonly TableType[]; layout: Size }) {
  const ghost = useSelector(editor, (snapshot) => snapshot.context.ghost);
  const draft = useSelector(editor, (snapshot) => snapshot.context.draft);
  if (!ghost) return null;
  return (
    <TableFigure
      ghost
      aria-hidden
      label=""
      table={{ number: draft.number ?? 0, seats: draft.seats ?? 0, x: ghost.x / layout.width, y: ghost.y / layout.height }}
      type={types.find((type) => type.id === draft.table_type)}
      layout={layout}
    />
  );
}

function Band({ editor }: { editor: LayoutEditorRef }) {
  const band = useSelector(editor, (snapshot) => snapshot.context.band);
  if (!band) return null;
  const box = boxOfCorners(band.start, band.end);
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute border-2 border-dashed border-brand bg-brand/10"
      style={{ left: box.left, top: box.top, width: box.right - box.left, height: box.bottom - box.top }}
    />
  );
}
