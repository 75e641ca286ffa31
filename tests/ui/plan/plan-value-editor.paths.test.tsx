import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import type { ElementRow } from '../../../machines/plan/plan-rows';
import { planValueEditorMachine, type ValueCommit } from '../../../machines/plan/plan-value-editor.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { notingEffects } from '../../support/ui/noted-effects';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerPlan, answerWedding, planElementRow, planSectionRow } from '../../support/ui/wedding-screens';

const LL = i18nObject('es');
const guests: ElementRow = { ...planElementRow({ id: 13, element: 'Invitados', type_id: 3, section_id: 1, value: '120' }), options: [] };
const contract: ElementRow = {
  ...planElementRow({ id: 18, element: 'Contrato', type_id: 8, section_id: 1, order: 1, value: 'salon.pdf', extra: 'plan/wedding-7/x.pdf' }),
  options: [],
};
const updateValue = 'POST /plan_elements/update_value';
/** "doce" is not a number; "12,5" is, written the Spanish way. */
const notANumber = 'doce';

/**
 * The walk's model notes whether the contract still holds a file once the plan has it (its
 * parent, not run by the graph, gets the values): removing is offered only while there is one.
 */
const { model, effectsOf } = notingEffects(
  planValueEditorMachine,
  { contractFile: true },
  {
    commit: (effects, _, change) =>
      (change as ValueCommit).id === contract.id ? { contractFile: (change as ValueCommit).type === 'element.upload' } : effects,
  },
);

interface Driver {
  app: RenderedApp;
  /** The number on screen (Spanish notation) and what is typed in its editor. */
  shown: string;
  typed: string;
  /** The contract's file on screen (null: none); the editor open; whether saving the draft was tried. */
  contractFile: string | null;
  editing: 'guests' | 'contract' | null;
  saveTried: boolean;
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
    machine: model,
    walks: 'tours',
    inputs: [{ canUpdate: true, decimalSeparator: ',' }],
    // Each way out of an editor carries a rule: saved, uploaded, removed, or left unchanged.
    walkEvery: ['value.save', 'value.upload', 'value.clear', 'value.cancel'],
    // The number's draft is part of its screen (saving depends on it); the contract's, whether it holds a file.
    stateKey: (snapshot) => {
      const { element, error, draft } = snapshot.context;
      if (element?.id === guests.id) return ['guests', error, draft.value];
      return element && ['contract', effectsOf(snapshot).contractFile];
    },
    // Typing and saving happen in the number's editor; uploading and removing in the file's.
    bound: (snapshot, event) => {
      const editing = snapshot.context.element?.id;
      if (['value.change', 'value.save'].includes(event.type)) return editing === guests.id;
      if (event.type === 'value.upload') return editing === contract.id;
      if (event.type === 'value.clear') return editing === contract.id && effectsOf(snapshot).contractFile;
      // The element being edited has no edit button until its editor closes.
      if (event.type === 'value.edit') return (event.element as ElementRow).id !== editing;
      return true;
    },
    events: [
      { type: 'value.edit', element: guests },
      { type: 'value.edit', element: contract },
      { type: 'value.change', value: '12,5' },
      { type: 'value.change', value: notANumber },
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
      return { app, shown: '120', typed: '120', contractFile: 'salon.pdf', editing: null, saveTried: false };
    },
    perform: {
      'value.edit': async (driver, event) => {
        await driver.app.user.click(editButton(event.element as ElementRow)!);
        Object.assign(driver, { typed: driver.shown, editing: event.element.id === guests.id ? 'guests' : 'contract', saveTried: false });
      },
      'value.change': async (driver, event) => {
        await driver.app.user.clear(numberField()!);
        await driver.app.user.type(numberField()!, event.value);
        Object.assign(driver, { typed: event.value, saveTried: false });
      },
      'value.save': async (driver) => {
        const sent = driver.app.backend.requests.length;
        await driver.app.user.type(numberField()!, '{Enter}');
        driver.saveTried = true;
        if (driver.typed === notANumber || driver.typed === driver.shown) {
          // A wrong number stays in its editor; an unchanged one closes without a call.
          expect(driver.app.backend.requests).toHaveLength(sent);
          if (driver.typed !== notANumber) driver.editing = null;
          return;
        }
        // A Spanish decimal comma travels as a dot (issue 8, item 12).
        const request = await driver.app.backend.answer(updateValue, { value: '12.5', extra: null });
        expect(request.body).toEqual({ id: guests.id, value: '12.5', extra: null });
        Object.assign(driver, { shown: '12,5', editing: null });
      },
      // The chosen file is sent as the contract's value, and shows under its own name.
      'value.upload': async (driver) => {
        await driver.app.user.upload(filePicker() as HTMLInputElement, new File(['%PDF'], 'nuevo.pdf', { type: 'application/pdf' }));
        const request = await driver.app.backend.answer(updateValue, { file_path: 'plan/wedding-7/y.pdf', value: 'nuevo.pdf' });
        // The contract's id, then the file's bytes (jsdom's File reaches undici's FormData as a nameless blob).
        expect(request.body).toMatch(/name="id"\r\n\r\n18\r\n[^]*name="value"[^]*\r\n\r\n%PDF\r\n/);
        Object.assign(driver, { contractFile: 'nuevo.pdf', editing: null });
      },
      // Removing sends an empty value: the contract then holds no file.
      'value.clear': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.plan.values.removeFile() }));
        const request = await driver.app.backend.answer(updateValue, { value: null, extra: null });
        expect(request.body).toEqual({ id: contract.id, value: null, extra: null });
        Object.assign(driver, { contractFile: null, editing: null });
      },
      // Cancelling sends nothing and leaves the value as it was.
      'value.cancel': async (driver) => {
        const sent = driver.app.backend.requests.length;
        await driver.app.user.click(screen.getByRole('button', { name: LL.plan.values.cancel() }));
        expect(driver.app.backend.requests).toHaveLength(sent);
        driver.editing = null;
      },
    },
    shows: {
      'planValueEditor.idle': (driver) => {
        expect(numberField()).toBeNull();
        expect(filePicker()).toBeNull();
        expect(screen.getByText(driver.shown)).toBeVisible();
        expect(editButton(guests)).toBeEnabled();
        const contractRow = document.querySelector(`li[data-element-id="${contract.id}"]`);
        if (driver.contractFile) expect(screen.getByRole('button', { name: LL.plan.values.download({ name: driver.contractFile }) })).toBeVisible();
        else expect(contractRow).toHaveTextContent(LL.plan.values.notSet());
      },
      'planValueEditor.editing': (driver) => {
        if (driver.editing === 'guests') {
          expect(numberField()).toHaveValue(driver.typed);
          // The message says what is wrong, in Spanish.
          if (driver.saveTried && driver.typed === notANumber) expect(numberField()).toHaveAccessibleDescription(LL.plan.values.rules.numeric());
          else expect(numberField()).not.toHaveAccessibleDescription(LL.plan.values.rules.numeric());
        } else {
          expect(filePicker()).not.toBeNull();
          expect(numberField()).toBeNull();
        }
      },
    },
  });
});
