import type { BaseTranslation } from '../i18n-types';

/** One message per rule code of `contract/validation.ts`. */
export const validation = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  minLength: 'Must be at least {min:number} characters.',
  maxLength: 'Must be at most {max:number} characters.',
  mismatch: "Passwords don't match.",
  min: 'Must be at least {min:number}.',
  max: 'Must be at most {max:number}.',
  numeric: 'Please enter a number.',
  negative: 'Must not be negative.',
  decimals: 'Use at most two decimals, such as 12.35.',
  date: 'Please enter a valid date (dd/mm/yyyy).',
  invalid: 'This value is not valid.',
} satisfies BaseTranslation;
