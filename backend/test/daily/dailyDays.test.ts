import { describe, expect, it } from 'vitest';
import {
  DailyGameView,
  createDailyGameCore,
  gameNumberForDay,
  toDdMmYyyy,
  type DayKey,
} from '@gridable/common';
import { useDailyServer } from './support/dailyServer';
import { getJson } from './support/http';
import { createDailyGame, newPlayer, playToCompletion } from './support/dailyPlay';
import { storedLetters } from './support/days';
import { DAILY_MESSAGES } from '@gridable/common/messages';

// 12:30 UTC on 15 June 2025: 00:30 on the 16th in Auckland (UTC+12), 02:30 on the 15th in Honolulu (UTC-10).
const INSTANT = new Date('2025-06-15T12:30:00Z');
const AUCKLAND_DAY = '2025-06-16';
const HONOLULU_DAY = '2025-06-15';

const daily = useDailyServer(INSTANT);

const sequenceUrl = (date: string) => `${daily.url}/api/daily-challenge-sequence/${encodeURIComponent(date)}`;

/** A finished game straight into the database, for high scores that need no play. */
async function seedGame(
  day: DayKey,
  playerScore: number,
  status: 'active' | 'completed' = 'completed',
): Promise<void> {
  const gameNumber = gameNumberForDay(day);
  await daily.models.dailyGames.create({
    ...createDailyGameCore(gameNumber, [...'SEEDLETS']),
    gameId: `DCS-G${gameNumber}-seed${Math.random().toString(36).slice(2, 10)}`,
    playerUUID: newPlayer(),
    dailyChallengeDate: day,
    status,
    playerScore,
  });
}

describe('the player’s own calendar day', () => {
  it('makes the same instant a different challenge in Auckland and in Honolulu', async () => {
    const playerUUID = newPlayer();
    const auckland = await createDailyGame(daily.url, playerUUID, 'Pacific/Auckland');
    const honolulu = await createDailyGame(daily.url, playerUUID, 'Pacific/Honolulu');
    expect([auckland.status, honolulu.status]).toEqual([201, 201]);
    const [a, h] = [DailyGameView.parse(auckland.body.game), DailyGameView.parse(honolulu.body.game)];
    expect(a).toMatchObject({ dailyChallengeDate: AUCKLAND_DAY, gameNumber: gameNumberForDay(AUCKLAND_DAY) });
    expect(h).toMatchObject({ dailyChallengeDate: HONOLULU_DAY, gameNumber: gameNumberForDay(HONOLULU_DAY) });
    expect(a.gameNumber).toBe(h.gameNumber + 1);
    expect(a.gameId).toMatch(new RegExp(`^DCS-G${a.gameNumber}-`));
    // Each day has its own blind letters.
    expect(a.currentLetter).toBe((await storedLetters(daily.models, AUCKLAND_DAY))[0]);
    expect(h.currentLetter).toBe((await storedLetters(daily.models, HONOLULU_DAY))[0]);
  });

  it('gives today’s high score for the day it is in the asked zone', async () => {
    expect(
      await getJson(`${daily.url}/api/daily-challenge/today-high-score?timezone=Pacific/Kiritimati`),
    ).toMatchObject({ status: 200, body: { success: true, todaysHighScore: null } });
    await seedGame(AUCKLAND_DAY, 17);
    await seedGame(AUCKLAND_DAY, 11);
    await seedGame(HONOLULU_DAY, 9);
    const today = (zone: string) =>
      getJson(`${daily.url}/api/daily-challenge/today-high-score?timezone=${encodeURIComponent(zone)}`);
    expect(await today('Pacific/Auckland')).toMatchObject({
      status: 200,
      body: { success: true, todaysHighScore: 17 },
    });
    expect(await today('Pacific/Honolulu')).toMatchObject({
      status: 200,
      body: { success: true, todaysHighScore: 9 },
    });
    expect(await today('Mars/Olympus')).toEqual({
      status: 400,
      body: { error: 'Unknown time zone', code: 'INVALID_INPUT' },
    });
  });
});

