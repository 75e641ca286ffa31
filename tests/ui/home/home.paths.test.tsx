import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestsSummary } from '../../../contract/guests';
import type { Wedding } from '../../../contract/weddings';
import { I18nProvider } from '../../../src/lib/i18n-provider';
import { i18nObject } from '../../../i18n/i18n-util';
import { countdownMachine, weddingDayStart } from '../../../machines/home/countdown.machine';
import { summaryCardMachine } from '../../../machines/home/summary-card.machine';
import { Countdown } from '../../../src/features/home/countdown';
import { weddingGuests } from '../../machines/guests/guest-world';
import { installLiveStream, type LiveStream } from '../../support/ui/fake-event-source';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerWedding } from '../../support/ui/wedding-screens';
import { guestsWedding } from '../guests/guests-screen';

const LL = i18nObject('en');

/**
 * Home's guests card walked along its machine (summary-card.machine.ts) on the rendered app, as
 * a planner opening the wedding's base path (the card reads its summary) or coming from the
 * guests page (the card sums up the guests that page loaded, and makes no call). The server's
 * summary says 48 guests; after a guest is deleted elsewhere (a live change), 47.
 */
const wedding: Wedding = { ...guestsWedding, modules: ['HOME', 'GUESTS'] };
const before: GuestsSummary = { attending: 12, pending: 30, total: 48 };
const after: GuestsSummary = { attending: 12, pending: 29, total: 47 };
/** Ana (attending, with one companion), Bruno (pending, with two) and Carla (not attending), as the guests page loaded them. */
const heldFigures = ['2', '3', '6'];
const figuresOf = ({ attending, pending, total }: GuestsSummary) => [attending, pending, total].map(String);

interface CardDriver {
  app: RenderedApp;
  live: LiveStream;
  /** What the card shows: the held guests' figures, or the server's last answer. */
  figures: string[];
  /** Came from the guests page with its list held. */
  held: boolean;
  /** A guest was deleted elsewhere: the server's summary is `after`. */
  changed: boolean;
}

const card = () => screen.getByRole('region', { name: LL.home.guests.title() });
const figures = () =>
  within(card())
    .getAllByRole('definition')
    .map((value) => value.textContent);
const summaryReads = (app: RenderedApp) => app.backend.requests.filter((request) => request.path === '/guests/summary');

function openWedding(path: string) {
  const live = installLiveStream();
  const app = renderApp({
    path,
    signedInAs: sessionUser('Planner'),
    backend: (backend) =>
      answerWedding(backend, { HOME: ['GUESTS_SUMMARY'], GUESTS: [] }, wedding)
        .always('GET /guests/index', { guests: weddingGuests })
        .always('GET /categories/index', { categories: [] }),
  });
  return { app, live };
}

describe('home’s summary card, along the summary card machine’s paths', () => {
  describeUiPaths<CardDriver>({
    machine: summaryCardMachine,
    walks: 'tours',
    inputs: [
      { weddingId: wedding.id, card: 'guests' },
      { weddingId: wedding.id, card: 'guests', held: { attending: 2, pending: 3, total: 6 } },
    ],
    tourKey: (snapshot) => snapshot.value,
    events: [
      { type: 'xstate.done.actor.loadSummary', output: before },
      { type: 'xstate.error.actor.loadSummary', error: { code: 'auth_forbidden' } },
      { type: 'card.retry' },
      { type: 'card.changed' },
      { type: 'xstate.after.changesSettle.summaryCard.stale' },
    ],
    open: async (input) => {
      const held = (input as { held?: GuestsSummary }).held !== undefined;
      if (!held) {
        const opened = openWedding(`/wedding/${wedding.id}`);
        await screen.findByRole('region', { name: LL.home.guests.title() }, { timeout: 15_000 });
        return { ...opened, figures: [], held, changed: false };
      }
      // The guests page first: its list loaded, then Home from the menu.
      const { app, live } = openWedding(`/wedding/${wedding.id}/guests`);
      await screen.findByRole('row', { name: /Ana Álvarez/ }, { timeout: 15_000 });
      await app.user.click(within(screen.getByRole('navigation', { name: LL.weddings.wedding.menu() })).getByRole('link', { name: 'Home' }));
      await screen.findByRole('region', { name: LL.home.guests.title() }, { timeout: 15_000 });
      return { app, live, figures: heldFigures, held, changed: false };
    },
    perform: {
      'xstate.done.actor.loadSummary': async (driver) => {
        const answer = driver.changed ? after : before;
        const request = await driver.app.backend.answer('GET /guests/summary', answer);
        expect(request.query).toEqual({ wedding_id: String(wedding.id) });
        driver.figures = figuresOf(answer);
      },
      'xstate.error.actor.loadSummary': async ({ app }) => {
        await app.backend.refuse('GET /guests/summary', 403, 'auth_forbidden');
      },
      'card.retry': async ({ app }) => app.user.click(within(card()).getByRole('button', { name: LL.home.retry() })),
      'card.changed': async (driver) => {
        // A read on its way is left behind by the change: its late answer changes nothing.
        for (const _ of driver.app.backend.unanswered.filter((request) => request.path === '/guests/summary'))
          await driver.app.backend.answer('GET /guests/summary', before);
        driver.live.send({ kind: 'guests.deleted', ids: [12] });
        driver.changed = true;
      },
      'xstate.after.changesSettle.summaryCard.stale': async ({ app }) => {
        await app.backend.next('GET /guests/summary');
      },
    },
    shows: {
      // A card read again (a retry after a failed refresh) keeps the figures it had.
      'summaryCard.loading': (driver) => {
        if (driver.figures.length === 0) expect(within(card()).getByRole('status')).toHaveTextContent(LL.common.loading());
        else expect(figures()).toEqual(driver.figures);
      },
      'summaryCard.failed': () => {
        expect(within(card()).getByRole('alert')).toHaveTextContent(LL.errors.auth_forbidden());
        expect(within(card()).getByRole('button', { name: LL.home.retry() })).toBeEnabled();
      },
      'summaryCard.shown': (driver) => {
        expect(figures()).toEqual(driver.figures);
        // The guests the page held answer the card: no call until something changes.
        if (driver.held && !driver.changed) expect(summaryReads(driver.app)).toEqual([]);
      },
      'summaryCard.stale': (driver) => expect(figures()).toEqual(driver.figures),
      'summaryCard.refreshing': (driver) => expect(figures()).toEqual(driver.figures),
    },
  });
});

