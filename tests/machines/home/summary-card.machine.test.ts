import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GuestsSummary } from '../../../contract/guests';
import type { HomeSummary } from '../../../machines/home/home-cards';
import { changesSettleMs, summaryCardMachine } from '../../../machines/home/summary-card.machine';
import { describePathCoverage } from '../../support/path-coverage';

const first: GuestsSummary = { attending: 12, pending: 30, total: 48 };
const second: GuestsSummary = { attending: 13, pending: 29, total: 48 };

/** A card whose reads the test answers one by one. */
function startCard(held?: GuestsSummary) {
  const reads: Array<{ resolve: (summary: GuestsSummary) => void; reject: (error: unknown) => void }> = [];
  const card = summaryCardMachine.provide({
    actors: { loadSummary: fromPromise(() => new Promise<HomeSummary>((resolve, reject) => reads.push({ resolve, reject }))) },
  });
  const actor = createActor(card, { input: { weddingId: 7, card: 'guests', held } }).start();
  return { actor, reads };
}

describe('summary card machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads its summary and shows it', async () => {
    const { actor, reads } = startCard();
    expect(actor.getSnapshot().value).toBe('loading');
    reads[0]!.resolve(first);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.summary).toEqual(first);
  });

  it('shows the summary of the module data the SPA holds without a call, and reads the server once something changes', async () => {
    const { actor, reads } = startCard(first);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.summary).toEqual(first);
    expect(reads).toHaveLength(0);
    actor.send({ type: 'card.changed' });
    await vi.advanceTimersByTimeAsync(changesSettleMs);
    reads[0]!.resolve(second);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.summary).toEqual(second);
  });

  it('shows the server’s reason when the read fails, and reads again on retry', async () => {
    const { actor, reads } = startCard();
    reads[0]!.reject({ code: 'auth_forbidden', messageKey: 'errors.auth_forbidden' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('errors.auth_forbidden');
    actor.send({ type: 'card.retry' });
    reads[1]!.resolve(first);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ summary: first, error: null });
  });

  it('reads again once a burst of changes settles, keeping its figures meanwhile (one read for many changes)', async () => {
    const { actor, reads } = startCard();
    reads[0]!.resolve(first);
    await vi.advanceTimersByTimeAsync(0);
    for (let change = 0; change < 5; change++) {
      actor.send({ type: 'card.changed' });
      await vi.advanceTimersByTimeAsync(changesSettleMs - 100);
    }
    expect(reads).toHaveLength(1);
    expect(actor.getSnapshot().context.summary).toEqual(first);
    await vi.advanceTimersByTimeAsync(100);
    expect(reads).toHaveLength(2);
    // A change while that read runs may not be in its answer: read once more.
    actor.send({ type: 'card.changed' });
    reads[1]!.resolve(first);
    await vi.advanceTimersByTimeAsync(changesSettleMs);
    reads[2]!.resolve(second);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.summary).toEqual(second);
  });

  describe('paths', () => {
    vi.useRealTimers();
    describePathCoverage(summaryCardMachine, {
      inputs: [
        { weddingId: 7, card: 'guests' },
        { weddingId: 7, card: 'guests', held: first },
      ],
      events: [
        { type: 'xstate.done.actor.loadSummary', output: first },
        { type: 'xstate.error.actor.loadSummary', error: { code: 'generic_error' } },
        { type: 'card.retry' },
        { type: 'card.changed' },
        { type: 'xstate.after.changesSettle.summaryCard.stale' },
      ],
    });
  });
});
