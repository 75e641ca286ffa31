import { parentPort } from 'node:worker_threads';
import { DomainError } from '../domain-error';
import type { OffThreadAnswer, OffThreadJob } from './off-thread';

/**
 * The worker thread's side of OffThread: runs each job it is sent (a named export of a module)
 * and answers with its value, its refusal (a DomainError's code, which the main thread throws
 * again as a DomainError) or why it failed.
 */
parentPort!.on('message', async ({ module, name, args }: OffThreadJob) => {
  let answer: OffThreadAnswer;
  try {
    const tasks = (await import(module)) as Record<string, (...values: unknown[]) => unknown>;
    // The job's time limit starts now, not while the thread started and loaded the module.
    parentPort!.postMessage({ started: true } satisfies OffThreadAnswer);
    answer = { value: await tasks[name]!(...args) };
  } catch (error) {
    answer =
      error instanceof DomainError
        ? { refusal: { code: error.code, validationErrors: error.validationErrors } }
        : { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(answer);
});
