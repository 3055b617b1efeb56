import { describe, expect, it } from 'vitest';
import { afterVersionedUpdate, changedFields } from '../../src/db/versionedUpdate';

const grid = (letter: string | null) => [
  [letter, null, null, null],
  [null, null, null, null],
  [null, null, null, null],
  [null, null, null, null],
];

describe('changedFields', () => {
  it('keeps only the fields a write really changes', () => {
    const current = {
      version: 4,
      player1Grid: grid('A'),
      player2Grid: grid(null),
      currentLetter: 'A',
      lastActivityAt: new Date(1000),
      words: [{ word: 'AT', line: 'row', index: 0 }],
    };
    const set = {
      player1Grid: grid('A'),
      player2Grid: grid('A'),
      currentLetter: 'A',
      lastActivityAt: new Date(2000),
      words: [{ word: 'AT', line: 'row', index: 0 }],
      player2Score: 0,
    };
    expect(Object.keys(changedFields(current, set))).toEqual([
      'player2Grid',
      'lastActivityAt',
      'player2Score',
    ]);
  });

  it('treats null and a missing field, reordered objects and Dates of other times as changes', () => {
    expect(changedFields({ a: null }, { a: undefined })).toEqual({ a: undefined });
    expect(Object.keys(changedFields({ o: { x: 1, y: 2 } }, { o: { y: 2, x: 1 } }))).toEqual(['o']);
    expect(changedFields({ d: new Date(5) }, { d: new Date(5) })).toEqual({});
  });
});

describe('afterVersionedUpdate', () => {
  it('applies $set and $inc the way the database does, leaving the input alone', () => {
    const current = { version: 2, lastEventId: 7, status: 'active', challengeId: 'x' };
    const next = afterVersionedUpdate(current, {
      $set: { status: 'completed', challengeId: undefined },
      $inc: { version: 1, lastEventId: 3, fresh: 2 },
    });
    expect(next).toEqual({ version: 3, lastEventId: 10, status: 'completed', challengeId: null, fresh: 2 });
    expect(current.status).toBe('active');
  });

  it('declines dotted paths, which it does not apply', () => {
    expect(
      afterVersionedUpdate({ version: 1 }, { $set: { 'grid.0.1': 'A' }, $inc: { version: 1 } }),
    ).toBeUndefined();
  });
});
