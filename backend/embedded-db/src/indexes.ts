// Secondary indexes: key extraction (multikey, sparse, partial), unique enforcement and equality lookups.
import type { Document } from 'bson';
import { CommandError } from './errors';
import { MISSING, pathValues } from './documents';
import { compileFilter, type Matcher } from './matching';
import { formatKeyValue, valueKey } from './valueKeys';
import { ExpiryQueue } from './expiryQueue';

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
const IDENTITY_OPTIONS = [
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'collation',
  'hidden',
] as const;

export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

/** Validates a createIndexes entry and fills in what MongoDB fills in (v, name). */
export function normalizeIndexSpec(raw: unknown): IndexSpec {
  if (typeof raw !== 'object' || raw === null)
    throw new CommandError('FailedToParse', 'index specification must be an object');
  const spec = raw as Document;
  const key: unknown = spec['key'];
  if (typeof key !== 'object' || key === null || Array.isArray(key) || Object.keys(key).length === 0) {
    throw new CommandError(
      'FailedToParse',
      "Error in specification: the 'key' field must be a non-empty object",
    );
  }
  const out: IndexSpec = {
    v: 2,
    key: key,
    name: typeof spec['name'] === 'string' ? spec['name'] : defaultIndexName(key),
  };
  for (const [option, value] of Object.entries<unknown>(spec)) {
    if (option === 'key' || option === 'name' || option === 'v' || option === 'ns' || option === 'background')
      continue;
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

/**
 * The keys a document gives an index, per prefix: `levels[i]` holds the keys of the first i+1 fields
 * (a single-field index has one level; the last level is the full key).
 */
export type IndexKeys = string[][];

/**
 * Who holds a key: one id key (what a unique index and most keys have) or a set of them. A Set
 * per key would cost ~100 bytes for every game in every index.
 */
type Holders = string | Set<string>;

/** valueKey's prefix for a Date: the key carries the time, so TTL expiry needs no document decoded. */
export const DATE_KEY_PREFIX = 'd';

function holdersHave(holders: Holders | undefined, idKey: string): boolean {
  if (holders === undefined) return false;
  return typeof holders === 'string' ? holders === idKey : holders.has(idKey);
}

function addHolder(map: Map<string, Holders>, key: string, idKey: string): void {
  const holders = map.get(key);
  if (holders === undefined) map.set(key, idKey);
  else if (typeof holders === 'string') {
    if (holders !== idKey) map.set(key, new Set([holders, idKey]));
  } else holders.add(idKey);
}

function removeHolder(map: Map<string, Holders>, key: string, idKey: string): void {
  const holders = map.get(key);
  if (holders === undefined) return;
  if (typeof holders === 'string') {
    if (holders === idKey) map.delete(key);
    return;
  }
  holders.delete(idKey);
  if (holders.size === 1) map.set(key, holders.values().next().value as string);
  else if (holders.size === 0) map.delete(key);
}

function forEachHolder(holders: Holders | undefined, visit: (idKey: string) => void): void {
  if (holders === undefined) return;
  if (typeof holders === 'string') visit(holders);
  else for (const idKey of holders) visit(idKey);
}

/** valueKey's first characters for a number and for a Decimal128 no double holds: all a numeric bound can match. */
const NUMBER_KEY = 'n'.charCodeAt(0);
const DECIMAL_KEY = 'm'.charCodeAt(0);
/** Past this magnitude a number key's text may not parse to its exact value. */
const EXACT_BELOW = 2 ** 53;

/** Whether a number's key (`n…`) may hold a value `inRange` accepts; unsure (NaN, huge) counts as yes. */
function mayBeInRange(part: string, inRange: (n: number) => boolean): boolean {
  const n = Number(part.slice(1));
  return !(Math.abs(n) < EXACT_BELOW) || inRange(n);
}

/** What every key one level below `parent` (a key of `level`) starts with: a one-field key has no length. */
function childPrefix(parent: string, level: number): string {
  return level === 0 ? `${parent.length}:${parent}` : parent;
}

/** The key one level up of `key`, a key of `level` (>= 1): its combination without the last value. */
function parentOf(key: string, level: number): string {
  let end = 0;
  let part = '';
  for (let segment = 0; segment < level; segment++) {
    const colon = key.indexOf(':', end);
    end = colon + 1 + Number(key.slice(end, colon));
    part = key.slice(colon + 1, end);
  }
  // A one-field key is the value's key alone, without its length (comboKey).
  return level === 1 ? part : key.slice(0, end);
}

function linkChild(children: Map<string, Set<string>>, parent: string, key: string): void {
  let under = children.get(parent);
  if (!under) children.set(parent, (under = new Set()));
  under.add(key);
}

function unlinkChild(children: Map<string, Set<string>>, parent: string, key: string): void {
  const under = children.get(parent);
  if (under?.delete(key) && under.size === 0) children.delete(parent);
}

/** One key under a parent with the sort value of its last field: `rank` orders types as BSON does. */
export interface OrderedKey {
  key: string;
  rank: number;
  value: number;
}

/** BSON's order of the types a walk can sort by: null (and missing), then numbers, then dates. */
const NULL_RANK = 0;
const NUMBER_RANK = 1;
const DATE_RANK = 2;

/** The sort position of one value's key (valueKey), or undefined for a type a walk does not order. */
function orderOf(part: string): { rank: number; value: number } | undefined {
  if (part === 'z') return { rank: NULL_RANK, value: 0 };
  const kind = part.charCodeAt(0);
  const value = Number(part.slice(1));
  if (!(Math.abs(value) < EXACT_BELOW)) return undefined;
  if (kind === NUMBER_KEY) return { rank: NUMBER_RANK, value };
  if (part.startsWith(DATE_KEY_PREFIX)) return { rank: DATE_RANK, value };
  return undefined;
}

export function compareOrdered(a: OrderedKey, b: OrderedKey): number {
  return a.rank - b.rank || a.value - b.value;
}

/** A value that is one index key as it stands: not an array or subdocument (a Date or BSON value is one). */
function isSingleValue(value: unknown): boolean {
  return (
    typeof value !== 'object' ||
    value === null ||
    value instanceof Date ||
    typeof (value as { _bsontype?: unknown })._bsontype === 'string'
  );
}

/**
 * The key of the first `length` values of a combination: single values keep their own key; longer
 * prefixes join their values' keys, each after its length (so no two combinations share a key).
 * Keys of one level are only compared with each other, and this skips an array and its JSON.
 */
function comboKey(combo: unknown[], length: number): string {
  if (length === 1) return valueKey(combo[0]);
  let key = '';
  for (let i = 0; i < length; i++) {
    const part = valueKey(combo[i]);
    key += `${part.length}:${part}`;
  }
  return key;
}

/**
 * One secondary index: for every prefix of its fields, each key maps to the documents (id keys) that
 * carry it, so a query pinning only `gameId` of `{ gameId, eventId }` is still an index lookup.
 */
export class Index {
  readonly spec: IndexSpec;
  readonly fields: string[];
  private readonly levels: Array<Map<string, Holders>>;
  private readonly partial: Matcher | undefined;
  /** Every field is a plain top-level name (no dotted path into arrays or subdocuments). */
  private readonly topLevel: boolean;
  /**
   * For each level past the first, the keys under each key of the level before: the values a prefix's
   * next field holds, so a range on that field reads only the keys in range (rangeLookUp). Built at a
   * level's first range lookup, then kept up to date: indexes never read by range pay nothing for it.
   */
  private readonly children: Array<Map<string, Set<string>> | undefined>;
  /**
   * For the same levels, a parent's keys sorted by the next field's value (orderedKeys): built when first
   * walked, dropped when a key under that parent comes or goes. A player's finished games gain a key when one
   * ends, so Home's read of the newest few sorts them once, not on every visit.
   */
  private readonly ordered: Array<Map<string, OrderedKey[]>>;
  /** Some document held several values in one indexed field (an array): key order no longer bounds a range. */
  private multikey = false;
  /** A TTL index (one field): its dates are also kept in date order for the TTL monitor. */
  private readonly tracksDates: boolean;
  /** Built at the first sweep (not at start-up, where it would slow the index build), then kept up to date. */
  private expiry: ExpiryQueue | undefined;
  /** Date keys held (a document's array counts each), against which the queue's stale entries are weighed. */
  private datesHeld = 0;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.topLevel = this.fields.every((field) => !field.includes('.'));
    this.levels = this.fields.map(() => new Map<string, Holders>());
    this.children = this.fields.slice(1).map(() => undefined);
    this.ordered = this.fields.slice(1).map(() => new Map<string, OrderedKey[]>());
    this.tracksDates = typeof spec.expireAfterSeconds === 'number' && this.fields.length === 1;
    this.partial = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : undefined;
  }

  get isUnique(): boolean {
    return this.spec.unique === true;
  }

  /**
   * Usable for equality lookups: a partial index may not hold every match, and a collation index
   * compares strings in a way its keys do not.
   */
  get canLookUp(): boolean {
    return !this.partial && this.spec['collation'] === undefined;
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
  keysOf(doc: Document): IndexKeys {
    return this.scalarKeysOf(doc) ?? this.generalKeysOf(doc);
  }

  /**
   * The common case without the general machinery (it ran for every index of every document at
   * start-up): top-level fields holding single values, one key per level. Undefined otherwise.
   */
  private scalarKeysOf(doc: Document): IndexKeys | undefined {
    if (this.partial || !this.topLevel) return undefined;
    const values: unknown[] = [];
    let allMissing = true;
    for (const field of this.fields) {
      const own = Object.prototype.hasOwnProperty.call(doc, field);
      const value: unknown = own ? doc[field] : undefined;
      if (
        typeof value === 'object' &&
        value !== null &&
        !(value instanceof Date) &&
        typeof (value as { _bsontype?: unknown })._bsontype !== 'string'
      )
        return undefined;
      if (own) allMissing = false;
      values.push(value === undefined ? null : value);
    }
    if (this.spec.sparse && allMissing) return [];
    return this.fields.map((_, i) => [comboKey(values, i + 1)]);
  }

  private generalKeysOf(doc: Document): IndexKeys {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((field) => pathValues(doc, field));
    if (perField.some((values) => values.length > 1)) this.multikey = true;
    if (this.spec.sparse && perField.every((values) => values.every((v) => v === MISSING))) return [];
    // Cartesian product over multikey fields; missing counts as null, like MongoDB.
    let combos: unknown[][] = [[]];
    for (const values of perField) {
      const next: unknown[][] = [];
      for (const combo of combos) for (const v of values) next.push([...combo, v === MISSING ? null : v]);
      combos = next;
    }
    return this.fields.map((_, i) => [...new Set(combos.map((combo) => comboKey(combo, i + 1)))]);
  }

  /** Documents whose first `values.length` indexed fields equal `values`. */
  lookUp(values: unknown[], visit: (idKey: string) => void): void {
    const level = this.levels[values.length - 1];
    if (level) forEachHolder(level.get(comboKey(values, values.length)), visit);
  }

  /**
   * Whether `rangeLookUp` can narrow a range (or `orderedKeys` walk in order) on the field after `pinned` equalities: every field a plain
   * top-level name holding one value per document, as in { playerUUID, gameNumber }.
   */
  canRange(pinned: number): boolean {
    return this.canLookUp && this.topLevel && !this.multikey && pinned >= 1 && pinned < this.fields.length;
  }

  /**
   * Documents whose first `values.length` fields equal `values` and whose next field may hold a number
   * `inRange` accepts. A superset of the matches (callers apply the filter): only keys of other types
   * (which a numeric bound never matches) and numbers outside the range are left out.
   */
  rangeLookUp(values: unknown[], inRange: (n: number) => boolean, visit: (idKey: string) => void): void {
    const level = this.levels[values.length] as Map<string, Holders>;
    this.forEachKeyInRange(values, inRange, (key) => forEachHolder(level.get(key), visit));
  }

  /** How many documents `rangeLookUp` visits, counted from the keys alone. */
  countRangeLookUp(values: unknown[], inRange: (n: number) => boolean): number {
    const level = this.levels[values.length] as Map<string, Holders>;
    let count = 0;
    this.forEachKeyInRange(values, inRange, (key) => {
      const holders = level.get(key);
      count += holders === undefined ? 0 : typeof holders === 'string' ? 1 : holders.size;
    });
    return count;
  }

  private forEachKeyInRange(
    values: unknown[],
    inRange: (n: number) => boolean,
    visit: (key: string) => void,
  ): void {
    const parent = comboKey(values, values.length);
    const keys = this.childrenOf(values.length).get(parent);
    if (!keys) return;
    const prefix = childPrefix(parent, values.length - 1);
    for (const key of keys) {
      // A child key is its parent's combination and then `${length}:${valueKey}` of the next field's value.
      const part = key.slice(key.indexOf(':', prefix.length) + 1);
      const kind = part.charCodeAt(0);
      if (kind === DECIMAL_KEY || (kind === NUMBER_KEY && mayBeInRange(part, inRange))) visit(key);
    }
  }

  /**
   * The keys one level below `values` (the first values.length fields), in ascending order of the next
   * field's value, for a walk in sort order (Collection.orderedCandidates); undefined when one of them holds
   * a value other than null, a number or a date, whose order this does not decide.
   */
  orderedKeys(values: unknown[]): readonly OrderedKey[] | undefined {
    const parent = comboKey(values, values.length);
    const cache = this.ordered[values.length - 1] as Map<string, OrderedKey[]>;
    const cached = cache.get(parent);
    if (cached) return cached;
    const keys = this.childrenOf(values.length).get(parent);
    if (!keys) return [];
    const prefix = childPrefix(parent, values.length - 1);
    const out: OrderedKey[] = [];
    for (const key of keys) {
      const order = orderOf(key.slice(key.indexOf(':', prefix.length) + 1));
      if (!order) return undefined;
      out.push({ key, ...order });
    }
    out.sort(compareOrdered);
    cache.set(parent, out);
    return out;
  }

  /** The documents holding one key of `level` (a key orderedKeys gave for `level - 1` pinned values). */
  holdersOf(level: number, key: string, visit: (idKey: string) => void): void {
    forEachHolder(this.levels[level]?.get(key), visit);
  }

  /** How many documents `lookUp(values)` visits: the planner's measure of an index's selectivity. */
  countLookUp(values: unknown[]): number {
    const holders = this.levels[values.length - 1]?.get(comboKey(values, values.length));
    return holders === undefined ? 0 : typeof holders === 'string' ? 1 : holders.size;
  }

  /**
   * Adds to `into` the documents holding a date at or before `cutoff`, reading only those dates (and stale
   * entries of documents since removed or moved to another date, which are dropped).
   */
  collectExpired(cutoff: number, into: Set<string>): void {
    const level = this.levels[0] as Map<string, Holders>;
    if (!this.expiry || this.expiry.size > 2 * this.datesHeld + 1024) {
      (this.expiry ??= new ExpiryQueue()).rebuild((add) => {
        for (const [key, holders] of level) {
          if (!key.startsWith(DATE_KEY_PREFIX)) continue;
          const at = Number(key.slice(DATE_KEY_PREFIX.length));
          if (typeof holders === 'string') add(at, holders);
          else for (const idKey of holders) add(at, idKey);
        }
      });
    }
    this.expiry.popDue(cutoff, (at, idKey) => {
      if (holdersHave(level.get(`${DATE_KEY_PREFIX}${at}`), idKey)) into.add(idKey);
    });
  }

  private noteDate(key: string, idKey: string): void {
    if (!key.startsWith(DATE_KEY_PREFIX)) return;
    this.datesHeld++;
    this.expiry?.push(Number(key.slice(DATE_KEY_PREFIX.length)), idKey);
  }

  /** Every full key with its holders (tests read an index's contents through it). */
  forEachKey(visit: (key: string, idKey: string) => void): void {
    const full = this.levels[this.levels.length - 1];
    if (!full) return;
    for (const [key, holders] of full) forEachHolder(holders, (idKey) => visit(key, idKey));
  }

  /** The first full key of `keys` already held by another document, if any. */
  findConflict(keys: IndexKeys, idKey: string): string | undefined {
    if (!this.isUnique) return undefined;
    const full = this.levels[this.levels.length - 1] as Map<string, Holders>;
    for (const key of keys[keys.length - 1] ?? []) {
      const holders = full.get(key);
      if (
        holders === undefined ||
        (typeof holders === 'string' ? holders === idKey : holders.size === 1 && holdersHave(holders, idKey))
      )
        continue;
      return key;
    }
    return undefined;
  }

  /**
   * Adds a stored document's keys: at start-up once per index and document, so the common case (one
   * top-level field holding a single value) goes straight to its key, as scalarKeysOf would give it.
   */
  addDocument(doc: Document, idKey: string): void {
    const field = this.fields.length === 1 && this.topLevel && !this.partial ? this.fields[0] : undefined;
    if (field !== undefined) {
      const own = Object.prototype.hasOwnProperty.call(doc, field);
      const value: unknown = own ? doc[field] : undefined;
      if (isSingleValue(value)) {
        if (!own && this.spec.sparse) return;
        const key = valueKey(value ?? null);
        if (this.tracksDates) this.noteDate(key, idKey);
        addHolder(this.levels[0] as Map<string, Holders>, key, idKey);
        return;
      }
    }
    this.add(this.keysOf(doc), idKey);
  }

  add(keys: IndexKeys, idKey: string): void {
    if (this.tracksDates) for (const key of keys[0] ?? []) this.noteDate(key, idKey);
    keys.forEach((levelKeys, i) => {
      const level = this.levels[i] as Map<string, Holders>;
      const children = i > 0 ? this.children[i - 1] : undefined;
      for (const key of levelKeys) {
        if (children && !level.has(key)) {
          linkChild(children, parentOf(key, i), key);
          this.ordered[i - 1]?.delete(parentOf(key, i));
        }
        addHolder(level, key, idKey);
      }
    });
  }

  remove(keys: IndexKeys, idKey: string): void {
    if (this.tracksDates)
      for (const key of keys[0] ?? []) if (key.startsWith(DATE_KEY_PREFIX)) this.datesHeld--;
    keys.forEach((levelKeys, i) => {
      const level = this.levels[i] as Map<string, Holders>;
      const children = i > 0 ? this.children[i - 1] : undefined;
      for (const key of levelKeys) {
        removeHolder(level, key, idKey);
        if (children && !level.has(key)) {
          unlinkChild(children, parentOf(key, i), key);
          this.ordered[i - 1]?.delete(parentOf(key, i));
        }
      }
    });
  }

  /** The keys of `level` under each key of the level before, built from the keys at the first call. */
  private childrenOf(level: number): Map<string, Set<string>> {
    let children = this.children[level - 1];
    if (!children) {
      children = new Map();
      for (const key of (this.levels[level] as Map<string, Holders>).keys())
        linkChild(children, parentOf(key, level), key);
      this.children[level - 1] = children;
    }
    return children;
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
  const shown = Object.entries(keyValue)
    .map(([k, v]) => `${k}: ${formatKeyValue(v)}`)
    .join(', ');
  const errmsg = `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: { ${shown} }`;
  return new CommandError('DuplicateKey', errmsg, { keyPattern: spec.key, keyValue });
}
