import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine, StateValue } from 'xstate';

/**
 * Table tests for the guards that decide permissions: in the state where a change is offered,
 * every event is tried with every action code of the module granted alone and withheld alone.
 * An event must be taken exactly when the action it needs is granted, so a guard that checks
 * the wrong action (`canEdit` where `canDelete` belongs) fails a row of the table. An event that
 * needs several actions (a seated party moved: freed and seated again) is taken with every one
 * of them, so never with one alone, and never with one of them withheld.
 */
export interface PermissionTable<Code extends string> {
  machine: AnyStateMachine;
  /** Every action code the module knows. */
  codes: readonly Code[];
  /** Where the events are offered. */
  state: StateValue;
  /** The machine's context in that state, with these actions granted. */
  context: (granted: Code[]) => Record<string, unknown>;
  /** Each event a person can send there, and the action (or every one of the actions) it needs. */
  rows: ReadonlyArray<{ event: AnyEventObject; needs: Code | readonly Code[] }>;
}

export function describePermissionTable<Code extends string>(table: PermissionTable<Code>): void {
  const canSend = (granted: Code[], event: AnyEventObject) => table.machine.resolveState({ value: table.state, context: table.context(granted) }).can(event);

  describe('permission table', () => {
    for (const { event, needs } of table.rows) {
      const needed: readonly Code[] = typeof needs === 'string' ? [needs] : needs;
      for (const code of table.codes) {
        const alone = needed.length === 1 && needed[0] === code;
        it(`${event.type} with only ${code} granted is ${alone ? 'allowed' : 'refused'}`, () => {
          expect(canSend([code], event)).toBe(alone);
        });
        it(`${event.type} with every action but ${code} is ${needed.includes(code) ? 'refused' : 'allowed'}`, () => {
          expect(
            canSend(
              table.codes.filter((other) => other !== code),
              event,
            ),
          ).toBe(!needed.includes(code));
        });
      }
    }
  });
}
