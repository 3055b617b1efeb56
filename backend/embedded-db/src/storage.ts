// In-memory databases -> collections -> documents with their indexes; every mutation is recorded as a Change.
import { UUID } from 'bson';
import type { Document } from 'bson';
import type { Change } from './changes';
import { CommandError } from './errors';
import { isPlainObject } from './documents';
import { decodeDocument, encodeDocument, readTopLevelFields } from './codec';
import { DocumentCache, HotDocuments } from './hotDocuments';
import { isPlainKey, readsBackAsIs } from './roundTrip';
import { duplicateKeyError, ID_INDEX_SPEC, Index, sameIndexOptions, sameKeyPattern } from './indexes';
import { compareOrdered } from './indexes';
import type { IndexKeys, IndexSpec, OrderedKey } from './indexes';
import type { Matcher } from './matching';
import { valueKey } from './valueKeys';
import { boundsOf, within } from './rangeQuery';

/** Scalars an equality lookup can use an index for (anything else needs a scan to match MongoDB's semantics). */
function isIndexableScalar(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return true;
  if (value instanceof Date) return true;
  return typeof value === 'object' && (value as { _bsontype?: unknown })._bsontype === 'ObjectId';
}

/** The values a filter pins `field` to: a plain scalar, `{ $eq: scalar }` or `{ $in: [scalars] }`. */
function equalityValues(filter: Document, field: string): unknown[] | undefined {
  if (!Object.prototype.hasOwnProperty.call(filter, field)) return undefined;
  const value: unknown = filter[field];
  if (!isPlainObject(value)) return isIndexableScalar(value) ? [value] : undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1) return undefined;
  if (keys[0] === '$eq') return isIndexableScalar(value['$eq']) ? [value['$eq']] : undefined;
  const list: unknown = value['$in'];
  const items: unknown[] | undefined = Array.isArray(list) ? list : undefined;
  if (keys[0] === '$in' && items?.every(isIndexableScalar)) return items;
  return undefined;
}

/** Undoes one recorded change in memory (a write whose journal append failed is taken back). */
type Undo = () => void;
type Recorder = (change: Change, undo: Undo) => void;

/**
 * Below this many documents under a lookup's pinned fields, reading them all costs less than narrowing a
 * range through the index's keys (a game's events for a replay); past it (a player's year of dailies) not.
 */
const RANGE_NARROWS_PAST = 256;

/** At most this many index keys from `$in` combinations before a query falls back to a scan. */
const MAX_LOOKUP_KEYS = 1000;

/**
 * BSON bytes of decoded documents a store keeps (see hotDocuments.ts): ~1,500 live games of ~1.3 KB,
 * a few MiB of objects, well above the games in play at once on one node.
 */
export const HOT_DOCUMENT_BYTES = 2 * 1024 * 1024;

/**
 * `next` as it would read back from BSON when that is `next` itself, but for top-level undefined
 * fields (BSON drops them: so does the copy); undefined when a changed value needs the round trip.
 * Unchanged values are `current`'s, which came from the bytes or passed this test before.
 */
function keptVersion(current: Document, next: Document): Document | undefined {
  let out = next;
  for (const key of Object.keys(next)) {
    const value: unknown = next[key];
    if (value === current[key] && Object.prototype.hasOwnProperty.call(current, key)) continue;
    if (!isPlainKey(key)) return undefined;
    if (value === undefined) {
      if (out === next) out = { ...next };
      delete out[key];
      continue;
    }
    if (!readsBackAsIs(value)) return undefined;
  }
  return out;
}

/** The documents a compaction writes: a consistent view taken at one instant (the bytes never change). */
export interface CollectionView {
  db: string;
  name: string;
  options: Document;
  indexes: IndexSpec[];
  docs: Uint8Array[];
}

export class Collection {
  readonly dbName: string;
  name: string;
  readonly options: Document;
  readonly uuid = new UUID();
  /** Each document's BSON; stale for a document whose hot entry is dirty (that entry is the truth). */
  private readonly docs = new Map<string, Uint8Array>();
  private readonly hot: HotDocuments;
  private readonly indexes = new Map<string, Index>();
  private readonly record: Recorder;
  private bytes = 0;
  /** What restoreBytes reads of each document (null: decode it whole); reset whenever indexes change. */
  private restoreFields: Set<string> | null | undefined;

