// Budgets kept in this process's memory and decided synchronously, for a node without Redis: the same
// fixed windows rate-limiter-flexible's memory store keeps, without its promise and timer per new key
// (every reconnecting player is a new address, so those were paid on the path to an event stream).
import type { Budget, Refusal } from './limits';

/** One key's window: the points spent in it and when it ends. */
interface Window {
  spent: number;
  endsAt: number;
}

/**
 * One budget's windows. A key's window opens at its first spend and lasts the budget's window, rounded
 * up to whole seconds as the Redis store keeps it; every spend in it counts, refused ones too, so a client
 * that keeps asking does not earn room. Windows are kept in the order they opened, and all last equally
 * long, so the ones that have ended are always at the front: each spend drops those, and memory follows
 * the keys seen within one window, however many addresses a flood brings.
 */
export class FixedWindows {
  private readonly windows = new Map<string, Window>();
  private readonly windowMs: number;

  constructor(
    private readonly budget: Budget,
    private readonly now: () => number = Date.now,
  ) {
    this.windowMs = Math.max(1, Math.ceil(budget.windowMs / 1000)) * 1000;
  }

  /** Spends `points`; null when allowed, else how long until the key's window ends. */
  spend(key: string, points = 1): Refusal | null {
    const now = this.now();
    this.dropEnded(now);
    let window = this.windows.get(key);
    if (!window || this.over(window, now)) {
      this.windows.delete(key);
      window = { spent: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.spent += points;
    return window.spent > this.budget.limit ? refusalUntil(window.endsAt - now) : null;
  }

  /** Whether `key` has already spent the whole budget in its window, without spending. */
  exhausted(key: string): Refusal | null {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || this.over(window, now)) return null;
    return window.spent >= this.budget.limit ? refusalUntil(window.endsAt - now) : null;
  }

  /** Keys with an open window, for tests and sizing. */
  get size(): number {
    return this.windows.size;
  }

  private dropEnded(now: number): void {
    for (const [key, window] of this.windows) {
      if (!this.over(window, now)) return;
      this.windows.delete(key);
    }
  }

  /**
   * Ended, or ending further away than a window lasts: the clock stepped back (NTP correcting a host that
   * ran fast) after it opened. Such a window would otherwise refuse its key, and keep every later window in
   * memory behind it, for as long as the step.
   */
  private over(window: Window, now: number): boolean {
    return window.endsAt <= now || window.endsAt - now > this.windowMs;
  }
}

function refusalUntil(ms: number): Refusal {
  return { retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
}
