import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { i18nObject } from '../../../i18n/i18n-util';
import type { CreateWeddingPayload } from '../../../contract/weddings';
import type { CreateWeddingInput } from '../../../machines/weddings/create-wedding.machine';
import { createWeddingMachine } from '../../../machines/weddings/create-wedding.machine';
import type { SpouseValues, WeddingForm } from '../../../machines/weddings/create-wedding-form';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';

const LL = i18nObject('en');
const labels = LL.weddings.wizard;

const sofia: SpouseValues = { first_name: 'Sofía', last_name: 'Herrera', gender: '2', email: 'sofia@example.com' };
const mateo: SpouseValues = { first_name: 'Mateo', last_name: 'Vargas', gender: '1', email: 'mateo@example.com' };
const information = { name: 'Sofía & Mateo', date: '22/05/2027', isoDate: '2027-05-22' };
/** The date as some people type it: the field cannot read it, so step 1 must refuse it (issue 8). */
const isoTyped = { name: 'Sofía & Mateo', date: '2027-08-15', isoDate: null };
const dateRefused = { code: 'form_validation_error', messageKey: 'errors.form_validation_error', validationErrors: { 'information.date': ['date'] } };
const emailTaken = { code: 'already_registered', messageKey: 'errors.already_registered', validationErrors: { 'spouse1.email': ['already_registered'] } };
const paula = { id: 7, name: 'Paula Planner' };

const wizardDialog = () => screen.getByRole('dialog', { name: labels.title() });
const stepForm = () => within(wizardDialog());
const form = (snapshot: AnyMachineSnapshot) => snapshot.context.form as WeddingForm;

const messageOf = (code: string) =>
  code === 'equalEmails'
    ? LL.errors.equal_emails_spouses()
    : code === 'already_registered'
      ? LL.errors.already_registered()
      : LL.validation[code as 'required' | 'date' | 'email']();

