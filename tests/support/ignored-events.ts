import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';

/**
 * Table tests for the events a wizard or an editor must ignore where it is: "import" after row
 * errors, "next" on a step that is not valid, "delete" while a save is on its way. A walk only
 * follows what the machine accepts, so an event it wrongly accepts is never tried there; this
 * table tries it. Each row names the state, how to get a snapshot in it (usually
 * `machine.resolveState({ value, context })` or a few events sent to an actor with fake
 * actors), and the events that must be refused: `snapshot.can(event)` is false for each.
 */
export interface IgnoredEventsRow {
  /** The state the snapshot is in (checked, so a row never tests the wrong state by accident). */
  state: StateValue;
  snapshot: () => AnyMachineSnapshot;
  /** Each event a person (or a late answer) could send there that must change nothing. */
  ignores: readonly AnyEventObject[];
}

export function describeIgnoredEvents(rows: readonly IgnoredEventsRow[]): void {
  describe('events ignored where they make no sense', () => {
    for (const row of rows) {
      const where = typeof row.state === 'string' ? row.state : JSON.stringify(row.state);
      for (const event of row.ignores) {
        it(`${where} ignores ${event.type}`, () => {
          const snapshot = row.snapshot();
          expect(snapshot.matches(row.state)).toBe(true);
          expect(snapshot.can(event)).toBe(false);
        });
      }
    }
  });
}
