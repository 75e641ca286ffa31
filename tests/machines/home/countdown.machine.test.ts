import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { countdownMachine, countdownParts, weddingDayStart } from '../../../machines/home/countdown.machine';
import { describePathCoverage } from '../../support/path-coverage';

const day = 86_400_000;

describe('countdown machine (a fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Starts at `now`, counting down to a wedding `left` ms away. */
  function start(left: number) {
    const now = Date.now();
    return createActor(countdownMachine, { input: { target: now + left, now } }).start();
  }

  it('shows days, hours, minutes and seconds left, two digits each, and ticks every second', async () => {
    const countdown = start(2 * day + 3 * 3_600_000 + 4 * 60_000 + 5_000);
    expect(countdownParts(countdown.getSnapshot().context)).toEqual({ days: '02', hours: '03', minutes: '04', seconds: '05' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(countdownParts(countdown.getSnapshot().context)).toEqual({ days: '02', hours: '03', minutes: '04', seconds: '04' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(countdownParts(countdown.getSnapshot().context)).toEqual({ days: '02', hours: '03', minutes: '03', seconds: '59' });
  });

  it('shows zeros once the moment has come, and stops with no timer left', async () => {
    const countdown = start(1500);
    await vi.advanceTimersByTimeAsync(2000);
    expect(countdownParts(countdown.getSnapshot().context)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
    expect(countdown.getSnapshot().status).toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts at zeros for a wedding already past', () => {
    const countdown = start(-day);
    expect(countdown.getSnapshot().status).toBe('done');
    expect(countdownParts(countdown.getSnapshot().context)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
  });

  it('leaves no timer running once the page is left', () => {
    const countdown = start(day);
    expect(vi.getTimerCount()).toBe(1);
    countdown.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not drift after the tab sleeps: the next tick reads the clock', async () => {
    const countdown = start(day);
    // A sleeping tab: the clock moves ten minutes on, the timers do not fire meanwhile.
    vi.setSystemTime(Date.now() + 600_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(countdownParts(countdown.getSnapshot().context)).toEqual({ days: '00', hours: '23', minutes: '49', seconds: '59' });
  });

  it('counts to the start of the wedding day in the person’s own time zone', () => {
    expect(new Date(weddingDayStart('2031-06-14'))).toEqual(new Date(2031, 5, 14));
  });
});

describe('countdown paths', () => {
  describePathCoverage(countdownMachine, {
    inputs: [{ target: 10_000, now: 0 }],
    events: [
      { type: 'clock.tick', now: 5_000 },
      { type: 'clock.tick', now: 10_000 },
    ],
  });
});
