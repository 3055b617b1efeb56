// Document helpers: copy-on-write cloning, `_id` first, and reading/writing dotted paths.
import { ObjectId } from 'bson';
import type { Document } from 'bson';
import { CommandError } from './errors';

/**
 * A plain top-level field name: no dotted path, no operator, and not `__proto__` (which ordinary
 * property access would take to the prototype).
 */
export function isPlainField(field: string): boolean {
  return field !== '' && field !== '__proto__' && !field.includes('.') && !field.startsWith('$');
}

export function isPlainObject(value: unknown): value is Document {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Deep-copies arrays, plain objects and Dates; BSON values (ObjectId, Long, Binary…) are immutable
 * in practice and shared, which keeps their prototypes (structuredClone would strip them).
 */
export function cloneValue<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => cloneValue(v)) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const out: Document = {};
    for (const key of Object.keys(value)) out[key] = cloneValue<unknown>(value[key]);
    return out as T;
  }
  return value;
}

/** MongoDB always stores `_id` as the first field. */
export function withIdFirst(doc: Document): Document {
  const keys = Object.keys(doc);
  if (keys[0] === '_id' || !('_id' in doc)) return doc;
  const fields: Record<string, unknown> = doc;
  const out: Document = { _id: fields['_id'] };
  for (const key of keys) if (key !== '_id') out[key] = fields[key];
  return out;
}

/** Gives a document a fresh ObjectId when it has none, keeping `_id` first. */
export function withId(doc: Document): Document {
  if (doc['_id'] === undefined) return { _id: new ObjectId(), ...doc };
  return withIdFirst(doc);
}

/** A marker for "this path does not exist", distinct from an explicit null. */
export const MISSING = Symbol('missing');

/**
 * Every value a dotted path reaches, descending into arrays the way index keys do:
 * `a.b` over `{ a: [{ b: 1 }, { b: 2 }] }` gives [1, 2]; a leaf array gives its elements.
 */
export function pathValues(doc: unknown, path: string, expandLeafArrays = true): unknown[] {
  return collect(doc, path.split('.'), 0, expandLeafArrays);
}

function collect(value: unknown, parts: string[], i: number, expandLeaf: boolean): unknown[] {
  if (i === parts.length) {
    if (expandLeaf && Array.isArray(value)) return value.length ? value : [undefined];
    return [value];
  }
  const part = parts[i] as string;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part)) {
      const idx = Number(part);
      return idx < value.length ? collect(value[idx], parts, i + 1, expandLeaf) : [MISSING];
    }
    const out: unknown[] = [];
    for (const el of value) {
      const found = collect(el, parts, i, expandLeaf).filter((v) => v !== MISSING);
      out.push(...found);
    }
    return out.length ? out : [MISSING];
  }
  if (isPlainObject(value) && Object.prototype.hasOwnProperty.call(value, part)) {
    return collect(value[part], parts, i + 1, expandLeaf);
  }
  return [MISSING];
}

/**
 * MongoDB stores a field named `__proto__` like any other; here every document is a JavaScript object, where
 * writing that name replaces the object's prototype instead (the field vanishes, and a path through it reaches
 * `Object.prototype`, shared by the whole thread). So it is refused wherever a write names it, loudly.
 */
export const PROTO_FIELD = '__proto__';
const PROTO_FIELD_REFUSED = `Field name '${PROTO_FIELD}' is not supported by the embedded database`;
/** As roundTrip.ts: deeper than any document MongoDB accepts, and what stops a cyclic value. */
const MAX_DEPTH = 100;

function namesProto(key: string): boolean {
  return key === PROTO_FIELD || key.split('.').includes(PROTO_FIELD);
}

/** Throws BadValue when `value` (a document, update or filter) has a field or dotted path naming `__proto__`. */
export function refuseProtoFields(value: unknown, depth = 0): void {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) refuseProtoFields(item, depth + 1);
    return;
  }
  if (!isPlainObject(value)) return;
  for (const key of Object.keys(value)) {
    if (namesProto(key)) throw new CommandError('BadValue', `${PROTO_FIELD_REFUSED}: '${key}'`);
    refuseProtoFields(value[key], depth + 1);
  }
}

/** Sets a dotted path, creating plain objects on the way (used to seed upserted documents). */
export function setPath(doc: Document, path: string, value: unknown): void {
  if (namesProto(path)) throw new CommandError('BadValue', `${PROTO_FIELD_REFUSED}: '${path}'`);
  const parts = path.split('.');
  let target: Document = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] as string;
    const next: unknown = target[part];
    if (!isPlainObject(next)) target[part] = {};
    target = target[part] as Document;
  }
  target[parts[parts.length - 1] as string] = value;
}
