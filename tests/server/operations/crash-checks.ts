import { and, eq, isNotNull } from 'drizzle-orm';
import { planElementTypeId } from '../../../contract/plan';
import { openDatabase } from '../../../server/db/client';
import { ideas } from '../../../server/modules/ideas/schema';
import { planElements } from '../../../server/modules/plan/schema';
import { weddings } from '../../../server/modules/weddings/schema';
import { storedPaths } from '../../support/stored-files';
import type { ApiCaller, Confirmed, CrashWorld } from './crash-workload';

/**
 * What the crash test reads back once the server is up again, and the rules it holds it to
 * (issue 28, crash safety): every confirmed write is there, seats within each table and party,
 * the budget's totals equal to its rows, the credits ledger equal to the balance, each replaced
 * row on its last confirmed value, and exactly the files rows point at stored.
 */

export interface Stored {
  guests: Array<{ id: number; name: string; companions: number; seats: number }>;
  seats: Array<{ id: number; table_id: number; guest_id: number; is_inside: boolean }>;
  tables: Array<{ id: number; seats: number; seats_taken: number }>;
  payments: Array<{ id: number; amount: string; paid: boolean }>;
  expenses: Array<{ amount: string | null }>;
  summary: { expenses: string; payments: string };
  ideas: Array<{ id: number; image: string | null; thumbnail: string | null }>;
  credits: { balance: number; transactions: Array<{ type: 'purchase' | 'deduction'; amount: number; balance: number; wedding_name: string | null }> };
  weddings: Array<{ id: number; name: string }>;
  /** Each replaced row's value now, by `Confirmed.replacements`' names. */
  replaced: Map<string, string | null>;
}

/** Files the storage holds, and files rows point at (idea images, plan files, layouts), read once the server has stopped. */
export interface Files {
  stored: string[];
  referenced: string[];
}

export async function readStored(api: ApiCaller, world: CrashWorld): Promise<Stored> {
  const of = `?wedding_id=${world.weddingId}`;
  const [guests, seats, tables, payments, expenses, summary, ideaList, credits, weddingList, plan, wedding] = await Promise.all([
    api.read<{ guests: Stored['guests'] }>(`/guests/index${of}`),
    api.read<{ tableGuests: Stored['seats'] }>(`/tables_guests/index${of}`),
    api.read<{ tables: Stored['tables'] }>(`/tables/index${of}`),
    api.read<{ payments: Stored['payments'] }>(`/payments/index${of}`),
    api.read<{ expenses: Stored['expenses'] }>(`/expenses/index${of}`),
    api.read<Stored['summary']>(`/budget/summary${of}`),
    api.read<{ ideas: Stored['ideas'] }>(`/ideas/index${of}`),
    api.read<Stored['credits']>('/credits/index'),
    api.read<{ weddings: Stored['weddings'] }>('/weddings'),
    api.read<{ elements: Array<{ id: number; value: string | null }> }>(`/plan_elements/index${of}`),
    api.read<{ wedding: { layout_width: number | null } }>(`/weddings/show?id=${world.weddingId}`),
  ]);
  const replaced = new Map<string, string | null>(plan.elements.map((element) => [`plan-${element.id}`, element.value]));
  replaced.set(`layout-${world.weddingId}`, wedding.wedding.layout_width === null ? null : String(wedding.wedding.layout_width));
  return {
    guests: guests.guests,
    seats: seats.tableGuests,
    tables: tables.tables,
    payments: payments.payments,
    expenses: expenses.expenses,
    summary,
    ideas: ideaList.ideas,
    credits,
    weddings: weddingList.weddings,
    replaced,
  };
}

/** Reads the stored files and the rows that point at files, from a data directory no server holds. */
export async function readFiles(dataDir: string | null): Promise<Files> {
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    const [stored, images, planFiles, layouts] = await Promise.all([
      storedPaths(db),
      db.select({ image: ideas.image, thumbnail: ideas.thumbnail }).from(ideas),
      db
        .select({ path: planElements.extra })
        .from(planElements)
        .where(and(eq(planElements.typeId, planElementTypeId('file')), isNotNull(planElements.extra))),
      db.select({ path: weddings.layout }).from(weddings).where(isNotNull(weddings.layout)),
    ]);
    const referenced = [...images.flatMap((idea) => [idea.image, idea.thumbnail]), ...planFiles.map((row) => row.path), ...layouts.map((row) => row.path)];
    return { stored, referenced: referenced.filter((path) => path !== null) };
  } finally {
    await database.close();
  }
}

const cents = (amount: string | null) => Math.round(Number(amount ?? 0) * 100);
const countBy = <T, K>(items: T[], key: (item: T) => K) =>
  items.reduce((counts, item) => counts.set(key(item), (counts.get(key(item)) ?? 0) + 1), new Map<K, number>());
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