  constructor(dbName: string, name: string, options: Document, record: Recorder, cache: DocumentCache) {
    this.dbName = dbName;
    this.name = name;
    this.options = options;
    this.record = record;
    this.hot = new HotDocuments(cache, (idKey, doc) => this.writeBack(idKey, doc));
  }

  /** Stores a dirty hot document's bytes (its index entries are already its own). */
  private writeBack(idKey: string, doc: Document): number {
    const bytes = encodeDocument(doc);
    this.bytes += bytes.length - (this.docs.get(idKey)?.length ?? 0);
    this.docs.set(idKey, bytes);
    return bytes.length;
  }

  /**
   * A stored document, read-only: the hot entry when there is one, else decoded from `bytes`
   * (kept hot when `keep`), or just `fields` of it when those can be read from the bytes alone.
   */
  private read(idKey: string, bytes: Uint8Array, keep: boolean, fields?: ReadonlySet<string>): Document {
    const entry = keep ? this.hot.get(idKey) : this.hot.peek(idKey);
    if (entry) return entry.doc;
    const partial = fields && readTopLevelFields(bytes, fields);
    if (partial) return partial;
    const doc = decodeDocument(bytes);
    if (keep) this.hot.set(idKey, doc, bytes.length, false);
    return doc;
  }

  /** What index keys are computed from for a stored document: its hot entry, its indexed fields or all of it. */
  private indexedView(idKey: string, bytes: Uint8Array): Document {
    const entry = this.hot.peek(idKey);
    if (entry) return entry.doc;
    const fields = (this.restoreFields ??= this.indexedFields() ?? null);
    return (fields && readTopLevelFields(bytes, fields)) ?? decodeDocument(bytes);
  }

  /** Writes back and drops every hot entry: the collection is leaving the store (an undo may bring it back). */
  releaseHot(): void {
    this.hot.clear();
  }

  get ns(): string {
    return `${this.dbName}.${this.name}`;
  }

  get count(): number {
    return this.docs.size;
  }

  /** The BSON size of every document. */
  get dataSize(): number {
    this.hot.flush();
    return this.bytes;
  }

  /**
   * Documents in insertion order. Read-only: they may be the hot documents every reader shares
   * (a caller that edits them copies first). With `fields`, possibly just those top-level fields.
   */
  all(fields?: ReadonlySet<string>): Document[] {
    const out: Document[] = [];
    for (const [idKey, bytes] of this.docs) out.push(this.read(idKey, bytes, false, fields));
    return out;
  }

  view(): CollectionView {
    this.hot.flush();
    return {
      db: this.dbName,
      name: this.name,
      options: this.options,
      indexes: this.indexSpecs().slice(1),
      docs: [...this.docs.values()],
    };
  }

  /**
   * The documents that may match `filter`: by `_id`, through the index pinning the most leading
   * fields by equality, as the union of indexed `$or` branches, otherwise all of them.
   * Callers still apply the full filter. Read-only, as `all`; with `fields` (top-level names a caller
   * needs, `_id` among them) documents not already decoded may hold only those.
   */
  candidates(filter: Document | undefined, fields?: ReadonlySet<string>): Document[] {
    const idKeys = filter ? this.candidateIds(filter) : undefined;
    return idKeys ? this.byIdKeys(idKeys, fields) : this.all(fields);
  }

