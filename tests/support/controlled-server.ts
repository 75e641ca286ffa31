import type { Intent, Mutation, PersistAnswer, Row } from '../../machines/shared/optimistic-list';

/**
 * A fake server for optimistic lists that keeps its own truth and answers only when the test
 * says so: each `persist` call waits until the test accepts or refuses it, so a test decides
 * the order of answers and what the person does in between.
 */
export class ControlledServer<R extends Row, I extends Intent> {
  rows: R[];
  /**
   * The fields each intent's call writes, as a real endpoint does (a move stores the order and
   * nothing else): a list that sends more than its change must not get it stored.
   */
  private readonly writes: (intent: I) => ReadonlyArray<keyof R>;
  readonly calls: Mutation<R, I>[] = [];
  private waiting: Array<{ mutation: Mutation<R, I>; accept: () => void; refuse: (code?: string) => void }> = [];
  private nextId: number;

  constructor(rows: R[], writes: (intent: I) => ReadonlyArray<keyof R>, firstId = 1000) {
    this.rows = rows.map((row) => ({ ...row }));
    this.writes = writes;
    this.nextId = firstId;
  }

  /** The `persist` implementation a list is provided with. */
  readonly persist = (mutation: Mutation<R, I>): Promise<PersistAnswer<R> | undefined> =>
    new Promise((resolve, reject) => {
      this.calls.push(mutation);
      this.waiting.push({
        mutation,
        accept: () => {
          try {
            resolve(this.store(mutation));
          } catch (error) {
            reject(error);
          }
        },
        refuse: (code = 'generic_error') => reject({ code, messageKey: `errors.${code}` }),
      });
    });

  get waitingCount() {
    return this.waiting.length;
  }

  /** Answers the oldest call waiting: stores it (if the server can) or refuses it. */
  async answer(accept: boolean): Promise<void> {
    const call = this.waiting.shift();
    if (!call) throw new Error('no call is waiting');
    if (accept) call.accept();
    else call.refuse();
    await settle();
  }

  /** Applies a change the way a real server would: a row that is gone cannot change. */
  private store(mutation: Mutation<R, I>): PersistAnswer<R> | undefined {
    switch (mutation.kind) {
      case 'create': {
        const ids = mutation.rows.map(() => this.nextId++);
        this.rows.push(...mutation.rows.map((row, index) => ({ ...row, id: ids[index]! })));
        return { ids };
      }
      case 'update': {
        if (mutation.changes.some((change) => !this.rows.some((row) => row.id === change.id))) throw { code: 'not_found', messageKey: 'errors.not_found' };
        const fields = this.writes(mutation.intent);
        this.rows = this.rows.map((row) => {
          const change = mutation.changes.find((candidate) => candidate.id === row.id);
          if (!change) return row;
          const written = Object.entries(change.patch).filter(([field]) => fields.includes(field as keyof R));
          return { ...row, ...Object.fromEntries(written) };
        });
        return undefined;
      }
      case 'delete': {
        if (mutation.ids.some((id) => !this.rows.some((row) => row.id === id))) throw { code: 'not_found', messageKey: 'errors.not_found' };
        this.rows = this.rows.filter((row) => !mutation.ids.includes(row.id));
        return undefined;
      }
    }
  }
}

/** Lets promise callbacks and the actors they wake run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
