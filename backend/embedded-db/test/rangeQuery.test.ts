// The range shortcut (the SSE replay's read) must give exactly what mingo gives for every shape it accepts.
import { Query } from 'mingo';
import { Long } from 'bson';
import type { Document } from 'bson';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneValue } from '../src/documents';
import { normalizeIndexSpec } from '../src/indexes';
import { queryDocuments } from '../src/matching';
import { rangeQuery } from '../src/rangeQuery';
import { Store } from '../src/storage';

const stored = fc.oneof(
  fc.integer({ min: -2, max: 12 }),
  fc.double({ min: -3, max: 13, noNaN: true }),
  fc.constantFrom('A', 'B', '7', null, true),
  fc.constant(Long.fromNumber(4)),
  fc.constant([3, 5]),
  fc.constant(Number.NaN),
);
const doc = fc
  .record(
    { gameId: fc.oneof(fc.constantFrom('A', 'B'), stored), eventId: stored, round: stored },
    { requiredKeys: [] },
  )
  .map((d) => d as Document);
const bound = fc.oneof(fc.integer({ min: -1, max: 11 }), fc.double({ min: -2, max: 12, noNaN: true }));
const bounds = fc
  .dictionary(fc.constantFrom('$gt', '$gte', '$lt', '$lte'), bound, { minKeys: 1, maxKeys: 2 })
  .map((b) => b as Document);

function mingoFind(docs: Document[], filter: Document, sort?: Document, skip?: number, limit?: number) {
  const cursor = new Query(filter).find<Document>(docs.map((d) => cloneValue(d)));
  if (sort) cursor.sort(sort);
  if (skip) cursor.skip(skip);
  if (limit) cursor.limit(limit);
  return cursor.all();
}

describe('rangeQuery', () => {
  it('agrees with mingo on equalities with numeric bounds, sorted, skipped and limited, or defers', () => {
    let decided = 0;
    fc.assert(
      fc.property(
        fc.array(doc, { maxLength: 12 }),
        fc.constantFrom('A', 'B', 3),
        bounds,
        fc.option(fc.constantFrom(1, -1), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        (raw, gameId, range, dir, skip, limit) => {
          const docs = raw.map((d, i) => ({ _id: i, ...d }));
          const filter = { gameId, eventId: range };
          const sort = dir === undefined ? undefined : { eventId: dir };
          const fast = rangeQuery(
            docs.map((d) => cloneValue(d)),
            filter,
            { sort, skip, limit },
          );
          if (fast === undefined) return;
          decided++;
          expect(fast).toEqual(mingoFind(docs, filter, sort, skip, limit));
        },
      ),
      { numRuns: 3_000 },
    );
    // The shortcut must actually decide most shapes, or this compares nothing.
    expect(decided).toBeGreaterThan(1_000);
  });

  it('answers the replay read itself: one game, after an id, in id order, without _id', () => {
    const docs = [5, 1, 3, 2, 4].map((eventId, i) => ({ _id: i, gameId: 'G', eventId, t: `e${eventId}` }));
    const other = { _id: 9, gameId: 'H', eventId: 3, t: 'other' };
    const out = rangeQuery(
      [...docs, other],
      { gameId: 'G', eventId: { $gt: 2 } },
      { sort: { eventId: 1 }, limit: 2, projection: { _id: 0 } },
    );
    expect(out).toEqual([
      { gameId: 'G', eventId: 3, t: 'e3' },
      { gameId: 'G', eventId: 4, t: 'e4' },
    ]);
  });

  it('defers what it cannot decide exactly: arrays, BSON numbers, NaN, ties, other operators and projections', () => {
    const base = { gameId: 'G', eventId: { $gt: 0 } };
    const one = (eventId: unknown) => [{ _id: 1, gameId: 'G', eventId }];
    expect(rangeQuery(one([1, 2]), base, {})).toBeUndefined();
    expect(rangeQuery(one(Long.fromNumber(2)), base, {})).toBeUndefined();
    expect(rangeQuery(one(Number.NaN), base, {})).toBeUndefined();
    expect(rangeQuery(one('2'), base, {})).toBeUndefined();
    const tied = [
      { _id: 1, gameId: 'G', eventId: 2 },
      { _id: 2, gameId: 'G', eventId: 2 },
    ];
    expect(rangeQuery(tied, base, { sort: { eventId: 1 } })).toBeUndefined();
    expect(rangeQuery(one(1), { gameId: 'G', eventId: { $ne: 0 } }, {})).toBeUndefined();
    expect(rangeQuery(one(1), { gameId: 'G' }, {})).toBeUndefined();
    expect(rangeQuery(one(1), base, { projection: { eventId: 1 } })).toBeUndefined();
    expect(rangeQuery(one(1), base, { sort: { gameId: 1 } })).toBeUndefined();
    expect(rangeQuery(one(1), { ...base, 'a.b': 1 }, {})).toBeUndefined();
  });

  it('gives the find command the same reply with and without the shortcut, through the compound index', () => {
    const store = new Store();
    const coll = store.ensureCollection('app', 'events').coll;
    coll.createIndex(normalizeIndexSpec({ key: { gameId: 1, eventId: 1 }, unique: true }));
    for (const gameId of ['AAAAA', 'BBBBB'])
      for (const eventId of [4, 1, 3, 2, 6, 5]) coll.insert({ _id: `${gameId}${eventId}`, gameId, eventId });
    const filter = { gameId: 'BBBBB', eventId: { $gt: 2 } };
    const shape = { sort: { eventId: 1 }, limit: 3, projection: { _id: 0 } };
    const fast = rangeQuery(coll.candidates(filter), filter, shape);
    expect(fast?.map((d): unknown => d['eventId'])).toEqual([3, 4, 5]);
    expect(fast).toEqual(queryDocuments(coll.candidates(filter), filter, shape));
  });
});
