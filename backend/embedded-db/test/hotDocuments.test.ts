// Hot documents (decoded documents kept between commands, written back lazily) must be invisible:
// every reply, every journalled change and every stored byte the same as a store that keeps none.
import { Long, ObjectId } from 'bson';
import type { Document } from 'bson';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeDocument } from '../src/codec';
import { CursorRegistry } from '../src/cursors';
import { cloneValue } from '../src/documents';
import { toJournalLine } from '../src/ejson';
import { CommandError } from '../src/errors';
import { startEmbeddedMongo } from '../src';
import { WireServer } from '../src/server';
import { Store } from '../src/storage';

/** One store behind the command dispatcher, recording what it would journal; `failNext` refuses the next journal write. */
function harness(hotDocumentBytes: number) {
  const store = new Store({ hotDocumentBytes });
  const journal: string[] = [];
  const state = { failNext: false };
  const server = new WireServer(
    {
      store,
      cursors: new CursorRegistry(),
      commit: (batch) => {
        if (state.failNext) {
          state.failNext = false;
          batch.rollback();
          throw new CommandError('OutOfDiskSpace', 'refused by the test');
        }
        journal.push(toJournalLine({ c: batch.changes }));
      },
      storageError: () => undefined,
    },
    '127.0.0.1',
  );
  return {
    store,
    journal,
    run(command: Document, failCommit: boolean): Document {
      state.failNext = failCommit;
      // The server owns the command it runs, as it does a worker message or a decoded wire message.
      const reply = server.runCommand(cloneValue(command), 'app');
      state.failNext = false;
      return reply;
    },
    /** Every stored document as its bytes give it, per collection. */
    contents(): Document[] {
      return store.views().map((view) => ({ name: view.name, docs: view.docs.map(decodeDocument) }));
    },
  };
}

const ids = fc.integer({ min: 1, max: 3 });
const games = fc.constantFrom('G1', 'G2', 'G3');
const field = fc.constantFrom('board', 'turn', 'scores', 'status', 'gameId');
/** Values that read back from BSON as they are, and some that do not (undefined, a lone surrogate, a Long, -0, a Date). */
const value = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom('A', 'é', -0, 2 ** 40, 0.5, null, true),
  fc.constantFrom(undefined, '\uD800x', ['\uDC00'], { a: undefined }, [undefined], new Date(Number.NaN)),
  fc.constant(new Date(1_700_000_000_000)),
  fc.constant(new ObjectId('0123456789abcdef01234567')),
  fc.constant(Long.fromString('9007199254740993')),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 3 })), { maxLength: 3 }),
  fc.record({ a: fc.integer(), b: fc.array(fc.boolean(), { maxLength: 2 }) }),
);
const setSpec = fc.dictionary(field, value, { maxKeys: 3 });
const idOrGame = fc.oneof(
  ids.map((id) => ({ _id: id })),
  games.map((gameId) => ({ gameId })),
  fc.uniqueArray(games, { minLength: 1, maxLength: 2 }).map((list) => ({ gameId: { $in: list } })),
);

const command: fc.Arbitrary<Document> = fc.oneof(
  fc
    .tuple(ids, games, setSpec)
    .map(([id, gameId, set]) => ({ insert: 'games', documents: [{ _id: id, gameId, version: 0, ...set }] })),
  fc.tuple(idOrGame, setSpec, fc.boolean(), fc.boolean()).map(([q, set, multi, upsert]) => ({
    update: 'games',
    // An upsert without an `_id` in its filter makes a fresh ObjectId: only by `_id`, to compare.
    updates: [{ q, u: { $set: set, $inc: { version: 1 } }, multi, upsert: upsert && '_id' in q }],
  })),
  fc.tuple(ids, fc.integer({ min: 0, max: 9 })).map(([id, n]) => ({
    update: 'games',
    updates: [{ q: { _id: id }, u: { $push: { moves: n } } }],
  })),
  fc.tuple(ids, games).map(([id, gameId]) => ({
    update: 'games',
    updates: [{ q: { _id: id }, u: { gameId, replaced: true } }],
  })),
  fc.tuple(ids, setSpec, fc.boolean()).map(([id, set, returnNew]) => ({
    findAndModify: 'games',
    query: { _id: id },
    update: { $set: set, $inc: { version: 1 } },
    new: returnNew,
  })),
  ids.map((id) => ({ findAndModify: 'games', query: { _id: id }, remove: true })),
  fc
    .tuple(idOrGame, fc.constantFrom(0, 1))
    .map(([q, limit]) => ({ delete: 'games', deletes: [{ q, limit }] })),
  fc
    .oneof(idOrGame, fc.constant({}))
    .map((filter) => ({ find: 'games', filter, singleBatch: true, limit: 50 })),
  fc.constant({ find: 'games', filter: {}, sort: { version: -1, _id: 1 }, singleBatch: true, limit: 50 }),
  fc.oneof(idOrGame, fc.constant({})).map((filter) => ({
    find: 'games',
    filter,
    projection: { _id: 0 },
    singleBatch: true,
  })),
  games.map((gameId) => ({
    find: 'games',
    filter: { gameId, version: { $gt: 0 } },
    sort: { version: 1 },
    projection: { _id: 0 },
    singleBatch: true,
  })),
  fc.constant({ createIndexes: 'games', indexes: [{ key: { gameId: 1, version: 1 }, name: 'byGame' }] }),
  fc.constant({ dropIndexes: 'games', index: 'byGame' }),
  fc.constant({ collStats: 'games' }),
  fc.constant({ drop: 'games' }),
  fc.constant({ aggregate: 'games', pipeline: [{ $match: {} }, { $sort: { _id: 1 } }], cursor: {} }),
);

