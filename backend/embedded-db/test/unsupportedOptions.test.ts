// Options MongoDB accepts that the embedded server cannot honour are refused with MongoDB's codes,
// and `let` variables are evaluated as MongoDB evaluates them, not passed through as raw expressions.
import { MongoServerError } from 'mongodb';
import type { Collection, Db, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWithClient } from './support/embedded';
import type { Running } from './support/embedded';

let running: Running;
let db: Db;
/** The tests' documents have numeric ids, as MongoDB allows. */
interface Item extends Document {
  _id: number;
}
let coll: Collection<Item>;

beforeAll(async () => {
  running = await startWithClient();
  db = running.client.db('options_test');
});

afterAll(async () => {
  await running.stop();
});

beforeEach(async () => {
  await db.dropDatabase();
  coll = db.collection<Item>('items');
  await coll.insertMany([
    { _id: 1, x: 'ping' },
    { _id: 2, x: 'PING' },
  ]);
});

async function serverError(work: () => Promise<unknown>): Promise<MongoServerError> {
  const err: unknown = await work().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  return err as MongoServerError;
}

const caseInsensitive = { locale: 'en_US', strength: 2 };

describe('collation', () => {
  it('is refused (NotImplemented) by reads, writes and index builds instead of being ignored', async () => {
    const attempts: (() => Promise<unknown>)[] = [
      () => coll.find({ x: 'ping' }, { collation: caseInsensitive }).toArray(),
      () => coll.aggregate([{ $match: { x: 'ping' } }], { collation: caseInsensitive }).toArray(),
      () => coll.countDocuments({ x: 'ping' }, { collation: caseInsensitive }),
      () => coll.distinct('x', {}, { collation: caseInsensitive }),
      () => coll.updateOne({ x: 'PING' }, { $set: { y: 1 } }, { collation: caseInsensitive }),
      () => coll.deleteMany({ x: 'ping' }, { collation: caseInsensitive }),
      () => coll.findOneAndDelete({ x: 'ping' }, { collation: caseInsensitive }),
      () => coll.createIndex({ x: 1 }, { collation: caseInsensitive }),
    ];
    for (const attempt of attempts) {
      const err = await serverError(attempt);
      expect(err.code).toBe(238);
      expect(err.message).toMatch(/collation is not supported/);
    }
    expect(await coll.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, x: 'ping' },
      { _id: 2, x: 'PING' },
    ]);
  });

  it("accepts { locale: 'simple' }, the binary comparison it always does", async () => {
    expect(await coll.countDocuments({ x: 'ping' }, { collation: { locale: 'simple' } })).toBe(1);
  });
});

describe('hint', () => {
  it('naming no index is BadValue; an existing index by name or key pattern is fine', async () => {
    await coll.createIndex({ x: 1 }, { name: 'by_x' });
    expect(await coll.find({ x: 'ping' }, { hint: 'by_x' }).toArray()).toHaveLength(1);
    expect(await coll.find({ x: 'ping' }, { hint: { x: 1 } }).toArray()).toHaveLength(1);
    expect(await coll.find({}, { hint: { _id: 1 } }).toArray()).toHaveLength(2);
    for (const attempt of [
      () => coll.find({}, { hint: 'nope' }).toArray(),
      () => coll.find({}, { hint: { y: 1 } }).toArray(),
      () => coll.aggregate([], { hint: 'nope' }).toArray(),
      () => coll.findOneAndUpdate({ _id: 1 }, { $set: { y: 1 } }, { hint: { y: 1 } }),
      () => coll.updateOne({ _id: 1 }, { $set: { y: 1 } }, { hint: 'nope' }),
      () => coll.deleteOne({ _id: 1 }, { hint: 'nope' }),
    ]) {
      const err = await serverError(attempt);
      expect(err.code).toBe(2);
      expect(err.message).toMatch(/hint provided does not correspond to an existing index/);
    }
    expect(await coll.countDocuments({ y: 1 })).toBe(0);
  });
});

describe('update statements with sort', () => {
  it('are refused as a 7.0 server refuses them, leaving documents untouched', async () => {
    const err = await serverError(() =>
      db.command({ update: 'items', updates: [{ q: {}, u: { $set: { y: 1 } }, sort: { _id: -1 } }] }),
    );
    expect(err.code).toBe(40415);
    expect(await coll.countDocuments({ y: 1 })).toBe(0);
  });
});

describe('create with a validator', () => {
  it('is refused rather than creating a collection that validates nothing', async () => {
    const err = await serverError(() =>
      db.createCollection('checked', { validator: { x: { $type: 'string' } } }),
    );
    expect(err.code).toBe(238);
    expect(await db.listCollections({ name: 'checked' }).toArray()).toEqual([]);
  });
});

describe('let', () => {
  it('binds evaluated values: $literal gives the string, not the expression', async () => {
    const [doc] = await coll
      .aggregate([{ $match: { _id: 1 } }, { $project: { _id: 0, y: '$$bar' } }], {
        let: { bar: { $literal: '$bar' } },
      })
      .toArray();
    expect(doc).toEqual({ y: '$bar' });
  });

  it('is visible to $expr in find, update, delete and findOneAndUpdate', async () => {
    const filter = { $expr: { $eq: ['$_id', '$$id'] } };
    expect(await coll.find(filter, { let: { id: 2 } }).toArray()).toEqual([{ _id: 2, x: 'PING' }]);
    await coll.updateOne(filter, [{ $set: { y: '$$v' } }], { let: { id: 1, v: 'from let' } });
    expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, x: 'ping', y: 'from let' });
    expect(
      await coll.findOneAndUpdate(filter, { $set: { z: 1 } }, { let: { id: 2 }, returnDocument: 'after' }),
    ).toEqual({ _id: 2, x: 'PING', z: 1 });
    expect((await coll.deleteMany(filter, { let: { id: 1 } })).deletedCount).toBe(1);
    expect(await coll.countDocuments()).toBe(1);
  });

  it('naming an undefined variable is bad input (BadValue), not an internal error', async () => {
    const err = await serverError(() =>
      coll.updateOne({ $expr: { $eq: ['$_id', '$$nope'] } }, { $set: { y: 1 } }),
    );
    expect(err.code).toBe(2);
  });
});
