import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { budgetEndpoints, expensesEndpoints, paymentsEndpoints } from '../../../contract/budget';
import { checklistEndpoints } from '../../../contract/checklist';
import type { Endpoint } from '../../../contract/endpoint';
import { guestEndpoints, guestStatusId } from '../../../contract/guests';
import { ideaEndpoints } from '../../../contract/ideas';
import { seatingEndpoints } from '../../../contract/seating';
import { tablesEndpoints } from '../../../contract/tables';
import { heldSummaries } from '../../../machines/home/held-summaries';
import { guests } from '../../../server/modules/guests/schema';
import { ideas } from '../../../server/modules/ideas/schema';
import { tablesGuests } from '../../../server/modules/tables/schema';
import { startTestServer, type TestServer } from '../../support/test-server';
import { caller, plannerWithWedding } from '../tables/support';

/**
 * Home's cards from the lists the SPA holds (machines/home/held-summaries.ts) and from
 * `GET /{module}/summary` must say the same (issue 25: "a card uses its module's data when the
 * SPA already holds it"). One small wedding, its figures worked out by hand: both ways give them.
 */
let server: TestServer;
let call: ReturnType<typeof caller>;
let weddingId: number;

const data = async (response: Promise<{ json(): { data: unknown } }>) => (await response).json().data as Record<string, unknown>;
/** A read of the wedding, as the SPA gets it (checked by the call's own answer schema). */
const read = async <O extends z.ZodType>(endpoint: Endpoint<z.ZodType, O>): Promise<z.output<O>> =>
  endpoint.output.parse(await data(call('GET', endpoint.path)));

beforeAll(async () => {
  server = await startTestServer();
  const owner = await plannerWithWedding(server);
  weddingId = owner.weddingId;
  call = (method, url, input = {}) => caller(server, owner.cookie)(method, url, { wedding_id: weddingId, ...input });

  // Guests: 3 + 1 + 2 + 1 people (companions count).
  const [ana, ben, , dora] = await server.db
    .insert(guests)
    .values([
      { weddingId, name: 'Ana', companions: 2, statusId: guestStatusId.attending },
      { weddingId, name: 'Ben', companions: 0, statusId: guestStatusId.pending },
      { weddingId, name: 'Cruz', companions: 1, statusId: guestStatusId.notAttending },
      { weddingId, name: 'Dora', companions: 0, statusId: guestStatusId.attending },
    ])
    .returning();
  // Tables of 4, 2 and 6 seats: Ana's party and Dora fill the first, Ben sits at the second, Cruz's two have no seat.
  const type = (await data(call('POST', '/table_types/create', { name: 'Round', shape: 'round', width: 90, height: 90 }))).id;
  const rows = [4, 2, 6].map((seats, index) => ({ table_type: type, seats, number: index + 1, x: 0.5, y: 0.5 }));
  const [first, second] = (await data(call('POST', '/tables/massCreate', { tables: rows }))).ids as number[];
  const seat = (tableId: number, guestId: number, count: number) => Array.from({ length: count }, () => ({ weddingId, tableId, guestId }));
  await server.db.insert(tablesGuests).values([...seat(first!, ana!.id, 3), ...seat(first!, dora!.id, 1), ...seat(second!, ben!.id, 1)]);

  // Checklist: the venue done; the dress, the music and the flowers come next, in timeline order.
  const item = async (text: string, time: number, time_unit: string) => (await data(call('POST', '/checklist/create', { text, time, time_unit }))).id as number;
  const venue = await item('Venue', 12, 'months');
  for (const [text, time, unit] of [
    ['Flowers', 2, 'weeks'],
    ['Dress', 6, 'months'],
    ['Rings', 1, 'days'],
    ['Music', 3, 'months'],
  ] as const)
    await item(text, time, unit);
  await call('PUT', '/checklist/check_item', { id: venue, completed: true });

  // Budget: 1000.50 + TBD + 99.99; 500.25 paid, 100 only due.
  const expense = async (name: string, amount?: string) => (await data(call('POST', '/expenses/create', { name, ...(amount ? { amount } : {}) }))).id;
  const hall = await expense('Hall', '1000.50');
  await expense('Band');
  await expense('Cake', '99.99');
  await call('POST', '/payments/create', { expense_id: hall, name: 'Hall [1]', date: '2027-01-10', amount: '500.25' });
  await call('POST', '/payments/create', { expense_id: hall, name: 'Hall [2]', date: '2027-05-10', amount: '100', paid: false });

  // Ideas: six, two pinned.
  await server.db.insert(ideas).values(
    ['A', 'B', 'C', 'D', 'E', 'F'].map((title, index) => ({
      weddingId,
      title,
      type: 'text' as const,
      text: title,
      isPinned: title === 'B' || title === 'D',
      createdAt: new Date(Date.UTC(2026, 0, index + 1)),
    })),
  );
});
afterAll(() => server.close());

describe('Home’s summaries from the lists the SPA holds agree with the server’s', () => {
  it('on one small wedding, worked out by hand', async () => {
    const held = heldSummaries({
      guests: (await read(guestEndpoints.index)).guests,
      tables: (await read(tablesEndpoints.index)).tables,
      seats: (await read(seatingEndpoints.index)).tableGuests,
      checklist: (await read(checklistEndpoints.list)).items,
      expenses: (await read(expensesEndpoints.index)).expenses,
      payments: (await read(paymentsEndpoints.index)).payments,
      ideas: (await read(ideaEndpoints.index)).ideas,
    });
    const served = {
      checklist: await read(checklistEndpoints.summary),
      guests: await read(guestEndpoints.summary),
      tables: await read(tablesEndpoints.summary),
      budget: await read(budgetEndpoints.summary),
      ideas: await read(ideaEndpoints.summary),
    };
    const titles = (summary: { ideas: Array<{ title: string }> } | undefined) => summary?.ideas.map((idea) => idea.title);
    const nextOf = (summary: { next: Array<{ text: string }> } | undefined) => summary?.next.map((next) => next.text);
    for (const summaries of [held, served]) {
      expect(summaries.guests).toEqual({ attending: 4, pending: 1, total: 7 });
      expect(summaries.tables).toEqual({ occupiedTables: 1, occupiedSeats: 5, availableTables: 2, availableSeats: 7, totalSeats: 12, guestsWithoutTable: 2 });
      expect(summaries.budget).toEqual({ expenses: '1100.49', payments: '500.25' });
      expect({ ...summaries.checklist, next: nextOf(summaries.checklist) }).toEqual({ completed: 1, total: 5, next: ['Dress', 'Music', 'Flowers'] });
      expect(titles(summaries.ideas)).toEqual(['B', 'D', 'A', 'C', 'E']);
    }
    expect(held).toEqual(served);
  });
});
