import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SessionUser } from '../../../contract/person';
import { loadAllLocales } from '../../../i18n/i18n-util.sync';
import type { Locales } from '../../../i18n/i18n-types';
import { notificationsStore } from '../../../machines/shared/notifications.store';
import { App } from '../../../src/app/app';
import { FakeBackend } from './fake-backend';

loadAllLocales();

export interface RenderedApp {
  backend: FakeBackend;
  user: UserEvent;
  result: RenderResult;
  /** The path the app shows now (`/login`, `/wedding/7/plan`…). */
  path: () => string;
  /** The toasts on screen, by their text. */
  toasts: () => string[];
}

export interface RenderAppOptions {
  /** Where the app opens. */
  path: string;
  locale?: Locales;
  /** Signed in as this user (`GET /me` answers it), or signed out (null). */
  signedInAs: SessionUser | null;
  /** False: `GET /me` waits for the test to answer it (the moment the app checks the session). */
  sessionAnswered?: boolean;
  /** Standing answers to set up before the first render (catalogues, the wedding…). */
  backend?: (backend: FakeBackend) => void;
}

/**
 * The whole app, rendered in jsdom at a path, as a person would meet it: the real providers,
 * routes, pages, machines and API client, with only `fetch` replaced by a controllable backend.
 */
export function renderApp({ path, locale = 'en', signedInAs, sessionAnswered = true, backend: prepare }: RenderAppOptions): RenderedApp {
  clearToasts();
  const backend = new FakeBackend().install();
  if (sessionAnswered && signedInAs) backend.always('GET /me', { user: signedInAs });
  else if (sessionAnswered) backend.alwaysRefuse('GET /me', 401, 'auth_unauthorized');
  prepare?.(backend);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Router hook={location.hook}>
      <App customization={{ id: 1, brand: 'default', title: null }} locale={locale} />
    </Router>,
  );
  return {
    backend,
    // No pause between keystrokes: the screen is the same, the walk much faster.
    user: userEvent.setup({ delay: null }),
    result,
    path: () => location.history.at(-1) ?? path,
    toasts: () => [...document.querySelectorAll('[data-kind]')].map((toast) => toast.textContent ?? ''),
  };
}

/** Toasts live in an app-wide store: each rendering starts without the previous one's. */
function clearToasts() {
  for (const item of notificationsStore.getSnapshot().context.items) notificationsStore.trigger.remove({ id: item.id });
}
