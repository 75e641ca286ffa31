import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { answerPlan, answerWedding, planElementRow, planSectionRow } from '../../support/ui/wedding-screens';

/** Issue 8, item 12: numbers in the reader's own notation, and messages that say what is wrong. */
describe('number values', { timeout: 30_000 }, () => {
  beforeEach(() => useScreenWidth(1280));

  const open = (locale: 'en' | 'es') =>
    renderApp({
      path: '/wedding/7/plan',
      locale,
      signedInAs: sessionUser('Planner', { language: locale }),
      backend: (backend) =>
        answerPlan(answerWedding(backend, { PLAN: ['UPDATE_VALUE'] }), {
          sections: [planSectionRow({ id: 1, section: 'Banquete' })],
          elements: [planElementRow({ id: 12, element: 'Invitados', type_id: 3, section_id: 1, value: '7.25' })],
        }),
    });

  it('in Spanish a decimal comma is read, shown and stored with a dot', async () => {
    const LL = i18nObject('es');
    const app = open('es');
    expect(await screen.findByText('7,25')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: LL.plan.values.edit({ name: 'Invitados' }) }));
    const field = screen.getByRole('textbox', { name: LL.plan.values.editor({ name: 'Invitados' }) });
    expect(field).toHaveValue('7,25');

    await app.user.clear(field);
    await app.user.type(field, '12,345{Enter}');
    expect(field).toHaveAccessibleDescription(LL.plan.values.rules.decimals());
    await app.user.clear(field);
    await app.user.type(field, 'doce{Enter}');
    expect(field).toHaveAccessibleDescription(LL.plan.values.rules.numeric());

    await app.user.clear(field);
    await app.user.type(field, '12,5{Enter}');
    const request = await app.backend.answer('POST /plan_elements/update_value', { value: '12.5', extra: null });
    expect(request.body).toEqual({ id: 12, value: '12.5', extra: null });
    expect(await screen.findByText('12,5')).toBeVisible();
  });

  it('in English three decimals get the decimals message, not "enter a number"', async () => {
    const LL = i18nObject('en');
    const app = open('en');
    await app.user.click(await screen.findByRole('button', { name: LL.plan.values.edit({ name: 'Invitados' }) }));
    const field = screen.getByRole('textbox', { name: LL.plan.values.editor({ name: 'Invitados' }) });
    await app.user.clear(field);
    await app.user.type(field, '12.345{Enter}');
    expect(field).toHaveAccessibleDescription(LL.plan.values.rules.decimals());
  });
});
