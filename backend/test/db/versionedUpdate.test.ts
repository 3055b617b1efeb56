import { describe, expect, it } from 'vitest';
import { isStorageFailure } from '../../src/ops/storageFailure';
import {
  afterVersionedUpdate,
  changedFields,
  guardedCommandWrite,
  type RunCommand,
} from '../../src/db/versionedUpdate';

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

  it('declines a __proto__ field rather than replace the copy’s prototype', () => {
    const $set = JSON.parse('{"__proto__": {"status": "completed"}}') as Record<string, unknown>;
    expect(afterVersionedUpdate({ version: 1 }, { $set, $inc: { version: 1 } })).toBeUndefined();
  });
});

describe('guardedCommandWrite', () => {
  const current = { gameId: 'ABCDE', version: 3, round: 2 };
  const update = { $set: { round: 3, challengeId: undefined }, $inc: { version: 1 } };

  it('sends one version-guarded update and answers the written document without reading it back', async () => {
    const sent: Record<string, unknown>[] = [];
    const run: RunCommand = (command) => {
      sent.push(command);
      return Promise.resolve({ ok: 1, n: 1, nModified: 1 });
    };
    const write = guardedCommandWrite(run, 'games', (g: typeof current) => ({ gameId: g.gameId }));
    expect(await write(current, update)).toEqual({
      gameId: 'ABCDE',
      version: 4,
      round: 3,
      challengeId: null,
    });
    expect(sent).toEqual([
      {
        update: 'games',
        updates: [
          {
            q: { gameId: 'ABCDE', version: 3 },
            u: { $set: { round: 3, challengeId: null }, $inc: { version: 1 } },
          },
        ],
        ordered: true,
      },
    ]);
  });

  it('answers null when another writer moved the version on', async () => {
    const run: RunCommand = () => Promise.resolve({ ok: 1, n: 0, nModified: 0 });
    const write = guardedCommandWrite(run, 'games', (g: typeof current) => ({ gameId: g.gameId }));
    expect(await write(current, update)).toBeNull();
  });

  it('throws a refused write as the driver would, so a full disk is a storage failure', async () => {
    const outOfDisk = { ok: 0, code: 14031, codeName: 'OutOfDiskSpace', errmsg: 'no space left on device' };
    const write = guardedCommandWrite(
      () => Promise.resolve(outOfDisk),
      'games',
      (g: typeof current) => ({ gameId: g.gameId }),
    );
    const err = await write(current, update).catch((e: unknown) => e);
    expect(isStorageFailure(err)).toBe(true);
    const withWriteError = guardedCommandWrite(
      () => Promise.resolve({ ok: 1, n: 0, writeErrors: [{ index: 0, code: 11000, errmsg: 'dup' }] }),
      'games',
      (g: typeof current) => ({ gameId: g.gameId }),
    );
    await expect(withWriteError(current, update)).rejects.toMatchObject({ code: 11000 });
  });

  it('writes dotted paths as one findAndModify and answers the document it returns', async () => {
    const sent: Record<string, unknown>[] = [];
    const run: RunCommand = (command) => {
      sent.push(command);
      return Promise.resolve({ ok: 1, value: { ...current, version: 4, grid: ['A'] } });
    };
    const write = guardedCommandWrite(run, 'games', (g: typeof current) => ({ gameId: g.gameId }));
    expect(await write(current, { $set: { 'grid.0': 'A' }, $inc: { version: 1 } })).toMatchObject({
      version: 4,
      grid: ['A'],
    });
    expect(sent).toEqual([
      {
        findAndModify: 'games',
        query: { gameId: 'ABCDE', version: 3 },
        update: { $set: { 'grid.0': 'A' }, $inc: { version: 1 } },
        new: true,
      },
    ]);
  });
});
