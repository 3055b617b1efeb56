// The day's high score and score distribution are asked by every visit to the home and end screens, with no
// budget in front, and each answer read every counted game of the day: with 8,000 finished games one request
// cost ~400 ms of CPU, so one client asking a few times a second held a core. A crowd of asks now costs one
// read of the day's games every few seconds.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dayKeyInZone,
  gameNumberForDay,
  type HighScoreResponse,
  type TodayHighScoreResponse,
} from '@gridable/common';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { newPlayer } from './support/dailyPlay';
import { createDailyStore } from '../../src/db/stores/dailyStore';

// One instant for the test and the server: "today" read here and in the server's answers is one day, however
// close to midnight the suite runs.
const NOW = new Date();
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => NOW });
});
afterAll(() => server.close());

const PLAYERS = 40;

describe("the day's high score and distribution", () => {
  it('are read from the database once for a crowd of requests, and agree with what is stored', async () => {
    const day = dayKeyInZone(NOW, 'UTC') as string;
    const gameNumber = gameNumberForDay(day);
    await server.models.dailyGames.insertMany(
      Array.from({ length: PLAYERS }, (_, i) => ({
        gameId: `DCS-G${gameNumber}-crowd${String(i).padStart(7, '0')}`,
        playerUUID: newPlayer(),
        dailyChallengeDate: day,
        gameNumber,
        status: 'completed',
        playerScore: i % 25,
      })),
    );
    const dailyGames = server.models.dailyGames;
    const finds = vi.spyOn(dailyGames, 'find');
    const findOnes = vi.spyOn(dailyGames, 'findOne');
    const readsOfTheDay = (): number =>
      [...finds.mock.calls, ...findOnes.mock.calls].filter(
        ([filter]) => (filter as { gameNumber?: unknown } | undefined)?.gameNumber === gameNumber,
      ).length;

    const ask = async (): Promise<[HighScoreResponse, TodayHighScoreResponse, HighScoreResponse]> =>
      Promise.all([
        fetch(`${server.url}/api/daily-challenge/game-high-score?gameNumber=${gameNumber}`).then(
          (r) => r.json() as Promise<HighScoreResponse>,
        ),
        fetch(`${server.url}/api/daily-challenge/today-high-score?timezone=UTC`).then(
          (r) => r.json() as Promise<TodayHighScoreResponse>,
        ),
        fetch(`${server.url}/api/daily-challenge/high-score/${day}`).then(
          (r) => r.json() as Promise<HighScoreResponse>,
        ),
      ]);
    try {
      const answers = [];
      for (let wave = 0; wave < 5; wave++) answers.push(...(await Promise.all([ask(), ask(), ask(), ask()])));

      const expected = Array.from({ length: 33 }, (_, score) =>
        score < 25 ? Array.from({ length: PLAYERS }, (_, i) => i % 25).filter((s) => s === score).length : 0,
      );
      for (const [byNumber, today, byDate] of answers) {
        expect(byNumber).toEqual({ success: true, highScore: 24, distribution: expected });
        expect(today).toEqual({ success: true, todaysHighScore: 24, distribution: expected });
        expect(byDate).toEqual({ success: true, highScore: 24 });
      }
      // 60 requests, one read of the day's games (two if the waves outlasted its time to live).
      expect(readsOfTheDay()).toBeLessThanOrEqual(2);
    } finally {
      finds.mockRestore();
      findOnes.mockRestore();
    }
  });
});

describe("a player's stats", () => {
  it('read only what a completion says, however many days were played', async () => {
    const playerUUID = newPlayer();
    const today = dayKeyInZone(NOW, 'UTC') as string;
    // The year before today: a game of today's would count in the crowd test's distribution when it runs after.
    const first = gameNumberForDay(today) - 365;
    const grid = [0, 1, 2, 3].map(() => ['A', 'B', 'C', 'D']);
    // A year of dailies, each stored whole: grid, words, owner token.
    await server.models.dailyGames.insertMany(
      Array.from({ length: 365 }, (_, i) => ({
        gameId: `DCS-G${first + i}-year${String(i).padStart(8, '0')}`,
        playerUUID,
        dailyChallengeDate: `d${i}`,
        gameNumber: first + i,
        status: 'completed',
        playerScore: i % 30,
        playerGrid: grid,
        playerWords: [{ word: 'ABCD', points: 4 }],
        ownerToken: 'x'.repeat(43),
      })),
    );
    const games = await createDailyStore(server.models, { command: server.db.command }).completedGamesOf(
      playerUUID,
    );
    expect(games).toHaveLength(365);
    for (const game of games) {
      expect(Object.keys(game).sort()).toEqual(
        expect.arrayContaining(['dailyChallengeDate', 'gameId', 'gameNumber', 'playerScore']),
      );
      expect(game).not.toHaveProperty('playerGrid');
      expect(game).not.toHaveProperty('playerWords');
      expect(game).not.toHaveProperty('ownerToken');
    }
  });
});
