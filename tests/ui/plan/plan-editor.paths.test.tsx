import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Owned } from '../../../contract/owner';
import { i18nObject } from '../../../i18n/i18n-util';
import { planEditorMachine } from '../../../machines/plan/plan-editor.machine';
import type { PlanForm } from '../../../machines/plan/plan-editor-forms';
import type { ElementRow, LoadedPlan, SectionRow } from '../../../machines/plan/plan-rows';
import type { RecordedRequest } from '../../support/ui/fake-backend';
import { notingEffects } from '../../support/ui/noted-effects';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerWedding, planElementRow, planSectionRow } from '../../support/ui/wedding-screens';

const LL = i18nObject('en');
const ceremony: SectionRow = { id: 1, section: 'Ceremony', order: 0 };
const reception: SectionRow = { id: 2, section: 'Reception', order: 1 };
const officiant: ElementRow = { ...planElementRow({ id: 11, element: 'Officiant', type_id: 1, section_id: 1, value: 'Judge Ruiz' }), options: [] };
const plan: LoadedPlan = { sections: [ceremony, reception], elements: [officiant], actions: ['ADD', 'EDIT', 'DELETE', 'UPDATE_VALUE'] };
const isWedding = (owner: Owned) => owner.wedding_id !== undefined;
/** Type 1 is text, type 3 a number: a text value cannot stay (part 1 §4). */
const text = 1;
const number = 3;

/** What each form is given as its title: one per form, so every section and element keeps a name of its own. */
const titles = { newSection: 'Cocktail hour', renamedCeremony: 'Civil ceremony', newElement: 'Vows', renamedOfficiant: 'Celebrant' };
type FormKind = keyof typeof titles;
const formKindOf = (form: PlanForm): FormKind =>
  form.kind === 'section' ? (form.original ? 'renamedCeremony' : 'newSection') : form.original ? 'renamedOfficiant' : 'newElement';

/**
 * The walk's model notes what the page's lists will do with each saved form and deletion, so a
 * walk never renames a section that is gone, nor adds the same one twice.
 */
interface PlanEffects {
  ceremony: 'held' | 'renamed' | 'deleted';
  receptionDeleted: boolean;
  officiantChanged: boolean;
  sectionAdded: boolean;
  elementAdded: boolean;
}
const { model, effectsOf } = notingEffects<PlanEffects>(
  planEditorMachine,
  { ceremony: 'held', receptionDeleted: false, officiantChanged: false, sectionAdded: false, elementAdded: false },
  {
    saveSection: (effects, { context }) => (context.form.original ? { ...effects, ceremony: 'renamed' } : { ...effects, sectionAdded: true }),
    saveElement: (effects, { context }) => (context.form.original ? { ...effects, officiantChanged: true } : { ...effects, elementAdded: true }),
    deleteSection: (effects) => ({ ...effects, receptionDeleted: true }),
    deleteConfirmedSection: (effects) => ({ ...effects, ceremony: 'deleted' }),
  },
);

interface Driver {
  app: RenderedApp;
  owner: Owned;
  /** The sections' names on screen, in order; the officiant's name and value; how many elements Ceremony holds. */
  sections: string[];
  officiant: { name: string; value: string | null } | null;
  ceremonyElements: number;
  /** The open form: which one, the title and type it holds, and whether saving was tried. */
  form: { kind: FormKind; title: string; typeId: number; saveTried: boolean } | null;
}

const button = (name: string) => screen.queryByRole('button', { name, exact: true } as never) ?? screen.queryByRole('button', { name });
const sectionRegion = (name: string) => screen.getByRole('region', { name });
const isPlanWrite = (request: RecordedRequest) => request.method !== 'GET' && /^\/plan_(sections|elements)\//.test(request.path);
const planWrites = (app: RenderedApp) => app.backend.requests.filter(isPlanWrite).length;

/** Structure changes are offered in edit mode only (part 1 §4). */
function expectEditControls(shown: boolean) {
  expect(button(LL.plan.sections.add()) !== null).toBe(shown);
  expect(screen.queryByRole('button', { name: LL.plan.sections.delete({ name: reception.section }) }) !== null).toBe(shown);
}

/** The sections in order, and the officiant with its value (or "not set" once its type changed). */
function expectPlan({ sections, officiant: shown }: Driver) {
  expect([...document.querySelectorAll('section > header h2')].map((heading) => heading.textContent)).toEqual(sections);
  const row = document.querySelector('li[data-element-id="11"]');
  if (!shown) return expect(row).toBeNull();
  expect(row).toHaveTextContent(shown.name);
  expect(row).toHaveTextContent(shown.value ?? LL.plan.values.notSet());
}

