// Shortcuts for the shapes the app sends on every move, decided without mingo.
//
// Building a mingo Query or running its updater copies its whole operator table each time, which
// made a version-guarded findAndModify cost ~0.6 ms. These handle only what they can decide exactly
// as MongoDB does and answer `undefined` for anything else, so the caller falls back to mingo.
import type { Document } from 'bson';
import { isPlainField, isPlainObject } from './documents';
import { valueKey } from './valueKeys';

type Scalar = string | number | boolean;

function isFastScalar(value: unknown): value is Scalar {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  return typeof value === 'number' && !Number.isNaN(value);
}

/** true/false when decided; undefined when the stored value needs mingo (an array, a BSON number…). */
export type FastMatcher = (doc: Document) => boolean | undefined;

/**
 * A matcher for filters made only of top-level equalities on strings, numbers and booleans
 * (`{ gameId: 'ABCDE', version: 3 }`, `{ f: { $eq: 1 } }`, `{ gameId: { $in: ['A', 'B'] } }`);
 * undefined for any other filter.
 */
export function fastMatcher(filter: Document): FastMatcher | undefined {
  const pairs: Array<[string, Scalar[]]> = [];
  for (const [field, raw] of Object.entries(filter)) {
    if (!isPlainField(field)) return undefined;
    let values: unknown[] = [raw];
    if (isPlainObject(raw)) {
      const keys = Object.keys(raw);
      if (keys.length !== 1) return undefined;
      const operand: unknown = raw[keys[0] as string];
      if (keys[0] === '$eq') values = [operand];
      else if (keys[0] === '$in' && Array.isArray(operand) && operand.length > 0) values = operand;
      else return undefined;
    }
    if (!values.every(isFastScalar)) return undefined;
    pairs.push([field, values]);
  }
  return (doc) => {
    let decided = true;
    for (const [field, wanted] of pairs) {
      const have: unknown = doc[field];
      // Different BSON types never compare equal; a missing field or null equals no scalar.
      if (have === undefined || have === null) return false;
      if (typeof have === 'object') {
        decided = false; // an array may contain the value; a BSON number wrapper may equal it
        continue;
      }
      if (!wanted.some((want) => typeof have === typeof want && have === want)) return false;
    }
    return decided ? true : undefined;
  };
}

export interface FastUpdate {
  doc: Document;
  changed: boolean;
}

/**
 * `$set` and `$inc` of top-level fields (what every versioned write sends), applied copy-on-write:
 * the result shares unchanged values with `doc`, which stays untouched. Values are taken from the
 * decoded command as they are: that document belongs to this one command and nothing else holds it.
 * Undefined for any other update, or where MongoDB would refuse or do something subtler.
 */
export function fastOperatorUpdate(doc: Document, spec: Document): FastUpdate | undefined {
  const seen = new Set<string>();
  for (const [op, fields] of Object.entries(spec)) {
    if ((op !== '$set' && op !== '$inc') || !isPlainObject(fields)) return undefined;
    for (const [field, value] of Object.entries(fields)) {
      // A field named twice across operators is a conflict MongoDB reports; mingo words it.
      if (!isPlainField(field) || field === '_id' || seen.has(field)) return undefined;
      seen.add(field);
      if (op === '$inc') {
        const current: unknown = doc[field];
        if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
        if (current !== undefined && typeof current !== 'number') return undefined;
      }
    }
  }
  const next: Document = { ...doc };
  let changed = false;
  const sets: string[] = [];
  for (const [op, fields] of Object.entries(spec) as Array<[string, Document]>) {
    for (const [field, value] of Object.entries<unknown>(fields)) {
      const had = Object.prototype.hasOwnProperty.call(doc, field);
      if (op === '$inc') {
        const increment = value as number;
        next[field] = had ? (doc[field] as number) + increment : increment;
        changed ||= !had || increment !== 0;
      } else {
        next[field] = value;
        changed ||= !had;
        sets.push(field);
      }
    }
  }
  // Comparing values means keying them whole (a board, a rack): only when nothing else decided it,
  // which a versioned write's `$inc` of its version always does.
  if (!changed) changed = sets.some((field) => valueKey(doc[field]) !== valueKey(next[field]));
  return { doc: next, changed };
}
