import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { Owned } from '../../../contract/owner';
import { i18nObject } from '../../../i18n/i18n-util';
import { planEditorMachine } from '../../../machines/plan/plan-editor.machine';
import type { ElementRow, LoadedPlan, SectionRow } from '../../../machines/plan/plan-rows';
import type { RecordedRequest } from '../../support/ui/fake-backend';
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

interface Driver {
  app: RenderedApp;
  owner: Owned;
}

const button = (name: string) => screen.queryByRole('button', { name, exact: true } as never) ?? screen.queryByRole('button', { name });
const sectionRegion = (name: string) => screen.getByRole('region', { name });
const isPlanWrite = (request: RecordedRequest) => request.method !== 'GET' && /^\/plan_(sections|elements)\//.test(request.path);

/** What the server answers each change (ids for what it creates). */
function answerOf(request: RecordedRequest): unknown {
  if (request.path === '/plan_sections/create') return { id: 50 };
  if (request.path === '/plan_elements/create') return { id: 60, option_ids: [] };
  if (request.path === '/plan_elements/update') return { option_ids: [] };
  return {};
}

/** Answers the changes sent so far, as the server accepts them. */
async function acceptChanges(app: RenderedApp) {
  for (const request of app.backend.unanswered.filter(isPlanWrite))
    await app.backend.answer((candidate) => candidate === request || (isPlanWrite(candidate) && candidate.path === request.path), answerOf(request));
}

/** Structure changes are offered in edit mode only (part 1 §4). */
function expectEditControls(shown: boolean) {
  expect(button(LL.plan.sections.add()) !== null).toBe(shown);
  expect(screen.queryByRole('button', { name: LL.plan.sections.delete({ name: ceremony.section }) }) !== null).toBe(shown);
}

