import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { answerPlan, answerWedding, planElementRow, planSectionRow } from '../../support/ui/wedding-screens';

/** Issue 8, item 12: a file picker in the user's language that names the file the element holds. */
describe('file picker', { timeout: 30_000 }, () => {
  beforeEach(() => useScreenWidth(1280));

  const open = (value: string | null) =>
    renderApp({
      path: '/wedding/7/plan',
      locale: 'es',
      signedInAs: sessionUser('Planner', { language: 'es' }),
      backend: (backend) =>
        answerPlan(answerWedding(backend, { PLAN: ['UPDATE_VALUE'] }), {
          sections: [planSectionRow({ id: 1, section: 'Contratos' })],
          elements: [planElementRow({ id: 18, element: 'Contrato', type_id: 8, section_id: 1, value, extra: value && `plan/18/${value}` })],
        }),
    });

  it('names the current file and offers to replace it, in Spanish', async () => {
    const LL = i18nObject('es');
    const app = open('contrato-salon.pdf');
    await app.user.click(await screen.findByRole('button', { name: LL.plan.values.edit({ name: 'Contrato' }) }));
    const picker = screen.getByLabelText(LL.plan.values.replaceFile());
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAccessibleDescription(LL.plan.values.currentFile({ name: 'contrato-salon.pdf' }));
    await app.user.upload(picker, new File(['%PDF'], 'nuevo.pdf', { type: 'application/pdf' }));
    expect(app.backend.requests.some((request) => request.method === 'POST' && request.path === '/plan_elements/update_value')).toBe(true);
  });

  it('says there is no file yet, and offers to choose one', async () => {
    const LL = i18nObject('es');
    const app = open(null);
    await app.user.click(await screen.findByRole('button', { name: LL.plan.values.edit({ name: 'Contrato' }) }));
    expect(screen.getByLabelText(LL.plan.values.chooseFile())).toHaveAccessibleDescription(LL.plan.values.noFile());
  });
});
