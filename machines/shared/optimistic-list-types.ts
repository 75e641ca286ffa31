import type { MissingReasons } from './failure';
import type { Message, MessageKey } from './messages';
import { type Intent, type Mutation, type Row, type RowPatch } from './optimistic-list';

/** The optimistic list machine's messages, input, context, events and options (optimistic-list.machine.ts). */

export type IntentTypeOf<I extends Intent> = I extends string ? I : I extends { type: infer T extends string } ? T : never;

/** What a person hears when a change fails (always) or succeeds (when something is worth saying). */
export interface ChangeMessages<R extends Row = Row> {
  failure: MessageKey;
  success?: MessageKey;
  /** The success message's values, from the rows the change touched as last confirmed (a deleted category's name). */
  successParams?: (rows: R[]) => NonNullable<Message['params']>;
}

/** A list whose deletes of one row and of several rows say different things (guests: one call or a mass call). */
export interface DeleteMessages<R extends Row = Row> {
  one: ChangeMessages<R>;
  many: ChangeMessages<R>;
}

export interface ListMessages<I extends Intent, R extends Row = Row> {
  create: ChangeMessages<R>;
  delete: ChangeMessages<R> | DeleteMessages<R>;
  update: Record<IntentTypeOf<I>, ChangeMessages<R>>;
}

export interface OptimisticListInput<R extends Row> {
  rows?: R[];
}

export interface OptimisticListContext<R extends Row, I extends Intent> {
  /** The rows as the server stored them. */
  confirmed: R[];
  /** What the screen shows: `confirmed` with `pending` applied. */
  rows: R[];
  /** Changes not answered yet; the first one is on its way while the list is `persisting`. */
  pending: Mutation<R, I>[];
  /** New rows heard from the stream while a create of this list is on its way (see `hearRows`). */
  held: R[];
}

export type OptimisticListEvent<R extends Row, I extends Intent> =
  /** The rows as the server answered them now (a load or a reload); queued changes stay applied. */
  | { type: 'list.load'; rows: R[] }
  /** Rows the server already stored by another call (an import): confirmed at once, first. */
  | { type: 'list.add'; rows: R[] }
  /** Rows saved on another screen (live updates): replaced by id, or added last; queued changes stay on top. */
  | { type: 'list.upsert'; rows: R[] }
  /** Fields set on rows on another screen (a bulk change). */
  | { type: 'list.patch'; changes: RowPatch<R>[] }
  /** Rows deleted on another screen. */
  | { type: 'list.remove'; ids: number[] }
  /** New rows (temporary ids from `temporaryId()`), shown at `index` (default: last). */
  | { type: 'rows.create'; rows: R[]; index?: number }
  | { type: 'rows.update'; changes: RowPatch<R>[]; intent: I }
  | { type: 'rows.delete'; ids: number[] };

export interface ListOptions {
  /** Deletes carry the rows they take (`Mutation.rows`): for calls that name rows by more than their ids (a seat: its guest and table). */
  deletesCarryRows?: boolean;
  /**
   * Set, a refusal says the list's own message for the change first, then the server's reason,
   * naming what no longer exists with these messages (budget and ideas, part 2 §8:
   * `refusalMessage`). Left out, the server's known reason alone, else the list's message
   * (guests, checklist, seating: the spec shows the server's text there).
   */
  refusals?: MissingReasons;
}
