// A find sorted and limited along an index (pinned leading fields, then the sort field) reads only the first
// few documents in that order, as MongoDB's index scan does: Home's newest ten finished games of a player with
// thousands. Checked through the driver's explain (totalDocsExamined) and against mingo's full answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Document } from 'mongodb';
import { startWithClient, type Running } from './support/embedded';

const FINISHED = 3000;
const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 1);

let running: Running;
/** Numbered and named ids, as the cases below read best. */
type Game = Document & { _id: number | string };
let games: Collection<Game>;

/** What the server read to answer a find, from its explain. */
async function examined(filter: Document, sort: Document, limit: number): Promise<number> {
  const plan = await games.find(filter).sort(sort).limit(limit).explain('executionStats');
  return (plan['executionStats'] as { totalDocsExamined: number }).totalDocsExamined;
}

beforeAll(async () => {
  running = await startWithClient();
  games = running.client.db('app').collection<Game>('games');
  await games.createIndex({ p: 1, status: 1, completedAt: -1 });
  const docs: Game[] = [];
  for (let i = 0; i < FINISHED; i++)
    docs.push({
      _id: i,
      p: 'a',
      status: 'completed',
      completedAt: new Date(start + (i % 1000) * DAY + i),
      mode: i % 7 === 0 ? 'daily' : 'friend',
    });
  // Two ties on the newest date, old games finished before completedAt was kept, and other players' games.
  docs.push({
    _id: 'tie1',
    p: 'a',
    status: 'completed',
    completedAt: new Date(start + 2000 * DAY),
    mode: 'friend',
  });
  docs.push({
    _id: 'tie2',
    p: 'a',
    status: 'completed',
    completedAt: new Date(start + 2000 * DAY),
    mode: 'friend',
  });
  for (let i = 0; i < 5; i++)
    docs.push({ _id: `legacy${i}`, p: 'a', status: 'completed', completedAt: null, mode: 'friend' });
  for (let i = 0; i < 400; i++)
    docs.push({
      _id: `open${i}`,
      p: 'a',
      status: i % 2 ? 'active' : 'waiting',
      completedAt: null,
      mode: 'friend',
    });
  for (let i = 0; i < 500; i++)
    docs.push({
      _id: `b${i}`,
      p: 'b',
      status: 'completed',
      completedAt: new Date(start + i * DAY),
      mode: 'friend',
    });
  await games.insertMany(docs);
});
afterAll(() => running.stop());

describe('a find sorted along an index', () => {
  const filter = { p: 'a', status: 'completed', mode: { $ne: 'daily' } };

  it('reads about as many documents as it returns, newest first', async () => {
    const newest = await games.find(filter).sort({ completedAt: -1 }).limit(10).toArray();
    expect(
      newest
        .slice(0, 2)
        .map((g) => g['_id'])
        .sort(),
    ).toEqual(['tie1', 'tie2']);
    // The filter on `mode` is applied along the way: a daily among the newest is read and passed over.
    expect(await examined(filter, { completedAt: -1 }, 10)).toBeLessThanOrEqual(12);
  });

  it('answers exactly what reading every candidate answers, in both directions and with a skip', async () => {
    // A projection of every field makes no difference to the answer, and the hint forces the full read.
    for (const [sort, skip, limit] of [
      [{ completedAt: -1 }, 0, 10],
      [{ completedAt: 1 }, 0, 10],
      [{ completedAt: -1 }, 25, 5],
      [{ completedAt: 1 }, 3, 4],
    ] as const) {
      const walked = await games.find(filter).sort(sort).skip(skip).limit(limit).toArray();
      const full = await games.find(filter).sort(sort).hint({ $natural: 1 }).toArray();
      const ids = (docs: Document[]) =>
        docs.map((d) => String((d['completedAt'] as Date | null)?.getTime() ?? null));
      expect(ids(walked)).toEqual(ids(full.slice(skip, skip + limit)));
    }
  });

  it('merges a status $in, and puts games without the date first when ascending (BSON order)', async () => {
    const open = { p: 'a', status: { $in: ['waiting', 'active'] } };
    expect(await games.find(open).sort({ completedAt: 1 }).limit(3).toArray()).toHaveLength(3);
    const oldest = await games
      .find({ p: 'a', status: 'completed' })
      .sort({ completedAt: 1 })
      .limit(5)
      .toArray();
    expect(oldest.map((g) => g['_id']).sort()).toEqual([
      'legacy0',
      'legacy1',
      'legacy2',
      'legacy3',
      'legacy4',
    ]);
  });

  it('sees games finished after the first walk (the sorted keys are kept up to date)', async () => {
    await games.find(filter).sort({ completedAt: -1 }).limit(10).toArray();
    await games.insertOne({
      _id: 'new',
      p: 'a',
      status: 'completed',
      completedAt: new Date(start + 3000 * DAY),
      mode: 'friend',
    });
    await games.updateOne(
      { _id: 'open0' },
      { $set: { status: 'completed', completedAt: new Date(start + 4000 * DAY) } },
    );
    const newest = await games.find(filter).sort({ completedAt: -1 }).limit(2).toArray();
    expect(newest.map((g) => g['_id'])).toEqual(['open0', 'new']);
    await games.deleteOne({ _id: 'open0' });
    const after = await games.find(filter).sort({ completedAt: -1 }).limit(1).toArray();
    expect(after.map((g) => g['_id'])).toEqual(['new']);
  });

  it('still reads everything for a sort no index walks', async () => {
    expect(await examined(filter, { mode: -1 }, 10)).toBeGreaterThan(FINISHED);
  });
});
