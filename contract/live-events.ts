import { z } from 'zod';
import { expense, payment, supplier } from './budget';
import { checklistCategory, checklistItem } from './checklist';
import { idField } from './endpoint';
import { guest, guestCategory } from './guests';
import { idea, ideaCategory } from './ideas';
import type { ModuleCode } from './permissions';
import { tableGuest } from './seating';
import { table, tableType } from './tables';

/**
 * Live updates of an open wedding (ARCHITECTURE "Part 2 additions"): every change made through
 * the API to its guests, categories, tables, table types, layout, seats, ideas, idea categories,
 * expenses, payments, suppliers and checklist items is sent to the other screens open on it, as
 * Server-Sent Events.
 *
 * `GET <API>/events/stream?wedding_id=3` opens one stream per tab (an `EventSource` with
 * credentials). It is authorised like a read of the wedding: 401 without a session, 403 for
 * someone with no part in it, 422 `not_found` for a wedding that does not exist, and 204 (an
 * EventSource stops reconnecting) while the wedding is archived. Each event reaches only those
 * who may read its module (`liveEventModule`); access is checked again while the stream is
 * open, and the stream ends when it is lost, when the wedding is archived or deleted, and when
 * the server shuts down (the EventSource then reconnects, to this server or another).
 *
 * Each message is `id: <position>` and `data: <a LiveEvent as JSON>`. A reconnecting
 * EventSource sends the last id in `Last-Event-ID` (a new EventSource may pass it as
 * `last_event_id`), and the stream first replays every event since then. A client too far
 * behind for what the server keeps hears `reset`: it reads everything again. A screen also hears
 * its own changes; applying events by id (an upsert, a delete) makes that echo harmless. A
 * screen opens its stream first and reads its lists once `ready` arrives: a change made in
 * between then comes both in the list and as an event, never in neither.
 */
export const liveEventsPath = '/events/stream';

export const liveEventsQuery = z.object({
  wedding_id: idField,
  /** The position to resume after, when the `Last-Event-ID` header cannot be sent. */
  last_event_id: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'invalid' })
    .optional(),
});

const ids = z.array(z.number());

/** The guest fields a mass update or a status change sets on every guest it names. */
const guestPatch = z.object({ category_id: z.number().nullable(), status_id: z.number(), invitedBy_id: z.number().nullable() }).partial();

