import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { notificationsStore } from '../../../machines/shared/notifications.store';
import { renderApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';

const LL = i18nObject('en');
const region = () => screen.getByRole('region', { name: LL.notifications.region() });
const failure = (n: number) => ({ kind: 'error', message: { key: 'users.activationSent', params: { email: `n${n}@example.com` } } }) as const;

describe('notifications on screen (issue 8, item 10)', () => {
  it('stack three at most, oldest out first, at the bottom of the screen', async () => {
    const app = renderApp({ path: '/weddings', signedInAs: sessionUser('Planner'), backend: (backend) => backend.always('GET /weddings', { weddings: [] }) });
    await screen.findByRole('heading', { name: LL.weddings.title() }, { timeout: 15_000 });
    act(() => {
      for (let n = 1; n <= 7; n++) notificationsStore.trigger.notify(failure(n));
    });
    expect(app.toasts()).toEqual([5, 6, 7].map((n) => LL.users.activationSent({ email: `n${n}@example.com` })));
    expect(within(region()).getAllByRole('alert')).toHaveLength(3);
    expect(region().className).toMatch(/\bbottom-4\b/);
    expect(region().className).not.toMatch(/\btop-/);
  });

  it('one shown before signing in is gone once signed in', async () => {
    const app = renderApp({ path: '/login', signedInAs: null });
    await screen.findByRole('button', { name: LL.auth.login.submit() });
    act(() => notificationsStore.trigger.notify(failure(1)));
    expect(app.toasts()).toHaveLength(1);
    await app.user.type(screen.getByLabelText(LL.auth.emailLabel()), 'paula@example.com');
    await app.user.type(screen.getByLabelText(LL.auth.passwordLabel()), 'a-long-password');
    await app.user.click(screen.getByRole('button', { name: LL.auth.login.submit() }));
    await app.backend.answer('POST /login', { user: sessionUser('Helper') });
    await app.backend.answer('GET /weddings', { weddings: [] });
    await screen.findByRole('heading', { name: LL.weddings.title() }, { timeout: 15_000 });
    expect(app.toasts()).toEqual([]);
  });
});
