import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { answerChecklist, answerPlan, answerWedding } from '../../support/ui/wedding-screens';

// The first screen of a file waits for its lazy page chunks to compile (slow on a busy machine).

/** Each page names itself in the tab and the history, in the user's language (issue 8, item 11). */
describe('document titles', { timeout: 30_000 }, () => {
  beforeEach(() => useScreenWidth(1280));

  it("a wedding's plan is titled by module and wedding, in Spanish", async () => {
    const LL = i18nObject('es');
    renderApp({
      path: '/wedding/7/plan',
      locale: 'es',
      signedInAs: sessionUser('Planner', { language: 'es' }),
      backend: (backend) => answerPlan(answerWedding(backend, { PLAN: ['EDIT'] }), { sections: [], elements: [] }),
    });
    await screen.findByRole('heading', { name: LL.plan.weddingTitle() });
    await waitFor(() => expect(document.title).toBe(`${LL.plan.weddingTitle()} · Sofía & Mateo · ${LL.brand.productName()}`));
  });

  it("a wedding's checklist, the base plan and sign-in each have their own", async () => {
    const LL = i18nObject('en');
    const planner = sessionUser('Planner');
    const checklist = renderApp({
      path: '/wedding/7/checklist',
      signedInAs: planner,
      backend: (backend) => answerChecklist(answerWedding(backend, {}), []),
    });
    await waitFor(() => expect(document.title).toBe('Checklist · Sofía & Mateo · Wedding Planner'));
    checklist.result.unmount();

    const basePlan = renderApp({ path: '/base_plan', signedInAs: planner, backend: (backend) => answerPlan(backend, { sections: [], elements: [] }) });
    await waitFor(() => expect(document.title).toBe(`${LL.dashboard.basePlan.title()} · Wedding Planner`));
    basePlan.result.unmount();

    renderApp({ path: '/login', signedInAs: null });
    await screen.findByRole('heading', { name: LL.auth.login.title() });
    expect(document.title).toBe(`${LL.auth.login.title()} · Wedding Planner`);
  });

  it('an unknown page says so in its title', async () => {
    const LL = i18nObject('en');
    renderApp({ path: '/no/such/page', signedInAs: sessionUser('Planner') });
    await waitFor(() => expect(document.title).toBe(`${LL.errorPages.notFound.title()} · Wedding Planner`));
  });
});
