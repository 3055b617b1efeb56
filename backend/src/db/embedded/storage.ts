// In-memory databases -> collections -> documents with their indexes; every mutation is recorded as a Change.
import { UUID } from 'bson';
import type { Document } from 'bson';
import type { Change } from './changes';
import { CommandError } from './errors';
import { isPlainObject } from './documents';
import { duplicateKeyError, ID_INDEX_SPEC, Index, sameIndexOptions, sameKeyPattern } from './indexes';
import type { IndexSpec } from './indexes';
import { valueKey } from './valueKeys';

type Recorder = (change: Change) => void;

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
  if (keys[0] === '$in' && Array.isArray(list) && list.every(isIndexableScalar)) return list;
  return undefined;
}

export class Collection {
  readonly dbName: string;
  name: string;
  readonly options: Document;
  readonly uuid = new UUID();
  private readonly docs = new Map<string, Document>();
  private readonly indexes = new Map<string, Index>();
  private readonly record: Recorder;

  constructor(dbName: string, name: string, options: Document, record: Recorder) {
    this.dbName = dbName;
    this.name = name;
    this.options = options;
    this.record = record;
  }

  get ns(): string {
    return `${this.dbName}.${this.name}`;
  }

  get count(): number {
    return this.docs.size;
  }

  /** Documents in insertion order. Stored documents are never mutated, so callers may hold them. */
  all(): Document[] {
    return [...this.docs.values()];
  }

  /**
   * The documents that may match `filter`: one by `_id`, a few through a single-field index,
   * otherwise all of them. Callers still apply the full filter.
   */
  candidates(filter: Document | undefined): Document[] {
    if (!filter) return this.all();
    const ids = equalityValues(filter, '_id');
    if (ids) return this.byIdKeys(new Set(ids.map(valueKey)));
    for (const field of Object.keys(filter)) {
      if (field.startsWith('$')) continue;
      const values = equalityValues(filter, field);
      if (!values) continue;
      const index = [...this.indexes.values()].find((ix) => ix.canLookUp(field));
      if (!index) continue;
      const idKeys = new Set<string>();
      for (const value of values) for (const idKey of index.lookUp(value) ?? []) idKeys.add(idKey);
      return this.byIdKeys(idKeys);
    }
    return this.all();
  }

  private byIdKeys(idKeys: Set<string>): Document[] {
    const docs: Document[] = [];
    for (const idKey of idKeys) {
      const doc = this.docs.get(idKey);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...[...this.indexes.values()].map((ix) => ix.spec)];
  }

  ttlIndexes(): IndexSpec[] {
    return [...this.indexes.values()].map((ix) => ix.spec).filter((spec) => typeof spec.expireAfterSeconds === 'number');
  }

  /** Inserts a new document (which must carry `_id`), enforcing `_id` and unique indexes. */
  insert(doc: Document): void {
    const idKey = valueKey(doc['_id']);
    if (this.docs.has(idKey)) throw duplicateKeyError(this.ns, ID_INDEX_SPEC, doc);
    const keysByIndex = this.checkedKeys(doc, idKey);
    for (const [index, keys] of keysByIndex) index.add(keys, idKey);
    this.docs.set(idKey, doc);
    this.record({ op: 'put', db: this.dbName, coll: this.name, doc });
  }

  /** Swaps a stored document for its next version (same `_id`), enforcing unique indexes. */
  replace(current: Document, next: Document): void {
    const idKey = valueKey(current['_id']);
    // Indexes over untouched fields keep their entries (a move rewrites a few fields of a game).
    const moved = [...this.indexes.values()].filter((index) => !index.sameKeysFor(current, next));
    const keysByIndex = this.checkedKeys(next, idKey, moved);
    for (const [index, keys] of keysByIndex) {
      index.remove(index.keysOf(current), idKey);
      index.add(keys, idKey);
    }
    this.docs.set(idKey, next);
    this.record({ op: 'put', db: this.dbName, coll: this.name, doc: next });
  }

  /** Deletes a document; false when it was already gone. */
  remove(doc: Document): boolean {
    const idKey = valueKey(doc['_id']);
    const stored = this.docs.get(idKey);
    if (!stored) return false;
    for (const index of this.indexes.values()) index.remove(index.keysOf(stored), idKey);
    this.docs.delete(idKey);
    this.record({ op: 'delete', db: this.dbName, coll: this.name, id: doc['_id'] });
    return true;
  }

