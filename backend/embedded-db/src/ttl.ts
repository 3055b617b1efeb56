// The TTL monitor: periodically deletes documents whose indexed date plus expireAfterSeconds has passed.
import type { Document } from 'bson';
import type { Collection, Store } from './storage';

const ID_ONLY: ReadonlySet<string> = new Set(['_id']);

/**
 * Documents with a date at the indexed path older than the TTL. An array expires by its earliest
 * date (as in MongoDB), which is the same as "any of its dates has expired".
 */
function expiredDocuments(coll: Collection, now: number): Document[] {
  const expired = new Set<string>();
  for (const index of coll.ttlIndexes()) {
    // Like MongoDB, only single-field indexes expire documents.
    if (index.fields.length !== 1) continue;
    index.collectExpired(now - Number(index.spec.expireAfterSeconds) * 1000, expired);
  }
  // Removal needs only the `_id`: the collection finds the index keys itself.
  return expired.size ? coll.documents(expired, ID_ONLY) : [];
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
