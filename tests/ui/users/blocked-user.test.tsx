import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { renderApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';

const LL = i18nObject('en');

describe('a signed-in user who gets blocked (issue 8, item 9)', () => {
  it('is signed out and told they no longer have access, not that the session expired', async () => {
    const app = renderApp({ path: '/weddings', signedInAs: sessionUser('Helper') });
    await app.backend.refuse('GET /weddings', 401, 'user_inactive');
    expect(await screen.findByText(LL.errors.user_inactive())).toBeVisible();
    expect(screen.queryByText(LL.errors.auth_unauthorized())).toBeNull();
    expect(app.path()).toMatch(/^\/login/);
  });

  it('whose session simply ended hears "session expired"', async () => {
    const app = renderApp({ path: '/weddings', signedInAs: sessionUser('Helper') });
    await app.backend.refuse('GET /weddings', 401, 'auth_unauthorized');
    expect(await screen.findByText(LL.errors.auth_unauthorized())).toBeVisible();
  });
});
