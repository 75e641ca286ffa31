import { DndContext, PointerSensor, useDraggable, useSensor, useSensors, type DragMoveEvent } from '@dnd-kit/core';
import { useSelector } from '@xstate/react';
import { memo, useMemo, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { Table, TableType } from '../../../contract/tables';
import { boxOfCorners, screenToLayout, type Point, type Size } from '../../../machines/tables/geometry';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';
import { noPanClass } from './layout-plan';
import { TableFigure } from './table-figure';
import { useTableLabel } from './use-table-label';

interface EditorLayerProps {
  editor: LayoutEditorRef;
  tables: readonly Table[];
  types: readonly TableType[];
  layout: Size;
  /** The zoom now: the drag library reports screen pixels, the editor divides them by it. */
  scale: number;
}

/** Where a pointer is on the layout (layout pixels): the layer's own box already holds the zoom and the pan. */
function layoutPointOf(event: { clientX: number; clientY: number; currentTarget: Element }, layout: Size): Point {
  const box = event.currentTarget.getBoundingClientRect();
  return screenToLayout({ x: event.clientX, y: event.clientY }, { scale: box.width / layout.width, offsetX: box.left, offsetY: box.top });
}

/**
 * The layout editor's layer over the image: every table draggable with @dnd-kit/core (a press
 * becomes a drag after 4 px, so a click still selects), the ghost of a table being added, and
 * the rubber band. Pointer events on the layer itself place the ghost or draw the band.
 */
export function EditorLayer({ editor, tables, types, layout, scale }: EditorLayerProps) {
  const mode = useSelector(editor, (snapshot) => (snapshot.matches('adding') ? 'adding' : snapshot.matches('selecting') ? 'selecting' : 'default'));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const moved = (event: DragMoveEvent) => ({ delta: { x: event.delta.x, y: event.delta.y }, scale });

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (mode !== 'selecting' || event.target !== event.currentTarget) return;
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
    <DndContext
      sensors={sensors}
      onDragStart={() => editor.send({ type: 'drag.start' })}
      onDragMove={(event) => editor.send({ type: 'drag.move', ...moved(event) })}
      onDragEnd={(event) => editor.send({ type: 'drag.end', ...moved(event) })}
      onDragCancel={() => editor.send({ type: 'drag.cancel' })}
    >
      <div
        data-testid="editor-layer"
        className={['absolute inset-0', mode === 'adding' ? 'cursor-copy' : mode === 'selecting' ? 'cursor-crosshair' : ''].join(' ')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onClick={(event) => {
          if (mode !== 'selecting') editor.send({ type: 'plan.click', point: layoutPointOf(event, layout) });
        }}
      >
        {tables.map((table) => (
          <EditableTable key={table.id} editor={editor} table={table} type={types.find((type) => type.id === table.table_type)} layout={layout} />
        ))}
        <Ghost editor={editor} types={types} layout={layout} />
        <Band editor={editor} />
      </div>
    </DndContext>
  );
}

interface EditableTableProps {
  editor: LayoutEditorRef;
  table: Table;
  type: TableType | undefined;
  layout: Size;
}

/**
 * A table the editor can press, click, drag and select from the keyboard. dnd-kit re-renders
 * every draggable on each pointer move of a drag; the figure under it is memoised with stable
 * props, so only the table that moves paints again (300 tables keep the drag at 60 fps).
 */
const EditableTable = memo(function EditableTable({ editor, table, type, layout }: EditableTableProps) {
  const label = useTableLabel();
  const selected = useSelector(editor, (snapshot) => snapshot.context.selected.includes(table.number));
  const offset = useSelector(editor, (snapshot) => (snapshot.context.moving?.numbers.includes(table.number) ? snapshot.context.moving.delta : null));
  const { setNodeRef, listeners, attributes } = useDraggable({ id: table.number });
  const handlers = useMemo(
    () => ({
      onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => {
        editor.send({ type: 'table.pointerDown', number: table.number, shift: event.shiftKey });
        listeners?.onPointerDown?.(event);
      },
      onPointerUp: () => editor.send({ type: 'table.pointerUp' }),
      // A click belongs to the table, not to the plan under it (which would clear the selection).
      onClick: (event: ReactMouseEvent) => event.stopPropagation(),
      onKeyDown: (event: ReactKeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        editor.send({ type: 'table.select', number: table.number, shift: event.shiftKey });
      },
    }),
    [editor, listeners, table.number],
  );
  return (
    <TableFigure
      ref={setNodeRef}
      table={table}
      type={type}
      layout={layout}
      label={label(table)}
      selected={selected}
      offset={offset}
      {...attributes}
      aria-pressed={selected}
      className={editableClasses}
      {...handlers}
    />
  );
});

const editableClasses = `${noPanClass} cursor-grab touch-none focus-visible:outline-2 focus-visible:outline-brand`;

function Ghost({ editor, types, layout }: { editor: LayoutEditorRef; types: readonly TableType[]; layout: Size }) {
  const ghost = useSelector(editor, (snapshot) => snapshot.context.ghost);
  const draft = useSelector(editor, (snapshot) => snapshot.context.draft);
  if (!ghost) return null;
  return (
    <TableFigure
      ghost
      aria-hidden
      label=""
      table={{ number: draft.number ?? 0, seats: draft.seats, x: ghost.x / layout.width, y: ghost.y / layout.height }}
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
