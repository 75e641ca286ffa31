import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createNotificationsStore,
  maxNotifications,
  modalAlertVisibleMs,
  notificationFadeMs,
  notificationVisibleMs,
} from '../../../machines/shared/notifications.store';

const failure = { kind: 'error', message: { key: 'errors.generic_error' } } as const;
const sent = { kind: 'success', message: { key: 'notifications.emailWithInstructions', params: { email: 'ana@example.com' } } } as const;

describe('notifications store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const items = (store: ReturnType<typeof createNotificationsStore>) => store.getSnapshot().context.items;

  it('keeps the part 1 §9 timings', () => {
    expect([notificationVisibleMs, notificationFadeMs, modalAlertVisibleMs]).toEqual([7500, 1000, 10_000]);
  });

  it('shows notifications in order, each with its own id', () => {
    const store = createNotificationsStore();
    store.trigger.notify(failure);
    store.trigger.notify(sent);
    expect(items(store)).toEqual([
      { id: 1, ...failure, hiding: false },
      { id: 2, ...sent, hiding: false },
    ]);
  });

  it('fades a notification after 7.5 s and removes it 1 s later', () => {
    const store = createNotificationsStore();
    store.trigger.notify(failure);
    vi.advanceTimersByTime(notificationVisibleMs - 1);
    expect(items(store)[0]?.hiding).toBe(false);
    vi.advanceTimersByTime(1);
    expect(items(store)[0]?.hiding).toBe(true);
    vi.advanceTimersByTime(notificationFadeMs - 1);
    expect(items(store)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(items(store)).toEqual([]);
  });

  it('fades a closed notification at once, and its own timer then changes nothing', () => {
    const store = createNotificationsStore();
    store.trigger.notify(failure);
    store.trigger.notify(sent);
    store.trigger.dismiss({ id: 1 });
    expect(items(store).map((item) => item.hiding)).toEqual([true, false]);
    vi.advanceTimersByTime(notificationFadeMs);
    expect(items(store).map((item) => item.id)).toEqual([2]);
    // 7.5 s after it was shown, the second one starts its fade; the first one's timer finds nothing.
    vi.advanceTimersByTime(notificationVisibleMs - notificationFadeMs);
    expect(items(store)).toEqual([{ id: 2, ...sent, hiding: true }]);
    vi.advanceTimersByTime(notificationFadeMs);
    expect(items(store)).toEqual([]);
  });

  it('ignores closing a notification twice', () => {
    const store = createNotificationsStore();
    store.trigger.notify(failure);
    store.trigger.dismiss({ id: 1 });
    store.trigger.dismiss({ id: 1 });
    vi.advanceTimersByTime(notificationFadeMs);
    expect(items(store)).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('shows at most three: a fourth pushes the oldest out', () => {
    const store = createNotificationsStore();
    for (let n = 0; n < 7; n++) store.trigger.notify(n % 2 ? sent : failure);
    expect(items(store).map((item) => item.id)).toEqual([5, 6, 7]);
    expect(maxNotifications).toBe(3);
  });

  it('keeps an alert raised over a modal 10 s before it fades', () => {
    const store = createNotificationsStore();
    store.trigger.notify({ ...failure, visibleMs: modalAlertVisibleMs });
    vi.advanceTimersByTime(notificationVisibleMs);
    expect(items(store)[0]?.hiding).toBe(false);
    vi.advanceTimersByTime(modalAlertVisibleMs - notificationVisibleMs);
    expect(items(store)[0]?.hiding).toBe(true);
  });

  it('clears everything on sign-in and sign-out; old timers then change nothing', () => {
    const store = createNotificationsStore();
    store.trigger.notify(failure);
    store.trigger.notify(sent);
    store.trigger.clear();
    expect(items(store)).toEqual([]);
    store.trigger.notify(sent);
    vi.advanceTimersByTime(notificationVisibleMs - 1);
    expect(items(store)).toEqual([{ id: 3, ...sent, hiding: false }]);
  });
});
