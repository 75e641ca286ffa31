import { weddingInformation, spouseFields, type CreateWeddingPayload } from '../../contract/weddings';
import type { ValidationErrors } from '../../contract/errors';
import type { Gender } from '../../contract/person';
import { toValidationErrors } from '../../contract/validation';

/**
 * The create-wedding form as typed, and its rules (part 1 §5). Values stay strings while
 * the person types, so Previous and a refused request give back exactly what was typed.
 */

export const wizardSteps = ['information', 'spouse1', 'spouse2'] as const;
export type WizardStep = (typeof wizardSteps)[number];
export type SpouseKey = 'spouse1' | 'spouse2';

export interface InformationValues {
  name: string;
  /** The date as typed (dd/mm/yyyy). */
  date: string;
  /** The same date on the wire (yyyy-MM-dd), or null while it is not a real date. */
  isoDate: string | null;
  /** The Planner who will run the wedding, when an Administrator creates it ('' until chosen). */
  plannerId: string;
}

export interface SpouseValues {
  first_name: string;
  last_name: string;
  /** '' until chosen, else '1' (male), '2' (female) or '3' (not specified). */
  gender: string;
  email: string;
}

export interface WeddingForm {
  information: InformationValues;
  spouse1: SpouseValues;
  spouse2: SpouseValues;
}

/** Field-level rule code for two spouses sharing an e-mail (the server's equal_emails_spouses). */
export const equalEmailsRule = 'equalEmails';

const emptySpouse: SpouseValues = { first_name: '', last_name: '', gender: '', email: '' };

export const emptyWeddingForm: WeddingForm = {
  information: { name: '', date: '', isoDate: null, plannerId: '' },
  spouse1: emptySpouse,
  spouse2: emptySpouse,
};

export const toGender = (value: string): Gender | undefined => (value === '1' || value === '2' || value === '3' ? (Number(value) as Gender) : undefined);

/** Who fills the form: an Administrator also chooses the Planner who will run the wedding. */
export interface FormRules {
  choosesPlanner: boolean;
}

function informationErrors({ name, date, isoDate, plannerId }: InformationValues, rules: FormRules): ValidationErrors {
  // Only the date the field could read counts: anything else typed (`2027-08-15`, `31/02/2027`)
  // fails here as "date", never later as "required" under a field that looks filled.
  const result = weddingInformation.safeParse({ name, date: isoDate ?? (date.trim() ? 'unreadable' : '') });
  const errors = result.success ? {} : prefixed('information', toValidationErrors(result.error));
  if (rules.choosesPlanner && !plannerId) errors['information.planner_id'] = ['required'];
  return errors;
}

function spouseErrors(form: WeddingForm, spouse: SpouseKey): ValidationErrors {
  const values = form[spouse];
  const result = spouseFields.safeParse({ ...values, gender: toGender(values.gender) });
  const errors = result.success ? {} : prefixed(spouse, toValidationErrors(result.error));
  if (spouse === 'spouse2' && !errors['spouse2.email'] && sameEmail(form.spouse1.email, values.email)) {
    errors['spouse2.email'] = [equalEmailsRule];
  }
  return errors;
}

/** The rule failures of one step, keyed like the server's `validationErrors` (`spouse1.email`). */
export function stepErrors(form: WeddingForm, step: WizardStep, rules: FormRules = { choosesPlanner: false }): ValidationErrors {
  return step === 'information' ? informationErrors(form.information, rules) : spouseErrors(form, step);
}

export const isStepValid = (form: WeddingForm, step: WizardStep, rules?: FormRules) => Object.keys(stepErrors(form, step, rules)).length === 0;

/** The first step holding one of these field errors, if any. */
export function firstStepWithErrors(errors: ValidationErrors): WizardStep | undefined {
  return wizardSteps.find((step) => Object.keys(errors).some((field) => field.startsWith(`${step}.`)));
}

export function toCreateWeddingPayload(form: WeddingForm, rules: FormRules = { choosesPlanner: false }): CreateWeddingPayload {
  const spouse = (values: SpouseValues) => ({
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    gender: toGender(values.gender) ?? 3,
    email: values.email.trim(),
  });
  return {
    information: { name: form.information.name.trim(), date: form.information.isoDate ?? '' },
    spouse1: spouse(form.spouse1),
    spouse2: spouse(form.spouse2),
    ...(rules.choosesPlanner ? { planner_id: Number(form.information.plannerId) } : {}),
  };
}

/** Editing a field clears its own error: the person is dealing with it. */
export function withoutErrorsOf(errors: ValidationErrors, step: WizardStep, fields: readonly string[]): ValidationErrors {
  const errorField: Record<string, string> = { isoDate: 'date', plannerId: 'planner_id' };
  const cleared = new Set(fields.map((field) => `${step}.${errorField[field] ?? field}`));
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !cleared.has(field)));
}

const sameEmail = (a: string, b: string) => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

function prefixed(prefix: string, errors: ValidationErrors): ValidationErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, codes]) => [`${prefix}.${field}`, codes]));
}
