import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { modalAlertVisibleMs, notificationFadeMs, notificationVisibleMs, notificationsStore } from '../../../machines/shared/notifications.store';
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

  it('one shown while signed in is gone once signed out', async () => {
    const app = renderApp({ path: '/weddings', signedInAs: sessionUser('Planner'), backend: (backend) => backend.always('GET /weddings', { weddings: [] }) });
    await screen.findByRole('heading', { name: LL.weddings.title() }, { timeout: 15_000 });
    act(() => notificationsStore.trigger.notify(failure(1)));
    expect(app.toasts()).toHaveLength(1);
    await app.user.click(screen.getByRole('button', { name: new RegExp(`^${LL.shell.profileMenu()}`) }));
    await app.user.click(await screen.findByRole('menuitem', { name: LL.shell.logout() }));
    await app.backend.answer('POST /logout');
    await screen.findByRole('button', { name: LL.auth.login.submit() }, { timeout: 15_000 });
    expect(app.toasts()).toEqual([]);
  });
});

/** Moves the clock on, letting React show what the store did meanwhile. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('how long a notification stays (part 1 §9, with a fake clock)', () => {
  afterEach(() => vi.useRealTimers());

  /** The Planner's credits page, its history refused: the page's machine says why. */
  async function refusedHistory() {
    const app = renderApp({ path: '/credits', signedInAs: sessionUser('Planner') });
    await app.backend.next('GET /credits/index');
    return app;
  }

  it('fades 7.5 s after it shows, for 1 s, then is gone', async () => {
    const app = await refusedHistory();
    // Only the timers: the fake backend and React keep their own ways of waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await app.backend.refuse('GET /credits/index', 500, 'generic_error');
    await wait(0);
    const toast = () => screen.queryByText(LL.errors.generic_error())?.closest('[data-kind]');
    expect(toast()).toHaveClass('opacity-100');
    await wait(notificationVisibleMs - 1);
    expect(toast()).toHaveClass('opacity-100');
    await wait(1);
    expect(toast()).toHaveClass('opacity-0');
    await wait(notificationFadeMs);
    expect(toast()).toBeUndefined();
  });

  it('stays 10 s when it is about an open dialog', async () => {
    const app = renderApp({
      path: '/credits',
      signedInAs: sessionUser('Planner'),
      backend: (backend) => {
        backend.always('GET /credits/index', { transactions: [], balance: 3 });
        backend.always('GET /credits/requests', { requests: [] });
      },
    });
    await app.user.click(await screen.findByRole('button', { name: LL.credits.pricing() }, { timeout: 15_000 }));
    await app.backend.next('GET /credits/get_packages');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await app.backend.refuse('GET /credits/get_packages', 500, 'generic_error');
    await wait(0);
    const toast = () => screen.queryByText(LL.errors.generic_error())?.closest('[data-kind]');
    expect(within(screen.getByRole('dialog')).getByText(LL.credits.loadError())).toBeVisible();
    await wait(notificationVisibleMs + notificationFadeMs);
    expect(toast()).toHaveClass('opacity-100');
    await wait(modalAlertVisibleMs - notificationVisibleMs - notificationFadeMs);
    expect(toast()).toHaveClass('opacity-0');
    await wait(notificationFadeMs);
    expect(toast()).toBeUndefined();
  });
});
