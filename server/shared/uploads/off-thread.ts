import { Worker } from 'node:worker_threads';
import type { ErrorCode, ValidationErrors } from '../../../contract/errors';
import { DomainError } from '../domain-error';

/** One job for the worker thread: a named export of a module, with arguments it can be sent. */
export interface OffThreadJob {
  module: string;
  name: string;
  args: unknown[];
}

/** What the worker thread answers for a job. */
export type OffThreadAnswer =
  { started: true } | { value: unknown } | { refusal: { code: ErrorCode; validationErrors?: ValidationErrors } } | { failure: string };

/** A job that could not finish: it ran out of time or memory, or its thread failed. */
export class OffThreadFailure extends Error {}

interface Pending extends OffThreadJob {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Work that would hold the event loop, and with it every other request (reading an uploaded
 * spreadsheet), runs on one worker thread, one job at a time in the order asked. The thread
 * starts with the first job and waits for the next. A job that runs past `timeoutMs` (counted from
 * when its task starts: a thread starting and loading its code on a busy machine is not the
 * file's doing), or takes
 * the thread past `heapMb` of memory, ends the thread and fails with OffThreadFailure (the next
 * job starts a new thread), so no file can hold the server or take its memory. A DomainError the
 * task throws comes back as a DomainError.
 */
export class OffThread {
  private worker: Worker | null = null;
  private running: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly queue: Pending[] = [];

  constructor(private readonly limits: { timeoutMs: number; heapMb: number }) {}

  /** A task of `module` run on the thread, typed as the function it names (`typeof import(…).name`). */
  task<Task extends (...args: never[]) => Promise<unknown>>(module: URL, name: string): (...args: Parameters<Task>) => ReturnType<Task> {
    return (...args) => new Promise((resolve, reject) => this.enqueue({ module: module.href, name, args, resolve, reject })) as ReturnType<Task>;
  }

  /** Ends the thread; jobs still waiting fail. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new OffThreadFailure('closed'));
    await this.stop(new OffThreadFailure('closed'));
  }

  private enqueue(job: Pending) {
    this.queue.push(job);
    this.next();
  }

  private next() {
    if (this.running || this.queue.length === 0) return;
    const job = (this.running = this.queue.shift()!);
    (this.worker ??= this.start()).postMessage({ module: job.module, name: job.name, args: job.args } satisfies OffThreadJob);
  }

  private start(): Worker {
    const worker = new Worker(new URL('./off-thread-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb } });
    // An idle thread must not keep the process alive; a request waiting for a job does.
    worker.unref();
    worker.on('message', (answer: OffThreadAnswer) => {
      if (this.worker !== worker) return;
      if ('started' in answer) this.startClock();
      else if ('value' in answer) this.settle((job) => job.resolve(answer.value));
      else if ('refusal' in answer) this.settle((job) => job.reject(new DomainError(answer.refusal.code, answer.refusal.validationErrors)));
      else this.settle((job) => job.reject(new OffThreadFailure(answer.failure)));
    });
    worker.on('error', (error) => {
      if (this.worker === worker) void this.stop(new OffThreadFailure(error.message));
    });
    worker.on('exit', () => {
      if (this.worker === worker) void this.stop(new OffThreadFailure('the worker thread ended'));
    });
    return worker;
  }

  /** The running job's time starts: its task begins (the thread has started and loaded the task's module). */
  private startClock() {
    const job = this.running;
    if (!job) return;
    this.timer = setTimeout(() => void this.stop(new OffThreadFailure(`${job.name} ran over ${this.limits.timeoutMs} ms`)), this.limits.timeoutMs);
  }

  private settle(answer: (job: Pending) => void) {
    const job = this.running;
    if (!job) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = null;
    answer(job);
    this.next();
  }

  /** Ends the thread, failing the job it runs. */
  private async stop(failure: OffThreadFailure) {
    const worker = this.worker;
    this.worker = null;
    this.settle((job) => job.reject(failure));
    await worker?.terminate();
  }
}
