import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { i18nObject } from '../../../i18n/i18n-util';
import type { CreateWeddingInput } from '../../../machines/weddings/create-wedding.machine';
import { createWeddingMachine } from '../../../machines/weddings/create-wedding.machine';
import { wizardSteps, type InformationValues, type SpouseValues, type WeddingForm, type WizardStep } from '../../../machines/weddings/create-wedding-form';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';

const LL = i18nObject('en');
const labels = LL.weddings.wizard;

/**
 * What a person types on each step, by name: the walk's small world. Each step is empty until
 * one of these is typed; the variants (a date the field cannot read, a spouse without e-mail,
 * the second spouse with the first one's e-mail) are typed by the Planner only.
 */
const typing = {
  // The field reads what is typed: isoDate is the date it understood (none for 2027-08-15).
  information: { name: 'Sofía & Mateo', date: '22/05/2027', isoDate: '2027-05-22' },
  isoTyped: { name: 'Sofía & Mateo', date: '2027-08-15', isoDate: null },
  planner: { plannerId: '7' },
  sofia: { first_name: 'Sofía', last_name: 'Herrera', gender: '2', email: 'sofia@example.com' },
  sofiaNoEmail: { first_name: 'Sofía', last_name: 'Herrera', gender: '2', email: '' },
  mateo: { first_name: 'Mateo', last_name: 'Vargas', gender: '1', email: 'mateo@example.com' },
  mateoSameEmail: { first_name: 'Mateo', last_name: 'Vargas', gender: '1', email: 'sofia@example.com' },
} satisfies Record<string, Partial<InformationValues> | SpouseValues>;
/** What the form holds (the date as the field read it is not typed: it follows the date). */
const typedFields = (name: Typed) => Object.entries(typing[name]).filter(([field]) => field !== 'isoDate') as Array<[string, string]>;
type Typed = keyof typeof typing;
const variants: Typed[] = ['isoTyped', 'sofiaNoEmail', 'mateoSameEmail'];
const typedOn: Record<Typed, WizardStep> = {
  information: 'information',
  isoTyped: 'information',
  planner: 'information',
  sofia: 'spouse1',
  sofiaNoEmail: 'spouse1',
  mateo: 'spouse2',
  mateoSameEmail: 'spouse2',
};
const paula = { id: 7, name: 'Paula Planner' };
const dateRefused = { code: 'form_validation_error', messageKey: 'errors.form_validation_error', validationErrors: { 'information.date': ['date'] } };
const emailTaken = { code: 'already_registered', messageKey: 'errors.already_registered', validationErrors: { 'spouse1.email': ['already_registered'] } };

/** A field's message, by the rule it breaks. */
const messages = {
  required: LL.validation.required(),
  date: LL.validation.date(),
  equalEmails: LL.errors.equal_emails_spouses(),
  alreadyRegistered: LL.errors.already_registered(),
};
type FieldErrors = Record<string, keyof typeof messages>;

/**
 * What Next (or Add) on a step leaves marked, spelled out for this world (part 1 §5): an empty
 * step needs its name and date, or the spouse's names; a date typed `2027-08-15` is no date; the
 * second spouse cannot share the first one's e-mail, but both may leave it empty.
 */
function refusedFields(step: WizardStep, driver: Driver): FieldErrors {
  const { typed, choosesPlanner } = driver;
  if (step === 'information') {
    const planner: FieldErrors = choosesPlanner && !typed.planner ? { 'information.planner_id': 'required' } : {};
    if (typed.information === 'isoTyped') return { 'information.date': 'date', ...planner };
    if (!typed.information) return { 'information.name': 'required', 'information.date': 'required', ...planner };
    return planner;
  }
  if (!typed[step]) return { [`${step}.first_name`]: 'required', [`${step}.last_name`]: 'required', [`${step}.gender`]: 'required' };
  return step === 'spouse2' && typed.spouse2 === 'mateoSameEmail' && typed.spouse1 === 'sofia' ? { 'spouse2.email': 'equalEmails' } : {};
}

