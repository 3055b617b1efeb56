// Which stored documents a query reads: every query shape the app sends is answered through an index.
import { describe, expect, it } from 'vitest';
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
});
