import { useEffect } from 'react';
import { heldListsStore, type HeldListName, type HeldLists } from '../../machines/home/held-lists.store';
import { useLiveChanges } from './live-events';

/**
 * The module pages' side of the data Home reuses (machines/home/held-lists.store.ts): a page
 * shares what it loaded while it is open, and the wedding page tells the store what changed.
 */

type Rows<K extends HeldListName> = HeldLists[K];

/** An optimistic list's actor, as far as sharing it goes. */
interface SharedList<Confirmed> {
  getSnapshot(): { context: { confirmed: Confirmed; pending: readonly unknown[] } };
  subscribe(listener: () => void): { unsubscribe(): void };
}

/** One list under its name (TypeScript widens a computed key of a generic name to a string index). */
const shareOf = <K extends HeldListName>(name: K, rows: Rows<K>): Partial<HeldLists> => ({ [name]: rows }) as Pick<HeldLists, K>;

const heldNow = <K extends HeldListName>(weddingId: number, name: K, rows: Rows<K>) => heldListsStore.trigger.held({ weddingId, lists: shareOf(name, rows) });
/** Not the server's (still loading, read again, changes on their way): dropped. */
const unsure = (weddingId: number, name: HeldListName) => heldListsStore.trigger.unsettled({ weddingId, names: [name] });
/** The page is left: the rows stay held, and nobody follows them now. */
const release = (weddingId: number, name: HeldListName) => heldListsStore.trigger.released({ weddingId, names: [name] });

/**
 * Shares a page's optimistic list (once loaded, else null) as the wedding's `name` list: its
 * confirmed rows whenever nothing of it is on its way to the server. No wedding (a planner's
 * template): nothing is shared.
 */
export function useShareList<K extends HeldListName>(weddingId: number | null, name: K, list: SharedList<Rows<K>> | null): void {
  useEffect(() => {
    if (weddingId === null) return;
    if (!list) return void unsure(weddingId, name);
    const tell = () => {
      const { confirmed, pending } = list.getSnapshot().context;
      if (pending.length === 0) heldNow(weddingId, name, confirmed);
      else unsure(weddingId, name);
    };
    tell();
    const subscription = list.subscribe(tell);
    return () => {
      subscription.unsubscribe();
      release(weddingId, name);
    };
  }, [weddingId, name, list]);
}

/** Shares rows a page keeps current itself (once loaded, else null). */
export function useShareRows<K extends HeldListName>(weddingId: number, name: K, rows: Rows<K> | null): void {
  useEffect(() => {
    if (!rows) return void unsure(weddingId, name);
    heldNow(weddingId, name, rows);
    return () => release(weddingId, name);
  }, [weddingId, name, rows]);
}

/** The wedding page: every change of the wedding reaches the store, and leaving the wedding forgets it. */
export function useFollowHeldLists(weddingId: number): void {
  useLiveChanges({
    onChange: (change) => heldListsStore.trigger.changed({ weddingId, kind: change.kind }),
    onReset: () => heldListsStore.trigger.reset({ weddingId }),
  });
  useEffect(() => () => heldListsStore.trigger.forget(), [weddingId]);
}