function missingWrites(confirmed: Confirmed, stored: Stored): string[] {
  const problems: string[] = [];
  const [guests, seats, payments, ideaRows] = [byId(stored.guests), byId(stored.seats), byId(stored.payments), byId(stored.ideas)];
  for (const [id, guest] of confirmed.guests) if (guests.get(id)?.name !== guest.name) problems.push(`confirmed guest ${id} missing`);
  for (const [id, seat] of confirmed.seats)
    if (seats.get(id)?.table_id !== seat.table_id || seats.get(id)?.guest_id !== seat.guest_id) problems.push(`confirmed seat ${id} missing`);
  for (const id of confirmed.checkedIn) if (!seats.get(id)?.is_inside) problems.push(`confirmed check-in of seat ${id} missing`);
  for (const [id, payment] of confirmed.payments)
    if (payments.get(id)?.amount !== payment.amount || payments.get(id)?.paid !== payment.paid) problems.push(`confirmed payment ${id} missing`);
  for (const [id, idea] of confirmed.ideas) if (ideaRows.get(id)?.image !== idea.image) problems.push(`confirmed idea ${id} missing`);
  return problems;
}

function seatingProblems(stored: Stored): string[] {
  const problems: string[] = [];
  const seatsAt = countBy(stored.seats, (seat) => seat.table_id);
  for (const table of stored.tables) {
    const taken = seatsAt.get(table.id) ?? 0;
    if (taken > table.seats || taken !== table.seats_taken)
      problems.push(`table ${table.id}: ${taken} seats taken of ${table.seats} (says ${table.seats_taken})`);
  }
  const seatsOf = countBy(stored.seats, (seat) => seat.guest_id);
  for (const guest of stored.guests) {
    const held = seatsOf.get(guest.id) ?? 0;
    if (held > guest.companions + 1 || held !== guest.seats)
      problems.push(`guest ${guest.id}: ${held} seats for a party of ${guest.companions + 1} (says ${guest.seats})`);
  }
  return problems;
}

function budgetProblems(stored: Stored): string[] {
  const paid = stored.payments.filter((payment) => payment.paid).reduce((sum, payment) => sum + cents(payment.amount), 0);
  const spent = stored.expenses.reduce((sum, expense) => sum + cents(expense.amount), 0);
  return cents(stored.summary.payments) !== paid || cents(stored.summary.expenses) !== spent
    ? [`budget summary ${JSON.stringify(stored.summary)} but the rows sum ${paid} and ${spent} cents`]
    : [];
}

/** The ledger adds up to the balance, and holds a row for each confirmed purchase and each confirmed wedding's credit. */
function creditProblems(confirmed: Confirmed, stored: Stored): string[] {
  const { balance, transactions } = stored.credits;
  const problems: string[] = [];
  const ledger = transactions.reduce((sum, row) => sum + (row.type === 'purchase' ? row.amount : -row.amount), 0);
  if (ledger !== balance) problems.push(`credits: the ledger adds up to ${ledger}, the balance is ${balance}`);
  const rows = countBy(transactions, (row) => `${row.type} ${row.amount} to ${row.balance}${row.wedding_name ? ` for ${row.wedding_name}` : ''}`);
  const expected = [
    ...confirmed.purchases.map((bought) => `purchase ${bought.amount} to ${bought.balance}`),
    ...[...confirmed.weddings.values()].map((created) => `deduction 1 to ${created.balance} for ${created.name}`),
  ];
  for (const [row, times] of countBy(expected, (row) => row)) if ((rows.get(row) ?? 0) < times) problems.push(`confirmed ledger row "${row}" missing`);
  const weddingRows = byId(stored.weddings);
  for (const [id, created] of confirmed.weddings) if (weddingRows.get(id)?.name !== created.name) problems.push(`confirmed wedding ${id} missing`);
  return problems;
}

/** Each replaced row holds its last confirmed value, or the value of one sent after it that the kill left unanswered. */
function replacementProblems(confirmed: Confirmed, stored: Stored): string[] {
  return [...confirmed.replacements].flatMap(([target, sent]) => {
    const last = sent.findLastIndex((replacement) => replacement.outcome === 'confirmed');
    const allowed = sent.slice(last).filter((replacement, index) => index === 0 || replacement.outcome === 'unknown');
    const now = stored.replaced.get(target) ?? null;
    return allowed.some((replacement) => replacement.value === now) ? [] : [`${target} holds ${now}, not its last confirmed ${sent[last]?.value}`];
  });
}

function fileProblems(files: Files): string[] {
  return [
    ...files.referenced.filter((path) => !files.stored.includes(path)).map((path) => `row without its file ${path}`),
    ...files.stored.filter((path) => !files.referenced.includes(path)).map((path) => `file without its row ${path}`),
  ];
}

/** Every confirmed write that is not stored as confirmed, and every rule the stored rows and files break. */
export const problemsOf = (confirmed: Confirmed, stored: Stored, files: Files): string[] => [
  ...confirmed.faults,
  ...missingWrites(confirmed, stored),
  ...seatingProblems(stored),
  ...budgetProblems(stored),
  ...creditProblems(confirmed, stored),
  ...replacementProblems(confirmed, stored),
  ...fileProblems(files),
];
