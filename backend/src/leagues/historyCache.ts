// The league tables' history (finished games before today) barely changes, yet is most of a page's reads: kept
// here for a minute per league and day, so a page read costs today's games alone. A member finishing an earlier
// day late (their day ends after the league's) shows in the week and all-time totals within the minute.
export const HISTORY_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export class HistoryCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = HISTORY_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const found = this.entries.get(key);
    if (found && found.expiresAt > now) return found.value;
    const value = await load();
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    return value;
  }
}
