// Past days from the archive, and the server's record of a player's completions and stats.
import { describe, expect, it } from 'vitest';
import { DailyGameView, StatsResponse, gameNumberForDay } from '@gridable/common';
import { useDailyServer } from './support/dailyServer';
import { getJson, postJson } from './support/http';
import { newPlayer, playToCompletion, type GameReply } from './support/dailyPlay';
import { DAILY_MESSAGES } from '@gridable/common/messages';

// 12:30 UTC on 15 June 2025: the 15th in London.
const INSTANT = new Date('2025-06-15T12:30:00Z');
const TODAY = '2025-06-15';
const CHOSEN = ['E', 'A', 'T', 'S', 'O', 'R', 'E', 'S'];

const daily = useDailyServer(INSTANT);

const create = (playerUUID: string, date?: string) =>
  postJson<GameReply & { error?: string }>(`${daily.url}/api/daily-challenge-simple`, {
    playerUUID,
    userTimezone: 'Europe/London',
    ...(date ? { date } : {}),
  });
const stats = async (playerUUID: string) => {
  const reply = await getJson(
    `${daily.url}/api/daily-challenge/stats?playerUUID=${playerUUID}&date=${TODAY}`,
  );
  expect(reply.status).toBe(200);
  return StatsResponse.parse(reply.body);
};
const highScore = async (day: string) =>
  (await getJson<{ highScore: number | null }>(`${daily.url}/api/daily-challenge/high-score/${day}`)).body
    .highScore;

async function seedCompleted(playerUUID: string, day: string, playerScore: number, archive = false) {
  const gameNumber = gameNumberForDay(day);
  await daily.models.dailyGames.create({
    gameId: `DCS-G${gameNumber}-seed${Math.random().toString(36).slice(2, 10)}`,
    playerUUID,
    gameNumber,
    dailyChallengeDate: day,
    status: 'completed',
    playerScore,
    completedRounds: 16,
    archive,
    completedAt: new Date(`${day}T20:00:00Z`),
  });
}

describe('an archive day', () => {
  it('plays end to end, is marked, and leaves streaks and the day’s high score untouched', async () => {
    // A day no other test stores a score on: the high score below is this test's alone, in any order.
    const day = '2025-06-05';
    await seedCompleted(newPlayer(), day, 5);
    const player = newPlayer();
    await seedCompleted(player, '2025-06-14', 22);
    const before = await stats(player);

    const created = await create(player, day);
    expect(created.status).toBe(201);
    const game = DailyGameView.parse(created.body.game);
    expect(game).toMatchObject({ archive: true, dailyChallengeDate: day, gameNumber: gameNumberForDay(day) });
    const final = await playToCompletion(daily.url, player, game, CHOSEN);
    expect(final).toMatchObject({ status: 'completed', archive: true });

    expect(await highScore(day)).toBe(5);
    const after = await stats(player);
    expect(after.stats).toEqual(before.stats);
    expect(after.completions).toContainEqual(
      expect.objectContaining({
        gameId: final.gameId,
        archive: true,
        finalScore: final.playerScore,
        date: day,
      }),
    );
    // Its letters are the player's to see once they finished it.
    const sequence = await getJson<{ revealed: boolean }>(
      `${daily.url}/api/daily-challenge-sequence/${day}?playerUUID=${player}`,
    );
    expect(sequence.body.revealed).toBe(true);
    // Played once: asking again gives the finished game's completion.
    expect((await create(player, day)).status).toBe(409);
  });

  it('is a day between launch and yesterday; today asked by date is the live game', async () => {
    const player = newPlayer();
    expect(await create(player, '2025-06-16')).toEqual({
      status: 404,
      body: { error: DAILY_MESSAGES.notOutYet, code: 'DAILY_NOT_OUT_YET' },
    });
    expect(await create(player, '2024-12-31')).toEqual({
      status: 404,
      body: { error: 'There is no Gridable before Gridable #1.', code: 'DAILY_BEFORE_LAUNCH' },
    });
    expect(await create(player, '31/02/2025')).toEqual({
      status: 400,
      body: { error: DAILY_MESSAGES.invalidDate, code: 'INVALID_INPUT' },
    });
    const today = await create(player, TODAY);
    expect(today.status).toBe(201);
    expect(today.body.game).toMatchObject({ archive: false, dailyChallengeDate: TODAY });
  });
});

describe('GET /api/daily-challenge/stats', () => {
  it('gives the server’s record of the player’s days, whatever their browser forgot', async () => {
    const player = newPlayer();
    for (const [day, score] of [
      ['2025-06-09', 12],
      ['2025-06-10', 21],
      ['2025-06-11', 25],
      ['2025-06-13', 30],
      ['2025-06-14', 24],
    ] as const) {
      await seedCompleted(player, day, score);
    }
    await seedCompleted(player, '2025-06-12', 32, true);
    await seedCompleted(newPlayer(), '2025-06-14', 31);

    const reply = await stats(player);
    expect(reply.completions.map((c) => [c.date, c.finalScore, c.archive])).toEqual([
      ['2025-06-14', 24, false],
      ['2025-06-13', 30, false],
      ['2025-06-12', 32, true],
      ['2025-06-11', 25, false],
      ['2025-06-10', 21, false],
      ['2025-06-09', 12, false],
    ]);
    expect(reply.stats).toMatchObject({
      played: 5,
      average: 22.4,
      best: 30,
      currentStreak: 2,
      longestStreak: 3,
      twentyPlusStreak: 4,
    });
    expect(reply.stats.histogram.map((bar) => bar.count)).toEqual([0, 0, 0, 1, 0, 1, 2, 1, 0]);
    expect((await stats(newPlayer())).stats).toMatchObject({ played: 0, best: null });
  });

  it('counts a client’s far-off today as the nearest day it is somewhere on Earth', async () => {
    const player = newPlayer();
    await seedCompleted(player, '2025-06-14', 24);
    await seedCompleted(player, '2025-06-15', 26);
    const asOf = async (date: string) => {
      const reply = await getJson(`${daily.url}/api/daily-challenge/stats?playerUUID=${player}&date=${date}`);
      expect(reply.status, date).toBe(200);
      return StatsResponse.parse(reply.body).stats;
    };
    // 12:30 UTC on the 15th: the 16th in Kiritimati (UTC+14) is the latest today on Earth, the 15th the earliest.
    const latest = await asOf('2025-06-16');
    expect(latest).toMatchObject({ currentStreak: 2 });
    // The last day there is used to walk every day from 2025 to it (seconds), then fail past it with a 500.
    expect(await asOf('9999-12-31')).toEqual(latest);
    expect(await asOf('2024-01-01')).toEqual(await asOf('2025-06-15'));
  });

  it('answers bad queries with 400', async () => {
    expect(await getJson(`${daily.url}/api/daily-challenge/stats?date=${TODAY}`)).toEqual({
      status: 400,
      body: { error: 'playerUUID must be a UUID', code: 'INVALID_INPUT' },
    });
    expect(
      await getJson(`${daily.url}/api/daily-challenge/stats?playerUUID=${newPlayer()}&date=soon`),
    ).toEqual({
      status: 400,
      body: { error: 'Date must be dd/mm/yyyy or YYYY-MM-DD', code: 'INVALID_INPUT' },
    });
  });
});
