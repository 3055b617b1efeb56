// The projection shortcut (dropping top-level fields without mingo or a copy) must agree with mingo.
import { Query } from 'mingo';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneValue } from '../src/documents';
import { BASE_OPTIONS, projectDocuments } from '../src/matching';

const field = fc.constantFrom('_id', 'gameId', 'board', 'nested', 'missing');
const value = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 3 }),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.record({ a: fc.integer(), b: fc.array(fc.record({ c: fc.integer() }), { maxLength: 2 }) }),
);
// Stored documents' objects have Object.prototype (fast-check's dictionaries and records have none).
const doc = fc.dictionary(field, value, { maxKeys: 5 }).map((d) => structuredClone(d));
const exclusion = fc
  .dictionary(field, fc.constantFrom(0, false), { minKeys: 1, maxKeys: 3 })
  .map((d) => ({ ...d }));

const inclusion = fc
  .tuple(
    fc.dictionary(field, fc.constantFrom(1, true), { minKeys: 1, maxKeys: 3 }),
    fc.constantFrom(undefined, 0, false, 1),
  )
  .map(([kept, id]) => (id === undefined ? { ...kept } : { ...kept, _id: id }))
  .filter((p) => Object.entries(p).some(([k, v]) => k !== '_id' && (v === 1 || v === true)));

describe('projectDocuments', () => {
  it('keeps top-level fields exactly as mingo does, sharing (never changing) the rest', () => {
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 4 }), inclusion, (docs, projection) => {
        const before = cloneValue(docs);
        const expected = new Query({}, BASE_OPTIONS).find(cloneValue(docs), projection).all();
        const projected = projectDocuments(docs, projection);
        expect(projected).toStrictEqual(expected);
        // In the stored document's order, as MongoDB answers (mingo orders by the projection instead).
        projected.forEach((out, i) =>
          expect(Object.keys(out)).toEqual(
            Object.keys(docs[i] as object).filter((k) => k in (expected[i] as object)),
          ),
        );
        expect(docs).toStrictEqual(before);
      }),
      { numRuns: 500 },
    );
  });

  it('drops top-level fields exactly as mingo does, sharing (never changing) the rest', () => {
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 4 }), exclusion, (docs, projection) => {
        const before = cloneValue(docs);
        const expected = new Query({}, BASE_OPTIONS).find(cloneValue(docs), projection).all();
        const projected = projectDocuments(docs, projection);
        expect(projected).toStrictEqual(expected);
        projected.forEach((out, i) => expect(Object.keys(out)).toEqual(Object.keys(expected[i] as object)));
        expect(docs).toStrictEqual(before);
      }),
      { numRuns: 500 },
    );
  });
});
