import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { NotificationEmitted } from '../../../machines/shared/messages';
import { createOptimisticList } from '../../../machines/shared/optimistic-list.machine';
import { ControlledServer } from '../../support/controlled-server';

interface Section {
  id: number;
  name: string;
  order: number;
}
type SectionIntent = 'rename' | 'move';

const sectionList = createOptimisticList<Section, SectionIntent>({
  create: { failure: 'plan.messages.unexpectedCreatingSection' },
  delete: { failure: 'plan.messages.unexpectedDeletingSection', success: 'plan.messages.successDeleteSection' },
  update: {
    rename: { failure: 'plan.messages.unexpectedUpdatingSection' },
    move: { failure: 'plan.messages.unexpectedUpdatingOrder' },
  },
});

const ceremony: Section = { id: 1, name: 'Ceremony', order: 0 };
const party: Section = { id: 2, name: 'Party', order: 1 };

function start(rows: Section[] = [ceremony, party]) {
  const server = new ControlledServer<Section, SectionIntent>(rows, (intent) => (intent === 'rename' ? ['name'] : ['order']));
  const list = createActor(sectionList.provide({ actors: { persist: fromPromise(({ input }) => server.persist(input)) } }), { input: { rows } }).start();
  const notices: NotificationEmitted[] = [];
  list.on('notification', (notice) => notices.push(notice));
  const shown = () => list.getSnapshot().context.rows;
  const confirmed = () => list.getSnapshot().context.confirmed;
  return { server, list, notices, shown, confirmed };
}

