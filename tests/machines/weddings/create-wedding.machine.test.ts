import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CreateWeddingPayload } from '../../../contract/weddings';
import { createWeddingMachine, type CreateWeddingInput, type CreatedWedding } from '../../../machines/weddings/create-wedding.machine';
import { firstStepWithErrors, stepErrors, toCreateWeddingPayload, emptyWeddingForm } from '../../../machines/weddings/create-wedding-form';
import { spouseHeadings } from '../../../machines/weddings/spouse-roles';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';

const information = { name: 'Ana & Leo', date: '14/06/2027', isoDate: '2027-06-14', plannerId: '' };
const ana = { first_name: 'Ana', last_name: 'Ruiz', gender: '2', email: 'ana@example.com' };
const leo = { first_name: 'Leo', last_name: 'Paz', gender: '1', email: 'leo@example.com' };

const planner: CreateWeddingInput = { credits: 3, charged: true };

function start(createWedding: (payload: CreateWeddingPayload) => Promise<CreatedWedding>, input: CreateWeddingInput = planner) {
  const actor = createActor(createWeddingMachine.provide({ actors: { createWedding: fromPromise(({ input: payload }) => createWedding(payload)) } }), {
    input,
  });
  const notices = collectNotices(actor);
  actor.start();
  return { actor, notices };
}

/** Fills every step and opens the confirmation. */
function fillAll(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'wizard.change', step: 'information', values: information });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'wizard.change', step: 'spouse1', values: ana });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'wizard.change', step: 'spouse2', values: leo });
  actor.send({ type: 'wizard.add' });
}

