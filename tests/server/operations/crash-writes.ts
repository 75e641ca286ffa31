import { multipart } from '../../support/multipart';
import type { seededRandom } from '../../support/seeded-random';
import { ideaForm } from '../ideas/idea-world';
import { pngImage } from '../tables/support';
import type { Confirmed, CrashWorld, Replacement, Write } from './crash-workload';

/**
 * The writes of the crash test (issue 28, crash safety), of every kind a wedding's data takes:
 * guests, seats, check-ins, payments, idea images, plan files, layouts, and the credits ledger
 * (the Administrator adds credits; the planner spends one on each wedding created). Each is
 * aimed at what the server has confirmed so far.
 */

/** What a write is drawn from: the random sequence, the wedding, and what the server confirmed so far. */
export interface Aim {
  random: ReturnType<typeof seededRandom>;
  world: CrashWorld;
  confirmed: Confirmed;
}

/**
 * Starts a replacement of row `target` with `value`, unless the last one sent to it is still on
 * its way, or was cut off by the kill: a row left in doubt stays as the restart made it, so that
 * the checks see it (a later replacement would cover a row left without its file).
 */
function replacementOf(confirmed: Confirmed, target: string, value: string): Replacement | null {
  const sent = confirmed.replacements.get(target) ?? [];
  if (sent.at(-1)?.outcome === 'pending' || sent.at(-1)?.outcome === 'unknown') return null;
  const replacement: Replacement = { value, outcome: 'pending' };
  confirmed.replacements.set(target, [...sent, replacement]);
  return replacement;
}

/** A file for one of the plan's file elements, named after the write: the element keeps the name as its value. */
function planFile({ random, world, confirmed }: Aim, n: number): Write | null {
  const elementId = random.pick(world.fileElementIds);
  const name = `crash-${n}.pdf`;
  const replacement = replacementOf(confirmed, `plan-${elementId}`, name);
  const form = multipart({ id: String(elementId) }, { name, content: Buffer.from(`%PDF-1.4 write ${n}`) });
  return replacement && { send: ({ planner }) => planner.send('POST', '/plan_elements/update_value', form), confirm: () => {}, replacement };
}

/** A new layout for the wedding, as wide as no other (the wedding keeps its width beside it). */
function layout({ world, confirmed }: Aim, n: number): Write | null {
  const width = 100 + n;
  const replacement = replacementOf(confirmed, `layout-${world.weddingId}`, String(width));
  const form = multipart({ wedding_id: String(world.weddingId) }, { name: 'venue.png', content: pngImage(width, 100), field: 'layout' });
  return replacement && { send: ({ planner }) => planner.send('POST', '/weddings/upload_layout', form), confirm: () => {}, replacement };
}

function purchase({ random, world, confirmed }: Aim): Write {
  const amount = random.between(1, 3);
  return {
    send: ({ admin }) => admin.json('POST', '/credits/add_credits', { person_id: world.plannerId, amount, cost: amount * 10 }),
    confirm: (data) => confirmed.purchases.push({ amount, balance: data.credits as number }),
  };
}

function wedding({ confirmed }: Aim, n: number): Write {
  const name = `Crash wedding ${n}`;
  const spouse = (first_name: string) => ({ first_name, last_name: `Crash ${n}`, gender: 3 });
  return {
    send: ({ planner }) =>
      planner.json('POST', '/weddings/create', { information: { name, date: '2027-06-12' }, spouse1: spouse('Ana'), spouse2: spouse('Eva') }),
    confirm: (data) => confirmed.weddings.set(data.id as number, { name, balance: data.credits as number }),
  };
}

function seat({ random, world, confirmed }: Aim): Write | null {
  const guests = [...confirmed.guests.entries()];
  if (guests.length === 0) return null;
  const [guestId, guest] = random.pick(guests);
  const tableId = random.pick(world.tableIds);
  const qty = random.between(1, guest.companions + 1);
  return {
    send: ({ planner }) =>
      planner.json('POST', '/tables_guests/massCreate', { wedding_id: world.weddingId, table_id: tableId, guests: [{ id: guestId, qty }] }),
    confirm: (data) => (data.ids as number[][])[0]!.forEach((id) => confirmed.seats.set(id, { table_id: tableId, guest_id: guestId })),
  };
}

function checkIn({ random, world, confirmed }: Aim): Write | null {
  const seats = [...confirmed.seats.values()];
  if (seats.length === 0) return null;
  const seated = random.pick(seats);
  return {
    send: ({ planner }) => planner.json('PUT', '/tables_guests/update_inside', { wedding_id: world.weddingId, ...seated, qty: 1, is_inside: true }),
    confirm: (data) => (data.seats as Array<{ id: number }>).forEach((changed) => confirmed.checkedIn.add(changed.id)),
  };
}

function payment({ random, world, confirmed }: Aim, n: number): Write {
  const expenseId = random.pick(world.expenseIds);
  const amount = (random.between(1, 500_000) / 100).toFixed(2);
  const paid = random.next() < 0.7;
  const body = { wedding_id: world.weddingId, expense_id: expenseId, name: `Crash ${n}`, date: '2026-05-01', amount, paid };
  return {
    send: ({ planner }) => planner.json('POST', '/payments/create', body),
    confirm: (data) => confirmed.payments.set(data.id as number, { amount, paid }),
  };
}

function idea({ world, confirmed }: Aim, n: number): Write {
  const form = ideaForm({ wedding_id: world.weddingId, title: `Crash ${n}`, type: 'image' }, { name: 'crash.png', content: world.image });
  return {
    send: ({ planner }) => planner.send('POST', '/ideas/create', form),
    confirm: (data) => confirmed.ideas.set(data.id as number, { image: data.image as string, thumbnail: data.thumbnail as string }),
  };
}

function guest({ random, confirmed, world }: Aim, n: number): Write {
  const name = `Crash guest ${n}`;
  const companions = random.between(0, 2);
  return {
    send: ({ planner }) => planner.json('POST', '/guests/create', { wedding_id: world.weddingId, name, companions }),
    confirm: (data) => confirmed.guests.set(data.id as number, { name, companions }),
  };
}

/** Each kind's share of the writes; what is left over makes new guests. */
const kinds: Array<[share: number, write: (aim: Aim, n: number) => Write | null]> = [
  [0.22, seat],
  [0.18, checkIn],
  [0.16, payment],
  [0.08, idea],
  [0.07, planFile],
  [0.05, layout],
  [0.04, purchase],
  [0.04, wedding],
];

/**
 * Write number `n`, of a kind drawn from `aim.random`; a kind with nothing to aim at yet (no
 * guest to seat, a row whose last replacement is on its way) gives way to a new guest.
 */
export function drawWrite(aim: Aim, n: number): Write {
  let drawn = aim.random.next();
  const kind = kinds.find(([share]) => (drawn -= share) < 0);
  return kind?.[1](aim, n) ?? guest(aim, n);
}
