import { fromCents, sumCents } from '../../contract/money';
import { summarizeChecklist } from '../../contract/checklist';
import { guestStatusId, type GuestsSummary } from '../../contract/guests';
import { ideaLimits } from '../../contract/ideas';
import { summarizeTables } from '../../contract/tables';
import { boardOrder } from '../ideas/idea-rows';
import type { HeldLists } from './held-lists.store';
import type { HomeSummaries } from './home-cards';

/**
 * The home's summaries from the module lists the SPA holds (held-lists.store.ts), the same
 * figures `GET /{module}/summary` answers (tests/server/home/held-summaries.test.ts compares
 * both on one world): a card whose lists are all held needs no call.
 */

/** Seats count companions: a guest takes `companions + 1` (part 2 §3). */
export function summarizeGuests(guests: HeldLists['guests']): GuestsSummary {
  const people = (status?: number) => guests.reduce((sum, guest) => (status === undefined || guest.status_id === status ? sum + guest.companions + 1 : sum), 0);
  return { attending: people(guestStatusId.attending), pending: people(guestStatusId.pending), total: people() };
}

/** The tables with the seats taken at each, and the seats the guests still need. */
export function summarizeSeating({ tables, seats, guests }: Pick<HeldLists, 'tables' | 'seats' | 'guests'>) {
  const takenAt = new Map<number, number>();
  const takenBy = new Map<number, number>();
  for (const seat of seats) {
    takenAt.set(seat.table_id, (takenAt.get(seat.table_id) ?? 0) + 1);
    takenBy.set(seat.guest_id, (takenBy.get(seat.guest_id) ?? 0) + 1);
  }
  const stillNeeded = guests.reduce((sum, guest) => sum + Math.max(guest.companions + 1 - (takenBy.get(guest.id) ?? 0), 0), 0);
  return summarizeTables(
    tables.map((table) => ({ seats: table.seats, seats_taken: takenAt.get(table.id) ?? 0 })),
    stillNeeded,
  );
}

/** Every expense (one to be decided counts 0) and every payment made. */
export const summarizeBudget = ({ expenses, payments }: Pick<HeldLists, 'expenses' | 'payments'>): HomeSummaries['budget'] => ({
  expenses: fromCents(sumCents(expenses.map((expense) => expense.amount))),
  payments: fromCents(sumCents(payments.filter((payment) => payment.paid).map((payment) => payment.amount))),
});

/** The summaries the held lists answer; a card whose lists are not all held is left out. */
export function heldSummaries(lists: Partial<HeldLists>): Partial<HomeSummaries> {
  const { guests, tables, seats, checklist, expenses, payments, ideas } = lists;
  return {
    ...(checklist && { checklist: summarizeChecklist(checklist) }),
    ...(guests && { guests: summarizeGuests(guests) }),
    ...(guests && tables && seats && { tables: summarizeSeating({ guests, tables, seats }) }),
    ...(expenses && payments && { budget: summarizeBudget({ expenses, payments }) }),
    ...(ideas && { ideas: { ideas: boardOrder(ideas).slice(0, ideaLimits.summaryIdeas) } }),
  };
}
