// Start-up adds each stored document to each index by Index.addDocument; it must hold exactly the keys
// the general path (keysOf, then add) holds, for every shape a field can have.
import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { Index, type IndexSpec } from '../src/indexes';

const SPECS: IndexSpec[] = [
  { v: 2, key: { gameId: 1 }, name: 'gameId_1', unique: true },
  { v: 2, key: { player1: 1 }, name: 'player1_1', sparse: true },
  { v: 2, key: { at: 1 }, name: 'at_1', expireAfterSeconds: 60 },
  { v: 2, key: { 'a.b': 1 }, name: 'a.b_1' },
  { v: 2, key: { gameId: 1, eventId: 1 }, name: 'gameId_1_eventId_1' },
  { v: 2, key: { status: 1 }, name: 'status_1', partialFilterExpression: { status: 'active' } },
];

const DOCS = [
  { _id: 1, gameId: 'ABCDE', player1: 'p', at: new Date(5), status: 'active', eventId: 3 },
  { _id: 2, gameId: 'ABCDF', player1: null, at: new Date(5), status: 'completed' },
  { _id: 3, gameId: 7, at: 12, a: { b: [1, 2] } },
  { _id: 4, gameId: ['X', 'Y'], player1: ['p', 'q'], at: [new Date(1), new Date(2)] },
  {
    _id: 5,
    gameId: { nested: true },
    player1: new ObjectId('64b7f0f0f0f0f0f0f0f0f0f0'),
    a: [{ b: 1 }, { b: 3 }],
  },
  { _id: 6 },
  { _id: 7, gameId: undefined, player1: undefined, status: 'active' },
];

function keysHeld(index: Index): string[] {
  const held: string[] = [];
  index.forEachKey((key, idKey) => held.push(`${key} -> ${idKey}`));
  return held.sort();
}

describe('an index built at start-up', () => {
  it.each(SPECS)('holds the same keys as the general path for $name', (spec) => {
    const general = new Index(spec);
    const direct = new Index(spec);
    for (const doc of DOCS) {
      general.add(general.keysOf(doc), String(doc._id));
      direct.addDocument(doc, String(doc._id));
    }
    expect(keysHeld(direct)).toEqual(keysHeld(general));
    expect(keysHeld(general).length).toBeGreaterThan(0);
  });
});