/** The open form's title as typed, with the rule once saving an empty one was tried (part 1 §4). */
function expectForm({ form }: Driver, label: string) {
  const field = screen.getByLabelText(label);
  expect(field).toHaveValue(form!.title);
  if (form!.saveTried && form!.title === '') expect(field).toHaveAccessibleDescription(LL.validation.required());
  else expect(field).not.toHaveAccessibleDescription(LL.validation.required());
}

async function openForm(driver: Driver, label: string, kind: FormKind, title = '') {
  await driver.app.user.click(screen.getByRole('button', { name: label }));
  driver.form = { kind, title, typeId: text, saveTried: false };
}

/** Saves the open form; a valid one goes to the server at once, with what was typed. */
async function saveForm(driver: Driver) {
  const { app, form, owner } = driver;
  const before = planWrites(app);
  await app.user.click(screen.getByRole('button', { name: LL.plan.form.save() }));
  if (form!.title === '' || (form!.kind === 'renamedOfficiant' && form!.typeId !== text)) {
    // An empty title is refused on screen; a new type is asked about first: nothing is sent yet.
    form!.saveTried = true;
    return expect(planWrites(app)).toBe(before);
  }
  const title = form!.title;
  if (form!.kind === 'newSection') {
    const request = await app.backend.answer('POST /plan_sections/create', { id: 50 });
    // At the end: after Reception (order 1) while it is there, else after Ceremony (order 0).
    expect(request.body).toEqual({ section: title, order: driver.sections.includes(reception.section) ? 2 : driver.officiant ? 1 : 0, ...owner });
    driver.sections = [...driver.sections, title];
  } else if (form!.kind === 'renamedCeremony') {
    const request = await app.backend.answer('PUT /plan_sections/update');
    expect(request.body).toEqual({ id: ceremony.id, section: title });
    driver.sections = driver.sections.map((name) => (name === ceremony.section ? title : name));
  } else if (form!.kind === 'newElement') {
    const request = await app.backend.answer('POST /plan_elements/create', { id: 60, option_ids: [] });
    expect(request.body).toEqual({ element: title, type_id: form!.typeId, section_id: ceremony.id, order: 1, options: [] });
    driver.ceremonyElements += 1;
  } else {
    const request = await app.backend.answer('PUT /plan_elements/update', { option_ids: [] });
    expect(request.body).toEqual({ id: officiant.id, element: title, type_id: text, options: [] });
    driver.officiant = { ...driver.officiant!, name: title };
  }
  driver.form = null;
}