  /** The id keys an index lookup gives for `filter`; undefined when only a scan can answer it. */
  private candidateIds(filter: Document): Set<string> | undefined {
    const ids = equalityValues(filter, '_id');
    if (ids) return new Set(ids.map(valueKey));
    // The index pinning the most leading fields; between those pinning as many, the one holding the fewest
    // matches (counted from its keys, without reading a document). Taking the first declared instead read a
    // year of finished games through { status } for one player's { player1UUID, status: 'completed' }.
    // A numeric range on the field after the pinned ones narrows the lookup to the keys in range: a
    // league's { playerUUID: { $in }, gameNumber: { $gte, $lte } } read every daily its members ever
    // played through { playerUUID, gameNumber }, as MongoDB would not.
    let best:
      | {
          index: Index;
          pinned: number;
          combos: unknown[][];
          matches: number;
          inRange: ((n: number) => boolean) | undefined;
        }
      | undefined;
    for (const index of this.indexes.values()) {
      if (!index.canLookUp) continue;
      const pinned: unknown[][] = [];
      for (const field of index.fields) {
        const values = equalityValues(filter, field);
        if (!values) break;
        pinned.push(values);
      }
      if (pinned.length === 0 || (best && pinned.length < best.pinned)) continue;
      const combos = cartesian(pinned);
      if (!combos) continue;
      let matches = 0;
      for (const combo of combos) matches += index.countLookUp(combo);
      const inRange =
        matches > RANGE_NARROWS_PAST && index.canRange(pinned.length)
          ? rangeOf(filter[index.fields[pinned.length] as string])
          : undefined;
      if (inRange) {
        matches = 0;
        for (const combo of combos) matches += index.countRangeLookUp(combo, inRange);
      }
      const better =
        !best ||
        pinned.length > best.pinned ||
        matches < best.matches ||
        (matches === best.matches && index.isUnique && !best.index.isUnique);
      if (better) best = { index, pinned: pinned.length, combos, matches, inRange };
    }
    if (best) {
      const { index, inRange } = best;
      const idKeys = new Set<string>();
      const add = (idKey: string) => idKeys.add(idKey);
      for (const combo of best.combos)
        if (inRange) index.rangeLookUp(combo, inRange, add);
        else index.lookUp(combo, add);
      return idKeys;
    }
    const branches: unknown = filter['$or'];
    if (!Array.isArray(branches) || branches.length === 0 || !branches.every(isPlainObject)) return undefined;
    const union = new Set<string>();
    for (const branch of branches) {
      const branchIds = this.candidateIds(branch);
      if (!branchIds) return undefined;
      for (const idKey of branchIds) union.add(idKey);
    }
    return union;
  }

  /**
   * The documents `find` needs for `filter` sorted by `sort` and cut to `wanted`, read through an index
   * whose leading fields the filter pins and whose next field is the sort's, a key at a time in sort order
   * until `wanted` of them pass `matcher` (every document sharing the last key read is read too, so ties are
   * the caller's to break as before). MongoDB answers `{ player1UUID, status }` sorted by `completedAt` from
   * a `{ player1UUID, status, completedAt }` index the same way: a player's newest ten finished games
   * without their thousands of older ones. Undefined when no index walks that order (the caller reads every
   * candidate), or when the pinned prefix holds so few documents that reading them all is as cheap.
   */
  orderedCandidates(
    filter: Document,
    sort: { field: string; dir: 1 | -1 },
    wanted: number,
    matcher: Matcher,
  ): Document[] | undefined {
    if (equalityValues(filter, '_id')) return undefined;
    for (const index of this.indexes.values()) {
      const pinned: unknown[][] = [];
      for (const field of index.fields) {
        const values = equalityValues(filter, field);
        if (!values) break;
        pinned.push(values);
      }
      if (index.fields[pinned.length] !== sort.field || !index.canRange(pinned.length)) continue;
      const combos = cartesian(pinned);
      if (!combos) continue;
      let held = 0;
      for (const combo of combos) held += index.countLookUp(combo);
      if (held <= RANGE_NARROWS_PAST) return undefined;
      const keys: OrderedKey[] = [];
      for (const combo of combos) {
        const under = index.orderedKeys(combo);
        if (!under) return undefined;
        keys.push(...under);
      }
      // Several combinations (a status `$in`) are merged, as MongoDB's SORT_MERGE does.
      if (combos.length > 1) keys.sort(compareOrdered);
      if (sort.dir === -1) keys.reverse();
      return this.walk(index, pinned.length, keys, wanted, matcher);
    }
    return undefined;
  }

  private walk(
    index: Index,
    level: number,
    keys: OrderedKey[],
    wanted: number,
    matcher: Matcher,
  ): Document[] {
    const out: Document[] = [];
    let passed = 0;
    for (let i = 0; i < keys.length; i++) {
      const current = keys[i] as OrderedKey;
      index.holdersOf(level, current.key, (idKey) => {
        const bytes = this.docs.get(idKey);
        if (!bytes) return;
        const doc = this.read(idKey, bytes, false);
        out.push(doc);
        if (matcher.test(doc)) passed++;
      });
      const next = keys[i + 1];
      if (passed >= wanted && (!next || compareOrdered(next, current) !== 0)) break;
    }
    return out;
  }