/** Cursor ids are random per registry: compare what the cursor holds. */
function comparable(reply: Document): Document {
  const cursor = reply['cursor'] as Document | undefined;
  return cursor ? { ...reply, cursor: { ...cursor, id: null } } : reply;
}

describe('hot documents', () => {
  it('answer, journal and store exactly what a store without them does, however small the budget', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(command, fc.nat({ max: 4 })), { minLength: 1, maxLength: 40 }),
        (steps) => {
          const reference = harness(0);
          const tight = harness(300);
          const roomy = harness(1 << 20);
          for (const [cmd, dice] of steps) {
            const failCommit = dice === 0;
            const expected = comparable(reference.run(cmd, failCommit));
            expect(comparable(tight.run(cmd, failCommit))).toStrictEqual(expected);
            expect(comparable(roomy.run(cmd, failCommit))).toStrictEqual(expected);
          }
          for (const other of [tight, roomy]) {
            expect(other.journal).toEqual(reference.journal);
            expect(other.contents()).toStrictEqual(reference.contents());
            expect(other.store.dataSize()).toBe(reference.store.dataSize());
            expect(other.store.hotDocuments().bytes).toBeLessThanOrEqual(other === tight ? 300 : 1 << 20);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('come back as they were when the journal refuses a write that replaced or removed them', () => {
    for (const budget of [0, 300, 1 << 20]) {
      const db = harness(budget);
      db.run({ insert: 'games', documents: [{ _id: 1, gameId: 'G1', version: 0 }] }, false);
      db.run({ update: 'games', updates: [{ q: { _id: 1 }, u: { $set: { board: 'ab' } } }] }, false);
      const refused = [
        { update: 'games', updates: [{ q: { _id: 1 }, u: { $set: { board: 'cd' }, $inc: { version: 1 } } }] },
        { delete: 'games', deletes: [{ q: { gameId: 'G1' }, limit: 0 }] },
        { findAndModify: 'games', query: { _id: 1 }, remove: true },
      ];
      for (const cmd of refused) {
        expect(db.run(cmd, true)['ok']).toBe(0);
        const found = db.run({ find: 'games', filter: { gameId: 'G1' }, singleBatch: true }, false);
        expect((found['cursor'] as Document)['firstBatch']).toStrictEqual([
          { _id: 1, gameId: 'G1', version: 0, board: 'ab' },
        ]);
      }
      expect(db.contents()).toStrictEqual([
        { name: 'games', docs: [{ _id: 1, gameId: 'G1', version: 0, board: 'ab' }] },
      ]);
    }
  });

  it('stay whole when a read projects fields away', () => {
    const db = harness(1 << 20);
    db.run({ insert: 'games', documents: [{ _id: 1, gameId: 'G1', version: 0 }] }, false);
    db.run({ update: 'games', updates: [{ q: { _id: 1 }, u: { $inc: { version: 1 } } }] }, false);
    const projected = [
      {
        find: 'games',
        filter: { gameId: 'G1', version: { $gt: 0 } },
        sort: { version: 1 },
        projection: { _id: 0 },
      },
      { find: 'games', filter: { _id: 1 }, projection: { _id: 0, version: 0 } },
      { find: 'games', filter: { _id: 1 }, projection: { gameId: 1 } },
    ];
    for (const cmd of projected) db.run({ ...cmd, singleBatch: true }, false);
    const found = db.run({ find: 'games', filter: { _id: 1 }, singleBatch: true }, false);
    expect((found['cursor'] as Document)['firstBatch']).toStrictEqual([{ _id: 1, gameId: 'G1', version: 1 }]);
  });

  it('stay within their budget, and what they evict is written back', () => {
    const store = new Store({ hotDocumentBytes: 1000 });
    const coll = store.ensureCollection('app', 'games').coll;
    for (let id = 0; id < 40; id++) coll.insert({ _id: id, board: 'x'.repeat(100), version: 0 });
    for (let round = 1; round <= 3; round++) {
      for (let id = 0; id < 40; id++) {
        const [current] = coll.candidates({ _id: id });
        if (!current) throw new Error(`document ${id} is missing`);
        coll.replace(current, { ...current, version: round });
        expect(store.hotDocuments().bytes).toBeLessThanOrEqual(1000);
      }
    }
    expect(store.hotDocuments().count).toBeGreaterThan(0);
    const stored = store.views()[0]?.docs.map(decodeDocument) ?? [];
    expect(stored.map((doc): unknown => doc['version'])).toEqual(Array.from({ length: 40 }, () => 3));
  });

  it('are never changed by a caller on the same thread: its replies are copies', async () => {
    const mongo = await startEmbeddedMongo({ dataDir: ':memory:' });
    try {
      await mongo.command('app', {
        insert: 'games',
        documents: [{ _id: 1, board: ['a'], meta: { turn: 1 } }],
      });
      const read = async () => {
        const reply = await mongo.command('app', { find: 'games', filter: { _id: 1 } });
        return ((reply['cursor'] as Document)['firstBatch'] as Document[])[0] as Document;
      };
      const first = await read();
      (first['board'] as string[]).push('mutated');
      (first['meta'] as Document)['turn'] = 99;
      const updated = await mongo.command('app', {
        findAndModify: 'games',
        query: { _id: 1 },
        update: { $set: { status: 'live' } },
        new: true,
      });
      ((updated['value'] as Document)['board'] as string[]).push('again');
      expect(await read()).toEqual({ _id: 1, board: ['a'], meta: { turn: 1 }, status: 'live' });
    } finally {
      await mongo.close();
    }
  });
});
