// Open cursors: results held between find/aggregate and getMore, cut into batches by count and bytes.
import { calculateObjectSize, Long } from 'bson';
import type { Document } from 'bson';
import { CommandError } from './errors';

/** MongoDB's first batch when the client names none. */
export const DEFAULT_FIRST_BATCH = 101;
/** Keeps a reply under the 16 MiB BSON limit with room for the envelope. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
/** Idle cursors die after 10 minutes, as on a real server. */
const CURSOR_IDLE_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
  lastUsed: number;
}

export interface CursorReply extends Document {
  id: Long;
  ns: string;
}

/** Takes up to `batchSize` documents (0 = no count limit) without passing the byte limit. */
function takeBatch(docs: Document[], from: number, batchSize: number): Document[] {
  const batch: Document[] = [];
  let bytes = 0;
  for (let i = from; i < docs.length; i++) {
    if (batchSize > 0 && batch.length >= batchSize) break;
    const doc = docs[i] as Document;
    bytes += calculateObjectSize(doc);
    if (batch.length > 0 && bytes > MAX_BATCH_BYTES) break;
    batch.push(doc);
  }
  return batch;
}

export function toCursorId(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Long) return value.toNumber();
  throw new CommandError('TypeMismatch', 'cursor id must be a 64-bit integer');
}

export class CursorRegistry {
  private readonly open = new Map<number, OpenCursor>();
  /**
   * Idle time is told by the monotonic clock: a wall clock stepped forward (an NTP correction, an operator's
   * `date`) would otherwise kill every open cursor mid-read, and one stepped back keep idle ones for hours.
   */
  private readonly now: () => number;

  constructor(now: () => number = () => performance.now()) {
    this.now = now;
  }
  // Ids stay below 2^53 so drivers that promote Longs to numbers round-trip them exactly.
  private nextId = Math.floor(Math.random() * 1e9) + 1;

  /** Replies `{ firstBatch, id, ns }`, keeping a cursor only when documents remain. */
  openCursor(ns: string, docs: Document[], batchSize: number | undefined, singleBatch = false): CursorReply {
    this.sweep();
    const firstBatch = takeBatch(docs, 0, batchSize ?? DEFAULT_FIRST_BATCH);
    if (singleBatch || firstBatch.length >= docs.length) return { firstBatch, id: Long.ZERO, ns };
    const id = this.nextId++;
    this.open.set(id, { ns, docs, position: firstBatch.length, lastUsed: this.now() });
    return { firstBatch, id: Long.fromNumber(id), ns };
  }

  getMore(rawId: unknown, ns: string, batchSize: number | undefined): CursorReply {
    const id = toCursorId(rawId);
    const cursor = this.open.get(id);
    if (!cursor) throw new CommandError('CursorNotFound', `cursor id ${id} not found`);
    if (cursor.ns !== ns)
      throw new CommandError('BadValue', `cursor id ${id} belongs to ${cursor.ns}, not ${ns}`);
    const nextBatch = takeBatch(cursor.docs, cursor.position, batchSize ?? 0);
    cursor.position += nextBatch.length;
    cursor.lastUsed = this.now();
    if (cursor.position >= cursor.docs.length) {
      this.open.delete(id);
      return { nextBatch, id: Long.ZERO, ns };
    }
    return { nextBatch, id: Long.fromNumber(id), ns };
  }

  kill(rawIds: unknown[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const raw of rawIds) {
      const id = toCursorId(raw);
      (this.open.delete(id) ? killed : notFound).push(Long.fromNumber(id));
    }
    return { killed, notFound };
  }

  get size(): number {
    return this.open.size;
  }

  clear(): void {
    this.open.clear();
  }

  private sweep(): void {
    const cutoff = this.now() - CURSOR_IDLE_MS;
    for (const [id, cursor] of this.open) if (cursor.lastUsed < cutoff) this.open.delete(id);
  }
}
