import type { KeyboardEvent } from 'react';
import { usePlanScope } from './plan-scope';

/**
 * The plan's forms keys: Escape cancels, Enter in a text input saves (Enter elsewhere, on a
 * button or in a select, keeps its own meaning).
 */
export function useFormKeys() {
  const { editor } = usePlanScope();
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') editor.send({ type: 'form.cancel' });
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      editor.send({ type: 'form.save' });
    }
  };
}