  private checkedKeys(doc: Document, idKey: string, indexes: Iterable<Index> = this.indexes.values()): Map<Index, string[]> {
    const keysByIndex = new Map<Index, string[]>();
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
        throw new CommandError('IndexKeySpecsConflict', `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}`);
      }
      return false;
    }
    for (const existing of this.indexes.values()) {
      const sameName = existing.spec.name === spec.name;
      const sameKey = sameKeyPattern(existing.spec, spec);
      if (sameName && sameKey && sameIndexOptions(existing.spec, spec)) return false;
      if (sameName && !sameKey) {
        throw new CommandError('IndexKeySpecsConflict', `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Existing index: ${existing.spec.name}`);
      }
      if (sameName || sameKey) {
        throw new CommandError('IndexOptionsConflict', sameName
          ? `An existing index has the same name as the requested index but different options: ${spec.name}`
          : `Index already exists with a different name: ${existing.spec.name}`);
      }
    }
    const index = new Index(spec);
    for (const [idKey, doc] of this.docs) {
      const keys = index.keysOf(doc);
      if (index.findConflict(keys, idKey) !== undefined) {
        const dup = duplicateKeyError(this.ns, spec, doc);
        throw new CommandError('DuplicateKey', `Index build failed: ${dup.message}`, dup.details);
      }
      index.add(keys, idKey);
    }
    this.indexes.set(spec.name, index);
    this.record({ op: 'createIndex', db: this.dbName, coll: this.name, spec });
    return true;
  }

  dropIndex(name: string): boolean {
    if (!this.indexes.delete(name)) return false;
    this.record({ op: 'dropIndex', db: this.dbName, coll: this.name, name });
    return true;
  }

  dropAllIndexes(): void {
    for (const name of [...this.indexes.keys()]) this.dropIndex(name);
  }

  // Replay: the journal holds only changes that were valid when made, so no checks and no recording.
  restorePut(doc: Document): void {
    const idKey = valueKey(doc['_id']);
    const current = this.docs.get(idKey);
    for (const index of this.indexes.values()) {
      if (current) index.remove(index.keysOf(current), idKey);
      index.add(index.keysOf(doc), idKey);
    }
    this.docs.set(idKey, doc);
  }

  restoreDelete(id: unknown): void {
    const idKey = valueKey(id);
    const current = this.docs.get(idKey);
    if (!current) return;
    for (const index of this.indexes.values()) index.remove(index.keysOf(current), idKey);
    this.docs.delete(idKey);
  }

  restoreIndex(spec: IndexSpec): void {
    const index = new Index(spec);
    for (const [idKey, doc] of this.docs) index.add(index.keysOf(doc), idKey);
    this.indexes.set(spec.name, index);
  }

  restoreDropIndex(name: string): void {
    this.indexes.delete(name);
  }
}

const INVALID_DB_CHARS = /[/\\. "$\0]/;

export function assertValidNamespace(db: string, coll?: string): void {
  if (!db || INVALID_DB_CHARS.test(db) || db.length > 64) throw new CommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  if (coll === undefined) return;
  if (!coll || coll.includes('\0') || coll.startsWith('.') || coll.includes('$')) {
    throw new CommandError('InvalidNamespace', `Invalid collection name: '${coll}'`);
  }
}

export class Store {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private pending: Change[] = [];
  private recording = true;
  private readonly record: Recorder = (change) => {
    if (this.recording) this.pending.push(change);
  };

  /** The changes made since the last call; the dispatcher journals them before replying. */
  takeChanges(): Change[] {
    const changes = this.pending;
    this.pending = [];
    return changes;
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

  createCollection(db: string, name: string, options: Document): Collection {
    assertValidNamespace(db, name);
    if (this.collection(db, name)) throw new CommandError('NamespaceExists', `Collection ${db}.${name} already exists.`);
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, (colls = new Map()));
    const coll = new Collection(db, name, options, this.record);
    colls.set(name, coll);
    this.record({ op: 'createCollection', db, coll: name, options });
    return coll;
  }

  dropCollection(db: string, name: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls?.delete(name)) return false;
    if (colls.size === 0) this.dbs.delete(db);
    this.record({ op: 'dropCollection', db, coll: name });
    return true;
  }

  renameCollection(db: string, name: string, toDb: string, toName: string): void {
    const coll = this.collection(db, name);
    if (!coll) throw new CommandError('NamespaceNotFound', `Source collection ${db}.${name} does not exist`);
    assertValidNamespace(toDb, toName);
    if (this.collection(toDb, toName)) throw new CommandError('NamespaceExists', `target namespace exists`);
    const target = new Collection(toDb, toName, coll.options, this.record);
    this.withoutRecording(() => {
      for (const spec of coll.indexSpecs().slice(1)) target.restoreIndex(spec);
      for (const doc of coll.all()) target.restorePut(doc);
    });
    this.dbs.get(db)?.delete(name);
    if (this.dbs.get(db)?.size === 0) this.dbs.delete(db);
    let colls = this.dbs.get(toDb);
    if (!colls) this.dbs.set(toDb, (colls = new Map()));
    colls.set(toName, target);
    this.record({ op: 'renameCollection', db, coll: name, toDb, toColl: toName });
  }

  dropDatabase(db: string): boolean {
    if (!this.dbs.delete(db)) return false;
    this.record({ op: 'dropDatabase', db });
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
          if (!this.collection(change.db, change.coll)) this.createCollection(change.db, change.coll, change.options);
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

  /** Everything needed to rebuild the store, as changes: what a snapshot holds. */
  *snapshotChanges(): Generator<Change> {
    for (const [db, colls] of this.dbs) {
      for (const coll of colls.values()) {
        yield { op: 'createCollection', db, coll: coll.name, options: coll.options };
        for (const spec of coll.indexSpecs().slice(1)) yield { op: 'createIndex', db, coll: coll.name, spec };
        for (const doc of coll.all()) yield { op: 'put', db, coll: coll.name, doc };
      }
    }
  }
}
