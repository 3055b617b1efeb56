// Runs tasks one at a time per key (per game), so one node never races itself on the same document.
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    // Swallow here only so the chain continues; the caller still sees the rejection via `next`.
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }

  /** Resolves once every task queued so far has finished (shutdown waits here for in-flight writes). */
  async settled(): Promise<void> {
    while (this.tails.size > 0) await Promise.all(this.tails.values());
  }

  get size(): number {
    return this.tails.size;
  }
}
