// The dates of one TTL index in a binary min-heap, so the TTL monitor reads only what has expired: scanning
// every key each minute cost ~0.3 s of the database's thread at 500,000 keys (a month of daily audit lines),
// and on a busy server something is always due, so every sweep scanned. Entries are not removed when a
// document goes or changes its date: a popped entry whose document no longer holds that date is dropped, and
// the heap is rebuilt from the index when stale entries outnumber live ones.

export class ExpiryQueue {
  private readonly ats: number[] = [];
  private readonly ids: string[] = [];

  get size(): number {
    return this.ats.length;
  }

  /** Replaces the contents with the entries `fill` adds, in O(n). */
  rebuild(fill: (add: (at: number, id: string) => void) => void): void {
    this.ats.length = 0;
    this.ids.length = 0;
    fill((at, id) => {
      this.ats.push(at);
      this.ids.push(id);
    });
    for (let i = (this.ats.length >> 1) - 1; i >= 0; i--) this.down(i);
  }

  push(at: number, id: string): void {
    this.ats.push(at);
    this.ids.push(id);
    this.up(this.ats.length - 1);
  }

  /** Takes every entry dated at or before `cutoff`, earliest first. */
  popDue(cutoff: number, visit: (at: number, id: string) => void): void {
    while (this.ats.length > 0 && (this.ats[0] as number) <= cutoff) {
      const at = this.ats[0] as number;
      const id = this.ids[0] as string;
      const lastAt = this.ats.pop() as number;
      const lastId = this.ids.pop() as string;
      if (this.ats.length > 0) {
        this.ats[0] = lastAt;
        this.ids[0] = lastId;
        this.down(0);
      }
      visit(at, id);
    }
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.ats[parent] as number) <= (this.ats[i] as number)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    const n = this.ats.length;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) return;
      const right = left + 1;
      let least = left;
      if (right < n && (this.ats[right] as number) < (this.ats[left] as number)) least = right;
      if ((this.ats[i] as number) <= (this.ats[least] as number)) return;
      this.swap(i, least);
      i = least;
    }
  }

  private swap(a: number, b: number): void {
    const at = this.ats[a] as number;
    this.ats[a] = this.ats[b] as number;
    this.ats[b] = at;
    const id = this.ids[a] as string;
    this.ids[a] = this.ids[b] as string;
    this.ids[b] = id;
  }
}