describe('plan page, along the plan editor’s paths (a wedding’s plan and the base plan)', () => {
  describeUiPaths<Driver>({
    machine: planEditorMachine,
    inputs: [
      { owner: { wedding_id: 7 }, alwaysEditing: false, decimalSeparator: '.' },
      { owner: { person_id: 2 }, alwaysEditing: true, decimalSeparator: '.' },
    ],
    stateKey: (snapshot) => {
      const form = snapshot.context.form;
      // What decides where saving leads: the title typed, the type chosen, the errors shown.
      return form && [form.kind, Object.keys(form.errors).length > 0, form.kind === 'section' ? form.section !== '' : [form.element !== '', form.typeId]];
    },
    // Dialogs are modal: only their answers can be given while they are open.
    bound: (snapshot, event) => {
      if (snapshot.matches({ ready: { editing: 'confirmingDelete' } })) return event.type.startsWith('delete.');
      if (snapshot.matches({ ready: { editing: 'confirmingErase' } })) return event.type.startsWith('erase.');
      // A section being renamed shows its form in place of its buttons.
      const form = snapshot.context.form;
      if (event.type === 'section.delete' && form?.kind === 'section' && form.original) return false;
      return true;
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
      { type: 'section.delete', id: 1, hasElements: true },
      { type: 'section.delete', id: 2, hasElements: false },
      { type: 'element.add', id: -1000002, sectionId: 1, order: 1 },
      { type: 'element.edit', element: officiant },
      { type: 'form.title', title: '' },
      { type: 'form.title', title: 'Vows' },
      { type: 'form.type', typeId: 3, optionId: -1000003 },
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
      return { app, owner };
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
      'load.retry': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.retry() })),
      'edit.start': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.edit() })),
      'edit.done': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.done() })),
      'xstate.done.actor.settleLists': async ({ app }) => acceptChanges(app),
      'section.add': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.sections.add() })),
      'section.rename': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.sections.rename({ name: ceremony.section }) })),
      'section.delete': async ({ app }, event) => {
        const name = event.id === ceremony.id ? ceremony.section : reception.section;
        await app.user.click(screen.getByRole('button', { name: LL.plan.sections.delete({ name }) }));
        if (!event.hasElements) {
          // An empty section goes at once, without a question.
          expect(screen.queryByRole('alertdialog')).toBeNull();
          expect((await app.backend.answer('DELETE /plan_sections/destroy')).query).toEqual({ id: String(event.id) });
        }
      },
      'element.add': async ({ app }) => app.user.click(within(sectionRegion(ceremony.section)).getByRole('button', { name: LL.plan.elements.add() })),
      'element.edit': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.elements.edit({ name: officiant.element }) })),
      'form.title': async ({ app }, event) => {
        const field = screen.queryByLabelText(LL.plan.sections.titleLabel()) ?? screen.getByLabelText(LL.plan.elements.titleLabel());
        await app.user.clear(field);
        if (event.title) await app.user.type(field, event.title);
      },
      'form.type': async ({ app }) => app.user.selectOptions(screen.getByRole('combobox', { name: LL.plan.elements.typeLabel() }), '3'),
      'form.save': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.plan.form.save() }));
        await acceptChanges(app);
      },
      'form.cancel': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.form.cancel() })),
      'delete.confirm': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.plan.deleteSection.confirm() }));
        expect((await app.backend.answer('DELETE /plan_sections/destroy')).query).toEqual({ id: String(ceremony.id) });
      },
      'delete.cancel': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.deleteSection.cancel() })),
      'erase.confirm': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.plan.eraseValue.confirm() }));
        const request = await app.backend.answer('PUT /plan_elements/update', { option_ids: [] });
        expect(request.body).toMatchObject({ id: officiant.id, type_id: 3 });
      },
      'erase.cancel': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.eraseValue.cancel() })),
    },
    shows: {
      'planEditor.loading': () => {
        expect(screen.getByRole('status')).toHaveTextContent(LL.common.loading());
      },
      'planEditor.failed': () => {
        expect(screen.getByText(LL.plan.messages.unexpectedLoading())).toBeVisible();
        expect(screen.getByRole('button', { name: LL.plan.retry() })).toBeEnabled();
      },
      'planEditor.ready.viewing': ({ owner }) => {
        // The base plan never leaves edit mode (part 1 §9).
        expect(isWedding(owner)).toBe(true);
        expectEditControls(false);
        expect(screen.getByRole('button', { name: LL.plan.edit() })).toBeEnabled();
        expect(screen.getByRole('button', { name: LL.plan.export() })).toBeEnabled();
      },
      'planEditor.ready.saving': () => {
        // Done waits for what is on its way; with nothing queued it is over at once.
        expect(button(LL.plan.saving()) ?? button(LL.plan.edit())).not.toBeNull();
      },
      'planEditor.ready.editing.idle': ({ owner }) => {
        expectEditControls(true);
        expect(screen.queryByLabelText(LL.plan.sections.titleLabel())).toBeNull();
        expect(screen.queryByLabelText(LL.plan.elements.titleLabel())).toBeNull();
        expect(button(LL.plan.done()) !== null).toBe(isWedding(owner));
      },
      'planEditor.ready.editing.sectionForm': (_, snapshot) => {
        const field = screen.getByLabelText(LL.plan.sections.titleLabel());
        if (Object.keys(snapshot.context.form?.errors ?? {}).length) expect(field).toHaveAccessibleDescription(LL.validation.required());
      },
      'planEditor.ready.editing.elementForm': (_, snapshot) => {
        const field = screen.getByLabelText(LL.plan.elements.titleLabel());
        if (Object.keys(snapshot.context.form?.errors ?? {}).length) expect(field).toHaveAccessibleDescription(LL.validation.required());
      },
      'planEditor.ready.editing.confirmingDelete': () => {
        // A section with elements asks first, naming how many go with it.
        expect(screen.getByRole('alertdialog', { name: LL.plan.deleteSection.title() })).toHaveTextContent(
          LL.plan.deleteSection.body({ name: ceremony.section, count: 1 }),
        );
      },
      'planEditor.ready.editing.confirmingErase': () => {
        // The element has a value its new type cannot keep: asked before it is erased (issue 8, item 12).
        expect(screen.getByRole('alertdialog', { name: LL.plan.eraseValue.title() })).toHaveTextContent(LL.plan.eraseValue.body({ name: officiant.element }));
      },
    },
  });
});