describe('create-wedding machine', () => {
  it('walks information → spouse 1 → spouse 2 → confirmation → request, and sends the wire payload', async () => {
    let sent: CreateWeddingPayload | undefined;
    const { actor, notices } = start(async (payload) => {
      sent = payload;
      return { id: 41, credits: 2 };
    });
    expect(actor.getSnapshot().value).toBe('information');
    fillAll(actor);
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual({
      information: { name: 'Ana & Leo', date: '2027-06-14' },
      spouse1: { first_name: 'Ana', last_name: 'Ruiz', gender: 2, email: 'ana@example.com' },
      spouse2: { first_name: 'Leo', last_name: 'Paz', gender: 1, email: 'leo@example.com' },
    });
    expect(actor.getSnapshot().output).toEqual({ created: { id: 41, credits: 2 } });
    expect(notices).toEqual([{ kind: 'success', message: { key: 'weddings.createWeddingSuccess' } }]);
  });

  it('blocks Next on an invalid step and marks its fields', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'wizard.change', step: 'information', values: { name: '  ', date: '31/02/2027', isoDate: null } });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().value).toBe('information');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ 'information.name': ['required'], 'information.date': ['date'] });
    // Typing in a field clears its own message only.
    actor.send({ type: 'wizard.change', step: 'information', values: { name: 'Ana & Leo' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ 'information.date': ['date'] });
  });

  it('requires names and a gender, a valid e-mail, and two different e-mails', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'wizard.change', step: 'information', values: information });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.change', step: 'spouse1', values: { email: 'not-an-email' } });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'spouse1.first_name': ['required'],
      'spouse1.last_name': ['required'],
      'spouse1.gender': ['required'],
      'spouse1.email': ['email'],
    });
    actor.send({ type: 'wizard.change', step: 'spouse1', values: ana });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.change', step: 'spouse2', values: { ...leo, email: ' ANA@example.com ' } });
    actor.send({ type: 'wizard.add' });
    expect(actor.getSnapshot().value).toBe('spouse2');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ 'spouse2.email': ['equalEmails'] });
  });

  it('refuses at step 1 a date it could not read (typed as 2027-08-15), instead of failing at the end', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'wizard.change', step: 'information', values: { name: 'Ana & Leo', date: '2027-08-15', isoDate: null } });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().value).toBe('information');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ 'information.date': ['date'] });
  });

  it('lets spouses go without e-mails, sending them empty', async () => {
    let sent: CreateWeddingPayload | undefined;
    const { actor } = start(async (payload) => {
      sent = payload;
      return { id: 42, credits: 2 };
    });
    actor.send({ type: 'wizard.change', step: 'information', values: information });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.change', step: 'spouse1', values: { ...ana, email: '' } });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.change', step: 'spouse2', values: { ...leo, email: '' } });
    actor.send({ type: 'wizard.add' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect([sent?.spouse1.email, sent?.spouse2.email]).toEqual(['', '']);
  });

  it('does not close while confirming: the confirmation offers creating or going back only', () => {
    const { actor } = start(() => new Promise(() => {}));
    fillAll(actor);
    expect(actor.getSnapshot().can({ type: 'wizard.cancel' })).toBe(false);
    actor.send({ type: 'wizard.cancel' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('has an Administrator choose the Planner on step 1 and sends it; none to choose sends them to add one', async () => {
    let sent: CreateWeddingPayload | undefined;
    const admin = { credits: 0, charged: false, planners: [{ id: 7, name: 'Paula Planner' }] };
    const { actor } = start(async (payload) => {
      sent = payload;
      return { id: 43, credits: 0 };
    }, admin);
    actor.send({ type: 'wizard.change', step: 'information', values: information });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ 'information.planner_id': ['required'] });
    actor.send({ type: 'wizard.change', step: 'information', values: { plannerId: '7' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.change', step: 'spouse1', values: ana });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.change', step: 'spouse2', values: leo });
    actor.send({ type: 'wizard.add' });
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent?.planner_id).toBe(7);
    expect(start(() => new Promise(() => {}), { ...admin, planners: [] }).actor.getSnapshot().value).toBe('noPlanners');
  });

  it('marks a taken e-mail on its spouse’s step and names that spouse', async () => {
    const refusal = { code: 'already_registered', messageKey: 'errors.already_registered', validationErrors: { 'spouse1.email': ['already_registered'] } };
    const { actor, notices } = start(() => Promise.reject(refusal));
    fillAll(actor);
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('spouse1'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ 'spouse1.email': ['already_registered'] });
    expect(notices).toEqual([{ kind: 'error', message: { key: 'weddings.wizard.emailTaken', params: { name: 'Ana Ruiz' } } }]);
  });

  it('keeps what was typed when going back', () => {
    const { actor } = start(() => new Promise(() => {}));
    fillAll(actor);
    actor.send({ type: 'confirmation.close' });
    actor.send({ type: 'wizard.previous' });
    actor.send({ type: 'wizard.previous' });
    expect(actor.getSnapshot().value).toBe('information');
    expect(actor.getSnapshot().context.form).toEqual({ information, spouse1: ana, spouse2: leo });
  });

  it('on a refusal closes the confirmation, keeps the form and says why', async () => {
    const { actor, notices } = start(() => Promise.reject({ code: 'already_registered', messageKey: 'errors.already_registered' }));
    fillAll(actor);
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('spouse2'));
    expect(actor.getSnapshot().context.form.spouse2).toEqual(leo);
    expect(notices).toEqual([{ kind: 'error', message: { key: 'errors.already_registered' } }]);
  });

  it('marks the fields the server named, on the first step that has one', async () => {
    const refusal = {
      code: 'form_validation_error',
      messageKey: 'errors.form_validation_error',
      validationErrors: { 'spouse1.email': ['email'], 'spouse2.first_name': ['required'] },
    };
    const { actor } = start(() => Promise.reject(refusal));
    fillAll(actor);
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('spouse1'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual(refusal.validationErrors);
  });

  it('turns equal_emails_spouses into a field error of the second spouse', async () => {
    const { actor } = start(() => Promise.reject({ code: 'equal_emails_spouses', messageKey: 'errors.equal_emails_spouses' }));
    fillAll(actor);
    actor.send({ type: 'wizard.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('spouse2'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ 'spouse2.email': ['equalEmails'] });
  });

  it('shows a Planner without credits only the notice; Administrators are not charged', () => {
    expect(start(() => new Promise(() => {}), { credits: 0, charged: true }).actor.getSnapshot().value).toBe('notEnoughCredits');
    expect(start(() => new Promise(() => {}), { credits: 0, charged: false }).actor.getSnapshot().value).toBe('information');
  });

  it('cannot be cancelled while the request is on its way', () => {
    const { actor } = start(() => new Promise(() => {}));
    fillAll(actor);
    actor.send({ type: 'wizard.confirm' });
    actor.send({ type: 'wizard.cancel' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('ends with nothing created when cancelled', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'wizard.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ created: null });
  });

  describe('form rules', () => {
    it('tells a typed non-date from a missing date', () => {
      const form = { ...emptyWeddingForm, information: { name: 'X', date: '', isoDate: null, plannerId: '' } };
      expect(stepErrors(form, 'information')['information.date']?.[0]).toBe('required');
      expect(stepErrors({ ...form, information: { name: 'X', date: 'soon', isoDate: null, plannerId: '' } }, 'information')).toEqual({
        'information.date': ['date'],
      });
    });

    it('finds the first step with errors', () => {
      expect(firstStepWithErrors({ 'spouse2.email': ['email'], 'information.name': ['required'] })).toBe('information');
      expect(firstStepWithErrors({ _: ['invalid'] })).toBeUndefined();
    });

    it('trims what it sends', () => {
      const payload = toCreateWeddingPayload({
        information: { ...information, name: ' Ana & Leo ' },
        spouse1: { ...ana, email: ' ana@example.com ' },
        spouse2: leo,
      });
      expect(payload.information.name).toBe('Ana & Leo');
      expect(payload.spouse1.email).toBe('ana@example.com');
    });
  });

  describe('spouse headings', () => {
    it('names a groom and a bride without numbers', () => {
      expect(spouseHeadings(1, 2)).toEqual({ spouse1: { role: 'groom', number: null }, spouse2: { role: 'bride', number: null } });
    });

    it('numbers two spouses of the same gender, and two unspecified ones', () => {
      expect(spouseHeadings(2, 2)).toEqual({ spouse1: { role: 'bride', number: 1 }, spouse2: { role: 'bride', number: 2 } });
      expect(spouseHeadings(undefined, 3)).toEqual({ spouse1: { role: 'spouse', number: 1 }, spouse2: { role: 'spouse', number: 2 } });
    });

    it('uses the generic spouse for a gender not specified', () => {
      expect(spouseHeadings(3, 1)).toEqual({ spouse1: { role: 'spouse', number: null }, spouse2: { role: 'groom', number: null } });
    });
  });

  describe('paths', () => {
    describePathCoverage(createWeddingMachine, {
      inputs: [
        planner,
        { credits: 0, charged: true },
        { credits: 0, charged: false, planners: [{ id: 7, name: 'Paula Planner' }] },
        { credits: 0, charged: false, planners: [] },
      ],
      // Each step is typed in only while it is on screen, and the form takes a few shapes only.
      bound: (snapshot, event) => event.type !== 'wizard.change' || snapshot.matches(event.step),
      events: [
        { type: 'wizard.change', step: 'information', values: information },
        { type: 'wizard.change', step: 'information', values: { plannerId: '7' } },
        { type: 'wizard.change', step: 'spouse1', values: ana },
        { type: 'wizard.change', step: 'spouse2', values: leo },
        { type: 'wizard.change', step: 'spouse2', values: { ...leo, email: ana.email } },
        { type: 'wizard.next' },
        { type: 'wizard.previous' },
        { type: 'wizard.add' },
        { type: 'confirmation.close' },
        { type: 'wizard.confirm' },
        { type: 'wizard.cancel' },
        { type: 'xstate.done.actor.createWedding', output: { id: 9, credits: 2 } },
        { type: 'xstate.error.actor.createWedding', error: { code: 'generic_error', messageKey: 'errors.generic_error' } },
        { type: 'xstate.error.actor.createWedding', error: { code: 'form_validation_error', validationErrors: { 'information.date': ['date'] } } },
        { type: 'xstate.error.actor.createWedding', error: { code: 'form_validation_error', validationErrors: { 'spouse1.email': ['email'] } } },
        { type: 'xstate.error.actor.createWedding', error: { code: 'already_registered', validationErrors: { 'spouse2.email': ['already_registered'] } } },
      ],
    });
  });
});