describe('high scores', () => {
  it('count completed games only, by game number and by date', async () => {
    const day = '2025-05-20';
    const gameNumber = gameNumberForDay(day);
    const byNumber = () =>
      getJson(`${daily.url}/api/daily-challenge/game-high-score?gameNumber=${gameNumber}`);
    const byDate = (date: string) =>
      getJson(`${daily.url}/api/daily-challenge/high-score/${encodeURIComponent(date)}`);
    expect(await byNumber()).toMatchObject({ status: 200, body: { success: true, highScore: null } });
    expect(await byDate(day)).toEqual({ status: 200, body: { success: true, highScore: null } });

    await seedGame(day, 14);
    await seedGame(day, 21);
    await seedGame(day, 30, 'active'); // still playing: not a score yet
    expect(await byNumber()).toMatchObject({ status: 200, body: { success: true, highScore: 21 } });
    expect(await byDate(day)).toEqual({ status: 200, body: { success: true, highScore: 21 } });
    expect(await byDate(toDdMmYyyy(day))).toEqual({ status: 200, body: { success: true, highScore: 21 } });
    // A client that forgets to encode the slashes still reaches the same day.
    expect(await getJson(`${daily.url}/api/daily-challenge/high-score/${toDdMmYyyy(day)}`)).toMatchObject({
      status: 200,
      body: { success: true, highScore: 21 },
    });
  });

  it('include a game played to the end, and its completion is reported for that day only', async () => {
    // The day's standing score, of its own: in another order no earlier test has stored one.
    await seedGame(HONOLULU_DAY, 9);
    const playerUUID = newPlayer();
    const created = await createDailyGame(daily.url, playerUUID, 'Pacific/Honolulu');
    const check = (date: string) =>
      getJson(
        `${daily.url}/api/daily-challenge/check-completion?date=${encodeURIComponent(date)}&playerUUID=${playerUUID}`,
      );
    expect(await check(toDdMmYyyy(HONOLULU_DAY))).toEqual({
      status: 200,
      body: { success: true, hasCompleted: false, completion: null },
    });

    const final = await playToCompletion(daily.url, playerUUID, created.body.game, [
      'E',
      'A',
      'T',
      'S',
      'O',
      'R',
      'E',
      'S',
    ]);
    expect(final.status).toBe('completed');
    const completion = {
      date: HONOLULU_DAY,
      gameNumber: final.gameNumber,
      finalScore: final.playerScore,
      gameId: final.gameId,
    };
    expect(await check(toDdMmYyyy(HONOLULU_DAY))).toEqual({
      status: 200,
      body: { success: true, hasCompleted: true, completion },
    });
    expect(await check(AUCKLAND_DAY)).toEqual({
      status: 200,
      body: { success: true, hasCompleted: false, completion: null },
    });

    const best = await getJson<{ highScore: number }>(
      `${daily.url}/api/daily-challenge/game-high-score?gameNumber=${final.gameNumber}`,
    );
    // The player's identity was made today: their game does not set the day's high score.
    expect(best.body.highScore).toBe(9);
  });

  it('answer bad queries with 400', async () => {
    const base = `${daily.url}/api/daily-challenge`;
    expect(await getJson(`${base}/game-high-score?gameNumber=zero`)).toMatchObject({ status: 400 });
    expect(await getJson(`${base}/game-high-score`)).toMatchObject({ status: 400 });
    expect(await getJson(`${base}/check-completion?date=2025-06-15`)).toEqual({
      status: 400,
      body: { error: 'playerUUID must be a UUID', code: 'INVALID_INPUT' },
    });
    expect(await getJson(`${base}/check-completion?date=tomorrow&playerUUID=${newPlayer()}`)).toEqual({
      status: 400,
      body: { error: 'Date must be dd/mm/yyyy or YYYY-MM-DD', code: 'INVALID_INPUT' },
    });
    expect(await getJson(`${base}/high-score/${encodeURIComponent('31/02/2025')}`)).toEqual({
      status: 400,
      body: { error: DAILY_MESSAGES.invalidDate, code: 'INVALID_INPUT' },
    });
  });
});

