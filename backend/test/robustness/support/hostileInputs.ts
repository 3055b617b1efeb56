// fast-check arbitraries for hostile input: wrong types, huge strings, $-operators, __proto__, missing fields, bad UTF-8.
import fc from 'fast-check';

/** Query-operator and prototype-pollution shapes a careless server would pass to the database or merge into objects. */
const OPERATOR_VALUES: unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $in: ['A', 'B'] },
  { $where: 'sleep(1000) || true' },
  { $regex: '.*' },
  { $expr: { $eq: [1, 1] } },
  { $set: { status: 'completed', player1Score: 32 } },
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
];

/** Any JSON-able value of the wrong kind: scalars, arrays, objects, huge and odd strings, numbers at the edges. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1,
    2,
    3,
    15,
    16,
    1.5,
    -0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    'A',
    'a',
    'AA',
    'Z',
    '1',
    '2',
    '0x1',
    'null',
    '[]',
    '{}',
    'DROP TABLE games',
    '../../etc/passwd',
    '\u0000',
    '\ud800',
    '\uffff',
    'Á',
    'ß',
    '🙂',
    'Available',
    'Away',
    'active',
    'away',
    'PLACE_LETTER',
    'SELECT_LETTER',
  ),
  fc.constantFrom(...OPERATOR_VALUES),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.nat({ max: 40_000 }).map((n) => 'A'.repeat(n)),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** JSON text for an object, written key by key so keys like "__proto__" reach the server as they would from an attacker. */
export function objectText(entries: readonly (readonly [string, unknown])[]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '$set',
  'toString',
  'hasOwnProperty',
  'version',
  '_id',
  'gameId',
];

/** An object with some of `fields` (each maybe missing) plus odd extra keys, every value hostile. */
export function hostileObject(fields: readonly string[]): fc.Arbitrary<(readonly [string, unknown])[]> {
  const keys = fields.length ? fc.constantFrom(...fields, ...EXTRA_KEYS) : fc.constantFrom(...EXTRA_KEYS);
  return fc.array(fc.tuple(fc.oneof(keys, fc.string({ maxLength: 12 })), hostileValue), { maxLength: 6 });
}

export interface RawBody {
  body: Buffer | undefined;
  contentType: string | undefined;
  label: string;
}

// Bytes that are not UTF-8: a lone continuation byte, an overlong '/', a truncated sequence, UTF-16 surrogates as UTF-8.
const BAD_UTF8 = [
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0x80]),
];

/** A request body: hostile JSON objects, non-objects, broken JSON, bad UTF-8 inside strings, random bytes, odd content types. */
export function hostileBody(
  fields: readonly string[],
  valid: Record<string, unknown> = {},
): fc.Arbitrary<RawBody> {
  const json = (text: string, label: string): RawBody => ({
    body: Buffer.from(text),
    contentType: 'application/json',
    label,
  });
  return fc.oneof(
    { weight: 4, arbitrary: hostileObject(fields).map((entries) => json(objectText(entries), 'object')) },
    {
      // A valid body with one field corrupted or dropped: the shape most likely to slip past a lax check.
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...(Object.keys(valid).length ? Object.keys(valid) : ['x'])),
          fc.option(hostileValue, { nil: undefined }),
        )
        .map(([key, value]) => {
          const entries = Object.entries(valid).filter(([k]) => k !== key);
          return json(
            objectText(value === undefined ? entries : [...entries, [key, value]]),
            `corrupted ${key}`,
          );
        }),
    },
    { weight: 2, arbitrary: hostileValue.map((v) => json(JSON.stringify(v) ?? 'null', 'non-object')) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => json(s, 'broken json')) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...(fields.length ? fields : ['x'])), fc.constantFrom(...BAD_UTF8))
        .map(([key, bad]) => ({
          body: Buffer.concat([Buffer.from(`{"${key}":"A`), bad, Buffer.from('"}')]),
          contentType: 'application/json',
          label: 'bad utf-8',
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((b) => ({ body: Buffer.from(b), contentType: 'application/json', label: 'random bytes' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'application/xml',
          ),
          fc.string({ maxLength: 40 }),
        )
        .map(([contentType, s]) => ({
          body: Buffer.from(s),
          contentType,
          label: `content-type ${contentType}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<RawBody>({ body: undefined, contentType: undefined, label: 'no body' }),
    },
    {
      weight: 1,
      arbitrary: fc.nat({ max: 60_000 }).map((n) => json(`{"message":"${'x'.repeat(n)}"}`, 'huge')),
    },
  );
}

/** A path segment: the real id, near misses, traversal, operators, encodings, huge. */
export function hostileSegment(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...real),
    fc.constantFrom(
      '',
      '.',
      '..',
      '%00',
      '%2e%2e',
      '$gt',
      '{"$gt":""}',
      '__proto__',
      'constructor',
      'DC-',
      'DCS-',
      'DC-G1-x',
      'DCS-G99999-zzz',
      '0',
      '-1',
      '3',
      '99',
      'a'.repeat(300),
      '%F0%9F%99%82',
      '%ff',
      '%',
      'null',
      'undefined',
    ),
    fc.string({ maxLength: 12 }).map(encodeLoosely),
  );
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the bytes of one: invalid UTF-8. */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const ch of text) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

/** A query string: known keys with hostile values, repeated keys, bracket syntax. */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...keys, '__proto__', 'constructor', `${keys[0] ?? 'x'}[$gt]`, `${keys[0] ?? 'x'}[]`),
    fc.string({ maxLength: 8 }),
  );
  const value = hostileValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  return fc
    .array(fc.tuple(key, value), { maxLength: 5 })
    .map((pairs) =>
      pairs.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v.slice(0, 5000))}`).join('&'),
    );
}
