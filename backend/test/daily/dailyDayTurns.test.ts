// A live daily game whose day turns over while it is being played: finished just after midnight it still counts;
// finished once its letters are public (the day is over everywhere), it is an archive play.
import { describe, expect, it } from 'vitest';
import { DailyGameView, StatsResponse, gameNumberForDay } from '@gridable/common';
import { useDailyServer } from './support/dailyServer';
import { actAs, createDailyGame, newPlayer, playToCompletion } from './support/dailyPlay';
import { getJson } from './support/http';

let instant = new Date(0);
const setClock = (iso: string) => {
  instant = new Date(iso);
};
const daily = useDailyServer(() => instant);

const CHOSEN = ['E', 'A', 'T', 'S', 'O', 'R', 'E', 'S'];

const highScore = async (day: string) =>
  (await getJson<{ highScore: number | null }>(`${daily.url}/api/daily-challenge/high-score/${day}`)).body
    .highScore;
const stats = async (playerUUID: string, today: string) =>
  StatsResponse.parse(
    (await getJson(`${daily.url}/api/daily-challenge/stats?playerUUID=${playerUUID}&date=${today}`)).body,
  );

/** A player whose identity is older than the day (so their score may set its high score), one round in. */
async function startedOneRoundIn(startedAt: string, establishedAt: string) {
  const playerUUID = newPlayer();
  // Stores stamp createdAt from the wall clock, not the server's clock: the earlier game is seeded.
  await daily.models.dailyGames.create({
    gameId: `DCS-G${gameNumberForDay(establishedAt.slice(0, 10))}-seed${Math.random().toString(36).slice(2, 10)}`,
    playerUUID,
    gameNumber: gameNumberForDay(establishedAt.slice(0, 10)),
    dailyChallengeDate: establishedAt.slice(0, 10),
    createdAt: new Date(establishedAt),
  });
  setClock(startedAt);
  const created = await createDailyGame(daily.url, playerUUID);
  expect(created.status).toBe(201);
  const game = DailyGameView.parse(created.body.game);
  const moved = await actAs(daily.url, playerUUID, game.gameId, { action: 'PLACE_LETTER', cellIndex: 0 });
  expect(moved.status).toBe(200);
  return { playerUUID, game: DailyGameView.parse(moved.body.game) };
}

describe('a live daily game across midnight', () => {
  it('started at 23:59 and finished at 00:01 counts for its own day', async () => {
    const { playerUUID, game } = await startedOneRoundIn('2025-06-15T23:59:00Z', '2025-06-13T10:00:00Z');
    expect(game).toMatchObject({ dailyChallengeDate: '2025-06-15', archive: false });

    setClock('2025-06-16T00:01:00Z');
    const final = await playToCompletion(daily.url, playerUUID, game, CHOSEN);
    expect(final).toMatchObject({ status: 'completed', archive: false });
    expect(await highScore('2025-06-15')).toBe(final.playerScore);
    expect((await stats(playerUUID, '2025-06-16')).stats).toMatchObject({ played: 1, currentStreak: 1 });
  });

  it('finished after its letters went public is an archive play: no streak day, no high score', async () => {
    const { playerUUID, game } = await startedOneRoundIn('2025-06-20T23:59:00Z', '2025-06-18T10:00:00Z');
    // The day is over in UTC−12 too: anyone may now read its whole sequence and plan the perfect grid.
    setClock('2025-06-21T12:00:00Z');
    const sequence = await getJson<{ sequence: string[] | null }>(
      `${daily.url}/api/daily-challenge-sequence/2025-06-20`,
    );
    expect(sequence.body.sequence).toHaveLength(8);

    const final = await playToCompletion(daily.url, playerUUID, game, CHOSEN);
    expect(final).toMatchObject({ status: 'completed', archive: true });
    expect(await highScore('2025-06-20')).toBeNull();
    const after = await stats(playerUUID, '2025-06-21');
    expect(after.stats).toMatchObject({ played: 0, currentStreak: 0 });
    expect(after.completions).toContainEqual(
      expect.objectContaining({ gameId: game.gameId, archive: true, date: '2025-06-20' }),
    );
  });
});
