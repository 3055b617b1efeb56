// "Today's high score" cannot be set by a fresh identity: a UUID made today plays and scores, but only
// players whose identity existed before the day began set the high score and make up the distribution.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SCORE, type HighScoreResponse, type TodayHighScoreResponse } from '@gridable/common';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { createDailyGame, newPlayer, playToCompletion } from '../daily/support/dailyPlay';

// One instant for the whole test: both players' games and "today's" high score are one day, however close to
// midnight the suite runs.
const NOW = new Date();
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => NOW });
});
afterAll(() => server.close());

const LETTERS = ['E', 'S', 'T', 'A', 'R', 'O', 'N', 'D'];

async function playToday(playerUUID: string) {
  const created = await createDailyGame(server.url, playerUUID);
  expect(created.status).toBe(201);
  return playToCompletion(server.url, playerUUID, created.body.game, LETTERS);
}

async function highScore(gameNumber: number): Promise<HighScoreResponse> {
  const res = await fetch(`${server.url}/api/daily-challenge/game-high-score?gameNumber=${gameNumber}`);
  return (await res.json()) as HighScoreResponse;
}

const total = (distribution: number[] | undefined) => (distribution ?? []).reduce((a, b) => a + b, 0);

/** A new identity with a daily game from two days before `gameNumber`'s, as a returning player has. */
async function returningPlayer(gameNumber: number, idSuffix: string): Promise<string> {
  const playerUUID = newPlayer();
  await server.models.dailyGames.create({
    gameId: `DCS-G${gameNumber - 2}-${idSuffix}`,
    playerUUID,
    dailyChallengeDate: '2025-01-01',
    gameNumber: gameNumber - 2,
    createdAt: new Date(NOW.getTime() - 2 * 86_400_000),
  });
  return playerUUID;
}

describe("today's high score", () => {
  it('ignores identities made today, and counts one that existed before the day began', async () => {
    const throwaway = await playToday(newPlayer());
    expect(throwaway.status).toBe('completed');
    const gameNumber = throwaway.gameNumber;

    const afterThrowaway = await highScore(gameNumber);
    expect(afterThrowaway.highScore).toBeNull();
    expect(total(afterThrowaway.distribution)).toBe(0);

    // An identity with a daily game from two days ago, as a returning player has.
    const established = await returningPlayer(gameNumber, 'established01');
    const counted = await playToday(established);

    const after = await highScore(gameNumber);
    expect(after.highScore).toBe(counted.playerScore);
    expect(after.distribution).toHaveLength(MAX_SCORE + 1);
    expect(total(after.distribution)).toBe(1);
    expect(after.distribution?.[counted.playerScore]).toBe(1);

    const today = (await (
      await fetch(`${server.url}/api/daily-challenge/today-high-score?timezone=UTC`)
    ).json()) as TodayHighScoreResponse;
    expect(today).toMatchObject({ success: true, todaysHighScore: counted.playerScore });
  });

  it('tells a new player their game does not count yet, and a returning one nothing', async () => {
    const newcomer = newPlayer();
    const created = await createDailyGame(server.url, newcomer);
    expect(created.body.game.countsForHighScore).toBe(false);
    const gameNumber = created.body.game.gameNumber;

    const returning = await returningPlayer(gameNumber, 'returning001');
    const theirs = await createDailyGame(server.url, returning);
    expect(theirs.body.game).not.toHaveProperty('countsForHighScore');

    const todayFor = async (playerUUID: string) =>
      (await (
        await fetch(
          `${server.url}/api/daily-challenge/today-high-score?timezone=UTC&playerUUID=${playerUUID}`,
        )
      ).json()) as TodayHighScoreResponse;
    expect(await todayFor(newcomer)).toMatchObject({ success: true, countsForHighScore: false });
    expect(await todayFor(returning)).not.toHaveProperty('countsForHighScore');
    // A player with no game today is told nothing either.
    expect(await todayFor(newPlayer())).not.toHaveProperty('countsForHighScore');
  });
});
