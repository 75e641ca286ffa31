import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { answerChecklist, answerWedding, sofiaAndMateo } from '../../support/ui/wedding-screens';

/** Issue 8, item 12: a past wedding date is allowed, with a word about what it means. */
describe('a wedding whose date has passed', { timeout: 30_000 }, () => {
  beforeEach(() => useScreenWidth(1280));

  const open = (date: string) =>
    renderApp({
      path: '/wedding/7/checklist',
      locale: 'es',
      signedInAs: sessionUser('Planner', { language: 'es' }),
      backend: (backend) => answerChecklist(answerWedding(backend, { CHECKLIST: ['CHECK_UNCHECK'] }, { ...sofiaAndMateo, date }), []),
    });

  it('warns, in the user’s language, that every open task shows as late', async () => {
    const LL = i18nObject('es');
    open('2020-05-12');
    expect(await screen.findByRole('note')).toHaveTextContent(LL.checklist.pastWedding({ date: '12/05/2020' }));
  });

  it('says nothing for a wedding still to come', async () => {
    const LL = i18nObject('es');
    open('2099-05-12');
    await screen.findByRole('heading', { name: LL.checklist.weddingTitle() });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
