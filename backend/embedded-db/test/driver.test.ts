// The embedded server seen through the real MongoDB driver: CRUD, cursors, updates, findAndModify, aggregate, errors.
import { Decimal128, Long, MongoServerError, ObjectId } from 'mongodb';
import type { Collection, Db, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWithClient } from './support/embedded';
import type { Running } from './support/embedded';

let running: Running;
let db: Db;
/** Tests use numbers and strings as _id, as MongoDB allows. */
type LooseDoc = Omit<Document, '_id'> & { _id?: string | number | ObjectId };
let coll: Collection<LooseDoc>;

beforeAll(async () => {
  running = await startWithClient();
  db = running.client.db('driver_test');
});

afterAll(async () => {
  await running.stop();
});

beforeEach(async () => {
  await db.dropDatabase();
  coll = db.collection<LooseDoc>('items');
});

describe('handshake and commands', () => {
  it('answers hello as a writable standalone on wire version 21', async () => {
    const hello = await db.admin().command({ hello: 1 });
    expect(hello).toMatchObject({
      isWritablePrimary: true,
      maxWireVersion: 21,
      maxBsonObjectSize: 16777216,
      ok: 1,
    });
    expect(hello['setName']).toBeUndefined();
    expect((await db.admin().command({ buildInfo: 1 }))['version']).toBe('7.0.0');
    expect((await db.command({ ping: 1 }))['ok']).toBe(1);
  });

  it('answers an unknown command with ok 0, CommandNotFound and a clear message', async () => {
    const err: unknown = await db.command({ frobnicate: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(59);
    expect((err as MongoServerError).codeName).toBe('CommandNotFound');
    expect((err as MongoServerError).message).toBe("no such command: 'frobnicate'");
  });

  it('refuses transactions with a clear error', async () => {
    const err = (await db
      .admin()
      .command({ commitTransaction: 1 })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(err.code).toBe(20);
    expect(err.message).toMatch(/standalone/);
  });
});

describe('CRUD', () => {
  it('inserts, reads, updates and deletes documents, generating ObjectIds first in the document', async () => {
    const { insertedId } = await coll.insertOne({ name: 'ada', score: 3 });
    expect(insertedId).toBeInstanceOf(ObjectId);
    const found = await coll.findOne({ _id: insertedId });
    expect(Object.keys(found ?? {})).toEqual(['_id', 'name', 'score']);
    await coll.updateOne({ name: 'ada' }, { $set: { score: 4 } });
    expect((await coll.findOne({ name: 'ada' }))?.['score']).toBe(4);
    expect((await coll.deleteOne({ name: 'ada' })).deletedCount).toBe(1);
    expect(await coll.countDocuments()).toBe(0);
  });

  it('round-trips BSON types exactly', async () => {
    const doc = {
      _id: 'types',
      oid: new ObjectId(),
      date: new Date('2024-02-29T12:00:00.123Z'),
      big: Long.fromString('9007199254740993'),
      dec: Decimal128.fromString('1.10'),
      nested: { list: [1, 'two', { three: 3.5 }], empty: {} },
      nil: null,
    };
    await coll.insertOne(doc);
    const back = await coll.findOne({ _id: 'types' }, { promoteLongs: false });
    expect(back?.['oid']).toEqual(doc.oid);
    expect(back?.['date']).toEqual(doc.date);
    expect(String(back?.['big'])).toBe('9007199254740993');
    expect(String(back?.['dec'])).toBe('1.10');
    expect(back?.['nested']).toEqual(doc.nested);
    expect(back?.['nil']).toBeNull();
  });

  it('reports per-document write errors for ordered and unordered inserts', async () => {
    await coll.insertOne({ _id: 2 });
    const ordered = (await coll
      .insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }])
      .catch((e: unknown) => e)) as MongoServerError;
    expect(ordered.code).toBe(11000);
    expect(await coll.countDocuments()).toBe(2); // 1 and 2; 3 never ran
    const unordered = (await coll
      .insertMany([{ _id: 4 }, { _id: 2 }, { _id: 5 }], { ordered: false })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(unordered.code).toBe(11000);
    expect(await coll.countDocuments()).toBe(4);
  });

  it('deletes one or many', async () => {
    await coll.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await coll.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await coll.deleteMany({})).deletedCount).toBe(2);
  });
});

