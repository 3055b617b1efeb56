// The TTL monitor: periodically deletes documents whose indexed date plus expireAfterSeconds has passed.
import type { Document } from 'bson';
import { MISSING, pathValues } from './documents';
import type { Collection, Store } from './storage';

/** The earliest date at the path (MongoDB uses the lowest date of an array); undefined when none. */
function earliestDate(doc: Document, field: string): number | undefined {
  let earliest: number | undefined;
  for (const value of pathValues(doc, field)) {
    if (value === MISSING || !(value instanceof Date)) continue;
    const time = value.getTime();
    if (earliest === undefined || time < earliest) earliest = time;
  }
  return earliest;
}

function expiredDocuments(coll: Collection, now: number): Document[] {
  const expired: Document[] = [];
  for (const spec of coll.ttlIndexes()) {
    const fields = Object.keys(spec.key);
    // Like MongoDB, only single-field indexes expire documents.
    if (fields.length !== 1) continue;
    const field = fields[0] as string;
    const ttlMs = Number(spec.expireAfterSeconds) * 1000;
    for (const doc of coll.all()) {
      const date = earliestDate(doc, field);
      if (date !== undefined && date + ttlMs <= now) expired.push(doc);
    }
  }
  return expired;
}

/** Deletes expired documents now; returns how many went. */
export function removeExpiredDocuments(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const db of store.databaseNames()) {
    for (const coll of store.collections(db)) {
      for (const doc of expiredDocuments(coll, now)) {
        if (coll.remove(doc)) removed++;
      }
    }
  }
  return removed;
}