/** What a change sends: enough for a screen to apply it without reading the lists again. */
export const liveChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seats.created'), seats: z.array(tableGuest) }),
  /** Seats moved inside or outside. */
  z.object({ kind: z.literal('seats.updated'), seats: z.array(tableGuest) }),
  z.object({ kind: z.literal('seats.deleted'), ids }),
  /** Guests created or changed, as the guest list shows them. */
  z.object({ kind: z.literal('guests.saved'), guests: z.array(guest) }),
  /** The same fields set on many guests (a mass update, a status change). */
  z.object({ kind: z.literal('guests.patched'), ids, patch: guestPatch }),
  /** Guests deleted; their seats went with them. */
  z.object({ kind: z.literal('guests.deleted'), ids }),
  /** An import added `guests` guests and `categories` categories: read both lists again. */
  z.object({ kind: z.literal('guests.imported'), guests: z.number(), categories: z.number() }),
  z.object({ kind: z.literal('categories.created'), category: guestCategory }),
  /** A category deleted; its guests are left without one. */
  z.object({ kind: z.literal('categories.deleted'), id: z.number() }),
  /** Tables created or changed (moved, renumbered, resized), as `tables/index` lists them. */
  z.object({ kind: z.literal('tables.saved'), tables: z.array(table) }),
  /** Tables deleted; their seats went with them. */
  z.object({ kind: z.literal('tables.deleted'), ids }),
  z.object({ kind: z.literal('tableTypes.saved'), tableType }),
  z.object({ kind: z.literal('tableTypes.deleted'), id: z.number() }),
  z.object({ kind: z.literal('layout.changed'), layout: z.string(), width: z.number(), height: z.number() }),
  /** An idea created or changed (pinned, edited), as `ideas/index` lists it. */
  z.object({ kind: z.literal('ideas.saved'), idea }),
  z.object({ kind: z.literal('ideas.deleted'), id: z.number() }),
  z.object({ kind: z.literal('ideaCategories.created'), category: ideaCategory }),
  /** An idea category deleted; its ideas are left without one. */
  z.object({ kind: z.literal('ideaCategories.deleted'), id: z.number() }),
  /** Expenses created or changed, as `expenses/index` lists them (a supplier deleted also sends those it left without one). */
  z.object({ kind: z.literal('expenses.saved'), expenses: z.array(expense) }),
  /** Expenses deleted; their payments went with them (`payments.deleted` names them). */
  z.object({ kind: z.literal('expenses.deleted'), ids }),
  /** Payments recorded or marked paid, as `payments/index` lists them. */
  z.object({ kind: z.literal('payments.saved'), payments: z.array(payment) }),
  z.object({ kind: z.literal('payments.deleted'), ids }),
  z.object({ kind: z.literal('suppliers.saved'), suppliers: z.array(supplier) }),
  z.object({ kind: z.literal('suppliers.deleted'), ids }),
  /** Checklist items created, edited or ticked, as `checklist/index` lists them, with the categories made for them. */
  z.object({ kind: z.literal('checklist.saved'), items: z.array(checklistItem), categories: z.array(checklistCategory) }),
  z.object({ kind: z.literal('checklist.deleted'), ids }),
  /** The wedding was archived: it is read-only now, and the stream ends after this event. */
  z.object({ kind: z.literal('wedding.archived') }),
  /** Sent only to the user whose grants in the wedding changed: read your modules and actions again. */
  z.object({ kind: z.literal('permissions') }),
]);
export type LiveChange = z.infer<typeof liveChange>;
export type LiveChangeKind = LiveChange['kind'];

/** What the stream itself says: `ready` once it is live (after any replay); `reset` when the events missed are no longer kept. */
export const liveEvent = z.discriminatedUnion('kind', [z.object({ kind: z.literal('ready') }), z.object({ kind: z.literal('reset') }), ...liveChange.options]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** The module a user must hold to hear each change; null: everyone of the wedding (`permissions` goes to its user only). */
export const liveEventModule: Record<LiveChangeKind, ModuleCode | null> = {
  'seats.created': 'TABLES',
  'seats.updated': 'TABLES',
  'seats.deleted': 'TABLES',
  'guests.saved': 'GUESTS',
  'guests.patched': 'GUESTS',
  'guests.deleted': 'GUESTS',
  'guests.imported': 'GUESTS',
  'categories.created': 'GUESTS',
  'categories.deleted': 'GUESTS',
  'tables.saved': 'TABLES',
  'tables.deleted': 'TABLES',
  'tableTypes.saved': 'TABLES',
  'tableTypes.deleted': 'TABLES',
  'layout.changed': 'TABLES',
  'ideas.saved': 'IDEA_BOARD',
  'ideas.deleted': 'IDEA_BOARD',
  'ideaCategories.created': 'IDEA_BOARD',
  'ideaCategories.deleted': 'IDEA_BOARD',
  'expenses.saved': 'BUDGET',
  'expenses.deleted': 'BUDGET',
  'payments.saved': 'BUDGET',
  'payments.deleted': 'BUDGET',
  'suppliers.saved': 'BUDGET',
  'suppliers.deleted': 'BUDGET',
  'checklist.saved': 'CHECKLIST',
  'checklist.deleted': 'CHECKLIST',
  'wedding.archived': null,
  permissions: null,
};

/** Server timings a client can rely on. */
export const liveEventTimings = {
  /** A comment line at least this often keeps proxies from closing an idle stream. */
  heartbeatMs: 15_000,
  /** How soon an EventSource reconnects after the stream drops (the `retry` field). */
  retryMs: 1_000,
} as const;
