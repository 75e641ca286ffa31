import { z } from 'zod';

/**
 * Field rules shared by the SPA forms and the server (part 1 §5). Rule failures are
 * reported as short codes that the SPA translates (i18n `validation.*`).
 */
export const limits = {
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  nameMax: 100,
  tokenMax: 200,
} as const;

export const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(limits.emailMax, { error: 'maxLength' })
  .pipe(z.email({ error: 'email' }))
  .transform((value) => value.toLowerCase());

export const password = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .min(limits.passwordMin, { error: 'minLength' })
  .max(limits.passwordMax, { error: 'maxLength' });

/** Turns a zod error into `{ field: [codes] }`, the shape `validationErrors` carries. */
export function toValidationErrors(error: z.ZodError): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    const code = ruleCode(issue);
    const codes = (result[field] ??= []);
    if (!codes.includes(code)) codes.push(code);
  }
  return result;
}

const knownRules = new Set(['required', 'email', 'minLength', 'maxLength', 'mismatch', 'min', 'max', 'numeric', 'negative', 'decimals', 'date', 'invalid']);

function ruleCode(issue: z.core.$ZodIssue): string {
  if (knownRules.has(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'required' : 'invalid';
  if (issue.code === 'too_big') return 'maxLength';
  if (issue.code === 'too_small') return 'minLength';
  return 'invalid';
}
