// Canonical string keys for BSON values: equal values (as MongoDB compares them for indexes) get equal keys.
import type { Long } from 'bson';

type BsonTagged = { _bsontype: string; toString(): string };

function isBsonValue(v: object): v is BsonTagged {
  return typeof (v as { _bsontype?: unknown })._bsontype === 'string';
}

function numberKey(n: number): string {
  // -0 and 0 are one key in MongoDB; NaN equals NaN there too.
  return Object.is(n, -0) ? 'n0' : `n${n}`;
}

/**
 * A deterministic string for a value. Numbers of any BSON type that are equal share a key
 * (so a Long 5 and an int 5 collide in a unique index, as in MongoDB); objects keep field order.
 */
export function valueKey(value: unknown): string {
  if (value === undefined || value === null) return 'z';
  switch (typeof value) {
    case 'number':
      return numberKey(value);
    case 'string':
      return `s${value}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    case 'bigint':
      return Number.isSafeInteger(Number(value)) ? numberKey(Number(value)) : `n${value.toString()}`;
    case 'object':
      break;
    case 'symbol':
    case 'function':
      return `?${value.toString()}`;
  }
  if (value instanceof Date) return `d${value.getTime()}`;
  if (value instanceof RegExp) return `r/${value.source}/${value.flags}`;
  if (Array.isArray(value)) return `a${JSON.stringify(value.map(valueKey))}`;
  if (isBsonValue(value)) {
    switch (value._bsontype) {
      case 'ObjectId':
        return `o${value.toString()}`;
      case 'Long': {
        const long = value as unknown as Long;
        const asNumber = long.toNumber();
        return Number.isSafeInteger(asNumber) ? numberKey(asNumber) : `n${long.toString()}`;
      }
      case 'Int32':
      case 'Double':
        return numberKey(Number((value as unknown as { value: number }).value));
      case 'Decimal128': {
        const asNumber = Number(value.toString());
        return Number.isFinite(asNumber) && String(asNumber) === value.toString()
          ? numberKey(asNumber)
          : `m${value.toString()}`;
      }
      case 'Binary':
      case 'UUID': {
        const bin = value as unknown as { sub_type: number; toString(enc: 'base64'): string };
        return `x${bin.sub_type}:${bin.toString('base64')}`;
      }
      default:
        return `${value._bsontype}:${value.toString()}`;
    }
  }
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, valueKey(v)]);
  return `{${JSON.stringify(entries)}`;
}

/** Renders a value the way MongoDB prints it inside an E11000 message (`{ name: "x" }`). */
export function formatKeyValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatKeyValue).join(', ')} ]`;
  if (typeof value === 'object' && isBsonValue(value)) {
    if (value._bsontype === 'ObjectId') return `ObjectId('${value.toString()}')`;
    return `${value._bsontype}(${JSON.stringify(value.toString())})`;
  }
  if (typeof value === 'object') {
    const inner = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${k}: ${formatKeyValue(v)}`,
    );
    return inner.length ? `{ ${inner.join(', ')} }` : '{}';
  }
  // Only symbols and functions are left.
  return typeof value === 'symbol' || typeof value === 'function' ? value.toString() : typeof value;
}
