// Decoded documents kept for reuse: a live game is read and rewritten on every move, and decoding its
// BSON for each read, then encoding the whole document again for each write, was most of the database
// thread's work. Collections keep their own entries; one least-recently-used order and one byte budget
// span the whole store, so the memory they hold is bounded however many collections there are.
import type { Document } from 'bson';

export interface HotDocument {
  readonly owner: HotDocuments;
  readonly idKey: string;
  /** Never mutated: readers share it, writers make a new top-level object (copy-on-write). */
  doc: Document;
  /** True when `doc` is newer than the collection's stored bytes: written back on eviction. */
  dirty: boolean;
  /** What the entry counts against the budget: the document's BSON size when last encoded. */
  size: number;
}

/** The store-wide order and budget. */
export class DocumentCache {
  private readonly order = new Set<HotDocument>();
  private used = 0;
  readonly budgetBytes: number;

  constructor(budgetBytes: number) {
    this.budgetBytes = budgetBytes;
  }

  get bytes(): number {
    return this.used;
  }

  get count(): number {
    return this.order.size;
  }

  touch(entry: HotDocument): void {
    this.order.delete(entry);
    this.order.add(entry);
  }

  /** Adds an entry, then evicts the least recently used ones (possibly this one) down to the budget. */
  add(entry: HotDocument): void {
    this.order.add(entry);
    this.used += entry.size;
    while (this.used > this.budgetBytes) {
      const oldest = this.order.values().next().value as HotDocument;
      this.drop(oldest);
      oldest.owner.evicted(oldest);
    }
  }

  drop(entry: HotDocument): void {
    if (this.order.delete(entry)) this.used -= entry.size;
  }

  resize(entry: HotDocument, size: number): void {
    if (this.order.has(entry)) this.used += size - entry.size;
    entry.size = size;
  }
}

/** Writes a dirty document's bytes into its collection; returns their length. */
export type WriteBack = (idKey: string, doc: Document) => number;

/** One collection's entries. Every entry is for a document the collection holds. */
export class HotDocuments {
  private readonly entries = new Map<string, HotDocument>();
  private readonly cache: DocumentCache;
  private readonly writeBack: WriteBack;

  constructor(cache: DocumentCache, writeBack: WriteBack) {
    this.cache = cache;
    this.writeBack = writeBack;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry, marked as just used. */
  get(idKey: string): HotDocument | undefined {
    const entry = this.entries.get(idKey);
    if (entry) this.cache.touch(entry);
    return entry;
  }

  /** The entry without changing the order (scans must not push out what point reads keep). */
  peek(idKey: string): HotDocument | undefined {
    return this.entries.get(idKey);
  }

  /** Keeps `doc` as the decoded document of `idKey` (replacing any entry, which is not written back). */
  set(idKey: string, doc: Document, size: number, dirty: boolean): void {
    this.delete(idKey);
    const entry: HotDocument = { owner: this, idKey, doc, dirty, size };
    this.entries.set(idKey, entry);
    this.cache.add(entry);
  }

  /** Forgets an entry without writing it back (its document is being replaced or removed); returns it. */
  delete(idKey: string): HotDocument | undefined {
    const entry = this.entries.get(idKey);
    if (!entry) return undefined;
    this.entries.delete(idKey);
    this.cache.drop(entry);
    return entry;
  }

  /** Called by the cache when it drops `entry` for room. */
  evicted(entry: HotDocument): void {
    if (this.entries.get(entry.idKey) !== entry) return;
    this.entries.delete(entry.idKey);
    if (entry.dirty) this.writeBack(entry.idKey, entry.doc);
  }

  /** Writes every dirty document's bytes (before a snapshot, a size report or a scan of the bytes). */
  flush(): void {
    for (const entry of this.entries.values()) {
      if (!entry.dirty) continue;
      this.cache.resize(entry, this.writeBack(entry.idKey, entry.doc));
      entry.dirty = false;
    }
  }

  /** Writes back and forgets every entry (the collection is leaving the store). */
  clear(): void {
    this.flush();
    for (const entry of this.entries.values()) this.cache.drop(entry);
    this.entries.clear();
  }
}