  /** A point read (one id) keeps its document hot: that is the read a game's next move repeats. */
  private byIdKeys(idKeys: Set<string>, fields?: ReadonlySet<string>): Document[] {
    const keep = idKeys.size === 1 && !fields;
    const docs: Document[] = [];
    for (const idKey of idKeys) {
      const bytes = this.docs.get(idKey);
      if (bytes) docs.push(this.read(idKey, bytes, keep, fields));
    }
    return docs;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...[...this.indexes.values()].map((ix) => ix.spec)];
  }

  ttlIndexes(): Index[] {
    return [...this.indexes.values()].filter((ix) => typeof ix.spec.expireAfterSeconds === 'number');
  }

  /** The documents with these id keys (the ones still present), read-only; with `fields` as `candidates`. */
  documents(idKeys: Set<string>, fields?: ReadonlySet<string>): Document[] {
    return this.byIdKeys(idKeys, fields);
  }

  /** Inserts a new document (which must carry `_id`), enforcing `_id` and unique indexes. */
  insert(doc: Document): void {
    const idKey = valueKey(doc['_id']);
    if (this.docs.has(idKey)) throw duplicateKeyError(this.ns, ID_INDEX_SPEC, doc);
    const keysByIndex = this.checkedKeys(doc, idKey);
    const bytes = encodeDocument(doc);
    this.setDoc(idKey, bytes, keysByIndex, undefined);
    this.record({ op: 'put', db: this.dbName, coll: this.name, doc }, () =>
      this.setDoc(idKey, undefined, undefined, keysByIndex),
    );
  }

  /**
   * Swaps a stored document for its next version (same `_id`), enforcing unique indexes. `current`
   * is the stored document as a read of this collection gave it. When `next` is `current` with a few
   * fields changed to values that read back from BSON as they are (what a move's `$set` gives), it
   * becomes the hot document and is encoded only when evicted or needed as bytes; otherwise it is
   * encoded now, as before.
   */
  replace(current: Document, next: Document): void {
    const idKey = valueKey(current['_id']);
    const before = this.docs.get(idKey);
    // Indexes over untouched fields keep their entries (a move rewrites a few fields of a game).
    const moved = [...this.indexes.values()].filter((index) => !index.sameKeysFor(current, next));
    const added = this.checkedKeys(next, idKey, moved);
    const removed = new Map<Index, IndexKeys>(moved.map((index) => [index, index.keysOf(current)]));
    const kept = keptVersion(current, next);
    if (kept) {
      this.reindex(idKey, added, removed);
      this.hot.set(idKey, kept, before?.length ?? 0, true);
    } else this.setDoc(idKey, encodeDocument(next), added, removed);
    this.record({ op: 'put', db: this.dbName, coll: this.name, doc: kept ?? next }, () => {
      this.setDoc(idKey, before, removed, added);
      // `current` was what the document held (its bytes may have been older): it is the truth again.
      this.hot.set(idKey, current, before?.length ?? 0, true);
    });
  }

  /** Deletes a document; false when it was already gone. */
  remove(doc: Document): boolean {
    const idKey = valueKey(doc['_id']);
    const bytes = this.docs.get(idKey);
    if (!bytes) return false;
    const stored = this.indexedView(idKey, bytes);
    const entry = this.hot.delete(idKey);
    const keysByIndex = new Map<Index, IndexKeys>(
      [...this.indexes.values()].map((index) => [index, index.keysOf(stored)]),
    );
    this.setDoc(idKey, undefined, undefined, keysByIndex);
    this.record({ op: 'delete', db: this.dbName, coll: this.name, id: doc['_id'] }, () => {
      this.setDoc(idKey, bytes, keysByIndex, undefined);
      if (entry?.dirty) this.hot.set(idKey, entry.doc, bytes.length, true);
    });
    return true;
  }

  private reindex(
    idKey: string,
    add: Map<Index, IndexKeys> | undefined,
    remove: Map<Index, IndexKeys> | undefined,
  ): void {
    if (remove) for (const [index, keys] of remove) index.remove(keys, idKey);
    if (add) for (const [index, keys] of add) index.add(keys, idKey);
  }

  /**
   * The one place stored bytes change with their index entries: remove old keys, add new ones, store
   * or drop the bytes (which supersede any hot entry).
   */
  private setDoc(
    idKey: string,
    bytes: Uint8Array | undefined,
    add: Map<Index, IndexKeys> | undefined,
    remove: Map<Index, IndexKeys> | undefined,
  ): void {
    this.hot.delete(idKey);
    this.reindex(idKey, add, remove);
    this.bytes -= this.docs.get(idKey)?.length ?? 0;
    if (bytes) {
      this.docs.set(idKey, bytes);
      this.bytes += bytes.length;
    } else this.docs.delete(idKey);
  }

  private checkedKeys(
    doc: Document,
    idKey: string,
    indexes: Iterable<Index> = this.indexes.values(),
  ): Map<Index, IndexKeys> {
    const keysByIndex = new Map<Index, IndexKeys>();
    for (const index of indexes) {
      const keys = index.keysOf(doc);
      if (index.findConflict(keys, idKey) !== undefined) throw duplicateKeyError(this.ns, index.spec, doc);
      keysByIndex.set(index, keys);
    }
    return keysByIndex;
  }

  /** Creates an index; false when an identical one already exists. Builds it over existing documents. */
  createIndex(spec: IndexSpec): boolean {
    if (spec.name === ID_INDEX_SPEC.name || valueKey(spec.key) === valueKey(ID_INDEX_SPEC.key)) {
      if (spec.name === ID_INDEX_SPEC.name && !sameKeyPattern(spec, ID_INDEX_SPEC)) {
        throw new CommandError(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}`,
        );
      }
      return false;
    }
    for (const existing of this.indexes.values()) {
      const sameName = existing.spec.name === spec.name;
      const sameKey = sameKeyPattern(existing.spec, spec);
      if (sameName && sameKey && sameIndexOptions(existing.spec, spec)) return false;
      if (sameName && !sameKey) {
        throw new CommandError(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Existing index: ${existing.spec.name}`,
        );
      }
      if (sameName || sameKey) {
        throw new CommandError(
          'IndexOptionsConflict',
          sameName
            ? `An existing index has the same name as the requested index but different options: ${spec.name}`
            : `Index already exists with a different name: ${existing.spec.name}`,
        );
      }
    }
    const index = new Index(spec);
    for (const [idKey, bytes] of this.docs) {
      const doc = this.read(idKey, bytes, false);
      const keys = index.keysOf(doc);
      if (index.findConflict(keys, idKey) !== undefined) {
        const dup = duplicateKeyError(this.ns, spec, doc);
        throw new CommandError('DuplicateKey', `Index build failed: ${dup.message}`, dup.details);
      }
      index.add(keys, idKey);
    }
    this.setIndex(spec.name, index);
    this.record({ op: 'createIndex', db: this.dbName, coll: this.name, spec }, () =>
      this.setIndex(spec.name, undefined),
    );
    return true;
  }

  dropIndex(name: string): boolean {
    const index = this.indexes.get(name);
    if (!index) return false;
    this.setIndex(name, undefined);
    this.record({ op: 'dropIndex', db: this.dbName, coll: this.name, name }, () =>
      this.setIndex(name, index),
    );
    return true;
  }

  dropAllIndexes(): void {
    for (const name of [...this.indexes.keys()]) this.dropIndex(name);
  }

  // Replay: the journal holds only changes that were valid when made, so no checks and no recording.
  restorePut(doc: Document): void {
    this.restoreBytes(encodeDocument(doc), doc);
  }

  /**
   * The fields indexes read, when all are top-level and no index is partial (its filter may read any
   * field): then start-up reads just those from each document's bytes instead of decoding it.
   */
  private indexedFields(): Set<string> | undefined {
    const fields = new Set<string>(['_id']);
    for (const index of this.indexes.values()) {
      if (index.spec.partialFilterExpression) return undefined;
      for (const field of index.fields) {
        if (field.includes('.')) return undefined;
        fields.add(field);
      }
    }
    return fields;
  }

  /** Loads stored bytes (a snapshot entry); `decoded` saves decoding when the caller has the document. */
  restoreBytes(bytes: Uint8Array, decoded?: Document): void {
    const fields = decoded ? undefined : (this.restoreFields ??= this.indexedFields() ?? null);
    const doc = decoded ?? (fields && readTopLevelFields(bytes, fields)) ?? decodeDocument(bytes);
    const idKey = valueKey(doc['_id']);
    const current = this.docs.get(idKey);
    if (!current) {
      // The start-up case (a snapshot holds each document once): straight into the indexes.
      for (const index of this.indexes.values()) index.addDocument(doc, idKey);
      this.docs.set(idKey, bytes);
      this.bytes += bytes.length;
      return;
    }
    // Only a stored document has a hot entry.
    const entry = this.hot.delete(idKey);
    const currentDoc = this.indexes.size ? (entry?.doc ?? decodeDocument(current)) : undefined;
    const add = new Map<Index, IndexKeys>();
    const remove = new Map<Index, IndexKeys>();
    for (const index of this.indexes.values()) {
      if (currentDoc) remove.set(index, index.keysOf(currentDoc));
      add.set(index, index.keysOf(doc));
    }
    this.setDoc(idKey, bytes, add, remove);
  }

  restoreDelete(id: unknown): void {
    const idKey = valueKey(id);
    const current = this.docs.get(idKey);
    if (!current) return;
    const doc = this.indexedView(idKey, current);
    this.setDoc(
      idKey,
      undefined,
      undefined,
      new Map([...this.indexes.values()].map((index) => [index, index.keysOf(doc)])),
    );
  }

  restoreIndex(spec: IndexSpec): void {
    const index = new Index(spec);
    for (const [idKey, bytes] of this.docs) index.add(index.keysOf(this.read(idKey, bytes, false)), idKey);
    this.setIndex(spec.name, index);
  }

  restoreDropIndex(name: string): void {
    this.setIndex(name, undefined);
  }

  private setIndex(name: string, index: Index | undefined): void {
    if (index) this.indexes.set(name, index);
    else this.indexes.delete(name);
    this.restoreFields = undefined;
  }

  /** Rebuilds this collection's contents into `target` (a rename), sharing the immutable bytes. */
  copyInto(target: Collection): void {
    this.hot.flush();
    for (const spec of this.indexSpecs().slice(1)) target.restoreIndex(spec);
    for (const bytes of this.docs.values()) target.restoreBytes(bytes);
  }
}