/** 3.5 s before Sofía and Mateo's wedding day begins. */
const weddingDate = '2031-06-14';
const weddingStarts = weddingDayStart(weddingDate);

interface ClockDriver {
  /** The seconds figure the walk expects (days, hours and minutes are 00 this close). */
  seconds: string;
  now: number;
}

/** Timers left running; a walk checks the screen inside Testing Library's wait, which holds one of its own. */
const clockTimers = () => vi.getTimerCount() - 1;
const shownParts = () => ['days', 'hours', 'minutes', 'seconds'].map((unit) => screen.getByTestId(`countdown-${unit}`).textContent);

describe('the countdown on a fake clock, along its machine’s paths', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(weddingStarts - 3500);
    // Testing Library waits on fake timers only through a global `jest` (it would wait forever for a faked setTimeout otherwise).
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describeUiPaths<ClockDriver>({
    machine: countdownMachine,
    inputs: [{ target: weddingStarts, now: weddingStarts - 3500 }],
    events: [
      { type: 'clock.tick', now: weddingStarts - 2000 },
      { type: 'clock.tick', now: weddingStarts },
    ],
    // The clock only goes forward.
    bound: (snapshot, event) => event.now > snapshot.context.now,
    stateKey: (snapshot) => snapshot.context.now,
    open: () => {
      render(
        <I18nProvider locale="en">
          <Countdown date={weddingDate} />
        </I18nProvider>,
      );
      return { seconds: '03', now: weddingStarts - 3500 };
    },
    perform: {
      'clock.tick': async (driver, event) => {
        act(() => vi.advanceTimersByTime(event.now - driver.now));
        driver.now = event.now;
        driver.seconds = event.now === weddingStarts ? '00' : '02';
      },
    },
    shows: {
      'countdown.counting': (driver) => {
        expect(shownParts()).toEqual(['00', '00', '00', driver.seconds]);
        // The next second's tick.
        expect(clockTimers()).toBe(1);
        expect(screen.queryByText(LL.home.countdown.passed())).toBeNull();
      },
      'countdown.passed': () => {
        expect(shownParts()).toEqual(['00', '00', '00', '00']);
        expect(screen.getByText(LL.home.countdown.passed())).toBeVisible();
        expect(clockTimers()).toBe(0);
      },
    },
  });

  it('reads the clock after the tab slept, and leaves no timer once the page is left', () => {
    vi.setSystemTime(weddingStarts - 2 * 86_400_000 - 3500);
    const { unmount } = render(
      <I18nProvider locale="en">
        <Countdown date={weddingDate} />
      </I18nProvider>,
    );
    expect(shownParts()).toEqual(['02', '00', '00', '03']);
    // Asleep for 25 hours: the timers held back, the clock went on; the next tick reads it.
    vi.setSystemTime(Date.now() + 25 * 3_600_000);
    act(() => vi.advanceTimersByTime(500));
    expect(shownParts()).toEqual(['00', '23', '00', '03']);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
