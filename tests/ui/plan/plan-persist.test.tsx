import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { i18nObject } from '../../../i18n/i18n-util';
import { planElementList, planSectionList } from '../../../machines/plan/plan-lists';
import type { ElementRow, SectionRow } from '../../../machines/plan/plan-rows';
import type { NotificationEmitted } from '../../../machines/shared/messages';
import { persistElement, persistSection } from '../../../src/features/plan/plan-api';
import { FakeBackend } from '../../support/ui/fake-backend';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { answerPlan, planElementRow, planSectionRow } from '../../support/ui/wedding-screens';

const LL = i18nObject('en');
const messages = LL.plan.messages;
const ceremony: SectionRow = { id: 1, section: 'Ceremony', order: 0 };
const reception: SectionRow = { id: 2, section: 'Reception', order: 1 };
const officiant: ElementRow = { ...planElementRow({ id: 11, element: 'Officiant', type_id: 1, section_id: 1, value: 'Judge Ruiz' }), options: [] };
const contract: ElementRow = {
  ...planElementRow({ id: 18, element: 'Contract', type_id: 8, section_id: 1, order: 1, value: 'hall.pdf', extra: 'plan/person-2/hall.pdf' }),
  options: [],
};

interface Intent {
  /** What the person does; the change shows at once. */
  act: (app: RenderedApp) => Promise<void>;
  /** The call the change needs (the list's persist actor picks it by the change's intent). */
  call: string;
  message: string;
}

const headings = () => [...document.querySelectorAll('section > header h2')].map((heading) => heading.textContent);
const elementRow = (id: number) => document.querySelector(`li[data-element-id="${id}"]`);
const shownElements = () => [...document.querySelectorAll('li[data-element-id]')].map((row) => row.getAttribute('data-element-id'));
const click = (app: RenderedApp, name: string) => app.user.click(screen.getByRole('button', { name }));

/** Opens a form with its button and saves it with a new title. */
const titled = (opener: () => HTMLElement, label: string, title: string) => async (app: RenderedApp) => {
  await app.user.click(opener());
  const field = screen.getByLabelText(label);
  await app.user.clear(field);
  await app.user.type(field, title);
  await click(app, LL.plan.form.save());
};
const button = (name: string) => () => screen.getByRole('button', { name });

/** The base plan as the server still holds it: every refused change must come back to this. */
function expectPlanAsHeld() {
  expect(headings()).toEqual([ceremony.section, reception.section]);
  expect(shownElements()).toEqual([String(officiant.id), String(contract.id)]);
  expect(elementRow(officiant.id)).toHaveTextContent(officiant.element);
  expect(elementRow(officiant.id)).toHaveTextContent(officiant.value!);
  expect(within(elementRow(contract.id) as HTMLElement).getByRole('button', { name: LL.plan.values.download({ name: 'hall.pdf' }) })).toBeVisible();
}

/**
 * Issue 23 item 26: every intent of the plan's two persist actors, its call refused by the
 * server. The refusal must reach the list (the call rejects), which puts back what the server
 * still holds and says the spec's message. A persist that answered success on a refusal left the
 * change on screen, silently.
 */