/** Every combination of the pinned values, or undefined when there are too many to look up. */
/** A filter value of numeric bounds only (`{ $gte: 3, $lte: 9 }`) as a test of a number; else undefined. */
function rangeOf(value: unknown): ((n: number) => boolean) | undefined {
  const bounds = boundsOf(value);
  return bounds && ((n: number) => within(n, bounds));
}

function cartesian(pinned: unknown[][]): unknown[][] | undefined {
  let combos: unknown[][] = [[]];
  for (const values of pinned) {
    if (combos.length * values.length > MAX_LOOKUP_KEYS) return undefined;
    combos = combos.flatMap((combo) => values.map((value) => [...combo, value]));
  }
  return combos;
}

const INVALID_DB_CHARS = /[/\\. "$\0]/;

export function assertValidNamespace(db: string, coll?: string): void {
  if (!db || INVALID_DB_CHARS.test(db) || db.length > 64)
    throw new CommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  if (coll === undefined) return;
  if (!coll || coll.includes('\0') || coll.startsWith('.') || coll.includes('$')) {
    throw new CommandError('InvalidNamespace', `Invalid collection name: '${coll}'`);
  }
}

/** One command's changes and the way to take them back if they cannot be journaled. */
export interface ChangeBatch {
  changes: Change[];
  /** Restores memory to what it was before these changes (newest first). */
  rollback(): void;
}

export interface StoreOptions {
  /** BSON bytes of decoded documents kept hot (0: every read decodes, every write encodes). */
  hotDocumentBytes?: number;
}

export class Store {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private readonly cache: DocumentCache;
  private pending: Change[] = [];
  private undos: Undo[] = [];
  private recording = true;
  private readonly record: Recorder = (change, undo) => {
    if (!this.recording) return;
    this.pending.push(change);
    this.undos.push(undo);
  };

  constructor(options: StoreOptions = {}) {
    this.cache = new DocumentCache(options.hotDocumentBytes ?? HOT_DOCUMENT_BYTES);
  }

  /** The changes made since the last call; the dispatcher journals them before replying. */
  takeChanges(): ChangeBatch {
    const changes = this.pending;
    const undos = this.undos;
    this.pending = [];
    this.undos = [];
    return {
      changes,
      rollback: () => {
        for (let i = undos.length - 1; i >= 0; i--) (undos[i] as Undo)();
      },
    };
  }

  databaseNames(): string[] {
    return [...this.dbs.keys()];
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** The collection, created (implicitly, as inserts and createIndexes do) when missing. */
  ensureCollection(db: string, name: string): { coll: Collection; created: boolean } {
    const existing = this.collection(db, name);
    if (existing) return { coll: existing, created: false };
    return { coll: this.createCollection(db, name, {}), created: true };
  }

  private attach(coll: Collection): void {
    let colls = this.dbs.get(coll.dbName);
    if (!colls) this.dbs.set(coll.dbName, (colls = new Map<string, Collection>()));
    colls.set(coll.name, coll);
  }

  private detach(db: string, name: string): void {
    const colls = this.dbs.get(db);
    colls?.delete(name);
    if (colls?.size === 0) this.dbs.delete(db);
  }

  createCollection(db: string, name: string, options: Document): Collection {
    assertValidNamespace(db, name);
    if (this.collection(db, name))
      throw new CommandError('NamespaceExists', `Collection ${db}.${name} already exists.`);
    const coll = new Collection(db, name, options, this.record, this.cache);
    this.attach(coll);
    this.record({ op: 'createCollection', db, coll: name, options }, () => this.detach(db, name));
    return coll;
  }

  dropCollection(db: string, name: string): boolean {
    const coll = this.collection(db, name);
    if (!coll) return false;
    this.detach(db, name);
    coll.releaseHot();
    this.record({ op: 'dropCollection', db, coll: name }, () => this.attach(coll));
    return true;
  }

  renameCollection(db: string, name: string, toDb: string, toName: string): void {
    const coll = this.collection(db, name);
    if (!coll) throw new CommandError('NamespaceNotFound', `Source collection ${db}.${name} does not exist`);
    assertValidNamespace(toDb, toName);
    if (this.collection(toDb, toName)) throw new CommandError('NamespaceExists', `target namespace exists`);
    const target = new Collection(toDb, toName, coll.options, this.record, this.cache);
    this.withoutRecording(() => coll.copyInto(target));
    this.detach(db, name);
    coll.releaseHot();
    this.attach(target);
    this.record({ op: 'renameCollection', db, coll: name, toDb, toColl: toName }, () => {
      this.detach(toDb, toName);
      this.attach(coll);
    });
  }

  dropDatabase(db: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls) return false;
    this.dbs.delete(db);
    for (const coll of colls.values()) coll.releaseHot();
    this.record({ op: 'dropDatabase', db }, () => this.dbs.set(db, colls));
    return true;
  }

  private withoutRecording(fn: () => void): void {
    const was = this.recording;
    this.recording = false;
    try {
      fn();
    } finally {
      this.recording = was;
    }
  }

  /** Replays one journal change onto memory without re-recording it. */
  applyChange(change: Change): void {
    this.withoutRecording(() => {
      switch (change.op) {
        case 'createCollection':
          if (!this.collection(change.db, change.coll))
            this.createCollection(change.db, change.coll, change.options);
          break;
        case 'dropCollection':
          this.dropCollection(change.db, change.coll);
          break;
        case 'renameCollection':
          if (this.collection(change.db, change.coll)) {
            this.dropCollection(change.toDb, change.toColl);
            this.renameCollection(change.db, change.coll, change.toDb, change.toColl);
          }
          break;
        case 'dropDatabase':
          this.dropDatabase(change.db);
          break;
        case 'createIndex':
          this.ensureCollection(change.db, change.coll).coll.restoreIndex(change.spec);
          break;
        case 'dropIndex':
          this.collection(change.db, change.coll)?.restoreDropIndex(change.name);
          break;
        case 'put':
          this.ensureCollection(change.db, change.coll).coll.restorePut(change.doc);
          break;
        case 'delete':
          this.collection(change.db, change.coll)?.restoreDelete(change.id);
          break;
      }
    });
  }

  /** How many decoded documents are kept hot, and the BSON bytes they count for (at most the budget). */
  hotDocuments(): { count: number; bytes: number } {
    return { count: this.cache.count, bytes: this.cache.bytes };
  }

  /** The BSON size of every stored document. */
  dataSize(): number {
    let bytes = 0;
    for (const colls of this.dbs.values()) for (const coll of colls.values()) bytes += coll.dataSize;
    return bytes;
  }

  /** Every collection's bytes as they are now: cheap (references), and safe to write out while the store moves on. */
  views(): CollectionView[] {
    const out: CollectionView[] = [];
    for (const colls of this.dbs.values()) for (const coll of colls.values()) out.push(coll.view());
    return out;
  }
}
