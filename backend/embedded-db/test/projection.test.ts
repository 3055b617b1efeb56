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

describe('projectDocuments', () => {
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
