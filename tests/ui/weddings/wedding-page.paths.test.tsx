import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ModuleCode } from '../../../contract/permissions';
import type { Spouse, Wedding } from '../../../contract/weddings';
import { i18nObject } from '../../../i18n/i18n-util';
import { weddingPageMachine, type LoadedWedding, type WeddingContext, type WeddingInput } from '../../../machines/weddings/wedding-page.machine';
import { installLiveStream, type LiveStream } from '../../support/ui/fake-event-source';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { mateo, sofia } from '../../support/ui/wedding-screens';

const LL = i18nObject('en');
const labels = LL.weddings.manage;
const couple = LL.weddings.couple;

const sofiaEmail = 'sofia@example.com';
const sofiaPending: Spouse = { ...sofia, email: sofiaEmail, status: 'pending' };

const wedding: Wedding = {
  id: 7,
  name: 'Sofía & Mateo',
  date: '2031-06-14',
  guestsCount: 0,
  archived: false,
  planner_id: 2,
  layout: null,
  layout_width: null,
  layout_height: null,
  spouse1: sofia,
  spouse2: mateo,
  modules: [],
};

type Viewer = WeddingInput['viewer'];
const planner: Viewer = { id: 2, type: 'Planner' };
const helper: Viewer = { id: 5, type: 'Helper' };
const hostess: Viewer = { id: 6, type: 'Hostess' };

/** What the server lists for each of them (part 2 §2 by role), and the menu a person then sees: only modules the app has a page for. */
const listed: Record<string, ModuleCode[]> = {
  Planner: ['HOME', 'CHECKLIST', 'PLAN', 'BUDGET'],
  Helper: ['GUESTS'],
  Hostess: ['GUESTS', 'TABLES'],
};
const menus: Record<string, string[]> = {
  Planner: [LL.weddings.wedding.modules.CHECKLIST(), LL.weddings.wedding.modules.PLAN(), LL.weddings.wedding.modules.BUDGET(), LL.weddings.settings.menu()],
  Helper: [LL.weddings.wedding.modules.GUESTS()],
  // A hostess works the door: no menu, she lands on the tables.
  Hostess: [],
};
// No summary card for the planner here (HOME actions answered empty): Home is left out, and the checklist is the landing.
const loadedFor = (viewer: Viewer): LoadedWedding => ({
  wedding: { ...wedding, modules: listed[viewer.type]! },
  modules: listed[viewer.type]!,
  homeActions: [],
});

/** The rule, apart from the machine: the planner who runs the wedding (and Administrators) manage it; helpers and hostesses never. */
const manages = (viewer: Viewer) => viewer.type === 'Administrator' || (viewer.type === 'Planner' && viewer.id === wedding.planner_id);

const renamed = 'Sofía & Mateo Vargas';
const past = { date: '01/02/2020', isoDate: '2020-02-01' };
const dateRefused = { code: 'form_validation_error', messageKey: 'errors.form_validation_error', validationErrors: { date: ['date'] } };
const emailTaken = { code: 'already_registered', messageKey: 'errors.already_registered', validationErrors: { email: ['already_registered'] } };
const generic = { code: 'generic_error', messageKey: 'errors.generic_error' };

const displayDate = (iso: string) => iso.split('-').reverse().join('/');
/** The dates the walk types, as the wire carries them. */
const typedDates: Record<string, string> = { [displayDate(wedding.date)]: wedding.date, [past.date]: past.isoDate };
/** What the delete dialog is given: the name with other case and spacing (it passes), and half of it (it does not). */
const nameConfirmed: Record<string, boolean> = { '': false, 'sofía &  MATEO ': true, Sofía: false };

