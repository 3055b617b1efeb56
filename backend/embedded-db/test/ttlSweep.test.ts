// The TTL monitor over a long uptime: it expires exactly what MongoDB would, and a sweep reads only the
// dates that are due, not every key of the index each minute.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Index, normalizeIndexSpec } from '../src/indexes';
import { Store } from '../src/storage';
import { removeExpiredDocuments } from '../src/ttl';

const MINUTE = 60_000;

function ttlCollection() {
  const store = new Store();
  const coll = store.ensureCollection('app', 'lines').coll;
  coll.createIndex(normalizeIndexSpec({ key: { expireAt: 1 }, expireAfterSeconds: 0 }));
  const ids = () =>
    coll
      .candidates({})
      .map((d): unknown => d['_id'])
      .sort();
  return { store, coll, ids };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TTL sweeps', () => {
  it('expires documents as their dates pass, following updates, removals and arrays', () => {
    const { store, coll, ids } = ttlCollection();
    const t0 = 1_000_000_000_000;
    for (let i = 0; i < 6; i++) coll.insert({ _id: i, expireAt: new Date(t0 + i * MINUTE) });
    coll.insert({ _id: 'no-date', expireAt: 'soon' });
    expect(removeExpiredDocuments(store, t0 + MINUTE)).toBe(2);
    expect(ids()).toEqual([2, 3, 4, 5, 'no-date']);

    // Moved later (a game played again), moved earlier, removed, and a newcomer already past due.
    const [two] = coll.candidates({ _id: 2 });
    coll.replace(two as never, { _id: 2, expireAt: new Date(t0 + 60 * MINUTE) });
    const [five] = coll.candidates({ _id: 5 });
    coll.replace(five as never, { _id: 5, expireAt: new Date(t0) });
    const [three] = coll.candidates({ _id: 3 });
    coll.remove(three as never);
    coll.insert({ _id: 'late', expireAt: [new Date(t0 + 90 * MINUTE), new Date(t0 - MINUTE)] });
    expect(removeExpiredDocuments(store, t0 + 2 * MINUTE)).toBe(2);
    expect(ids()).toEqual([2, 4, 'no-date']);
    expect(removeExpiredDocuments(store, t0 + 10 * MINUTE)).toBe(1);
    expect(removeExpiredDocuments(store, t0 + 60 * MINUTE)).toBe(1);
    expect(ids()).toEqual(['no-date']);
  });

  it('reads no key of the index on a sweep with nothing due', () => {
    const { store, coll } = ttlCollection();
    const t0 = 1_000_000_000_000;
    for (let i = 0; i < 2_000; i++) coll.insert({ _id: i, expireAt: new Date(t0 + i * MINUTE) });
    removeExpiredDocuments(store, t0 - MINUTE);
    const scans = vi.spyOn(Index.prototype, 'forEachKey');
    const reads = vi.spyOn(Map.prototype, 'get');
    expect(removeExpiredDocuments(store, t0 + 2.5 * MINUTE)).toBe(3);
    expect(removeExpiredDocuments(store, t0 + 2.5 * MINUTE)).toBe(0);
    expect(scans).not.toHaveBeenCalled();
    // A handful of lookups for the three that went, not one per key.
    expect(reads.mock.calls.length).toBeLessThan(100);
  });
});