/** A field shows what was typed, and the message of its first failed rule (or none). */
function expectField(label: string, value: string, errors: string[] | undefined) {
  const field = stepForm().getByLabelText(label);
  expect(field).toHaveValue(value);
  if (errors?.length) expect(field).toHaveAccessibleDescription(messageOf(errors[0]!));
  else expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** The step on screen: its number in the stepper, and its fields holding what was typed with their messages. */
function expectStep(snapshot: AnyMachineSnapshot, step: 1 | 2 | 3) {
  expect(stepForm().getByText(labels.stepOf({ current: step, total: 3 }))).toBeVisible();
  const errors = snapshot.context.fieldErrors as Record<string, string[]>;
  if (step === 1) {
    expectField(labels.name(), form(snapshot).information.name, errors['information.name']);
    expectField(labels.date(), form(snapshot).information.date, errors['information.date']);
    // The rule itself: a date the field cannot read never passes step 1.
    if (snapshot.matches('spouse1')) expect(form(snapshot).information.isoDate).not.toBeNull();
    if (snapshot.context.planners) expectField(labels.planner(), form(snapshot).information.plannerId, errors['information.planner_id']);
    else expect(stepForm().queryByLabelText(labels.planner())).toBeNull();
    return;
  }
  const key = step === 2 ? 'spouse1' : 'spouse2';
  const spouse = form(snapshot)[key];
  expectField(labels.firstName(), spouse.first_name, errors[`${key}.first_name`]);
  expectField(labels.email(), spouse.email, errors[`${key}.email`]);
}

async function fillSpouse(app: RenderedApp, values: Partial<SpouseValues>) {
  const field = (label: string) => stepForm().getByLabelText(label);
  for (const [label, value] of [
    [labels.firstName(), values.first_name],
    [labels.lastName(), values.last_name],
    [labels.email(), values.email],
  ] as const) {
    if (value === undefined) continue;
    await app.user.clear(field(label));
    await app.user.paste(value);
  }
  if (values.gender) await app.user.selectOptions(field(labels.gender()), values.gender);
}

const openerOf = (input: CreateWeddingInput) =>
  input.planners ? sessionUser('Administrator', { credits: 0 }) : sessionUser('Planner', { credits: input.credits });

describe('create-wedding wizard, along the machine’s paths', () => {
  describeUiPaths<RenderedApp>({
    machine: createWeddingMachine,
    inputs: [
      { credits: 3, charged: true },
      { credits: 0, charged: true },
      { credits: 0, charged: false, planners: [paula] },
      { credits: 0, charged: false, planners: [] },
    ] satisfies CreateWeddingInput[],
    // A person types into the step on screen (the planner only where there is one to choose); the
    // other ways of filling the form are walked by the Planner only, to keep the walks few.
    bound: (snapshot, event) => {
      if (event.type !== 'wizard.change') return true;
      const values = event.values as Record<string, unknown>;
      const variant = values === isoTyped || values.email === '';
      return snapshot.matches(event.step) && ('plannerId' in values ? snapshot.context.planners !== null : !(variant && snapshot.context.planners));
    },
    stateKey: (snapshot) => ({ form: snapshot.context.form, errors: Object.keys(snapshot.context.fieldErrors) }),
    events: [
      { type: 'wizard.change', step: 'information', values: information },
      { type: 'wizard.change', step: 'information', values: isoTyped },
      { type: 'wizard.change', step: 'information', values: { plannerId: String(paula.id) } },
      { type: 'wizard.change', step: 'spouse1', values: sofia },
      { type: 'wizard.change', step: 'spouse1', values: { ...sofia, email: '' } },
      { type: 'wizard.change', step: 'spouse2', values: mateo },
      { type: 'wizard.change', step: 'spouse2', values: { ...mateo, email: sofia.email } },
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
      return app;
    },
    perform: {
      'wizard.change': async (app, event) => {
        if (event.step === 'information') {
          if (event.values.plannerId) await app.user.selectOptions(stepForm().getByLabelText(labels.planner()), event.values.plannerId);
          if (event.values.name === undefined) return;
          for (const [label, value] of [
            [labels.name(), event.values.name],
            [labels.date(), event.values.date],
          ]) {
            await app.user.clear(stepForm().getByLabelText(label));
            await app.user.paste(value);
          }
        } else {
          await fillSpouse(app, event.values);
        }
      },
      'wizard.next': (app) => app.user.click(stepForm().getByRole('button', { name: labels.next() })),
      'wizard.previous': (app) => app.user.click(stepForm().getByRole('button', { name: labels.previous() })),
      'wizard.add': (app) => app.user.click(stepForm().getByRole('button', { name: labels.add() })),
      'wizard.confirm': (app) => app.user.click(screen.getByRole('button', { name: labels.confirm() })),
      'confirmation.close': (app) => app.user.click(screen.getByRole('button', { name: labels.back() })),
      'wizard.cancel': (app) => app.user.click(screen.getByRole('button', { name: LL.common.close() })),
      'xstate.done.actor.createWedding': async (app, event) => {
        const request = await app.backend.answer('POST /weddings/create', event.output);
        // The spec's rules, whatever path led here: a wedding is asked for with a readable date and
        // both spouses (an e-mail may be left empty), and an Administrator's names its Planner.
        const body = request.body as CreateWeddingPayload;
        expect(body.information).toEqual({ name: information.name, date: information.isoDate });
        expect(body.spouse1).toEqual({ ...sofia, gender: 2, email: expect.stringMatching(/^(sofia@example\.com)?$/) });
        expect(body.spouse2).toEqual({ ...mateo, gender: 1, email: expect.any(String) });
        expect(body.spouse1.email === '' || body.spouse1.email !== body.spouse2.email).toBe(true);
        if (request.body && (request.body as { planner_id?: number }).planner_id !== undefined) expect(body.planner_id).toBe(paula.id);
      },
      'xstate.error.actor.createWedding': async (app, event) => {
        await app.backend.refuse(
          'POST /weddings/create',
          event.error.code === 'already_registered' ? 400 : 422,
          event.error.code,
          event.error.validationErrors,
        );
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
      'createWedding.information': (_, snapshot) => expectStep(snapshot, 1),
      'createWedding.spouse1': (_, snapshot) => expectStep(snapshot, 2),
      'createWedding.spouse2': (_, snapshot) => expectStep(snapshot, 3),
      'createWedding.confirming': (_, snapshot) => {
        const confirmation = screen.getByRole('alertdialog', { name: labels.confirmTitle({ name: form(snapshot).information.name }) });
        const message = snapshot.context.charged ? labels.confirmCharged({ balance: snapshot.context.credits - 1 }) : labels.confirmFree();
        expect(confirmation).toHaveTextContent(message);
        // It offers creating or going back; the wizard behind it cannot be closed from here.
        expect(within(confirmation).getByRole('button', { name: labels.confirm() })).toBeVisible();
        expect(within(confirmation).getByRole('button', { name: labels.back() })).toBeVisible();
        expect(within(confirmation).queryByRole('button', { name: LL.common.close() })).toBeNull();
      },
      'createWedding.submitting': () => {
        expect(screen.getByRole('button', { name: labels.creating() })).toBeDisabled();
      },
      'createWedding.done': (app) => {
        expect(screen.queryByRole('dialog', { name: labels.title() })).toBeNull();
        expect(app.backend.requests.filter((request) => request.path === '/weddings/create')).toHaveLength(1);
        expect(app.toasts()).toContain(LL.weddings.createWeddingSuccess());
      },
      'createWedding.cancelled': (app) => {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(app.toasts()).not.toContain(LL.weddings.createWeddingSuccess());
      },
    },
  });
});