describe('plan page, along the plan editor’s paths (a wedding’s plan and the base plan)', () => {
  describeUiPaths<Driver>({
    machine: model,
    walks: 'tours',
    inputs: [
      { owner: { wedding_id: 7 }, alwaysEditing: false, decimalSeparator: '.' },
      { owner: { person_id: 2 }, alwaysEditing: true, decimalSeparator: '.' },
    ],
    // Each answer to a question, a cancel and a retry carry a rule of their own.
    walkEvery: ['load.retry', 'form.cancel', 'delete.confirm', 'delete.cancel', 'erase.confirm', 'erase.cancel'],
    stateKey: (snapshot) => {
      const form = snapshot.context.form as PlanForm | null;
      // What decides where saving leads: which form, the title typed, the type chosen, the errors shown.
      return (
        form && [formKindOf(form), Object.keys(form.errors).length > 0, form.kind === 'section' ? form.section !== '' : [form.element !== '', form.typeId]]
      );
    },
    bound: (snapshot: AnyMachineSnapshot, event) => {
      // Dialogs are modal: only their answers can be given while they are open.
      if (snapshot.matches({ ready: { editing: 'confirmingDelete' } })) return event.type.startsWith('delete.');
      if (snapshot.matches({ ready: { editing: 'confirmingErase' } })) return event.type.startsWith('erase.');
      const form = snapshot.context.form as PlanForm | null;
      const open = form && formKindOf(form);
      const effects = effectsOf(snapshot);
      const ceremonyHeld = effects.ceremony !== 'deleted';
      switch (event.type) {
        // Each form is walked once to its end: adding a second section or element would only repeat it.
        case 'section.add':
          return !effects.sectionAdded && open !== 'newSection';
        // A section being renamed shows its form in place of its buttons.
        case 'section.rename':
          return effects.ceremony === 'held' && open !== 'renamedCeremony';
        // Deleting is walked with no form open (an open form stays open behind the question).
        case 'section.delete':
          return open === null && (event.id === ceremony.id ? ceremonyHeld : !effects.receptionDeleted);
        // (While Ceremony is renamed, its title, which names its region, is a field.)
        case 'element.add':
          return !effects.elementAdded && ceremonyHeld && open !== 'newElement' && open !== 'renamedCeremony';
        case 'element.edit':
          return !effects.officiantChanged && ceremonyHeld && open !== 'renamedOfficiant';
        case 'form.title':
          return event.title === '' || event.title === titles[open!];
        default:
          return true;
      }
    },
    events: [
      { type: 'xstate.done.actor.loadPlan', output: plan },
      { type: 'xstate.error.actor.loadPlan', error: { code: 'generic_error', messageKey: 'errors.generic_error' } },
      { type: 'load.retry' },
      { type: 'edit.start' },
      { type: 'edit.done' },
      { type: 'xstate.done.actor.settleLists' },
      { type: 'section.add', id: -1000001, order: 2 },
      { type: 'section.rename', section: ceremony },
      { type: 'section.delete', id: ceremony.id, hasElements: true },
      { type: 'section.delete', id: reception.id, hasElements: false },
      { type: 'element.add', id: -1000002, sectionId: ceremony.id, order: 1 },
      { type: 'element.edit', element: officiant },
      { type: 'form.title', title: '' },
      ...Object.values(titles).map((title) => ({ type: 'form.title', title })),
      { type: 'form.type', typeId: number, optionId: -1000003 },
      { type: 'form.save' },
      { type: 'form.cancel' },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      { type: 'erase.confirm' },
      { type: 'erase.cancel' },
    ],
    open: (input) => {
      useScreenWidth(1280);
      const owner = (input as { owner: Owned }).owner;
      const app = renderApp({
        path: isWedding(owner) ? '/wedding/7/plan' : '/base_plan',
        signedInAs: sessionUser('Planner'),
        backend: (backend) => answerWedding(backend, { PLAN: plan.actions }),
      });
      return {
        app,
        owner,
        sections: [ceremony.section, reception.section],
        officiant: { name: officiant.element, value: 'Judge Ruiz' },
        ceremonyElements: 1,
        form: null,
      };
    },
    perform: {
      'xstate.done.actor.loadPlan': async ({ app, owner }) => {
        const sections = await app.backend.answer('GET /plan_sections/index', { sections: plan.sections.map((section) => planSectionRow(section)) });
        expect(sections.query).toEqual(isWedding(owner) ? { wedding_id: '7' } : { person_id: '2' });
        await app.backend.answer('GET /plan_elements/index', { elements: plan.elements, options: [] });
      },
      'xstate.error.actor.loadPlan': async ({ app }) => {
        await app.backend.refuse('GET /plan_sections/index', 500, 'generic_error');
        await app.backend.refuse('GET /plan_elements/index', 500, 'generic_error');
      },
      // A retry asks the server again.
      'load.retry': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.plan.retry() }));
        await app.backend.next('GET /plan_sections/index');
      },
      'edit.start': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.edit() })),
      'edit.done': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.plan.done() }));
        // Leaving edit mode discards an open draft.
        driver.form = null;
      },
      // Every change was answered as it was sent: nothing is left on its way.
      'xstate.done.actor.settleLists': async ({ app }) => {
        expect(app.backend.unanswered.filter(isPlanWrite)).toEqual([]);
      },
      'section.add': (driver) => openForm(driver, LL.plan.sections.add(), 'newSection'),
      'section.rename': (driver) => openForm(driver, LL.plan.sections.rename({ name: ceremony.section }), 'renamedCeremony', ceremony.section),
      'section.delete': async ({ app, sections }, event) => {
        const name = event.id === ceremony.id ? sections[0]! : reception.section;
        await app.user.click(screen.getByRole('button', { name: LL.plan.sections.delete({ name }) }));
        if (event.hasElements) return;
        // An empty section goes at once, without a question.
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect((await app.backend.answer('DELETE /plan_sections/destroy')).query).toEqual({ id: String(reception.id) });
        sections.splice(sections.indexOf(reception.section), 1);
      },
      'element.add': async (driver) => {
        await driver.app.user.click(within(sectionRegion(driver.sections[0]!)).getByRole('button', { name: LL.plan.elements.add() }));
        driver.form = { kind: 'newElement', title: '', typeId: text, saveTried: false };
      },
      'element.edit': (driver) => openForm(driver, LL.plan.elements.edit({ name: officiant.element }), 'renamedOfficiant', officiant.element),
      'form.title': async ({ app, form }, event) => {
        const field = screen.queryByLabelText(LL.plan.sections.titleLabel()) ?? screen.getByLabelText(LL.plan.elements.titleLabel());
        await app.user.clear(field);
        if (event.title) await app.user.type(field, event.title);
        form!.title = event.title;
      },
      'form.type': async ({ app, form }) => {
        await app.user.selectOptions(screen.getByRole('combobox', { name: LL.plan.elements.typeLabel() }), String(number));
        form!.typeId = number;
      },
      'form.save': saveForm,
      // Cancelling sends nothing; a new section or element goes with its form.
      'form.cancel': async (driver) => {
        const before = planWrites(driver.app);
        await driver.app.user.click(screen.getByRole('button', { name: LL.plan.form.cancel() }));
        expect(planWrites(driver.app)).toBe(before);
        driver.form = null;
      },
      // Confirming deletes that section, with its elements, and no other.
      'delete.confirm': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.plan.deleteSection.confirm() }));
        expect((await driver.app.backend.answer('DELETE /plan_sections/destroy')).query).toEqual({ id: String(ceremony.id) });
        driver.sections = driver.sections.slice(1);
        driver.officiant = null;
      },
      // Keeping it sends nothing.
      'delete.cancel': async ({ app }) => {
        const before = planWrites(app);
        await app.user.click(screen.getByRole('button', { name: LL.plan.deleteSection.cancel() }));
        expect(planWrites(app)).toBe(before);
      },
      // Confirming saves the new type, and the value is gone.
      'erase.confirm': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.plan.eraseValue.confirm() }));
        const request = await driver.app.backend.answer('PUT /plan_elements/update', { option_ids: [] });
        expect(request.body).toEqual({ id: officiant.id, element: driver.form!.title, type_id: number, options: [] });
        driver.officiant = { name: driver.form!.title, value: null };
        driver.form = null;
      },
      // Going back sends nothing and keeps the form as it was, new type included.
      'erase.cancel': async ({ app }) => {
        const before = planWrites(app);
        await app.user.click(screen.getByRole('button', { name: LL.plan.eraseValue.cancel() }));
        expect(planWrites(app)).toBe(before);
      },
    },
    shows: {
      'planEditor.loading': () => {
        expect(screen.getByRole('status')).toHaveTextContent(LL.common.loading());
      },
      'planEditor.failed': () => {
        expect(screen.getByText(LL.plan.messages.unexpectedLoading())).toBeVisible();
        expect(screen.getByRole('button', { name: LL.plan.retry() })).toBeEnabled();
      },
      'planEditor.ready.viewing': (driver) => {
        // The base plan never leaves edit mode (part 1 §9).
        expect(isWedding(driver.owner)).toBe(true);
        expectEditControls(false);
        expect(screen.getByRole('button', { name: LL.plan.edit() })).toBeEnabled();
        expect(screen.getByRole('button', { name: LL.plan.export() })).toBeEnabled();
        expectPlan(driver);
      },
      'planEditor.ready.saving': () => {
        // Done waits for what is on its way; with nothing queued it is over at once.
        expect(button(LL.plan.saving()) ?? button(LL.plan.edit())).not.toBeNull();
      },
      'planEditor.ready.editing.idle': (driver) => {
        expect(button(LL.plan.sections.add())).not.toBeNull();
        expect(screen.queryByLabelText(LL.plan.sections.titleLabel())).toBeNull();
        expect(screen.queryByLabelText(LL.plan.elements.titleLabel())).toBeNull();
        expect(button(LL.plan.done()) !== null).toBe(isWedding(driver.owner));
        expectPlan(driver);
      },
      'planEditor.ready.editing.sectionForm': (driver) => expectForm(driver, LL.plan.sections.titleLabel()),
      'planEditor.ready.editing.elementForm': (driver) => {
        expectForm(driver, LL.plan.elements.titleLabel());
        expect(screen.getByRole('combobox', { name: LL.plan.elements.typeLabel() })).toHaveValue(String(driver.form!.typeId));
      },
      'planEditor.ready.editing.confirmingDelete': ({ sections, ceremonyElements }) => {
        // A section with elements asks first, naming how many go with it.
        expect(screen.getByRole('alertdialog', { name: LL.plan.deleteSection.title() })).toHaveTextContent(
          LL.plan.deleteSection.body({ name: sections[0]!, count: ceremonyElements }),
        );
      },
      'planEditor.ready.editing.confirmingErase': () => {
        // The element has a value its new type cannot keep: asked before it is erased (issue 8, item 12).
        expect(screen.getByRole('alertdialog', { name: LL.plan.eraseValue.title() })).toHaveTextContent(LL.plan.eraseValue.body({ name: officiant.element }));
      },
    },
  });
});