describe('queries and cursors', () => {
  beforeEach(async () => {
    await coll.insertMany(
      Array.from({ length: 250 }, (_, i) => ({ i, group: i % 3, name: `n${String(i).padStart(3, '0')}` })),
    );
  });

  it('pages through a large result with a small batchSize across getMore', async () => {
    const cursor = coll.find({}, { batchSize: 7 });
    const all = await cursor.toArray();
    expect(all).toHaveLength(250);
    expect(all.map((d): unknown => d['i'])).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it('kills an abandoned cursor', async () => {
    const openCursors = async (): Promise<unknown> => {
      const status: { metrics?: { cursor?: { open?: { total?: unknown } } } } = await db
        .admin()
        .command({ serverStatus: 1 });
      return status.metrics?.cursor?.open?.total;
    };
    const cursor = coll.find({}, { batchSize: 5 });
    await cursor.next();
    expect(await openCursors()).toBe(1);
    await cursor.close();
    expect(await openCursors()).toBe(0);
  });

  it('applies filter, compound sort, skip, limit and projection', async () => {
    const docs = await coll
      .find({ i: { $lt: 30 } })
      .sort({ group: -1, i: 1 })
      .skip(2)
      .limit(4)
      .project({ _id: 0, i: 1, group: 1 })
      .toArray();
    expect(docs).toEqual([
      { i: 8, group: 2 },
      { i: 11, group: 2 },
      { i: 14, group: 2 },
      { i: 17, group: 2 },
    ]);
  });

  it('supports $in, $regex, $elemMatch, $or and exclusion projections', async () => {
    await coll.insertOne({ name: 'arr', scores: [{ s: 1 }, { s: 9 }] });
    expect(await coll.countDocuments({ i: { $in: [1, 2, 300] } })).toBe(2);
    expect(await coll.countDocuments({ name: { $regex: '^n00' } })).toBe(10);
    expect(await coll.countDocuments({ scores: { $elemMatch: { s: { $gt: 5 } } } })).toBe(1);
    expect(await coll.countDocuments({ $or: [{ i: 0 }, { i: 249 }] })).toBe(2);
    const [one] = await coll.find({ i: 5 }).project({ name: 0, _id: 0 }).toArray();
    expect(one).toEqual({ i: 5, group: 2 });
  });

  it('never lets a projection or pipeline change the stored documents', async () => {
    await coll.insertOne({ _id: 'nested', a: { b: 1, c: 2 }, list: [{ x: 1, y: 2 }] });
    await coll.find({ _id: 'nested' }).project({ 'a.b': 0, 'list.x': 0 }).toArray();
    await coll
      .aggregate([
        { $match: { _id: 'nested' } },
        { $addFields: { 'a.d': 3 } },
        { $project: { 'a.c': 0 } },
        { $unwind: '$list' },
      ])
      .toArray();
    await coll.findOneAndUpdate({ _id: 'nested' }, { $set: { z: 1 } }, { projection: { 'a.c': 0 } });
    expect(await coll.findOne({ _id: 'nested' })).toEqual({
      _id: 'nested',
      a: { b: 1, c: 2 },
      list: [{ x: 1, y: 2 }],
      z: 1,
    });
  });

  it('counts with skip and limit, and returns distinct values', async () => {
    expect(await coll.countDocuments({ group: 0 }, { skip: 10, limit: 20 })).toBe(20);
    expect(await coll.estimatedDocumentCount()).toBe(250);
    expect((await coll.distinct('group')).sort()).toEqual([0, 1, 2]);
  });
});

describe('updates', () => {
  it('applies $set, $inc, $push, $pull, $addToSet, $unset and dotted paths', async () => {
    interface Tagged {
      _id: number;
      n: number;
      tags: string[];
      set?: string[];
      nested: { x: number; y?: number };
      gone?: boolean;
    }
    const tagged = db.collection<Tagged>('items');
    await tagged.insertOne({ _id: 1, n: 1, tags: ['a'], nested: { x: 1 }, gone: true });
    await tagged.updateOne(
      { _id: 1 },
      {
        $set: { 'nested.y': 2 },
        $inc: { n: 5 },
        $push: { tags: 'b' },
        $addToSet: { set: 'x' },
        $unset: { gone: '' },
      },
    );
    await tagged.updateOne({ _id: 1 }, { $pull: { tags: 'a' }, $addToSet: { set: 'x' } });
    expect(await tagged.findOne({ _id: 1 })).toEqual({
      _id: 1,
      n: 6,
      tags: ['b'],
      nested: { x: 1, y: 2 },
      set: ['x'],
    });
  });

  it('updates the matched array element through the positional $ and arrayFilters', async () => {
    await coll.insertOne({
      _id: 1,
      cells: [
        { at: 0, letter: 'a' },
        { at: 1, letter: 'b' },
      ],
    });
    await coll.updateOne({ _id: 1, 'cells.at': 1 }, { $set: { 'cells.$.letter': 'z' } });
    await coll.updateOne(
      { _id: 1 },
      { $set: { 'cells.$[c].mark': true } },
      { arrayFilters: [{ 'c.at': 0 }] },
    );
    expect((await coll.findOne({ _id: 1 }))?.['cells']).toEqual([
      { at: 0, letter: 'a', mark: true },
      { at: 1, letter: 'z' },
    ]);
  });

  it('counts matched and modified, and updates many', async () => {
    await coll.insertMany([
      { g: 1, v: 0 },
      { g: 1, v: 1 },
      { g: 2, v: 0 },
    ]);
    const res = await coll.updateMany({ g: 1 }, { $set: { v: 1 } });
    expect(res.matchedCount).toBe(2);
    expect(res.modifiedCount).toBe(1);
  });

  it('upserts, seeding equality fields from the filter and applying $setOnInsert', async () => {
    const res = await coll.updateOne(
      { code: 'x', 'meta.kind': 'k', n: { $gt: 1 } },
      { $set: { v: 1 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(res.upsertedCount).toBe(1);
    const doc = await coll.findOne({ _id: res.upsertedId ?? undefined });
    expect(doc).toMatchObject({ code: 'x', meta: { kind: 'k' }, v: 1, created: true });
    expect(doc?.['n']).toBeUndefined();
    await coll.updateOne(
      { code: 'x' },
      { $set: { v: 2 }, $setOnInsert: { created: false } },
      { upsert: true },
    );
    expect(await coll.findOne({ code: 'x' })).toMatchObject({ v: 2, created: true });
  });

  it('replaces whole documents, keeping _id, and refuses to change _id', async () => {
    await coll.insertOne({ _id: 7, a: 1, b: 2 });
    await coll.replaceOne({ _id: 7 }, { c: 3 });
    expect(await coll.findOne({ _id: 7 })).toEqual({ _id: 7, c: 3 });
    const err = (await coll
      .updateOne({ _id: 7 }, { $set: { _id: 8 } })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(err.code).toBe(66);
  });

  it('applies pipeline-style updates', async () => {
    await coll.insertOne({ _id: 1, a: 2, b: 3 });
    await coll.updateOne({ _id: 1 }, [{ $set: { sum: { $add: ['$a', '$b'] } } }]);
    expect((await coll.findOne({ _id: 1 }))?.['sum']).toBe(5);
  });

  it('rejects unknown update operators', async () => {
    await coll.insertOne({ _id: 1 });
    const err = (await coll
      .updateOne({ _id: 1 }, { $frob: { a: 1 } })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(9);
  });
});

describe("fields named '__proto__'", () => {
  const refusal = /Field name '__proto__' is not supported/;
  const polluted = (): unknown => (Object.prototype as Record<string, unknown>)['polluted'];

  it('refuses an upsert whose filter names one, leaving every object of the thread alone', async () => {
    const err = await coll
      .updateOne({ '__proto__.polluted': 'yes' }, { $set: { a: 1 } }, { upsert: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).codeName).toBe('BadValue');
    expect((err as MongoServerError).message).toMatch(refusal);
    expect(polluted()).toBeUndefined();
    const viaFindAndModify = await coll
      .findOneAndUpdate({ '__proto__.polluted': 'yes' }, { $set: { a: 1 } }, { upsert: true })
      .catch((e: unknown) => e);
    expect((viaFindAndModify as MongoServerError).message).toMatch(refusal);
    expect(polluted()).toBeUndefined();
    expect(await coll.countDocuments()).toBe(0);
  });

  it('refuses to store one rather than lose it at the next update', async () => {
    const doc = JSON.parse('{"_id":1,"nested":{"__proto__":{"kept":true}}}') as LooseDoc;
    await expect(coll.insertOne(doc)).rejects.toThrow(refusal);
    await coll.insertOne({ _id: 2, nested: {} });
    const value = JSON.parse('{"__proto__":{"kept":true}}') as Document;
    await expect(coll.updateOne({ _id: 2 }, { $set: { nested: value } })).rejects.toThrow(refusal);
    await expect(coll.replaceOne({ _id: 2 }, { nested: value })).rejects.toThrow(refusal);
    expect(await coll.findOne({ _id: 2 })).toEqual({ _id: 2, nested: {} });
    expect(await coll.countDocuments()).toBe(1);
  });
});

describe('findAndModify', () => {
  beforeEach(async () => {
    await coll.insertMany([
      { _id: 1, q: 'a', n: 1 },
      { _id: 2, q: 'a', n: 2 },
    ]);
  });

  it('returns the document before or after the update, following sort', async () => {
    const before = await coll.findOneAndUpdate({ q: 'a' }, { $inc: { n: 10 } }, { sort: { n: -1 } });
    expect(before).toEqual({ _id: 2, q: 'a', n: 2 });
    const after = await coll.findOneAndUpdate(
      { q: 'a' },
      { $inc: { n: 10 } },
      { sort: { n: 1 }, returnDocument: 'after', projection: { n: 1, _id: 0 } },
    );
    expect(after).toEqual({ n: 11 });
  });

  it('replaces, removes, upserts and reports metadata', async () => {
    expect(await coll.findOneAndReplace({ _id: 1 }, { q: 'b' }, { returnDocument: 'after' })).toEqual({
      _id: 1,
      q: 'b',
    });
    expect(await coll.findOneAndDelete({ _id: 2 })).toEqual({ _id: 2, q: 'a', n: 2 });
    expect(await coll.findOneAndDelete({ _id: 99 })).toBeNull();
    const upserted = await coll.findOneAndUpdate(
      { _id: 3 },
      { $set: { q: 'c' } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(upserted.value).toEqual({ _id: 3, q: 'c' });
    expect(upserted.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 3 });
    const missing = await coll.findOneAndUpdate({ _id: 4 }, { $set: { q: 'd' } });
    expect(missing).toBeNull();
  });
});

describe('aggregate', () => {
  beforeEach(async () => {
    await db.collection<{ _id: string; name: string }>('players').insertMany([
      { _id: 'p1', name: 'Ada' },
      { _id: 'p2', name: 'Bo' },
    ]);
    await coll.insertMany([
      { player: 'p1', points: 5, tags: ['x', 'y'] },
      { player: 'p1', points: 7, tags: ['x'] },
      { player: 'p2', points: 1, tags: [] },
    ]);
  });

  it('groups, sorts, projects and limits', async () => {
    const res = await coll
      .aggregate([
        { $match: { points: { $gt: 0 } } },
        { $group: { _id: '$player', total: { $sum: '$points' }, games: { $sum: 1 } } },
        { $sort: { total: -1 } },
        { $project: { _id: 0, player: '$_id', total: 1, games: 1 } },
        { $limit: 1 },
      ])
      .toArray();
    expect(res).toEqual([{ player: 'p1', total: 12, games: 2 }]);
  });

  it('joins with $lookup, unwinds, adds fields, counts and facets', async () => {
    const joined = await coll
      .aggregate([
        { $lookup: { from: 'players', localField: 'player', foreignField: '_id', as: 'who' } },
        { $unwind: '$who' },
        { $addFields: { who: '$who.name' } },
        { $sort: { points: 1 } },
        { $project: { _id: 0, who: 1, points: 1 } },
      ])
      .toArray();
    expect(joined).toEqual([
      { points: 1, who: 'Bo' },
      { points: 5, who: 'Ada' },
      { points: 7, who: 'Ada' },
    ]);
    expect(await coll.aggregate([{ $unwind: '$tags' }, { $count: 'n' }]).toArray()).toEqual([{ n: 3 }]);
    expect(await coll.aggregate([{ $unwind: '$tags' }, { $sortByCount: '$tags' }]).toArray()).toEqual([
      { _id: 'x', count: 2 },
      { _id: 'y', count: 1 },
    ]);
    const [facets] = await coll
      .aggregate([
        {
          $facet: {
            n: [{ $count: 'n' }],
            top: [{ $sort: { points: -1 } }, { $limit: 1 }, { $project: { _id: 0, points: 1 } }],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({ n: [{ n: 3 }], top: [{ points: 7 }] });
  });

  it('streams a large result through a cursor', async () => {
    await coll.insertMany(Array.from({ length: 300 }, (_, i) => ({ bulk: i })));
    const res = await coll.aggregate([{ $match: { bulk: { $exists: true } } }], { batchSize: 10 }).toArray();
    expect(res).toHaveLength(300);
  });

  it('refuses $out and server-side JavaScript', async () => {
    const out = (await coll
      .aggregate([{ $out: 'x' }])
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(out).toBeInstanceOf(MongoServerError);
    const where = (await coll
      .find({ $where: 'true' })
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(where).toBeInstanceOf(MongoServerError);
  });
});

describe('unique indexes', () => {
  beforeEach(async () => {
    await coll.createIndex({ gameId: 1 }, { unique: true });
    await coll.insertMany([
      { gameId: 'g1', v: 1 },
      { gameId: 'g2', v: 1 },
    ]);
  });

  it('rejects a duplicate insert with E11000, keyPattern and keyValue', async () => {
    const err = (await coll.insertOne({ gameId: 'g1' }).catch((e: unknown) => e)) as MongoServerError;
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.message).toBe(
      'E11000 duplicate key error collection: driver_test.items index: gameId_1 dup key: { gameId: "g1" }',
    );
    expect(err['keyPattern']).toEqual({ gameId: 1 });
    expect(err['keyValue']).toEqual({ gameId: 'g1' });
  });

  it('rejects a duplicate through update and findOneAndUpdate, leaving the document unchanged', async () => {
    const viaUpdate = (await coll
      .updateOne({ gameId: 'g2' }, { $set: { gameId: 'g1', v: 9 } })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(viaUpdate.code).toBe(11000);
    const viaFindAndModify = (await coll
      .findOneAndUpdate({ gameId: 'g2' }, { $set: { gameId: 'g1' } })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(viaFindAndModify).toBeInstanceOf(MongoServerError);
    expect(viaFindAndModify.code).toBe(11000);
    expect(viaFindAndModify.codeName).toBe('DuplicateKey');
    expect(await coll.findOne({ gameId: 'g2' }, { projection: { _id: 0 } })).toEqual({ gameId: 'g2', v: 1 });
    const viaUpsert = (await coll
      .updateOne({ v: 42 }, { $set: { gameId: 'g1' } }, { upsert: true })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(viaUpsert.code).toBe(11000);
  });

  it('treats a missing field as null unless the index is sparse, and enforces compound keys', async () => {
    const other = db.collection('other');
    await other.createIndex({ a: 1 }, { unique: true });
    await other.insertOne({ x: 1 });
    expect(((await other.insertOne({ x: 2 }).catch((e: unknown) => e)) as MongoServerError).code).toBe(11000);
    const sparse = db.collection('sparse');
    await sparse.createIndex({ a: 1 }, { unique: true, sparse: true });
    await sparse.insertMany([{ x: 1 }, { x: 2 }]);
    const compound = db.collection('compound');
    await compound.createIndex({ date: 1, number: 1 }, { unique: true });
    await compound.insertMany([
      { date: 'd1', number: 1 },
      { date: 'd1', number: 2 },
      { date: 'd2', number: 1 },
    ]);
    const err = (await compound
      .insertOne({ date: 'd1', number: 2 })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(err.message).toContain('dup key: { date: "d1", number: 2 }');
  });

  it('honours a partialFilterExpression', async () => {
    const partial = db.collection('partial');
    await partial.createIndex({ code: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await partial.insertMany([
      { code: 'a', active: false },
      { code: 'a', active: false },
      { code: 'a', active: true },
    ]);
    expect(
      ((await partial.insertOne({ code: 'a', active: true }).catch((e: unknown) => e)) as MongoServerError)
        .code,
    ).toBe(11000);
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const err = (await coll
      .createIndex({ v: 1 }, { unique: true })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(err.code).toBe(11000);
  });
});

describe('collections and indexes', () => {
  it('creates, lists, renames and drops collections', async () => {
    await db.createCollection('a');
    const again = (await db.createCollection('a').catch((e: unknown) => e)) as MongoServerError;
    expect(again.code).toBe(48);
    await db.collection('b').insertOne({ x: 1 });
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    expect(names).toEqual(['a', 'b']);
    await db.renameCollection('b', 'c');
    expect(await db.collection('c').countDocuments()).toBe(1);
    expect(await db.collection('a').drop()).toBe(true);
    const dbs = await running.client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain('driver_test');
  });

  it('creates indexes idempotently, lists and drops them, and reports conflicts', async () => {
    await coll.createIndex({ a: 1 }, { unique: true });
    await coll.createIndex({ a: 1 }, { unique: true });
    await coll.createIndex({ b: 1, c: -1 }, { name: 'bc' });
    expect((await coll.listIndexes().toArray()).map((ix: { name?: unknown }) => ix.name)).toEqual([
      '_id_',
      'a_1',
      'bc',
    ]);
    const conflict = (await coll
      .createIndex({ a: 1 }, { unique: false, name: 'a_1', sparse: true })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(conflict.code).toBe(85);
    await coll.dropIndex('bc');
    expect(await coll.indexExists('bc')).toBe(false);
    const missing = (await db
      .collection('nope')
      .listIndexes()
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(missing.code).toBe(26);
  });
});