interface Driver {
  app: RenderedApp;
  choosesPlanner: boolean;
  /** The step on screen (or the confirmation over the last one). */
  step: WizardStep | 'confirming';
  /** What was typed on each step (by the names above), and the fields marked with their rule. */
  typed: { information?: 'information' | 'isoTyped'; planner?: true; spouse1?: 'sofia' | 'sofiaNoEmail'; spouse2?: 'mateo' | 'mateoSameEmail' };
  errors: FieldErrors;
}

const wizardDialog = () => screen.getByRole('dialog', { name: labels.title() });

/** A field shows what was typed, and the message of the rule it breaks (or none). */
function expectField(step: ReturnType<typeof within>, label: string, value: string, error: keyof typeof messages | undefined) {
  const field = step.getByLabelText(label);
  expect(field).toHaveValue(value);
  if (error) expect(field).toHaveAccessibleDescription(messages[error]);
  else expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** The step on screen: its number in the stepper, and its fields holding what was typed with their messages. */
function expectStep(driver: Driver, step: 1 | 2 | 3) {
  // Where the walk's own rules say the person is: a step refused, or moved past.
  expect(driver.step).toBe(wizardSteps[step - 1]);
  const dialog = within(wizardDialog());
  expect(dialog.getByText(labels.stepOf({ current: step, total: 3 }))).toBeVisible();
  const { typed, errors } = driver;
  if (step === 1) {
    const values = typed.information ? typing[typed.information] : { name: '', date: '' };
    expectField(dialog, labels.name(), values.name, errors['information.name']);
    expectField(dialog, labels.date(), values.date, errors['information.date']);
    if (driver.choosesPlanner) expectField(dialog, labels.planner(), typed.planner ? String(paula.id) : '', errors['information.planner_id']);
    else expect(dialog.queryByLabelText(labels.planner())).toBeNull();
    return;
  }
  const key = step === 2 ? 'spouse1' : 'spouse2';
  const values: SpouseValues = typed[key] ? typing[typed[key]] : { first_name: '', last_name: '', gender: '', email: '' };
  expectField(dialog, labels.firstName(), values.first_name, errors[`${key}.first_name`]);
  expectField(dialog, labels.lastName(), values.last_name, errors[`${key}.last_name`]);
  expectField(dialog, labels.email(), values.email, errors[`${key}.email`]);
}

async function fill(app: RenderedApp, name: Typed) {
  const dialog = within(wizardDialog());
  const fieldLabels: Record<string, string> = {
    name: labels.name(),
    date: labels.date(),
    first_name: labels.firstName(),
    last_name: labels.lastName(),
    email: labels.email(),
  };
  for (const [field, value] of typedFields(name)) {
    if (field === 'gender' || field === 'plannerId') {
      await app.user.selectOptions(dialog.getByLabelText(field === 'gender' ? labels.gender() : labels.planner()), value);
      continue;
    }
    const input = dialog.getByLabelText(fieldLabels[field]!);
    await app.user.clear(input);
    if (value) await app.user.paste(value);
  }
}

const nextStep = { information: 'spouse1', spouse1: 'spouse2', spouse2: 'confirming' } as const;

/** Next or Add: a step that breaks a rule stays with its fields marked; a valid one moves on with nothing marked. */
async function advance(driver: Driver, button: string) {
  await driver.app.user.click(within(wizardDialog()).getByRole('button', { name: button }));
  const step = driver.step as WizardStep;
  driver.errors = refusedFields(step, driver);
  if (Object.keys(driver.errors).length === 0) driver.step = nextStep[step];
}

const openerOf = (input: CreateWeddingInput) =>
  input.planners ? sessionUser('Administrator', { credits: 0 }) : sessionUser('Planner', { credits: input.credits });

/** Which of the names above the form holds: what makes a step's screen and where Next leads. */
const typedOf = (form: WeddingForm): Typed[] =>
  (Object.keys(typing) as Typed[]).filter((name) =>
    Object.entries(typing[name]).every(([field, value]) => (form[typedOn[name]] as unknown as Record<string, unknown>)[field] === value),
  );

describe('create-wedding wizard, along the machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: createWeddingMachine,
    walks: 'tours',
    inputs: [
      { credits: 3, charged: true },
      { credits: 0, charged: true },
      { credits: 0, charged: false, planners: [paula] },
      { credits: 0, charged: false, planners: [] },
    ] satisfies CreateWeddingInput[],
    // Going back from the confirmation keeps everything; each answer of the server has a rule.
    walkEvery: ['confirmation.close'],
    // A person types into the step on screen, in order: a step already filled is typed again only
    // to mend what is marked on it. The planner is chosen where there is one to choose.
    bound: (snapshot: AnyMachineSnapshot, event, input) => {
      if (event.type !== 'wizard.change') return true;
      const name = (Object.keys(typing) as Typed[]).find((candidate) => typing[candidate] === event.values)!;
      const choosesPlanner = (input as CreateWeddingInput).planners != null;
      if (!snapshot.matches(event.step) || (name === 'planner' && !choosesPlanner) || (choosesPlanner && variants.includes(name))) return false;
      const form = snapshot.context.form as WeddingForm;
      const typed = typedOf(form);
      if (typed.includes(name)) return false;
      const later = event.step === 'information' ? ['spouse1', 'spouse2'] : event.step === 'spouse1' ? ['spouse2'] : [];
      const marked = Object.keys(snapshot.context.fieldErrors).some((field) => field.startsWith(`${event.step}.`));
      return marked || later.every((step) => !typed.some((other) => typedOn[other as Typed] === step));
    },
    stateKey: (snapshot) =>
      snapshot.status === 'done' ? null : { typed: typedOf(snapshot.context.form as WeddingForm), errors: Object.keys(snapshot.context.fieldErrors) },
    events: [
      ...(Object.keys(typing) as Typed[]).map((name) => ({ type: 'wizard.change', step: typedOn[name], values: typing[name] })),
      { type: 'wizard.next' },
      { type: 'wizard.previous' },
      { type: 'wizard.add' },
      { type: 'wizard.confirm' },
      { type: 'confirmation.close' },
      { type: 'wizard.cancel' },
      { type: 'xstate.done.actor.createWedding', output: { id: 40, credits: 2 } },
      { type: 'xstate.error.actor.createWedding', error: dateRefused },
      { type: 'xstate.error.actor.createWedding', error: emailTaken },
    ],
    open: async (input) => {
      const { planners } = input as CreateWeddingInput;
      const app = renderApp({
        path: '/weddings',
        signedInAs: openerOf(input as CreateWeddingInput),
        backend: (backend) =>
          backend.always('GET /weddings', { weddings: [] }).always('GET /persons/index', {
            persons: (planners ?? []).map(({ id, name }) => ({
              ...sessionUser('Planner', { id, first_name: name.split(' ')[0], last_name: name.split(' ')[1] }),
              planner_id: null,
            })),
          }),
      });
      await app.user.click(await screen.findByRole('button', { name: LL.weddings.create() }, { timeout: 15_000 }));
      return { app, choosesPlanner: planners != null, step: 'information', typed: {}, errors: {} };
    },
    perform: {
      'wizard.change': async (driver, event) => {
        const name = (Object.keys(typing) as Typed[]).find((candidate) => typing[candidate] === event.values)!;
        await fill(driver.app, name);
        if (name === 'planner') driver.typed.planner = true;
        else Object.assign(driver.typed, { [event.step]: name });
        // Typing into a field clears its own mark: the person is dealing with it.
        const fields = Object.keys(event.values).map((field) => `${event.step}.${field === 'plannerId' ? 'planner_id' : field}`);
        driver.errors = Object.fromEntries(Object.entries(driver.errors).filter(([field]) => !fields.includes(field)));
      },
      'wizard.next': (driver) => advance(driver, labels.next()),
      // Previous keeps what was typed, and what is marked.
      'wizard.previous': async (driver) => {
        await driver.app.user.click(within(wizardDialog()).getByRole('button', { name: labels.previous() }));
        driver.step = driver.step === 'spouse2' ? 'spouse1' : 'information';
      },
      'wizard.add': (driver) => advance(driver, labels.add()),
      'wizard.confirm': async ({ app }) => app.user.click(screen.getByRole('button', { name: labels.confirm() })),
      // Going back sends nothing.
      'confirmation.close': async (driver) => {
        const sent = driver.app.backend.requests.length;
        await driver.app.user.click(screen.getByRole('button', { name: labels.back() }));
        expect(driver.app.backend.requests).toHaveLength(sent);
        driver.step = 'spouse2';
      },
      'wizard.cancel': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.common.close() })),
      'xstate.done.actor.createWedding': async ({ app, typed, choosesPlanner }) => {
        const request = await app.backend.answer('POST /weddings/create', { id: 40, credits: 2 });
        // The spec's rules, whatever path led here: a wedding is asked for with a readable date and
        // both spouses (an e-mail may be left empty), and an Administrator's names its Planner.
        const spouse = (values: SpouseValues) => ({ ...values, gender: Number(values.gender) });
        expect(request.body).toEqual({
          information: { name: 'Sofía & Mateo', date: '2027-05-22' },
          spouse1: spouse(typing[typed.spouse1!]),
          spouse2: spouse(typing[typed.spouse2!]),
          ...(choosesPlanner ? { planner_id: paula.id } : {}),
        });
      },
      // A refusal closes the confirmation and marks the field the server named, on its step.
      'xstate.error.actor.createWedding': async (driver, event) => {
        const taken = event.error.code === 'already_registered';
        await driver.app.backend.refuse('POST /weddings/create', taken ? 400 : 422, event.error.code, event.error.validationErrors);
        driver.errors = taken ? { 'spouse1.email': 'alreadyRegistered' } : { 'information.date': 'date' };
        driver.step = taken ? 'spouse1' : 'information';
        // The notice names the spouse whose e-mail is taken.
        if (taken) await waitFor(() => expect(driver.app.toasts()).toContain(labels.emailTaken({ name: 'Sofía Herrera' })));
      },
    },
    shows: {
      'createWedding.notEnoughCredits': () => {
        expect(screen.getByRole('dialog', { name: labels.notEnoughCredits.title() })).toBeVisible();
        expect(screen.getByRole('link', { name: labels.notEnoughCredits.action() })).toHaveAttribute('href', '/credits');
      },
      'createWedding.noPlanners': () => {
        expect(screen.getByRole('dialog', { name: labels.noPlanners.title() })).toBeVisible();
        expect(screen.getByRole('link', { name: labels.noPlanners.action() })).toHaveAttribute('href', '/users');
      },
      'createWedding.information': (driver) => expectStep(driver, 1),
      'createWedding.spouse1': (driver) => expectStep(driver, 2),
      'createWedding.spouse2': (driver) => expectStep(driver, 3),
      'createWedding.confirming': ({ choosesPlanner, step }) => {
        expect(step).toBe('confirming');
        const confirmation = screen.getByRole('alertdialog', { name: labels.confirmTitle({ name: 'Sofía & Mateo' }) });
        // The Planner, with 3 credits, is told 2 remain after paying; an Administrator pays nothing.
        expect(confirmation).toHaveTextContent(choosesPlanner ? labels.confirmFree() : labels.confirmCharged({ balance: 2 }));
        // It offers creating or going back; the wizard behind it cannot be closed from here.
        expect(within(confirmation).getByRole('button', { name: labels.confirm() })).toBeVisible();
        expect(within(confirmation).getByRole('button', { name: labels.back() })).toBeVisible();
        expect(within(confirmation).queryByRole('button', { name: LL.common.close() })).toBeNull();
      },
      'createWedding.submitting': () => {
        expect(screen.getByRole('button', { name: labels.creating() })).toBeDisabled();
      },
      'createWedding.done': ({ app }) => {
        expect(screen.queryByRole('dialog', { name: labels.title() })).toBeNull();
        expect(app.backend.requests.filter((request) => request.path === '/weddings/create').length).toBeGreaterThan(0);
        expect(app.toasts()).toContain(LL.weddings.createWeddingSuccess());
      },
      'createWedding.cancelled': ({ app }) => {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(app.toasts()).not.toContain(LL.weddings.createWeddingSuccess());
      },
    },
  });
});
