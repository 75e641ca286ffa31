import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import type { ElementRow } from '../../../machines/plan/plan-rows';
import { planValueEditorMachine } from '../../../machines/plan/plan-value-editor.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerPlan, answerWedding, planElementRow, planSectionRow } from '../../support/ui/wedding-screens';

const LL = i18nObject('es');
const guests: ElementRow = { ...planElementRow({ id: 13, element: 'Invitados', type_id: 3, section_id: 1, value: '120' }), options: [] };
const contract: ElementRow = {
  ...planElementRow({ id: 18, element: 'Contrato', type_id: 8, section_id: 1, order: 1, value: 'salon.pdf', extra: 'plan/wedding-7/x.pdf' }),
  options: [],
};
const updateValue = 'POST /plan_elements/update_value';

interface Driver {
  app: RenderedApp;
  /** The number on screen (Spanish notation) and what is typed in its editor. */
  shown: string;
  typed: string;
}

const numberField = () => screen.queryByRole('textbox', { name: LL.plan.values.editor({ name: guests.element }) });
const filePicker = () => screen.queryByLabelText(LL.plan.values.replaceFile()) ?? screen.queryByLabelText(LL.plan.values.chooseFile());
const editButton = (element: ElementRow) => screen.queryByRole('button', { name: LL.plan.values.edit({ name: element.element }) });

/**
 * The 400 ms double click is timing, which a walk cannot promise on a busy machine: the machine
 * tests and the e2e plan test cover it; here the edit buttons open the editors.
 */
describe('plan value editor in a wedding’s plan (Spanish), along the machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: planValueEditorMachine.provide({ actions: { commit: () => {} } }),
    inputs: [{ canUpdate: true, decimalSeparator: ',' }],
    // The draft is part of the screen: the graph keeps one snapshot per key, and saving depends on it.
    stateKey: (snapshot) => [snapshot.context.element?.id ?? null, snapshot.context.error, snapshot.context.draft.value],
    // Typing and saving happen in the number's editor; uploading and removing in the file's.
    bound: (snapshot, event) => {
      const editing = snapshot.context.element?.id;
      if (['value.change', 'value.save'].includes(event.type)) return editing === guests.id;
      if (['value.upload', 'value.clear'].includes(event.type)) return editing === contract.id;
      // The element being edited has no edit button until its editor closes.
      if (event.type === 'value.edit') return (event.element as ElementRow).id !== editing;
      return true;
    },
    events: [
      { type: 'value.edit', element: guests },
      { type: 'value.edit', element: contract },
      { type: 'value.change', value: '12,5' },
      { type: 'value.change', value: 'doce' },
      { type: 'value.save' },
      { type: 'value.upload', file: { name: 'nuevo.pdf', size: 10 } },
      { type: 'value.clear' },
      { type: 'value.cancel' },
    ],
    open: async () => {
      useScreenWidth(1280);
      const app = renderApp({
        path: '/wedding/7/plan',
        locale: 'es',
        signedInAs: sessionUser('Planner', { language: 'es' }),
        backend: (backend) =>
          answerPlan(answerWedding(backend, { PLAN: ['UPDATE_VALUE'] }), {
            sections: [planSectionRow({ id: 1, section: 'Banquete' })],
            elements: [guests, contract],
          }),
      });
      await screen.findByText('120');
      return { app, shown: '120', typed: '120' };
    },
    perform: {
      'value.edit': async (driver, event) => {
        await driver.app.user.click(editButton(event.element as ElementRow)!);
        driver.typed = driver.shown;
      },
      'value.change': async (driver, event) => {
        await driver.app.user.clear(numberField()!);
        await driver.app.user.type(numberField()!, event.value);
        driver.typed = event.value;
      },
      'value.save': async (driver) => {
        await driver.app.user.type(numberField()!, '{Enter}');
        if (driver.typed === '12,5' && driver.shown !== '12,5') {
          // A Spanish decimal comma travels as a dot (issue 8, item 12).
          const request = await driver.app.backend.answer(updateValue, { value: '12.5', extra: null });
          expect(request.body).toEqual({ id: guests.id, value: '12.5', extra: null });
          driver.shown = '12,5';
        }
      },
      'value.upload': async ({ app }) => {
        await app.user.upload(filePicker() as HTMLInputElement, new File(['%PDF'], 'nuevo.pdf', { type: 'application/pdf' }));
        await app.backend.answer(updateValue, { file_path: 'plan/wedding-7/y.pdf', value: 'nuevo.pdf' });
      },
      'value.clear': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.plan.values.removeFile() }));
        const request = await app.backend.answer(updateValue, { value: null, extra: null });
        expect(request.body).toEqual({ id: contract.id, value: null, extra: null });
      },
      'value.cancel': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.plan.values.cancel() })),
    },
    shows: {
      'planValueEditor.idle': (driver) => {
        expect(numberField()).toBeNull();
        expect(filePicker()).toBeNull();
        expect(screen.getByText(driver.shown)).toBeVisible();
        expect(editButton(guests)).toBeEnabled();
      },
      'planValueEditor.editing': (driver, snapshot) => {
        if (snapshot.context.element?.id === guests.id) {
          expect(numberField()).toHaveValue(driver.typed);
          // The message says what is wrong, in Spanish.
          if (snapshot.context.error) expect(numberField()).toHaveAccessibleDescription(LL.plan.values.rules.numeric());
          else expect(numberField()).not.toHaveAccessibleDescription(LL.plan.values.rules.numeric());
        } else {
          expect(filePicker()).not.toBeNull();
          expect(numberField()).toBeNull();
        }
      },
    },
  });
});
