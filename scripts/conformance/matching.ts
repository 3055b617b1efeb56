// The unified test format's rules for comparing an expected value with what the server answered:
// numbers of any BSON width are equal when their values are, root-level documents may carry extra
// fields (nested ones may not), and the `$$` operators stand for looser expectations.
import { Binary, Decimal128, EJSON, ObjectId, Timestamp } from 'bson';

type Path = string;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function bsonTag(value: unknown): string | undefined {
  if (value !== null && typeof value === 'object' && '_bsontype' in value) return String(value._bsontype);
  return undefined;
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  const tag = bsonTag(value);
  if (tag === 'Int32' || tag === 'Double' || tag === 'Long')
    return Number((value as { valueOf(): unknown }).valueOf());
  return undefined;
}

/** The BSON type name MongoDB's `$type` uses for a value as the driver hands it back. */
export function bsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'bigint') return 'long';
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 'int' : 'double';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  const tag = bsonTag(value);
  const names: Record<string, string> = {
    ObjectId: 'objectId',
    Int32: 'int',
    Double: 'double',
    Long: 'long',
    Decimal128: 'decimal',
    Binary: 'binData',
    Timestamp: 'timestamp',
    BSONRegExp: 'regex',
    MinKey: 'minKey',
    MaxKey: 'maxKey',
    Code: 'javascript',
  };
  if (tag) return names[tag] ?? tag;
  return 'object';
}

function sameScalar(expected: unknown, actual: unknown): boolean {
  const en = asNumber(expected);
  const an = asNumber(actual);
  if (en !== undefined || an !== undefined) return en !== undefined && an !== undefined && en === an;
  if (expected instanceof Date || actual instanceof Date)
    return expected instanceof Date && actual instanceof Date && expected.getTime() === actual.getTime();
  if (expected instanceof ObjectId || actual instanceof ObjectId)
    return expected instanceof ObjectId && actual instanceof ObjectId && expected.equals(actual);
  if (expected instanceof Decimal128 || actual instanceof Decimal128)
    return String(expected) === String(actual);
  if (expected instanceof Binary || actual instanceof Binary || expected instanceof Timestamp)
    return EJSON.stringify(expected) === EJSON.stringify(actual);
  if (expected instanceof RegExp || actual instanceof RegExp) return String(expected) === String(actual);
  if (bsonTag(expected) || bsonTag(actual)) return EJSON.stringify(expected) === EJSON.stringify(actual);
  return expected === actual;
}

function show(value: unknown): string {
  try {
    return EJSON.stringify(value, { relaxed: true });
  } catch {
    return String(value);
  }
}

function operatorOf(expected: unknown): [string, unknown] | undefined {
  if (!isPlainObject(expected)) return undefined;
  const keys = Object.keys(expected);
  if (keys.length === 1 && keys[0]!.startsWith('$$')) return [keys[0]!, expected[keys[0]!]];
  return undefined;
}

/**
 * Undefined when `actual` matches `expected`, else where and how it differs. `root` allows extra
 * fields in `actual`, as the format allows at the top of a result (and in each document of a
 * top-level array).
 */
export function mismatch(
  expected: unknown,
  actual: unknown,
  root = true,
  path: Path = '$',
): string | undefined {
  const op = operatorOf(expected);
  if (op) {
    const [name, arg] = op;
    switch (name) {
      case '$$unsetOrMatches':
        return actual === undefined ? undefined : mismatch(arg, actual, root, path);
      case '$$exists':
        return (actual !== undefined) === arg ? undefined : `${path}: expected ${arg ? 'present' : 'absent'}`;
      case '$$type': {
        const types = Array.isArray(arg) ? arg.map(String) : [String(arg)];
        const actualType = bsonTypeName(actual);
        const ok = types.includes(actualType) || (types.includes('number') && asNumber(actual) !== undefined);
        return ok ? undefined : `${path}: expected type ${types.join('|')}, got ${actualType}`;
      }
      case '$$lte': {
        const a = asNumber(actual);
        const e = asNumber(arg);
        return a !== undefined && e !== undefined && a <= e ? undefined : `${path}: expected <= ${show(arg)}`;
      }
      case '$$matchAsRoot':
        return mismatch(arg, actual, true, path);
      case '$$matchAsDocument':
        if (typeof actual !== 'string') return `${path}: expected a JSON string`;
        return mismatch(arg, EJSON.parse(actual, { relaxed: true }), false, path);
      default:
        return `${path}: operator ${name} is not supported by this runner`;
    }
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${show(actual)}`;
    if (actual.length !== expected.length)
      return `${path}: expected ${expected.length} elements, got ${actual.length}: ${show(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const why = mismatch(expected[i], actual[i], root, `${path}[${i}]`);
      if (why) return why;
    }
    return undefined;
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return `${path}: expected a document, got ${show(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      const why = mismatch(value, actual[key], false, `${path}.${key}`);
      if (why) return why;
    }
    if (!root) {
      const extra = Object.keys(actual).filter((k) => !(k in expected) && actual[k] !== undefined);
      if (extra.length) return `${path}: unexpected field(s) ${extra.join(', ')}`;
    }
    return undefined;
  }
  if (actual === undefined) return `${path}: expected ${show(expected)}, got nothing`;
  return sameScalar(expected, actual)
    ? undefined
    : `${path}: expected ${show(expected)}, got ${show(actual)}`;
}
