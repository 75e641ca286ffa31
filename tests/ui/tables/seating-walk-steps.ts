import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { buttonNamed, leaveFields, type SeatingWalk } from './seating-walk-screen';
import { deletedTableId, type Places } from './seating-walk-world';

/** What a person does in the seating walk (seating.paths.test.tsx), and what the walk expects of it, in its own terms. */

const texts = i18nObject('en').tables;

export const calls = { create: 'POST /tables_guests/massCreate', free: 'DELETE /tables_guests/destroy', move: 'PUT /tables_guests/move' };
/** Spec §8: what a refused call says (the fake server refuses as a failing server would, so the screen says its fallback). */
export const refusals: Record<string, string> = {
  [calls.create]: texts.messages.unexpectedSeating(),
  [calls.free]: texts.messages.unexpectedDeletingGuestFromTable(),
  [calls.move]: texts.messages.unexpectedMovingGuest(),
};

/** The ways a person undoes and redoes. Keys belong to a field while it has the focus: the person leaves it first. */
const shortcut = (keys: string) => async (walk: SeatingWalk) => {
  leaveFields();
  await walk.app.user.keyboard(keys);
};
export const ways = {
  undo: [(walk: SeatingWalk) => walk.app.user.click(buttonNamed(texts.seating.undo())), shortcut('{Control>}z{/Control}')],
  redo: [
    (walk: SeatingWalk) => walk.app.user.click(buttonNamed(texts.seating.redo())),
    shortcut('{Control>}{Shift>}z{/Shift}{/Control}'),
    shortcut('{Control>}y{/Control}'),
  ],
};

/** A table on the plan, by its number. */
export const tableButton = (tableId: number) => screen.getByRole('button', { name: new RegExp(`^Table ${tableId === 11 ? 1 : 2},`) });

/** A change the person makes: shown at once (`delta` in seats per guest and table), one call awaited, kept to undo. */
export async function change(walk: SeatingWalk, delta: Places, call: string, act: () => Promise<void>) {
  const before = { ...walk.shown };
  const after = { ...before };
  for (const [place, seats] of Object.entries(delta)) after[place] = (after[place] ?? 0) + seats;
  await act();
  walk.shown = Object.fromEntries(Object.entries(after).filter(([, seats]) => seats > 0));
  walk.awaited = { kind: 'do', call, before };
  const touchesDeleted = [...Object.keys(before), ...Object.keys(walk.shown)].some((place) => place.endsWith(`@${deletedTableId}`));
  walk.past.push({ before, after: walk.shown, call, touchesDeleted });
  walk.future = [];
}

/** The call that takes a change back: seats made are freed, seats freed are made again, a party moved goes back. */
const undoCall: Record<string, string> = { [calls.create]: calls.free, [calls.free]: calls.create, [calls.move]: calls.move };

/**
 * An undo brings back what the server had before the change, a redo what it had after, with
 * the call each takes; once table 2 is deleted on another screen, a step about it is refused,
 * said, and forgotten, and nothing is sent.
 */
export async function stepHistory(walk: SeatingWalk, step: 'undo' | 'redo', act: (walk: SeatingWalk) => Promise<void>) {
  const [from, to] = step === 'undo' ? [walk.past, walk.future] : [walk.future, walk.past];
  const entry = from.at(-1)!;
  const sent = walk.app.backend.requests.length;
  await act(walk);
  from.pop();
  if (walk.tableDeleted && entry.touchesDeleted) {
    walk.message = step === 'undo' ? texts.messages.undoChanged() : texts.messages.redoChanged();
    expect(walk.app.backend.requests.length).toBe(sent);
    return;
  }
  walk.awaited = { kind: step, call: step === 'undo' ? undoCall[entry.call]! : entry.call, before: { ...walk.shown } };
  walk.shown = step === 'undo' ? entry.before : entry.after;
  to.push(entry);
}