/** Whether the page is as loaded: nothing saved, typed or refused yet. */
const untouched = (snapshot: AnyMachineSnapshot) => {
  const { wedding: shown, spouseEmails, fieldErrors } = snapshot.context as WeddingContext;
  const saved = shown !== null && shown.name === wedding.name && shown.date === wedding.date && shown.spouse1 === sofia && !shown.archived;
  return saved && Object.keys(spouseEmails).length === 0 && Object.keys(fieldErrors).length === 0;
};

/** The regions other than the dialogs at rest: no mail on its way, no read again running. */
const atRest = (snapshot: AnyMachineSnapshot) => !snapshot.matches('loaded') || snapshot.matches({ loaded: { activation: 'ready', sync: 'current' } });

/** The wedding page as the walk drives it: what the server answered, and what was typed and refused. */
interface Driver {
  app: RenderedApp;
  live: LiveStream;
  viewer: Viewer;
  /** The wedding as the server stored it last (the page's header follows it, never what was only typed). */
  name: string;
  date: string;
  archived: boolean;
  spouse1: Spouse;
  /** The edit dialog's fields as typed, and which of them are marked. */
  form: { name: string; date: string };
  marked: { name?: true; date?: true };
  /** The name typed to confirm a delete; the address typed for the spouse who has none, and whether the server refused it. */
  typedName: string;
  typedEmail: string;
  emailRefused: boolean;
  activating: 'spouse1' | 'spouse2' | null;
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
/** The wedding's own heading (a module's page below it has its own). */
const header = () => screen.getAllByRole('heading', { level: 1, hidden: true })[0];

async function openManageMenu(app: RenderedApp, item: string) {
  await app.user.click(screen.getByRole('button', { name: labels.menu() }));
  await app.user.click(await screen.findByRole('menuitem', { name: item }));
}

async function typeInto(app: RenderedApp, field: HTMLElement, value: string) {
  await app.user.clear(field);
  if (value) {
    await app.user.click(field);
    await app.user.paste(value);
  }
}

const spouseCard = (spouse: Spouse) => within(dialog(couple.title())).getByRole('article', { name: `${spouse.first_name} ${spouse.last_name}` });

/** Each spouse's card: role, e-mail, account status, and for whoever manages the wedding the activation to send. */
function expectSpouseCard(driver: Driver, key: 'spouse1' | 'spouse2') {
  const spouse = key === 'spouse1' ? driver.spouse1 : mateo;
  const card = within(spouseCard(spouse));
  expect(card.getByText(key === 'spouse1' ? LL.weddings.roles.bride() : LL.weddings.roles.groom())).toBeVisible();
  expect(card.getByText(spouse.email || couple.noEmail())).toBeVisible();
  expect(card.getByText(couple.statuses[spouse.status]())).toBeVisible();
  const buttons = card.queryAllByRole('button').map((button) => button.textContent);
  if (!manages(driver.viewer)) return expect(buttons).toEqual([]);
  const sending = driver.activating === key;
  if (!spouse.email) {
    // A spouse without an e-mail gets one typed, saved with the activation (the button waits for an address).
    const field = card.getByLabelText(couple.email({ name: spouse.first_name }));
    expect(field).toHaveValue(driver.typedEmail);
    if (driver.emailRefused) expect(field).toHaveAccessibleDescription(LL.errors.already_registered());
    else expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(buttons).toEqual([sending ? couple.sending() : couple.saveAndSend()]);
    if (!driver.typedEmail) expect(card.getByRole('button')).toBeDisabled();
    return;
  }
  expect(buttons).toEqual([sending ? couple.sending() : spouse.status === 'pending' ? couple.resend() : couple.send()]);
  if (driver.activating !== null) expect(card.getByRole('button')).toBeDisabled();
}

/** A notice, looked for when it is raised (it fades after a few seconds). */
const expectTold = ({ app }: Driver, message: string) => waitFor(() => expect(app.toasts()).toContain(message));

/** Archiving and restoring name the wedding only; refused, the wedding stays as it was. */
const archiveAnswers = (call: string, archived: boolean) => ({
  accepted: async (driver: Driver) => {
    expect((await driver.app.backend.answer(call)).body).toEqual({ id: wedding.id });
    driver.archived = archived;
  },
  refused: async (driver: Driver) => {
    await driver.app.backend.refuse(call, 500, 'generic_error');
    await expectTold(driver, LL.errors.generic_error());
  },
});

describe('wedding page, along the machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: weddingPageMachine,
    walks: 'tours',
    // Each read again counts one more: the count alone never changes where a walk can go.
    tourKey: (snapshot) => ({ ...snapshot.context, rereads: null }),
    inputs: [planner, helper, hostess].map((viewer) => ({ weddingId: wedding.id, viewer })),
    // A retry leads back to the loading screen a walk has already seen.
    walkEvery: ['load.retry'],
    bound: (snapshot, event) => {
      const context = snapshot.context as WeddingContext;
      const planning = context.viewer.type === 'Planner';
      // While a mail is on its way or the wedding is read again, only their answers are walked.
      if (!atRest(snapshot) && !/activateSpouse|rereadWedding/.test(event.type)) return false;
      switch (event.type) {
        // Each viewer's own wedding; the failures of the load once (they look the same to everyone).
        case 'xstate.done.actor.loadWedding':
          return event.output.modules === listed[context.viewer.type];
        case 'xstate.error.actor.loadWedding':
          return planning;
        case 'xstate.done.actor.rereadWedding':
          return event.output.modules === listed[context.viewer.type];
        // Each of the wedding's dialogs is walked from the wedding as loaded; restoring after archiving.
        case 'edit.open':
        case 'archive.open':
        case 'delete.open':
        case 'couple.open':
          return untouched(snapshot) && atRest(snapshot);
        // Read again from the wedding at rest; what the menu shows after it is checked in its own test below.
        case 'wedding.reread':
          return planning && untouched(snapshot) && snapshot.matches({ loaded: { dialog: 'idle', activation: 'ready' } });
        case 'restore':
          return context.wedding?.name === wedding.name && atRest(snapshot);
        // The couple's activation is sent from the couple's card.
        case 'spouse.activate':
          return snapshot.matches({ loaded: { dialog: 'couple' } });
        // The address is typed for a spouse who has none (the field is gone once she has one).
        case 'spouse.emailChange':
          return context.wedding?.spouse1?.email === '' && snapshot.matches({ loaded: { dialog: 'couple' } });
        // A save answers what was asked for.
        case 'xstate.done.actor.updateWedding':
          return event.output.name === context.form.name.trim() && event.output.date === context.form.isoDate;
        case 'xstate.done.actor.activateSpouse':
          return event.output.id === context.activating;
        // Only a new address can be taken by someone else.
        case 'xstate.error.actor.activateSpouse':
          return context.activating === sofia.id && context.wedding?.spouse1?.email === '';
        default:
          return true;
      }
    },
    stateKey: (snapshot) => {
      const context = snapshot.context as WeddingContext;
      return {
        wedding: context.wedding && { ...context.wedding, modules: null },
        form: snapshot.matches({ loaded: { dialog: 'editing' } }) ? context.form : null,
        typed: snapshot.matches({ loaded: { dialog: 'deleting' } }) ? context.typedName : null,
        emails: context.spouseEmails,
        errors: context.fieldErrors,
        activating: context.activating,
      };
    },
    events: [
      ...[planner, helper, hostess].map((viewer) => ({ type: 'xstate.done.actor.loadWedding', output: loadedFor(viewer) })),
      { type: 'xstate.error.actor.loadWedding', error: { code: 'auth_forbidden', messageKey: 'errors.auth_forbidden' } },
      { type: 'xstate.error.actor.loadWedding', error: { code: 'not_found', messageKey: 'errors.not_found' } },
      { type: 'xstate.error.actor.loadWedding', error: generic },
      { type: 'load.retry' },
      { type: 'edit.open' },
      { type: 'edit.change', values: { name: renamed } },
      { type: 'edit.change', values: { name: '' } },
      { type: 'edit.change', values: past },
      { type: 'edit.save' },
      ...[wedding.name, renamed].flatMap((name) =>
        [wedding.date, past.isoDate].map((date) => ({ type: 'xstate.done.actor.updateWedding', output: { name, date } })),
      ),
      { type: 'xstate.error.actor.updateWedding', error: dateRefused },
      { type: 'archive.open' },
      { type: 'archive.confirm' },
      { type: 'xstate.done.actor.archiveWedding' },
      { type: 'xstate.error.actor.archiveWedding', error: generic },
      { type: 'restore' },
      { type: 'xstate.done.actor.restoreWedding' },
      { type: 'xstate.error.actor.restoreWedding', error: generic },
      { type: 'delete.open' },
      { type: 'delete.type', text: 'sofía &  MATEO ' },
      { type: 'delete.type', text: 'Sofía' },
      { type: 'delete.confirm' },
      { type: 'xstate.done.actor.destroyWedding' },
      { type: 'xstate.error.actor.destroyWedding', error: generic },
      { type: 'couple.open' },
      { type: 'spouse.emailChange', spouseId: sofia.id, email: sofiaEmail },
      { type: 'spouse.activate', spouse: 'spouse1' },
      { type: 'spouse.activate', spouse: 'spouse2' },
      { type: 'xstate.done.actor.activateSpouse', output: sofiaPending },
      { type: 'xstate.done.actor.activateSpouse', output: mateo },
      { type: 'xstate.error.actor.activateSpouse', error: emailTaken },
      { type: 'dialog.close' },
      { type: 'wedding.reread' },
      { type: 'xstate.done.actor.rereadWedding', output: loadedFor(planner) },
      { type: 'xstate.error.actor.rereadWedding', error: { code: 'auth_forbidden', messageKey: 'errors.auth_forbidden' } },
      { type: 'xstate.error.actor.rereadWedding', error: generic },
    ],
    open: async (input) => {
      const { viewer } = input as WeddingInput;
      const live = installLiveStream();
      const app = renderApp({
        path: `/wedding/${wedding.id}`,
        signedInAs: sessionUser(viewer.type, { id: viewer.id }),
        backend: (backend) => backend.always('GET /weddings/get_actions', { actions: [] }),
      });
      await app.backend.next('GET /weddings/show', 15_000);
      return {
        app,
        live,
        viewer,
        name: wedding.name,
        date: wedding.date,
        archived: false,
        spouse1: sofia,
        form: { name: '', date: '' },
        marked: {},
        typedName: '',
        typedEmail: '',
        emailRefused: false,
        activating: null,
      };
    },
    perform: {
      'xstate.done.actor.loadWedding': async ({ app }, event) => {
        const request = await app.backend.answer('GET /weddings/show', { wedding: (event.output as LoadedWedding).wedding });
        expect(request.query).toEqual({ id: String(wedding.id) });
      },
      'xstate.error.actor.loadWedding': async ({ app }, event) => {
        const status = { auth_forbidden: 403, not_found: 422 }[event.error.code as string] ?? 500;
        await app.backend.refuse('GET /weddings/show', status, event.error.code);
      },
      // A retry asks the server again.
      'load.retry': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.weddings.retry() }));
        await app.backend.next('GET /weddings/show');
      },
      'edit.open': async (driver) => {
        await openManageMenu(driver.app, labels.edit());
        Object.assign(driver, { form: { name: driver.name, date: displayDate(driver.date) }, marked: {} });
      },
      // Typing into a field clears its own mark.
      'edit.change': async (driver, event) => {
        const form = within(dialog(labels.editTitle()));
        const { name, date } = event.values as { name?: string; date?: string };
        if (name !== undefined) await typeInto(driver.app, form.getByLabelText(LL.weddings.wizard.name()), name);
        if (date !== undefined) await typeInto(driver.app, form.getByLabelText(LL.weddings.wizard.date()), date);
        driver.form = { name: name ?? driver.form.name, date: date ?? driver.form.date };
        driver.marked = {
          ...(name === undefined && driver.marked.name && { name: true as const }),
          ...(date === undefined && driver.marked.date && { date: true as const }),
        };
      },
      // A wedding needs its name (part 1 §5): saving without one marks it and sends nothing.
      'edit.save': async (driver) => {
        const sent = driver.app.backend.requests.length;
        await driver.app.user.click(within(dialog(labels.editTitle())).getByRole('button', { name: labels.save() }));
        if (driver.form.name !== '') return;
        driver.marked = { name: true };
        expect(driver.app.backend.requests).toHaveLength(sent);
      },
      'xstate.done.actor.updateWedding': async (driver, event) => {
        // On the wire: the wedding's id, the name trimmed and the date as yyyy-MM-dd.
        const request = await driver.app.backend.answer('PUT /weddings/update', event.output);
        expect(request.body).toEqual({ id: wedding.id, name: driver.form.name, date: typedDates[driver.form.date] });
        Object.assign(driver, { name: driver.form.name, date: typedDates[driver.form.date] });
        await expectTold(driver, labels.edited());
      },
      'xstate.error.actor.updateWedding': async (driver, event) => {
        await driver.app.backend.refuse('PUT /weddings/update', 422, event.error.code, event.error.validationErrors);
        driver.marked = { date: true };
      },
      'archive.open': ({ app }) => openManageMenu(app, labels.archive()),
      'archive.confirm': ({ app }) => app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: labels.archiveConfirm() })),
      'xstate.done.actor.archiveWedding': archiveAnswers('PUT /weddings/archive', true).accepted,
      'xstate.error.actor.archiveWedding': archiveAnswers('PUT /weddings/archive', true).refused,
      // From the archive's banner (the manage menu's Restore is tried below).
      restore: ({ app }) => app.user.click(screen.getByRole('button', { name: labels.restore() })),
      'xstate.done.actor.restoreWedding': archiveAnswers('PUT /weddings/restore', false).accepted,
      'xstate.error.actor.restoreWedding': archiveAnswers('PUT /weddings/restore', false).refused,
      'delete.open': async (driver) => {
        await openManageMenu(driver.app, labels.delete());
        driver.typedName = '';
      },
      'delete.type': async (driver, event) => {
        await typeInto(driver.app, within(dialog(labels.deleteTitle({ name: wedding.name }))).getByLabelText(labels.deleteTypeName()), event.text);
        driver.typedName = event.text;
      },
      'delete.confirm': ({ app }) =>
        app.user.click(within(dialog(labels.deleteTitle({ name: wedding.name }))).getByRole('button', { name: labels.deleteConfirm() })),
      'xstate.done.actor.destroyWedding': async ({ app }) => {
        expect((await app.backend.answer('DELETE /weddings/destroy')).query).toEqual({ id: String(wedding.id) });
      },
      // Refused: the dialog stays, with the name typed, on the wedding's page.
      'xstate.error.actor.destroyWedding': async (driver) => {
        await driver.app.backend.refuse('DELETE /weddings/destroy', 500, 'generic_error');
        await expectTold(driver, LL.errors.generic_error());
        expect(driver.app.path()).toMatch(new RegExp(`^/wedding/${wedding.id}`));
      },
      // A refusal left from the edit form is not the couple's.
      'couple.open': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: couple.open() }));
        driver.emailRefused = false;
      },
      'spouse.emailChange': async (driver, event) => {
        await typeInto(driver.app, within(spouseCard(sofia)).getByLabelText(couple.email({ name: sofia.first_name })), event.email);
        Object.assign(driver, { typedEmail: event.email, emailRefused: false });
      },
      'spouse.activate': async (driver, event) => {
        await driver.app.user.click(within(spouseCard(event.spouse === 'spouse1' ? sofia : mateo)).getByRole('button'));
        driver.activating = event.spouse;
      },
      'xstate.done.actor.activateSpouse': async (driver) => {
        // A spouse who had no address gets the one typed, saved with the mail in one call; one who has it is mailed again.
        if (driver.activating === 'spouse1' && !driver.spouse1.email) {
          const request = await driver.app.backend.answer('PUT /weddings/update_spouse', { spouse: sofiaPending });
          expect(request.body).toEqual({ wedding_id: wedding.id, spouse_id: sofia.id, email: sofiaEmail, language: 'en', customization_id: 1 });
          Object.assign(driver, { spouse1: sofiaPending, typedEmail: '' });
        } else {
          const spouse = driver.activating === 'spouse1' ? driver.spouse1 : mateo;
          const request = await driver.app.backend.answer('PUT /persons/resend_activation', { status: spouse.status });
          expect(request.body).toEqual({ email: spouse.email, language: 'en', customization_id: 1 });
        }
        driver.activating = null;
        await expectTold(driver, couple.sent());
      },
      // The address typed is someone else's: the field says so, and keeps it.
      'xstate.error.actor.activateSpouse': async (driver, event) => {
        await driver.app.backend.refuse('PUT /weddings/update_spouse', 422, event.error.code, event.error.validationErrors);
        Object.assign(driver, { activating: null, emailRefused: true });
      },
      // The server says this user's permissions changed: the wedding is read again, without a reload.
      'wedding.reread': async ({ app, live }) => {
        const reads = app.backend.requests.filter((request) => request.path === '/weddings/show').length;
        live.send({ kind: 'permissions' });
        await app.backend.next('GET /weddings/show');
        expect(app.backend.requests.filter((request) => request.path === '/weddings/show')).toHaveLength(reads + 1);
      },
      'xstate.done.actor.rereadWedding': async ({ app }, event) => {
        await app.backend.answer('GET /weddings/show', { wedding: (event.output as LoadedWedding).wedding });
      },
      'xstate.error.actor.rereadWedding': async (driver, event) => {
        const status = event.error.code === 'auth_forbidden' ? 403 : 500;
        await driver.app.backend.refuse('GET /weddings/show', status, event.error.code);
        if (status === 500) await expectTold(driver, LL.weddings.wedding.retrieveError());
      },
      // Closing sends nothing. (The module's page below may still be reading its lists, after a read again.)
      'dialog.close': async ({ app }) => {
        const changes = () => app.backend.requests.filter((request) => request.method !== 'GET');
        const sent = changes().length;
        const open = screen.queryByRole('alertdialog') ?? screen.getByRole('dialog');
        const cancels = within(open).getAllByRole('button', { name: labels.cancel() });
        await app.user.click(cancels.at(-1)!);
        expect(changes()).toHaveLength(sent);
      },
    },
    shows: {
      'weddingPage.loading': () => {
        expect(screen.getAllByRole('status').some((status) => status.textContent === LL.common.loading())).toBe(true);
      },
      'weddingPage.failed': () => {
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(LL.weddings.wedding.retrieveError() + LL.weddings.retry());
      },
      // Part 1 §2: 403 shows the unauthorized page, 422 the page-not-found page; neither says more.
      'weddingPage.unauthorized': ({ app }) => {
        expect(screen.getByRole('heading', { name: LL.errorPages.unauthorized.title() })).toBeVisible();
        expect(app.toasts()).toEqual([]);
      },
      'weddingPage.notFound': ({ app }) => {
        expect(screen.getByRole('heading', { name: LL.errorPages.notFound.title() })).toBeVisible();
        expect(app.toasts()).toEqual([]);
      },
      // Gone for good: back to the list, which no longer has it.
      'weddingPage.deleted': ({ app }) => {
        expect(app.path()).toBe('/weddings');
        expect(app.toasts()).toContain(labels.deleted());
      },
      'weddingPage.loaded.dialog.idle': ({ name, date, archived, viewer }) => {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.queryByRole('alertdialog')).toBeNull();
        // The header follows what the server stored, never what was only typed.
        expect(header()).toHaveTextContent(name);
        expect(screen.getByText(displayDate(date))).toBeVisible();
        // Archived, it is read-only for everyone: the banner says so, with Restore for whoever may restore it.
        if (archived) expect(screen.getByText(labels.archivedBanner())).toBeVisible();
        else expect(screen.queryByText(labels.archivedBanner())).toBeNull();
        expect(screen.queryByRole('button', { name: labels.restore() }) !== null).toBe(archived && manages(viewer));
        const menu = screen.queryByRole('navigation', { name: LL.weddings.wedding.menu() });
        expect(
          menu
            ? within(menu)
                .getAllByRole('link')
                .map((link) => link.textContent)
            : [],
        ).toEqual(menus[viewer.type]);
        // Only whoever manages the wedding sees its manage menu; a hostess is not shown the couple.
        expect(screen.queryByRole('button', { name: labels.menu() }) !== null).toBe(manages(viewer));
        expect(screen.queryByRole('button', { name: couple.open() }) !== null).toBe(viewer.type !== 'Hostess');
      },
      'weddingPage.loaded.dialog.editing.form': ({ form, marked, viewer }) => {
        expect(manages(viewer)).toBe(true);
        const edit = within(dialog(labels.editTitle()));
        const name = edit.getByLabelText(LL.weddings.wizard.name());
        const date = edit.getByLabelText(LL.weddings.wizard.date());
        expect(name).toHaveValue(form.name);
        expect(date).toHaveValue(form.date);
        if (marked.name) expect(name).toHaveAccessibleDescription(LL.validation.required());
        else expect(name).not.toHaveAttribute('aria-invalid', 'true');
        if (marked.date) expect(date).toHaveAccessibleDescription(LL.validation.date());
        else expect(date).not.toHaveAttribute('aria-invalid', 'true');
        // A date gone by (01/02/2020) is accepted, and said (as in the wizard).
        if (form.date === past.date && !marked.date) expect(edit.getByRole('status')).toHaveTextContent(labels.pastDate());
        else expect(edit.queryByText(labels.pastDate())).toBeNull();
        expect(edit.getByRole('button', { name: labels.save() })).toBeEnabled();
      },
      'weddingPage.loaded.dialog.editing.saving': () => {
        const edit = within(dialog(labels.editTitle()));
        expect(edit.getByRole('button', { name: labels.saving() })).toBeDisabled();
        expect(edit.getAllByRole('button', { name: labels.cancel() }).at(-1)).toBeDisabled();
      },
      'weddingPage.loaded.dialog.archiving.confirm': ({ viewer }) => {
        expect(manages(viewer)).toBe(true);
        const confirm = screen.getByRole('alertdialog', { name: labels.archiveTitle({ name: wedding.name }) });
        expect(confirm).toHaveTextContent(labels.archiveMessage());
        expect(within(confirm).getByRole('button', { name: labels.archiveConfirm() })).toBeEnabled();
      },
      'weddingPage.loaded.dialog.archiving.saving': () => {
        expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: labels.archiveConfirm() })).toBeDisabled();
      },
      // Not optimistic: the wedding stays archived until the server says it is restored.
      'weddingPage.loaded.dialog.restoring': ({ app }) => {
        expect(app.backend.unanswered.map((request) => request.path)).toContain('/weddings/restore');
        expect(screen.getByText(labels.archivedBanner())).toBeVisible();
        expect(screen.getByRole('button', { name: labels.restoring() })).toBeDisabled();
      },
      'weddingPage.loaded.dialog.deleting.confirm': ({ typedName, viewer }) => {
        expect(manages(viewer)).toBe(true);
        const confirm = within(dialog(labels.deleteTitle({ name: wedding.name })));
        expect(confirm.getByLabelText(labels.deleteTypeName())).toHaveValue(typedName);
        const button = confirm.getByRole('button', { name: labels.deleteConfirm() });
        if (nameConfirmed[typedName]) expect(button).toBeEnabled();
        else expect(button).toBeDisabled();
      },
      'weddingPage.loaded.dialog.deleting.saving': ({ typedName }) => {
        expect(nameConfirmed[typedName]).toBe(true);
        expect(within(dialog(labels.deleteTitle({ name: wedding.name }))).getByRole('button', { name: labels.deleting() })).toBeDisabled();
      },
      'weddingPage.loaded.dialog.couple': (driver) => {
        expectSpouseCard(driver, 'spouse1');
        expectSpouseCard(driver, 'spouse2');
      },
      // What the couple's card shows while a mail is on its way is checked by the card (driver.activating).
      'weddingPage.loaded.activation.ready': (driver) => {
        expect(driver.activating).toBeNull();
      },
      'weddingPage.loaded.activation.activating': (driver) => {
        expect(manages(driver.viewer)).toBe(true);
        expect(driver.activating).not.toBeNull();
      },
      // The page stays as it is while it is read again: nothing flickers, no loading screen.
      'weddingPage.loaded.sync.current': () => {
        expect(header()).toBeVisible();
      },
      'weddingPage.loaded.sync.rereading': ({ app, name }) => {
        expect(app.backend.unanswered.map((request) => request.path)).toContain('/weddings/show');
        expect(header()).toHaveTextContent(name);
      },
    },
  });

  // The manage menu's Restore (the walks restore from the archive's banner), after a refused archive.
  it('changes the page only with the server’s answer: refused archive and delete leave it as it was, a restore ends the archive', async () => {
    const app = renderApp({
      path: `/wedding/${wedding.id}`,
      signedInAs: sessionUser('Planner', { id: planner.id }),
      backend: (backend) => backend.always('GET /weddings/get_actions', { actions: [] }),
    });
    await app.backend.answer('GET /weddings/show', { wedding: loadedFor(planner).wedding });
    await screen.findByRole('heading', { level: 1, name: wedding.name }, { timeout: 15_000 });
    const archive = async () => {
      await openManageMenu(app, labels.archive());
      await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: labels.archiveConfirm() }));
    };
    await archive();
    await app.backend.refuse('PUT /weddings/archive', 500, 'generic_error');
    await expect.poll(() => app.toasts()).toContain(LL.errors.generic_error());
    expect(screen.queryByText(labels.archivedBanner())).toBeNull();
    await archive();
    await app.backend.answer('PUT /weddings/archive');
    expect(await screen.findByText(labels.archivedBanner())).toBeVisible();
    await openManageMenu(app, labels.restore());
    await app.backend.answer('PUT /weddings/restore');
    await expect.poll(() => app.toasts()).toContain(labels.restored());
    expect(screen.queryByText(labels.archivedBanner())).toBeNull();

    await openManageMenu(app, labels.delete());
    const remove = within(await screen.findByRole('dialog', { name: labels.deleteTitle({ name: wedding.name }) }));
    await typeInto(app, remove.getByLabelText(labels.deleteTypeName()), wedding.name);
    await app.user.click(remove.getByRole('button', { name: labels.deleteConfirm() }));
    await app.backend.refuse('DELETE /weddings/destroy', 500, 'generic_error');
    expect(await remove.findByRole('button', { name: labels.deleteConfirm() })).toBeEnabled();
    expect(remove.getByLabelText(labels.deleteTypeName())).toHaveValue(wedding.name);
    expect(app.path()).toBe(`/wedding/${wedding.id}/checklist`);
  }, 30_000);
});
