import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createOptimisticList } from '../../../machines/shared/optimistic-list.machine';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import { ControlledServer } from '../../support/controlled-server';

/**
 * Random sequences of creates, updates (of different fields, with different intents, one row
 * or several), moves and deletes, with random refusals and answers arriving at random moments
 * between the person's changes, against a fake server that keeps its own truth. Whatever the
 * sequence: after every answer the list's confirmed rows equal the server's, and once every
 * change is answered the screen equals the server. The second property adds another screen
 * changing the same rows and the live updates of every stored change (this screen's own echoes
 * too), heard in the order the server stored them at random moments: once everything is
 * answered and heard, the screen equals the server.
 */

interface Item {
  id: number;
  text: string;
  order: number;
  done: boolean;
}
type ItemIntent = 'rename' | 'move' | 'check' | { type: 'bulkCheck' };

const itemList = createOptimisticList<Item, ItemIntent>({
  create: { failure: 'checklist.messages.unexpectedAdding' },
  delete: { failure: 'checklist.messages.unexpectedDeleting' },
  update: {
    rename: { failure: 'checklist.messages.unexpectedUpdating' },
    move: { failure: 'checklist.messages.unexpectedUpdating' },
    check: { failure: 'checklist.messages.unexpectedUpdating' },
    bulkCheck: { failure: 'checklist.messages.unexpectedUpdating' },
  },
});

/** What the person does (rows are picked among those on screen by position) or the server answering. */
type Step =
  | { do: 'create'; text: string; at: number }
  | { do: 'rename'; pick: number; text: string }
  | { do: 'move'; pick: number; order: number }
  | { do: 'check'; pick: number; done: boolean }
  | { do: 'bulkCheck'; picks: number[]; done: boolean }
  | { do: 'delete'; picks: number[] }
  | { do: 'answer'; accept: boolean };

/** What another screen does to the server's rows, and this screen hearing the oldest live update. */
type LiveStep =
  { do: 'remoteRename'; pick: number; text: string } | { do: 'remoteDelete'; pick: number } | { do: 'remoteCreate'; text: string } | { do: 'hear' };

const pick = fc.nat({ max: 20 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ do: fc.constant('create' as const), text: fc.string({ maxLength: 4 }), at: fc.nat({ max: 6 }) }),
  fc.record({ do: fc.constant('rename' as const), pick, text: fc.string({ maxLength: 4 }) }),
  fc.record({ do: fc.constant('move' as const), pick, order: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ do: fc.constant('check' as const), pick, done: fc.boolean() }),
  fc.record({ do: fc.constant('bulkCheck' as const), picks: fc.array(pick, { minLength: 1, maxLength: 3 }), done: fc.boolean() }),
  fc.record({ do: fc.constant('delete' as const), picks: fc.array(pick, { minLength: 1, maxLength: 2 }) }),
  fc.record({ do: fc.constant('answer' as const), accept: fc.boolean() }),
  fc.record({ do: fc.constant('answer' as const), accept: fc.boolean() }),
);

const liveStep: fc.Arbitrary<Step | LiveStep> = fc.oneof(
  step,
  fc.record({ do: fc.constant('remoteRename' as const), pick, text: fc.string({ maxLength: 4 }) }),
  fc.record({ do: fc.constant('remoteDelete' as const), pick }),
  fc.record({ do: fc.constant('remoteCreate' as const), text: fc.string({ maxLength: 4 }) }),
  fc.constant({ do: 'hear' as const }),
  fc.constant({ do: 'hear' as const }),
);

const start: Item[] = [
  { id: 1, text: 'a', order: 0, done: false },
  { id: 2, text: 'b', order: 1, done: true },
  { id: 3, text: 'c', order: 2, done: false },
];

const byId = (rows: readonly Item[]) => [...rows].sort((a, b) => a.id - b.id);

/** Each intent is its own call, which stores its own field only (as the real endpoints do). */
const writes = (intent: ItemIntent): Array<keyof Item> => {
  const type = typeof intent === 'string' ? intent : intent.type;
  return type === 'rename' ? ['text'] : type === 'move' ? ['order'] : ['done'];
};

type ItemListActor = ReturnType<typeof startList>['list'];

function startList() {
  const server = new ControlledServer<Item, ItemIntent>(start, writes);
  const list = createActor(itemList.provide({ actors: { persist: fromPromise(({ input }) => server.persist(input)) } }), {
    input: { rows: start },
  }).start();
  return { server, list };
}

