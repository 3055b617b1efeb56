// The embedded server seen through mongoose 9: models, indexes, E11000 and version-guarded concurrent writes.
import mongoose from 'mongoose';
import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '@gridable/embedded-db';
import type { EmbeddedMongo } from '@gridable/embedded-db';

interface GameDoc {
  gameId: string;
  version: number;
  moves: number[];
  cells: Record<string, number>;
  status: 'waiting' | 'active' | 'finished';
  updatedAt?: Date;
}

const gameSchema = new mongoose.Schema<GameDoc>(
  {
    gameId: { type: String, required: true, unique: true },
    version: { type: Number, required: true, default: 0 },
    moves: { type: [Number], default: [] },
    cells: { type: Object, default: {} },
    status: { type: String, enum: ['waiting', 'active', 'finished'], default: 'waiting' },
  },
  { timestamps: true, minimize: false },
);
gameSchema.index({ status: 1, updatedAt: 1 });

let server: EmbeddedMongo;
let conn: mongoose.Connection;
let Game: mongoose.Model<GameDoc>;

beforeAll(async () => {
  server = await startEmbeddedMongo({ dataDir: ':memory:' });
  conn = await mongoose
    .createConnection(server.uri, { dbName: 'mongoose_test', serverSelectionTimeoutMS: 5000 })
    .asPromise();
  Game = conn.model<GameDoc>('Game', gameSchema);
  await Game.init();
});

afterAll(async () => {
  await conn.close();
  await server.close();
});

beforeEach(async () => {
  await Game.deleteMany({});
});

describe('mongoose on the embedded server', () => {
  it('builds the schema indexes', async () => {
    const indexes = await Game.listIndexes();
    expect(indexes.map((ix: { name?: string }) => ix.name)).toEqual([
      '_id_',
      'gameId_1',
      'status_1_updatedAt_1',
    ]);
    expect(await Game.syncIndexes()).toEqual([]);
  });

  it('creates, queries, updates and deletes documents', async () => {
    await Game.create({ gameId: 'g1' });
    await Game.create([
      { gameId: 'g2', status: 'active' },
      { gameId: 'g3', status: 'active' },
    ]);
    const g1 = await Game.findOne({ gameId: 'g1' }).lean();
    expect(g1).toMatchObject({ gameId: 'g1', version: 0, moves: [], status: 'waiting' });
    expect(g1?.updatedAt).toBeInstanceOf(Date);
    expect(await Game.countDocuments({ status: 'active' })).toBe(2);
    await Game.updateOne({ gameId: 'g1' }, { $set: { status: 'finished' } });
    expect((await Game.findOne({ gameId: 'g1' }))?.status).toBe('finished');
    const doc = await Game.findOne({ gameId: 'g2' });
    if (!doc) throw new Error('g2 missing');
    doc.moves.push(4);
    await doc.save();
    expect((await Game.findById(doc._id).lean())?.moves).toEqual([4]);
    expect((await Game.deleteOne({ gameId: 'g3' })).deletedCount).toBe(1);
    const byStatus = await Game.aggregate<{ _id: string; n: number }>([
      { $group: { _id: '$status', n: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
    expect(byStatus).toEqual([
      { _id: 'active', n: 1 },
      { _id: 'finished', n: 1 },
    ]);
  });

  it('surfaces a duplicate gameId as MongoServerError 11000 from create, updateOne and findOneAndUpdate', async () => {
    await Game.create([{ gameId: 'a' }, { gameId: 'b' }]);
    const viaCreate = await Game.create({ gameId: 'a' }).catch((e: unknown) => e);
    expect(viaCreate).toBeInstanceOf(MongoServerError);
    expect((viaCreate as MongoServerError).code).toBe(11000);
    const viaUpdate = await Game.updateOne({ gameId: 'b' }, { $set: { gameId: 'a' } }).catch(
      (e: unknown) => e,
    );
    expect((viaUpdate as MongoServerError).code).toBe(11000);
    const viaFindOneAndUpdate = await Game.findOneAndUpdate({ gameId: 'b' }, { $set: { gameId: 'a' } }).catch(
      (e: unknown) => e,
    );
    expect((viaFindOneAndUpdate as MongoServerError).code).toBe(11000);
  });

  it('lands 50 concurrent version-guarded writers exactly once each', async () => {
    const game = await Game.create({ gameId: 'race' });
    let retries = 0;
    const writer = async (i: number): Promise<void> => {
      for (let attempt = 0; attempt < 500; attempt++) {
        const current = await Game.findById(game._id).lean();
        if (!current) throw new Error('game vanished');
        const next = await Game.findOneAndUpdate(
          { _id: game._id, version: current.version },
          { $set: { [`cells.c${i}`]: i }, $push: { moves: i }, $inc: { version: 1 } },
          { returnDocument: 'after' },
        ).lean();
        if (next) return;
        retries++;
      }
      throw new Error(`writer ${i} never landed`);
    };
    await Promise.all(Array.from({ length: 50 }, (_, i) => writer(i)));
    const final = await Game.findById(game._id).lean();
    expect(final?.version).toBe(50);
    expect([...(final?.moves ?? [])].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(Object.keys(final?.cells ?? {})).toHaveLength(50);
    // The race was real: some writers lost a round and retried.
    expect(retries).toBeGreaterThan(0);
  });
});
