import { addCreditsPayload } from '../../contract/credits';
import type { ValidationErrors } from '../../contract/errors';
import { toValidationErrors } from '../../contract/validation';

/**
 * The add-credits form as typed (part 1 §5): an amount of at least 1 (a stepper) and a cost
 * that is required and numeric; commas are thousands separators and are stripped.
 */

export interface AddCreditsValues {
  amount: string;
  cost: string;
}

export const initialAddCredits: AddCreditsValues = { amount: '1', cost: '' };

export const minAmount = 1;

/** The stepper: one more or one less, never below the minimum (an unreadable amount restarts there). */
export function steppedAmount(amount: string, by: 1 | -1): string {
  const current = Number.parseInt(amount, 10);
  return String(Math.max(minAmount, (Number.isNaN(current) ? minAmount - by : current) + by));
}

function parse(personId: number, values: AddCreditsValues) {
  return addCreditsPayload.safeParse({
    person_id: personId,
    amount: values.amount.trim() === '' ? undefined : Number(values.amount),
    cost: values.cost,
  });
}

export function addCreditsErrors(personId: number, values: AddCreditsValues): ValidationErrors {
  const result = parse(personId, values);
  const errors = result.success ? {} : toValidationErrors(result.error);
  // An empty cost is missing, not "not a number".
  return values.cost.trim() === '' ? { ...errors, cost: ['required'] } : errors;
}

export function toAddCreditsPayload(personId: number, values: AddCreditsValues) {
  const result = parse(personId, values);
  if (!result.success) throw new Error('toAddCreditsPayload needs valid values');
  return result.data;
}
