// A day's letters come from node:crypto on first use, are vetted and given a par by the computer player, and are stored once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawDailyLetters, findPerfectGrid, mulberry32, toDdMmYyyy } from '@gridable/common';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { createDailyFeature } from '../../src/daily/dailyFeature';
import { drawDay, type DayPlanner } from '../../src/daily/dayPlanner';
import type { DayDrawer } from '../../src/daily/dayDrawer';
import { mountFeatures } from './support/featureServer';
import { getJson } from './support/http';
import { storedLetters } from './support/days';

const INSTANT = new Date('2025-06-15T12:30:00Z');
const PAST_DAY = '2025-06-01';

/** What the repository used to publish: FNV-1a of 'gridable:{date}' seeding mulberry32. */
function oldSeededLetters(day: string): string[] {
  let hash = 0x811c9dc5;
  for (const char of `gridable:${day}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return drawDailyLetters(mulberry32(hash >>> 0));
}

interface SequenceBody {
  sequence: string[] | null;
  par: number | null;
  parGrid: (string | null)[][] | null;
  parWords: { word: string; points: number }[] | null;
}

/** A par grid whose four rows are words: what the stand-in computer "played". */
const PAR_GRID = [
  ['C', 'A', 'T', 'S'],
  ['A', 'R', 'E', 'A'],
  ['R', 'E', 'S', 'T'],
  ['S', 'T', 'O', 'P'],
];

describe('two fresh installations', () => {
  let first: RunningServer;
  let second: RunningServer;
  beforeAll(async () => {
    [first, second] = await Promise.all([startTestServer(), startTestServer()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('draw different letters for the same date, neither derivable from the date', async () => {
    const url = (server: RunningServer) =>
      `${server.url}/api/daily-challenge-sequence/${encodeURIComponent(toDdMmYyyy(PAST_DAY))}`;
    const [a, b] = await Promise.all([getJson<SequenceBody>(url(first)), getJson<SequenceBody>(url(second))]);
    expect(a.body.sequence).toHaveLength(8);
    expect(b.body.sequence).toHaveLength(8);
    expect(a.body.sequence).not.toEqual(b.body.sequence);
    for (const letters of [a.body.sequence, b.body.sequence]) {
      expect(letters).not.toEqual(oldSeededLetters(PAST_DAY));
      // The real server vets each draw: a perfect 32 is possible with hindsight, and the computer set a par.
      expect(findPerfectGrid(letters ?? [])).not.toBeNull();
    }
    expect(a.body.par).toEqual(expect.any(Number));
    // The computer's whole grid is kept with the day (drawn on the worker thread) and shown with its par.
    expect(a.body.parGrid?.flat().every((cell) => typeof cell === 'string')).toBe(true);
    expect(a.body.parWords?.reduce((sum, word) => sum + word.points, 0)).toBe(a.body.par);
    // Stored once: each installation answers its own draw again.
    expect((await getJson<SequenceBody>(url(first))).body.sequence).toEqual(a.body.sequence);
    expect(await storedLetters(first.models, PAST_DAY)).toEqual(a.body.sequence);
  });
});

describe('the computer player at draw time', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('rejects draws without a perfect 32 and stores the par of the accepted one', async () => {
    const vetted: string[] = [];
    const planner: DayPlanner = {
      hasPerfectGrid: (letters) => {
        vetted.push(letters.join(''));
        return vetted.length >= 3;
      },
      par: (letters) => ({ score: letters.length === 8 ? 23 : 0, grid: PAR_GRID }),
    };
    // The worker thread runs this same drawDay with the real planner; a stand-in planner cannot cross threads.
    const drawer: DayDrawer = { draw: () => Promise.resolve(drawDay(planner)), close: async () => {} };
    const mounted = await mountFeatures(server, (ctx) => [
      createDailyFeature(ctx, { now: () => INSTANT, drawer }),
    ]);
    try {
      const day = '2025-06-02';
      const reply = await getJson<SequenceBody>(`${mounted.url}/api/daily-challenge-sequence/${day}`);
      expect(reply.status).toBe(200);
      expect(vetted).toHaveLength(3);
      expect(reply.body).toMatchObject({ sequence: [...(vetted[2] ?? '')], par: 23, parGrid: PAR_GRID });
      // The par grid's words come scored by the same rules as a player's.
      expect(reply.body.parWords?.map((word) => word.word)).toEqual(
        expect.arrayContaining(['CATS', 'AREA', 'REST', 'STOP']),
      );
      const record = await server.models.dailySequences.findOne({ date: day }).lean();
      expect(record?.par).toBe(23);
      expect(record?.parGrid).toEqual(PAR_GRID);
      // A live day hides its par and the computer's grid with its letters.
      const live = await getJson<SequenceBody>(`${mounted.url}/api/daily-challenge-sequence/2025-06-15`);
      expect(live.body).toMatchObject({ sequence: null, par: null, parGrid: null, parWords: null });
    } finally {
      await mounted.close();
    }
  });
});