const intents: Record<string, Intent> = {
  'section create': {
    act: titled(button(LL.plan.sections.add()), LL.plan.sections.titleLabel(), 'Cocktail hour'),
    call: 'POST /plan_sections/create',
    message: messages.unexpectedCreatingSection(),
  },
  'section rename': {
    act: titled(button(LL.plan.sections.rename({ name: ceremony.section })), LL.plan.sections.titleLabel(), 'Civil ceremony'),
    call: 'PUT /plan_sections/update',
    message: messages.unexpectedUpdatingSection(),
  },
  'section delete': {
    act: (app) => click(app, LL.plan.sections.delete({ name: reception.section })),
    call: 'DELETE /plan_sections/destroy',
    message: messages.unexpectedDeletingSection(),
  },
  'element create': {
    act: titled(
      () => within(screen.getByRole('region', { name: ceremony.section })).getByRole('button', { name: LL.plan.elements.add() }),
      LL.plan.elements.titleLabel(),
      'Vows',
    ),
    call: 'POST /plan_elements/create',
    message: messages.unexpectedAddingElement(),
  },
  'element details': {
    act: titled(button(LL.plan.elements.edit({ name: officiant.element })), LL.plan.elements.titleLabel(), 'Celebrant'),
    call: 'PUT /plan_elements/update',
    message: messages.unexpectedUpdatingElement(),
  },
  'element value': {
    act: async (app) => {
      await click(app, LL.plan.values.edit({ name: officiant.element }));
      const editor = screen.getByRole('textbox', { name: LL.plan.values.editor({ name: officiant.element }) });
      await app.user.clear(editor);
      await app.user.type(editor, 'Judge Ortiz{Enter}');
    },
    call: 'POST /plan_elements/update_value',
    message: messages.unexpectedUpdatingValue(),
  },
  'element file': {
    act: async (app) => {
      await click(app, LL.plan.values.edit({ name: contract.element }));
      await app.user.upload(screen.getByLabelText(LL.plan.values.replaceFile()), new File(['%PDF'], 'new.pdf', { type: 'application/pdf' }));
    },
    call: 'POST /plan_elements/update_value',
    message: messages.unexpectedUpdatingValue(),
  },
  'element delete': {
    act: (app) => click(app, LL.plan.elements.delete({ name: officiant.element })),
    call: 'DELETE /plan_elements/destroy',
    message: messages.unexpectedDeletingElement(),
  },
};

describe('plan changes refused by the server, one per intent of the persist actors', { timeout: 30_000 }, () => {
  beforeEach(() => useScreenWidth(1280));

  it.each(Object.entries(intents))('%s: the plan comes back as the server holds it, with the message', async (_, { act, call, message }) => {
    const app = renderApp({
      path: '/base_plan',
      signedInAs: sessionUser('Planner'),
      backend: (backend) => answerPlan(backend, { sections: [ceremony, reception].map((section) => planSectionRow(section)), elements: [officiant, contract] }),
    });
    await screen.findByText(officiant.value!);
    await act(app);
    await app.backend.refuse(call, 500, 'generic_error');
    await waitFor(() => expect(app.toasts()).toContain(message));
    expectPlanAsHeld();
  });

  /**
   * Moves come from dragging, which jsdom cannot lay out: the list the board renders is driven
   * directly, with the app's own persist actor against the same fake backend.
   */
  async function refusedMove(list: AnyActorRef, rows: unknown[], move: unknown, call: string) {
    const backend = new FakeBackend().install();
    const told: NotificationEmitted[] = [];
    list.on('notification', (notice: NotificationEmitted) => told.push(notice));
    list.start();
    list.send({ type: 'list.load', rows });
    list.send(move);
    await backend.refuse(call, 500, 'generic_error');
    await waitFor(() => expect(told).toHaveLength(1));
    return { rows: list.getSnapshot().context.rows as unknown[], told };
  }

  it('section move: the old order comes back, with the message', async () => {
    const list = createActor(planSectionList.provide({ actors: { persist: fromPromise(({ input }) => persistSection({ person_id: 2 })(input)) } }), {
      input: {},
    });
    const move = { type: 'rows.update', changes: [{ id: reception.id, patch: { order: 0 } }], intent: { type: 'move', index: 0 } };
    const { rows, told } = await refusedMove(list, [ceremony, reception], move, 'PUT /plan_sections/update_order');
    expect(rows).toEqual([ceremony, reception]);
    expect(told).toEqual([{ type: 'notification', kind: 'error', message: { key: 'plan.messages.unexpectedUpdatingOrder' } }]);
  });

  it('element move: the old section and order come back, with the message', async () => {
    const list = createActor(planElementList.provide({ actors: { persist: fromPromise(({ input }) => persistElement(input)) } }), { input: {} });
    const move = { type: 'rows.update', changes: [{ id: officiant.id, patch: { order: 0, section_id: reception.id } }], intent: { type: 'move', index: 0 } };
    const { rows, told } = await refusedMove(list, [officiant, contract], move, 'PUT /plan_elements/update_order');
    expect(rows).toEqual([officiant, contract]);
    expect(told).toEqual([{ type: 'notification', kind: 'error', message: { key: 'plan.messages.unexpectedUpdatingOrder' } }]);
  });
});
