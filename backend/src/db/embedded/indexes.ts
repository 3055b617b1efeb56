// Secondary indexes: key extraction (multikey, sparse, partial), unique enforcement and equality lookups.
import type { Document } from 'bson';
import { CommandError } from './errors';
import { MISSING, pathValues } from './documents';
import { compileFilter, type Matcher } from './matching';
import { formatKeyValue, valueKey } from './valueKeys';

/** An index as listIndexes reports it (and as the journal stores it). */
export interface IndexSpec extends Document {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** Options that make two specs with the same name different indexes. */
const IDENTITY_OPTIONS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'collation', 'hidden'] as const;

export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

/** Validates a createIndexes entry and fills in what MongoDB fills in (v, name). */
export function normalizeIndexSpec(raw: unknown): IndexSpec {
  if (typeof raw !== 'object' || raw === null) throw new CommandError('FailedToParse', 'index specification must be an object');
  const spec = raw as Document;
  const key: unknown = spec['key'];
  if (typeof key !== 'object' || key === null || Array.isArray(key) || Object.keys(key).length === 0) {
    throw new CommandError('FailedToParse', "Error in specification: the 'key' field must be a non-empty object");
  }
  const out: IndexSpec = { v: 2, key: key as Document, name: typeof spec['name'] === 'string' ? spec['name'] : defaultIndexName(key as Document) };
  for (const [option, value] of Object.entries(spec)) {
    if (option === 'key' || option === 'name' || option === 'v' || option === 'ns' || option === 'background') continue;
    out[option] = value;
  }
  if (out.unique === false) delete out.unique;
  if (out.sparse === false) delete out.sparse;
  if (out.expireAfterSeconds !== undefined && typeof out.expireAfterSeconds !== 'number') {
    throw new CommandError('InvalidOptions', 'TTL index expireAfterSeconds must be a number');
  }
  return out;
}

export function sameKeyPattern(a: IndexSpec, b: IndexSpec): boolean {
  return valueKey(a.key) === valueKey(b.key);
}

export function sameIndexOptions(a: IndexSpec, b: IndexSpec): boolean {
  return IDENTITY_OPTIONS.every((option) => valueKey(a[option]) === valueKey(b[option]));
}

/** One secondary index: every key maps to the set of document ids (id keys) that carry it. */
export class Index {
  readonly spec: IndexSpec;
  readonly fields: string[];
  private readonly entries = new Map<string, Set<string>>();
  private readonly partial: Matcher | undefined;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.partial = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : undefined;
  }

  get isUnique(): boolean {
    return this.spec.unique === true;
  }

  /** Usable for an equality lookup on `field` (a partial index may not hold every match). */
  canLookUp(field: string): boolean {
    return !this.partial && this.fields.length === 1 && this.fields[0] === field;
  }

  /**
   * True when `next` certainly has the keys `current` has: every indexed field is a top-level
   * value it shares with `current` (copy-on-write updates share what they did not touch).
   */
  sameKeysFor(current: Document, next: Document): boolean {
    if (this.partial) return false;
    return this.fields.every((field) => !field.includes('.') && current[field] === next[field]);
  }

  /** The index keys a document produces; none when sparse/partial exclude it. */
  keysOf(doc: Document): string[] {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((field) => pathValues(doc, field));
    if (this.spec.sparse && perField.every((values) => values.every((v) => v === MISSING))) return [];
    // Cartesian product over multikey fields; missing counts as null, like MongoDB.
    let combos: unknown[][] = [[]];
    for (const values of perField) {
      const next: unknown[][] = [];
      for (const combo of combos) for (const v of values) next.push([...combo, v === MISSING ? null : v]);
      combos = next;
    }
    const keys = new Set(combos.map((combo) => (combo.length === 1 ? valueKey(combo[0]) : valueKey(combo))));
    return [...keys];
  }

  lookUp(value: unknown): Set<string> | undefined {
    return this.entries.get(valueKey(value));
  }

  /** The first key of `keys` already held by another document, if any. */
  findConflict(keys: string[], idKey: string): string | undefined {
    if (!this.isUnique) return undefined;
    for (const key of keys) {
      const holders = this.entries.get(key);
      if (holders && [...holders].some((holder) => holder !== idKey)) return key;
    }
    return undefined;
  }

  add(keys: string[], idKey: string): void {
    for (const key of keys) {
      let holders = this.entries.get(key);
      if (!holders) this.entries.set(key, (holders = new Set()));
      holders.add(idKey);
    }
  }

  remove(keys: string[], idKey: string): void {
    for (const key of keys) {
      const holders = this.entries.get(key);
      if (!holders) continue;
      holders.delete(idKey);
      if (holders.size === 0) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The E11000 error MongoDB returns, with keyPattern/keyValue that the driver exposes. */
export function duplicateKeyError(ns: string, spec: IndexSpec, doc: Document): CommandError {
  const keyValue: Document = {};
  for (const field of Object.keys(spec.key)) {
    const values = pathValues(doc, field, false);
    const first = values[0];
    keyValue[field] = first === MISSING || first === undefined ? null : first;
  }
  const shown = Object.entries(keyValue).map(([k, v]) => `${k}: ${formatKeyValue(v)}`).join(', ');
  const errmsg = `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: { ${shown} }`;
  return new CommandError('DuplicateKey', errmsg, { keyPattern: spec.key, keyValue });
}
