import { useEffect } from 'react';
import type { ArrowKey } from '../../../machines/tables/geometry';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';
import { sendHistoryStep } from './editor-commands';

const arrows = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/** Typing in a field, or working in a dialog, keeps its keys. */
export function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.closest('input, select, textarea, [role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The layout editor's keys (spec §4): Escape, Ctrl held (selecting), Delete, the arrows (a held
 * key repeats; its release saves the nudge), Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y).
 */
export function useEditorKeys(editor: LayoutEditorRef, deleteSelection: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (belongsElsewhere(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      if (event.key === 'Control' && !event.repeat) editor.send({ type: 'key.ctrl', down: true });
      else if (event.key === 'Escape') editor.send({ type: 'mode.cancel' });
      else if (event.key === 'Delete' || event.key === 'Backspace') deleteSelection();
      else if (command && event.key.toLowerCase() === 'z') sendHistoryStep(editor, event.shiftKey ? 'redo' : 'undo');
      else if (command && event.key.toLowerCase() === 'y') sendHistoryStep(editor, 'redo');
      else if (arrows.has(event.key)) editor.send({ type: 'nudge.press', key: event.key as ArrowKey });
      else return;
      event.preventDefault();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Control') editor.send({ type: 'key.ctrl', down: false });
      else if (arrows.has(event.key)) editor.send({ type: 'nudge.release' });
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [editor, deleteSelection]);
}
