// Reopening the day (resuming it, or seeing a finished day's result) is a read: only a request that makes a
// new daily game spends the creation budget, so a player coming back often is never told to wait.
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE, gameNumberForDay } from '@gridable/common';
import { BUDGETS } from '../../src/ops/limits';
import { useDailyServer } from './support/dailyServer';
import { createDailyGame, newPlayer } from './support/dailyPlay';
import { postJson } from './support/http';
import { storeDay } from './support/days';

const daily = useDailyServer(new Date('2026-11-20T10:00:00Z'));

describe('the daily creation budget', () => {
  it('is not spent by resuming today’s game', async () => {
    const playerUUID = newPlayer();
    const first = await createDailyGame(daily.url, playerUUID);
    expect(first.status).toBe(201);
    const resumes = BUDGETS.dailyCreatesPerPlayer.limit + 5;
    for (let i = 0; i < resumes; i++) {
      const again = await createDailyGame(daily.url, playerUUID);
      expect(again.status).toBe(200);
      expect(again.body.game.gameId).toBe(first.body.game.gameId);
    }
  });

  it('still refuses one player making more new games than the budget', async () => {
    const playerUUID = newPlayer();
    const days = Array.from(
      { length: BUDGETS.dailyCreatesPerPlayer.limit + 1 },
      (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`,
    );
    for (const day of days) await storeDay(daily.models, day, gameNumberForDay(day), 'OMBWNADA');
    const statuses: number[] = [];
    for (const date of days) {
      const reply = await postJson<{ error?: string }>(`${daily.url}/api/daily-challenge-simple`, {
        playerUUID,
        userTimezone: 'UTC',
        date,
      });
      statuses.push(reply.status);
      if (reply.status === 429) expect(reply.body.error).toBe(RATE_LIMIT_MESSAGE);
    }
    expect(statuses).toEqual([...days.slice(1).map(() => 201), 429]);
  });
});
