// Which stored documents a query reads: every query shape the app sends is answered through an index.
import { describe, expect, it } from 'vitest';
import { Long } from 'bson';
import { normalizeIndexSpec } from '../src/indexes';
import { Store } from '../src/storage';

function collectionWith(indexes: object[], docs: object[]) {
  const store = new Store();
  const coll = store.ensureCollection('app', 'c').coll;
  for (const index of indexes) coll.createIndex(normalizeIndexSpec(index));
  docs.forEach((doc, i) => coll.insert({ _id: i, ...doc }));
  return coll;
}

describe('index selection', () => {
  it('answers the SSE replay query from the (gameId, eventId) index: only that game is read', () => {
    const events = [];
    for (const gameId of ['AAAAA', 'BBBBB', 'CCCCC'])
      for (let eventId = 1; eventId <= 40; eventId++) events.push({ gameId, eventId });
    const coll = collectionWith([{ key: { gameId: 1, eventId: 1 }, unique: true }], events);
    const read = coll.candidates({ gameId: 'BBBBB', eventId: { $gt: 30 } });
    expect(read).toHaveLength(40);
    expect(new Set(read.map((d): unknown => d['gameId']))).toEqual(new Set(['BBBBB']));
  });

  it('uses every pinned field of a compound index: the daily (playerUUID, gameNumber) lookup reads one game', () => {
    const games = [];
    for (let gameNumber = 1; gameNumber <= 20; gameNumber++)
      for (const playerUUID of ['p1', 'p2', 'p3']) games.push({ playerUUID, gameNumber });
    const coll = collectionWith(
      [{ key: { playerUUID: 1, gameNumber: 1 }, unique: true }, { key: { gameNumber: 1, status: 1 } }],
      games,
    );
    expect(coll.candidates({ playerUUID: 'p2', gameNumber: 7 }).map((d): unknown => d['_id'])).toEqual([19]);
    expect(coll.candidates({ gameNumber: 7, status: 'completed' })).toHaveLength(0);
    expect(coll.candidates({ gameNumber: { $in: [7, 8] } })).toHaveLength(6);
  });

  it('answers an $or of indexed fields (a client in either seat) with the union of lookups', () => {
    const seats = [];
    for (let i = 0; i < 50; i++) seats.push({ player1: `c${i}`, player2: `c${i + 1}` });
    const coll = collectionWith(
      [
        { key: { player1: 1 }, sparse: true },
        { key: { player2: 1 }, sparse: true },
      ],
      seats,
    );
    const read = coll.candidates({ $or: [{ player1: 'c7' }, { player2: 'c7' }] });
    expect(read.map((d): unknown => d['_id']).sort()).toEqual([6, 7]);
  });

  it('still finds everything a scan would when no index fits, and after updates and deletes', () => {
    const coll = collectionWith(
      [{ key: { gameId: 1, eventId: 1 } }],
      [
        { gameId: 'A', eventId: 1 },
        { gameId: 'A', eventId: 2 },
        { gameId: 'B', eventId: 1 },
      ],
    );
    expect(coll.candidates({ eventId: 1 })).toHaveLength(3);
    const [first] = coll.candidates({ _id: 0 });
    coll.replace(first as never, { _id: 0, gameId: 'B', eventId: 9 });
    const [second] = coll.candidates({ _id: 1 });
    coll.remove(second as never);
    expect(coll.candidates({ gameId: 'A' })).toHaveLength(0);
    expect(
      coll
        .candidates({ gameId: 'B' })
        .map((d): unknown => d['eventId'])
        .sort(),
    ).toEqual([1, 9]);
  });

  it('between indexes pinning as many fields, reads through the one that holds fewer matches', () => {
    // Home's finished games: { player1UUID, status: 'completed' }. The games collection declares { status }
    // first; after a year nearly every game is completed, so that index matched the whole collection.
    const games = [];
    for (let i = 0; i < 3_000; i++)
      games.push({ status: i % 10 ? 'completed' : 'active', player1UUID: `p${i % 100}` });
    const coll = collectionWith([{ key: { status: 1 } }, { key: { player1UUID: 1 }, sparse: true }], games);
    const read = coll.candidates({ player1UUID: 'p7', status: 'completed' });
    expect(read).toHaveLength(30);
    expect(coll.candidates({ status: 'active', player1UUID: { $in: ['p1', 'p2'] } })).toHaveLength(60);
    // The index with fewer matches wins even when it pins nothing the other cannot.
    expect(coll.candidates({ status: 'missing', player1UUID: 'p7' })).toHaveLength(0);
  });

  it("reads a league's range of finished dailies through (playerUUID, gameNumber), not every daily they played", () => {
    // Three members with 400 dailies each, and others' games: the standings ask for 60 days of the members'.
    const games = [];
    for (let gameNumber = 1; gameNumber <= 400; gameNumber++)
      for (const playerUUID of ['m1', 'm2', 'm3', 'x1', 'x2'])
        games.push({ playerUUID, gameNumber, status: gameNumber === 400 ? 'active' : 'completed' });
    const coll = collectionWith(
      [
        { key: { playerUUID: 1, gameNumber: 1 }, unique: true },
        { key: { playerUUID: 1, dailyChallengeDate: 1 } },
        { key: { gameNumber: 1, status: 1, playerScore: -1 } },
      ],
      games,
    );
    const league = {
      playerUUID: { $in: ['m1', 'm2', 'm3'] },
      gameNumber: { $gte: 300, $lte: 359 },
      status: 'completed',
    };
    const read = coll.candidates(league);
    expect(read).toHaveLength(3 * 60);
    expect(read.every((d) => (d['gameNumber'] as number) >= 300 && (d['gameNumber'] as number) <= 359)).toBe(
      true,
    );
    // Open-ended and exclusive bounds, and a range that holds nothing.
    expect(coll.candidates({ playerUUID: 'm1', gameNumber: { $gt: 395 } })).toHaveLength(5);
    expect(coll.candidates({ playerUUID: 'm1', gameNumber: { $lt: 3 } })).toHaveLength(2);
    expect(coll.candidates({ playerUUID: 'm1', gameNumber: { $gt: 500 } })).toHaveLength(0);
  });

  it('keeps every match of a range a number of another kind, a fraction or an array may hold, and after writes', () => {
    const coll = collectionWith(
      [{ key: { playerUUID: 1, gameNumber: 1 } }],
      [
        { playerUUID: 'p', gameNumber: 5 },
        { playerUUID: 'p', gameNumber: 5.5 },
        { playerUUID: 'p', gameNumber: Long.fromNumber(6) },
        { playerUUID: 'p', gameNumber: '5' },
        { playerUUID: 'p', gameNumber: null },
        { playerUUID: 'p', gameNumber: 9 },
        { playerUUID: 'q', gameNumber: 5 },
        // Enough of p's other games that narrowing the range pays.
        ...Array.from({ length: 300 }, (_, i) => ({ playerUUID: 'p', gameNumber: 1_000 + i })),
      ],
    );
    const ids = (filter: object) =>
      coll
        .candidates(filter)
        .map((d): unknown => d['_id'])
        .sort();
    expect(ids({ playerUUID: 'p', gameNumber: { $gte: 5, $lte: 6 } })).toEqual([0, 1, 2]);
    // A document moved out of the range and one removed are no longer read; one moved in is.
    const [nine] = coll.candidates({ _id: 5 });
    coll.replace(nine as never, { _id: 5, playerUUID: 'p', gameNumber: 6 });
    const [five] = coll.candidates({ _id: 0 });
    coll.remove(five as never);
    expect(ids({ playerUUID: 'p', gameNumber: { $gte: 5, $lte: 6 } })).toEqual([1, 2, 5]);
    // Once a document holds an array there, an array's elements may meet the bounds apart: every
    // document of the prefix is read, as before.
    coll.insert({ _id: 'array', playerUUID: 'p', gameNumber: [1, 100] });
    expect(coll.candidates({ playerUUID: 'p', gameNumber: { $gte: 5, $lte: 6 } })).toHaveLength(306);
  });

  it('never leaves out a document a scan would match, for any range', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const kinds = [
      () => Math.floor(next() * 400),
      () => Math.floor(next() * 4_000) / 10,
      () => -Math.floor(next() * 50),
      () => Long.fromNumber(Math.floor(next() * 400)),
      () => String(Math.floor(next() * 400)),
      () => null,
    ];
    const docs = Array.from({ length: 800 }, () => ({
      playerUUID: next() < 0.8 ? 'p' : 'q',
      gameNumber: kinds[Math.floor(next() * kinds.length)]?.() ?? null,
    }));
    const coll = collectionWith([{ key: { playerUUID: 1, gameNumber: 1 } }], docs);
    const numberOf = (value: unknown) =>
      typeof value === 'number' ? value : value instanceof Long ? value.toNumber() : undefined;
    for (let query = 0; query < 200; query++) {
      const low = Math.floor(next() * 450) - 50;
      const high = low + Math.floor(next() * 120);
      const filter = { playerUUID: 'p', gameNumber: { [next() < 0.5 ? '$gt' : '$gte']: low, $lte: high } };
      const read = new Set(coll.candidates(filter).map((d): unknown => d['_id']));
      docs.forEach((doc, id) => {
        const n = numberOf(doc.gameNumber);
        if (
          doc.playerUUID === 'p' &&
          n !== undefined &&
          n >= low &&
          n <= high &&
          (n > low || '$gte' in filter.gameNumber)
        )
          expect(read.has(id), `${JSON.stringify(filter)} left out ${id}`).toBe(true);
      });
    }
  });
});