describe('optimistic list', () => {
  it('a refused rename followed by an accepted move keeps the move and the old name, on screen and as confirmed', async () => {
    const { server, list, shown, confirmed, notices } = start();
    list.send({ type: 'rows.update', changes: [{ id: 1, patch: { name: 'Vows' } }], intent: 'rename' });
    list.send({ type: 'rows.update', changes: [{ id: 1, patch: { order: 5 } }], intent: 'move' });
    expect(shown()[0]).toEqual({ id: 1, name: 'Vows', order: 5 });
    await server.answer(false);
    await server.answer(true);
    expect(server.rows[0]).toEqual({ id: 1, name: 'Ceremony', order: 5 });
    expect(confirmed()).toEqual(server.rows);
    expect(shown()).toEqual(server.rows);
    expect(notices).toEqual([{ type: 'notification', kind: 'error', message: { key: 'plan.messages.unexpectedUpdatingSection' } }]);
  });

  it('sends changes one at a time in the order they were made, each with the call its intent names', async () => {
    const { server, list } = start();
    list.send({ type: 'rows.update', changes: [{ id: 1, patch: { name: 'Vows' } }], intent: 'rename' });
    list.send({ type: 'rows.update', changes: [{ id: 2, patch: { order: 0 } }], intent: 'move' });
    expect(server.waitingCount).toBe(1);
    await server.answer(true);
    expect(server.calls).toEqual([
      { kind: 'update', changes: [{ id: 1, patch: { name: 'Vows' } }], intent: 'rename' },
      { kind: 'update', changes: [{ id: 2, patch: { order: 0 } }], intent: 'move' },
    ]);
    await server.answer(true);
    expect(list.getSnapshot().value).toBe('idle');
  });

  it('merges queued updates of the same rows with the same intent, never the one on its way', async () => {
    const { server, list, shown } = start();
    for (const order of [3, 4, 5, 6]) list.send({ type: 'rows.update', changes: [{ id: 2, patch: { order } }], intent: 'move' });
    expect(server.calls).toHaveLength(1);
    await server.answer(true);
    expect(server.calls[1]).toEqual({ kind: 'update', changes: [{ id: 2, patch: { order: 6 } }], intent: 'move' });
    await server.answer(true);
    expect(server.calls).toHaveLength(2);
    expect(shown()[1]).toEqual({ id: 2, name: 'Party', order: 6 });
  });

  it('gives a created row its real id, also in the changes queued behind it', async () => {
    const { server, list, shown } = start();
    list.send({ type: 'rows.create', rows: [{ id: -5, name: 'Dinner', order: 2 }] });
    list.send({ type: 'rows.update', changes: [{ id: -5, patch: { name: 'Supper' } }], intent: 'rename' });
    await server.answer(true);
    expect(server.calls[1]).toEqual({ kind: 'update', changes: [{ id: 1000, patch: { name: 'Supper' } }], intent: 'rename' });
    await server.answer(true);
    expect(shown()).toEqual([ceremony, party, { id: 1000, name: 'Supper', order: 2 }]);
  });

  it('a refused create takes the changes queued against its row with it, and only those', async () => {
    const { server, list, shown } = start();
    list.send({ type: 'rows.create', rows: [{ id: -5, name: 'Dinner', order: 2 }] });
    list.send({ type: 'rows.update', changes: [{ id: -5, patch: { name: 'Supper' } }], intent: 'rename' });
    list.send({ type: 'rows.update', changes: [{ id: 2, patch: { name: 'Dance' } }], intent: 'rename' });
    await server.answer(false);
    await server.answer(true);
    expect(server.calls.map((call) => call.kind)).toEqual(['create', 'update']);
    expect(shown()).toEqual([ceremony, { ...party, name: 'Dance' }]);
    expect(list.getSnapshot().value).toBe('idle');
  });

  it('puts a refused delete back where it was, and says why', async () => {
    const { server, list, shown, notices } = start();
    list.send({ type: 'rows.delete', ids: [1] });
    expect(shown()).toEqual([party]);
    await server.answer(false);
    expect(shown()).toEqual([ceremony, party]);
    expect(list.getSnapshot().value).toBe('rolledBack');
    expect(notices.at(-1)?.message.key).toBe('plan.messages.unexpectedDeletingSection');
  });

  it('says a success only where the list has something to say, and prefers the server’s named reason on failure', async () => {
    const { server, list, notices } = start();
    list.send({ type: 'rows.delete', ids: [2] });
    await server.answer(true);
    expect(notices).toEqual([{ type: 'notification', kind: 'success', message: { key: 'plan.messages.successDeleteSection' } }]);
    list.send({ type: 'rows.update', changes: [{ id: 99, patch: { name: 'Gone' } }], intent: 'rename' });
    expect(server.calls).toHaveLength(1);
    server.rows = [];
    list.send({ type: 'rows.update', changes: [{ id: 1, patch: { name: 'Late' } }], intent: 'rename' });
    await server.answer(true);
    expect(notices.at(-1)).toEqual({ type: 'notification', kind: 'error', message: { key: 'errors.not_found' } });
  });

  it('with `refusals`, says its own message first, then why: what is gone, or the server’s reason; an unexpected failure adds nothing', async () => {
    const refusals = { row: 'budget.messages.gone.payment', fields: { expense_id: 'budget.messages.gone.expense' } } as const;
    const answers = [
      { code: 'generic_error', messageKey: 'errors.generic_error' },
      { code: 'not_found', messageKey: 'errors.not_found' },
      { code: 'not_found', messageKey: 'errors.not_found', validationErrors: { expense_id: ['not_found'] } },
      { code: 'too_many_attempts', messageKey: 'errors.too_many_attempts', messageParams: { minutes: 2 } },
      {},
    ];
    const list = createActor(
      createOptimisticList<Section, SectionIntent>(
        {
          create: { failure: 'plan.messages.unexpectedCreatingSection' },
          delete: { failure: 'plan.messages.unexpectedDeletingSection' },
          update: { rename: { failure: 'plan.messages.unexpectedUpdatingSection' }, move: { failure: 'plan.messages.unexpectedUpdatingOrder' } },
        },
        { refusals },
      ).provide({
        actors: { persist: fromPromise(() => Promise.reject(answers.shift())) },
      }),
      { input: { rows: [ceremony] } },
    ).start();
    const notices: NotificationEmitted[] = [];
    list.on('notification', (notice) => notices.push(notice));
    for (let tried = 0; tried < 5; tried++) {
      list.send({ type: 'rows.update', changes: [{ id: 1, patch: { name: 'Vows' } }], intent: 'rename' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const said = 'plan.messages.unexpectedUpdatingSection';
    expect(notices.map((notice) => notice.message)).toEqual([
      { key: said },
      { key: said, reason: { key: 'budget.messages.gone.payment' } },
      { key: said, reason: { key: 'budget.messages.gone.expense' } },
      { key: said, reason: { key: 'errors.too_many_attempts', params: { minutes: 2 } } },
      { key: said },
    ]);
    expect(list.getSnapshot().context.rows).toEqual([ceremony]);
  });

  it('a bulk change is one call, accepted or refused as a whole', async () => {
    const { server, list, shown } = start();
    list.send({ type: 'rows.update', changes: [1, 2].map((id) => ({ id, patch: { name: 'Same' } })), intent: 'rename' });
    expect(shown().map((row) => row.name)).toEqual(['Same', 'Same']);
    await server.answer(false);
    expect(shown()).toEqual([ceremony, party]);
    list.send({ type: 'rows.delete', ids: [1, 2] });
    await server.answer(true);
    expect(server.calls.at(-1)).toEqual({ kind: 'delete', ids: [1, 2] });
    expect(shown()).toEqual([]);
  });

  it('a reload replaces the confirmed rows and keeps the queued changes applied', async () => {
    const { server, list, shown } = start();
    list.send({ type: 'rows.update', changes: [{ id: 1, patch: { name: 'Vows' } }], intent: 'rename' });
    list.send({ type: 'list.load', rows: [ceremony, party, { id: 3, name: 'Toasts', order: 2 }] });
    expect(shown().map((row) => row.name)).toEqual(['Vows', 'Party', 'Toasts']);
    await server.answer(false);
    expect(shown().map((row) => row.name)).toEqual(['Ceremony', 'Party', 'Toasts']);
  });

  describe('changes made on another screen (live updates)', () => {
    it('a row saved elsewhere replaces its confirmed row, while this screen’s own queued change stays on top until answered', async () => {
      const { server, list, shown, confirmed } = start();
      list.send({ type: 'rows.update', changes: [{ id: 1, patch: { order: 9 } }], intent: 'move' });
      list.send({ type: 'list.upsert', rows: [{ id: 1, name: 'Vows', order: 0 }] });
      expect(confirmed()[0]).toEqual({ id: 1, name: 'Vows', order: 0 });
      expect(shown()[0]).toEqual({ id: 1, name: 'Vows', order: 9 });
      await server.answer(false);
      expect(shown()[0]).toEqual({ id: 1, name: 'Vows', order: 0 });
    });

    it('a row created elsewhere joins the end once, however often it is heard', () => {
      const { list, shown } = start();
      const toasts = { id: 7, name: 'Toasts', order: 2 };
      list.send({ type: 'list.upsert', rows: [toasts] });
      list.send({ type: 'list.upsert', rows: [toasts] });
      expect(shown()).toEqual([ceremony, party, toasts]);
    });

    it('the echo of this screen’s own create, heard before its answer, shows once while it waits and leaves one row with the real id', async () => {
      const { server, list, shown } = start();
      list.send({ type: 'rows.create', rows: [{ id: -5, name: 'Dinner', order: 2 }] });
      list.send({ type: 'list.upsert', rows: [{ id: 1000, name: 'Dinner', order: 2 }] });
      expect(shown()).toEqual([ceremony, party, { id: -5, name: 'Dinner', order: 2 }]);
      await server.answer(true);
      expect(shown()).toEqual([ceremony, party, { id: 1000, name: 'Dinner', order: 2 }]);
    });

    it('an echo that changes nothing leaves the same rows, before and after the answer (screens of thousands draw nothing again)', async () => {
      const { server, list, shown } = start();
      const before = shown();
      list.send({ type: 'list.upsert', rows: [{ ...ceremony }] });
      expect(shown()).toBe(before);
      list.send({ type: 'rows.create', rows: [{ id: -5, name: 'Dinner', order: 2 }] });
      const waiting = shown();
      list.send({ type: 'list.upsert', rows: [{ id: 1000, name: 'Dinner', order: 2 }] });
      expect(shown()).toBe(waiting);
      await server.answer(true);
      const answered = shown();
      list.send({ type: 'list.upsert', rows: [{ id: 1000, name: 'Dinner', order: 2 }] });
      expect(shown()).toBe(answered);
    });

    it('a row created elsewhere while this screen’s create is refused still joins, and one deleted meanwhile does not', async () => {
      const { server, list, shown } = start();
      list.send({ type: 'rows.create', rows: [{ id: -5, name: 'Dinner', order: 2 }] });
      list.send({
        type: 'list.upsert',
        rows: [
          { id: 7, name: 'Toasts', order: 2 },
          { id: 8, name: 'Cake', order: 3 },
        ],
      });
      list.send({ type: 'list.remove', ids: [8] });
      await server.answer(false);
      expect(shown()).toEqual([ceremony, party, { id: 7, name: 'Toasts', order: 2 }]);
    });

    it('fields set elsewhere patch only the rows named; a row deleted elsewhere goes, even with a change of this screen queued', async () => {
      const { server, list, shown, confirmed } = start();
      list.send({
        type: 'list.patch',
        changes: [
          { id: 2, patch: { name: 'Dance' } },
          { id: 99, patch: { name: 'Ghost' } },
        ],
      });
      expect(confirmed()).toEqual([ceremony, { ...party, name: 'Dance' }]);
      list.send({ type: 'rows.update', changes: [{ id: 1, patch: { name: 'Vows' } }], intent: 'rename' });
      list.send({ type: 'list.remove', ids: [1] });
      expect(shown()).toEqual([{ ...party, name: 'Dance' }]);
      await server.answer(false);
      expect(shown()).toEqual([{ ...party, name: 'Dance' }]);
    });
  });
});
