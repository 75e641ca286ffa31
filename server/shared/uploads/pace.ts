/** Counts the steps of a walk through a file, and says when to let the event loop run: a file of a million tiny segments must not hold it. */
export class Pace {
  private steps = 0;
  constructor(private readonly every: number) {}
  due(): boolean {
    return ++this.steps % this.every === 0;
  }
}
