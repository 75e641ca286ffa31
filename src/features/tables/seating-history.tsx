import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import { additionsOf, selectCanStep, selectMayRewind, type HistoryStep, type SeatingRef } from '../../../machines/tables/seating.machine';
import { Button } from '../../components/button';
import { belongsElsewhere } from './use-editor-keys';

/**
 * Undo and redo of the person's last seating changes (beyond the spec; machines/tables/seating-history.ts):
 * two buttons on the seating toolbar, as large as a finger on a tablet, and Ctrl (⌘) + Z,
 * Ctrl + Shift + Z or Ctrl + Y. Shown to whoever may both seat and remove guests.
 */

/** An undo or a redo, with a temporary id for each seat it makes again (the machine makes none itself). */
export function sendSeatingStep(seating: SeatingRef, step: HistoryStep) {
  const { context } = seating.getSnapshot();
  const ids = Array.from({ length: additionsOf(context.history, context, step) }, temporaryId);
  seating.send({ type: step === 'undo' ? 'history.undo' : 'history.redo', ids });
}

const canUndo = selectCanStep('undo');
const canRedo = selectCanStep('redo');

export function SeatingHistoryButtons({ seating }: { seating: SeatingRef }) {
  const { LL } = useI18nContext();
  const texts = LL.tables.seating;
  const mayRewind = useSelector(seating, selectMayRewind);
  const undoable = useSelector(seating, canUndo);
  const redoable = useSelector(seating, canRedo);
  useSeatingHistoryKeys(seating, mayRewind);
  if (!mayRewind) return null;
  const touchSized = 'min-h-11 pointer-coarse:min-h-12 pointer-coarse:px-5';
  return (
    <div role="group" aria-label={texts.history()} className="flex gap-1">
      <Button variant="secondary" className={touchSized} disabled={!undoable} title="Ctrl+Z" onClick={() => sendSeatingStep(seating, 'undo')}>
        {texts.undo()}
      </Button>
      <Button variant="secondary" className={touchSized} disabled={!redoable} title="Ctrl+Shift+Z" onClick={() => sendSeatingStep(seating, 'redo')}>
        {texts.redo()}
      </Button>
    </div>
  );
}

/** Ctrl (⌘) + Z undoes, with Shift (or Ctrl + Y) redoes; a field or a dialog keeps its own keys. */
function useSeatingHistoryKeys(seating: SeatingRef, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (belongsElsewhere(event.target) || !(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z') sendSeatingStep(seating, event.shiftKey ? 'redo' : 'undo');
      else if (key === 'y') sendSeatingStep(seating, 'redo');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [seating, enabled]);
}
