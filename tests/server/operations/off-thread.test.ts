import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../server/shared/domain-error';
import { OffThread, OffThreadFailure } from '../../../server/shared/uploads/off-thread';
import type * as Tasks from './off-thread-tasks';

/**
 * Issue 23 item 1: uploads are read on a worker thread (server/shared/uploads/off-thread.ts). A
 * task's answer and its refusal come back as they were given; a task that never ends, or takes
 * the thread's memory, fails alone, and the next task runs on a new thread.
 */
const thread = new OffThread({ timeoutMs: 2000, heapMb: 64 });
afterAll(() => thread.close());
const tasks = new URL('./off-thread-tasks.ts', import.meta.url);
const measure = thread.task<typeof Tasks.measure>(tasks, 'measure');

describe('OffThread', () => {
  it('answers what the task returns, and a refusal as the DomainError it was', async () => {
    expect(await measure(Buffer.from('four'), 'a.csv')).toEqual({ name: 'a.csv', bytes: 4 });
    const refused = await thread
      .task<typeof Tasks.refuse>(tasks, 'refuse')()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'import_empty' });
  });

  it('fails a task that runs past its time or its memory, and runs the next on a new thread', { timeout: 60_000 }, async () => {
    const spinning = thread.task<typeof Tasks.spin>(tasks, 'spin')();
    const queued = measure(Buffer.from('after'), 'queued.csv');
    await expect(spinning).rejects.toThrow(OffThreadFailure);
    expect(await queued).toEqual({ name: 'queued.csv', bytes: 5 });
    await expect(thread.task<typeof Tasks.hoard>(tasks, 'hoard')()).rejects.toThrow(OffThreadFailure);
    expect(await measure(Buffer.from('again'), 'b.csv')).toEqual({ name: 'b.csv', bytes: 5 });
  });
});
