// Canonical Extended JSON for journal lines, read back with the same number promotion as the wire.
import { Double, EJSON, Int32, Long } from 'bson';
import type { Document } from 'bson';
import { isPlainObject } from './documents';

export function toJournalLine(value: Document): string {
  return EJSON.stringify(value, { relaxed: false });
}

/**
 * Canonical parse keeps every type; then Int32/Double become numbers and Longs become numbers
 * only when exact (EJSON's relaxed mode would round Longs beyond 2^53).
 */
export function fromJournalLine(line: string): Document {
  return promote(EJSON.parse(line, { relaxed: false })) as Document;
}

function promote(value: unknown): unknown {
  if (value instanceof Int32 || value instanceof Double) return value.valueOf();
  if (value instanceof Long) {
    const n = value.toNumber();
    return Number.isSafeInteger(n) ? n : value;
  }
  if (Array.isArray(value)) return value.map(promote);
  if (isPlainObject(value)) {
    for (const key of Object.keys(value)) value[key] = promote(value[key]);
    return value;
  }
  return value;
}