describe('GET /api/daily-challenge-sequence/{date}', () => {
  it('stores one sequence when the first requests for a date race', async () => {
    const day = '2025-06-10';
    const dates = [toDdMmYyyy(day), day];
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => getJson(sequenceUrl(dates[i % 2]!))),
    );
    const stored = await storedLetters(daily.models, day);
    const first = replies[0]?.body as { par: number; parGrid: unknown; parWords: unknown } | undefined;
    for (const reply of replies) {
      expect(reply).toEqual({
        status: 200,
        body: {
          success: true,
          revealed: true,
          par: first?.par,
          parGrid: first?.parGrid,
          parWords: first?.parWords,
          sequence: stored,
          gameNumber: gameNumberForDay(day),
          date: day,
        },
      });
    }
    // The computer played the day once, when it was drawn: every reply gives that stored par.
    const record = await daily.models.dailySequences.findOne({ date: day }).lean();
    expect(record?.par).toEqual(expect.any(Number));
    expect(first?.par).toBe(record?.par);
    expect(first?.parGrid).toEqual(record?.parGrid);
    expect(await daily.models.dailySequences.countDocuments({ date: day })).toBe(1);
    expect(await daily.models.dailySequences.countDocuments({ gameNumber: gameNumberForDay(day) })).toBe(1);
  });

  it('answers the stored letters on later requests, even unencoded', async () => {
    const day = '2025-06-11';
    const stored = await getJson(sequenceUrl(day));
    expect(stored.status).toBe(200);
    expect(await getJson(`${daily.url}/api/daily-challenge-sequence/${toDdMmYyyy(day)}`)).toEqual(stored);
  });

  it('keeps the letters of a day blind while anyone on Earth may still be playing it', async () => {
    // At INSTANT (15 June 12:30 UTC) it is 16 June in UTC+14 and still 15 June 00:30 in UTC-12.
    for (const live of ['16/06/2025', '15/06/2025']) {
      expect((await getJson(sequenceUrl(live))).body, live).toMatchObject({
        revealed: false,
        sequence: null,
      });
    }
    expect((await getJson(sequenceUrl('14/06/2025'))).body).toMatchObject({
      revealed: true,
      sequence: await storedLetters(daily.models, '2025-06-14'),
    });
    const badPlayer = await getJson(`${sequenceUrl('15/06/2025')}?playerUUID=nope`);
    expect(badPlayer).toEqual({
      status: 400,
      body: { error: 'playerUUID must be a UUID', code: 'INVALID_INPUT' },
    });
  });

  it('serves days from launch to the earliest today on Earth, and refuses the rest', async () => {
    // At INSTANT it is already 16 June in UTC+14, and no zone has reached the 17th.
    expect((await getJson(sequenceUrl('16/06/2025'))).status).toBe(200);
    expect(await getJson(sequenceUrl('17/06/2025'))).toEqual({
      status: 404,
      body: { error: DAILY_MESSAGES.notOutYet, code: 'DAILY_NOT_OUT_YET' },
    });
    expect((await getJson(sequenceUrl('01/01/2025'))).body).toMatchObject({ gameNumber: 1 });
    expect(await getJson(sequenceUrl('31/12/2024'))).toEqual({
      status: 404,
      body: { error: 'There is no Gridable before Gridable #1.', code: 'DAILY_BEFORE_LAUNCH' },
    });
    expect(await getJson(sequenceUrl('29/02/2025'))).toEqual({
      status: 400,
      body: { error: DAILY_MESSAGES.invalidDate, code: 'INVALID_INPUT' },
    });
    expect(await getJson(sequenceUrl('2025/06/01'))).toEqual({
      status: 400,
      body: { error: 'Date must be dd/mm/yyyy or YYYY-MM-DD', code: 'INVALID_INPUT' },
    });
  });
});
