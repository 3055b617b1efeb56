// The shortcuts must agree with mingo (our MongoDB semantics) on every shape they accept.
import { Query, update as mingoUpdate } from 'mingo';
import { Long } from 'bson';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneValue } from '../src/documents';
import { fastMatcher, fastOperatorUpdate } from '../src/fastPaths';
import { valueKey } from '../src/valueKeys';

const field = fc.constantFrom('gameId', 'version', 'status', 'flag', 'list', 'missing');
const scalar = fc.oneof(
  fc.constantFrom('A', 'B', ''),
  fc.integer({ min: -2, max: 3 }),
  fc.boolean(),
  fc.double({ noNaN: true }),
);
const stored = fc.oneof(
  scalar,
  fc.constant(null),
  fc.array(scalar, { maxLength: 3 }),
  fc.constant(Long.fromNumber(2)),
  fc.constant({ a: 1 }),
);
const doc = fc.dictionary(field, stored, { maxKeys: 5 }).map((d) => ({ _id: 1, ...d }));

describe('fastMatcher', () => {
  it('decides plain equalities and $in lists exactly as mingo does, and defers what it cannot decide', () => {
    const filter = fc.dictionary(
      field,
      fc.oneof(
        scalar,
        scalar.map((v) => ({ $eq: v })),
        fc.array(scalar, { minLength: 1, maxLength: 3 }).map((v) => ({ $in: v })),
      ),
      { maxKeys: 3 },
    );
    fc.assert(
      fc.property(filter, doc, (f, d) => {
        const fast = fastMatcher(f);
        expect(fast).toBeDefined();
        const decided = fast?.(d);
        if (decided !== undefined) expect(decided).toBe(new Query(f).test(d));
      }),
      { numRuns: 2_000 },
    );
  });

  it('matches the version-guarded lookup of every move', () => {
    const match = fastMatcher({ gameId: 'ABCDE', version: 3 });
    expect(match?.({ _id: 1, gameId: 'ABCDE', version: 3 })).toBe(true);
    expect(match?.({ _id: 1, gameId: 'ABCDE', version: 4 })).toBe(false);
    expect(match?.({ _id: 1, gameId: 'ABCDE', version: '3' })).toBe(false);
    expect(match?.({ _id: 1, gameId: ['ABCDE'], version: 3 })).toBeUndefined();
  });

  it('leaves operators, dotted paths, null and regular expressions to mingo', () => {
    for (const f of [
      { $or: [{ a: 1 }] },
      { 'a.b': 1 },
      { a: null },
      { a: /x/ },
      { a: { $gt: 1 } },
      { a: { $in: [] } },
      { a: { $in: [1, null] } },
      { a: { $in: 1 } },
      { __proto__x: 1, ['__proto__']: 1 },
    ]) {
      expect(fastMatcher(f as Record<string, unknown>), JSON.stringify(f)).toBeUndefined();
    }
  });
});

describe('fastOperatorUpdate', () => {
  it('produces the document and the changed flag mingo would, without touching the original', () => {
    const setFields = fc.dictionary(field, stored, { maxKeys: 3 });
    const incFields = fc.dictionary(
      fc.constantFrom('version', 'count', 'lastEventId'),
      fc.integer({ min: -1, max: 2 }),
      { maxKeys: 2 },
    );
    const original = fc
      .record({ version: fc.integer({ min: 0, max: 9 }), status: scalar })
      .map((d) => ({ _id: 1, ...d }));
    fc.assert(
      fc.property(original, setFields, incFields, (d, $set, $inc) => {
        const spec = { $set, $inc };
        const before = valueKey(d);
        const fast = fastOperatorUpdate(d, spec);
        expect(valueKey(d)).toBe(before);
        if (!fast) return; // a shape it declined (a field in both operators)
        const viaMingo = cloneValue(d);
        mingoUpdate(viaMingo, spec, undefined, undefined, { cloneMode: 'copy' });
        expect(valueKey(fast.doc)).toBe(valueKey(viaMingo));
        expect(fast.changed).toBe(valueKey(viaMingo) !== before);
      }),
      { numRuns: 2_000 },
    );
  });

  it('declines what it cannot apply exactly', () => {
    const d = { _id: 1, n: 'text', list: [1] };
    expect(fastOperatorUpdate(d, { $inc: { n: 1 } })).toBeUndefined();
    expect(fastOperatorUpdate(d, { $push: { list: 2 } })).toBeUndefined();
    expect(fastOperatorUpdate(d, { $set: { 'a.b': 1 } })).toBeUndefined();
    expect(fastOperatorUpdate(d, { $set: { _id: 2 } })).toBeUndefined();
    expect(fastOperatorUpdate(d, { $set: { ['__proto__']: { polluted: true } } })).toBeUndefined();
    expect(fastOperatorUpdate(d, { $set: { x: 1 }, $inc: { x: 1 } })).toBeUndefined();
  });
});
