// Whether a value reads back from BSON exactly as it is, so a document holding it can be kept decoded
// instead of being encoded and decoded again: what a reader gets must be what the bytes would give.
import { ObjectId } from 'bson';
import type { Document } from 'bson';

/** With the `u` flag a surrogate pair is one code point: this matches only a lone surrogate. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Deeper than any document MongoDB accepts (100 levels): also what stops a cyclic value. */
const MAX_DEPTH = 100;

/**
 * True for strings (well-formed: a lone surrogate would be replaced in UTF-8), booleans, numbers,
 * null, valid Dates, ObjectIds, and plain arrays and objects of those. Anything else (undefined,
 * bigint, typed arrays, BSON wrappers that decode to numbers, `toBSON`, keys BSON refuses) is false:
 * the caller then goes through the bytes as before.
 */
export function readsBackAsIs(value: unknown, depth = 0): boolean {
  switch (typeof value) {
    case 'string':
      return isWellFormed(value);
    case 'boolean':
    case 'number':
      return true;
    case 'object':
      break;
    default:
      return false;
  }
  if (value === null) return true;
  if (depth >= MAX_DEPTH) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Array.prototype) {
    const items = value as unknown[];
    for (let i = 0; i < items.length; i++) {
      if (!(i in items) || !readsBackAsIs(items[i], depth + 1)) return false;
    }
    return Object.keys(items).length === items.length;
  }
  if (proto === Object.prototype) return isPlainDocument(value, depth);
  if (value instanceof Date) return proto === Date.prototype && Number.isFinite(value.getTime());
  return value instanceof ObjectId && proto === ObjectId.prototype;
}

function isPlainDocument(doc: Document, depth: number): boolean {
  for (const key of Object.keys(doc)) {
    if (!isPlainKey(key) || !readsBackAsIs(doc[key], depth + 1)) return false;
  }
  return true;
}

/** BSON refuses NUL in a key, `_bsontype` makes an object a BSON value, `__proto__` is not an own field on read. */
export function isPlainKey(key: string): boolean {
  return isWellFormed(key) && !key.includes('\0') && key !== '_bsontype' && key !== '__proto__';
}
