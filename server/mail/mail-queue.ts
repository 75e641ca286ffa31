/**
 * Sends mail after the answer, so a request for an unknown e-mail and a known one take the
 * same time; shutdown and tests wait for what is still on its way.
 */
export class MailQueue {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  enqueue(send: () => Promise<void>): void {
    const job = send()
      .catch(this.onError)
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