/** The person's change (rows picked by position on screen); false for an answer step, which the caller makes. */
function makeChange(list: ItemListActor, next: Step): void {
  const shown = () => list.getSnapshot().context.rows;
  const idAt = (position: number) => shown()[position % Math.max(1, shown().length)]?.id;
  const idsAt = (positions: number[]) => [...new Set(positions.map(idAt).filter((id): id is number => id !== undefined))];
  switch (next.do) {
    case 'create':
      list.send({ type: 'rows.create', rows: [{ id: temporaryId(), text: next.text, order: 9, done: false }], index: next.at });
      break;
    case 'rename':
    case 'move':
    case 'check': {
      const id = idAt(next.pick);
      if (id === undefined) break;
      const patch = next.do === 'rename' ? { text: next.text } : next.do === 'move' ? { order: next.order } : { done: next.done };
      list.send({ type: 'rows.update', changes: [{ id, patch }], intent: next.do });
      break;
    }
    case 'bulkCheck':
      list.send({ type: 'rows.update', changes: idsAt(next.picks).map((id) => ({ id, patch: { done: next.done } })), intent: { type: 'bulkCheck' } });
      break;
    case 'delete':
      list.send({ type: 'rows.delete', ids: idsAt(next.picks) });
      break;
    case 'answer':
      break;
  }
}

/** The live updates a change of the server's rows sends: the rows it saved and the ids it deleted. */
function liveUpdatesOf(before: readonly Item[], after: readonly Item[]) {
  const old = new Map(before.map((row) => [row.id, row]));
  const saved = after.filter((row) => JSON.stringify(old.get(row.id)) !== JSON.stringify(row));
  const kept = new Set(after.map((row) => row.id));
  const removed = before.filter((row) => !kept.has(row.id)).map((row) => row.id);
  return [
    ...(saved.length ? [{ type: 'list.upsert' as const, rows: saved }] : []),
    ...(removed.length ? [{ type: 'list.remove' as const, ids: removed }] : []),
  ];
}

describe('optimistic list, property', () => {
  it('ends with the screen equal to the server, whatever is refused and whenever answers come', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), fc.array(fc.boolean(), { maxLength: 60 }), async (steps, laterAnswers) => {
        const { server, list } = startList();
        const confirmedMatchesServer = () => expect(byId(list.getSnapshot().context.confirmed)).toEqual(byId(server.rows));
        for (const next of steps) {
          makeChange(list, next);
          if (next.do === 'answer' && server.waitingCount > 0) {
            await server.answer(next.accept);
            confirmedMatchesServer();
          }
        }
        // The person stops; the server answers everything still on its way.
        let answers = 0;
        while (server.waitingCount > 0) {
          await server.answer(laterAnswers[answers++ % Math.max(1, laterAnswers.length)] ?? true);
          confirmedMatchesServer();
        }
        expect(list.getSnapshot().context.pending).toEqual([]);
        expect(byId(list.getSnapshot().context.rows)).toEqual(byId(server.rows));
        list.stop();
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('ends with the screen equal to the server while another screen changes the same rows and live updates arrive in between', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(liveStep, { maxLength: 40 }), async (steps) => {
        const { server, list } = startList();
        const heard: ReturnType<typeof liveUpdatesOf> = [];
        /** Changes the server's rows as `change` does, and queues the live updates it sends. */
        const publishing = async (change: () => void | Promise<void>) => {
          const before = server.rows.map((row) => ({ ...row }));
          await change();
          heard.push(...liveUpdatesOf(before, server.rows));
        };
        let nextRemoteId = 5000;
        for (const next of steps) {
          if (next.do === 'hear') {
            const update = heard.shift();
            if (update) list.send(update);
          } else if (next.do === 'remoteRename' || next.do === 'remoteDelete') {
            const target = server.rows[next.pick % Math.max(1, server.rows.length)];
            if (!target) continue;
            await publishing(() => {
              server.rows =
                next.do === 'remoteRename'
                  ? server.rows.map((row) => (row === target ? { ...row, text: next.text } : row))
                  : server.rows.filter((row) => row !== target);
            });
          } else if (next.do === 'remoteCreate') {
            await publishing(() => {
              server.rows = [...server.rows, { id: nextRemoteId++, text: next.text, order: 9, done: false }];
            });
          } else {
            makeChange(list, next);
            if (next.do === 'answer' && server.waitingCount > 0) await publishing(() => server.answer(next.accept));
          }
        }
        while (server.waitingCount > 0) await publishing(() => server.answer(true));
        for (const update of heard) list.send(update);
        expect(list.getSnapshot().context.pending).toEqual([]);
        expect(byId(list.getSnapshot().context.rows)).toEqual(byId(server.rows));
        list.stop();
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
