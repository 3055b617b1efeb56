// The opt-in daily reminder reaches a player who has not finished today's daily, and skips one who has.
import { describe, expect, it } from 'vitest';
import { dayKeyInZone, gameNumberForDay, type Grid } from '@gridable/common';
import { localTimeIn } from '../../src/push/dailyReminders';
import { newIdentity, type Identity } from '../games/support/players';
import { post } from '../games/support/http';
import { useAcrossServer } from './support/acrossServer';

const ctx = useAcrossServer();
const MINUTE = 60_000;
const ZONE = 'UTC';
const GRID: Grid = [
  ['C', 'A', 'T', 'S'],
  ['A', 'R', 'E', 'A'],
  ['T', 'E', 'A', 'R'],
  ['S', 'A', 'R', 'E'],
];

async function subscribeWithReminder(who: Identity, localTime: string): Promise<string> {
  const subscription = ctx.push.subscribe();
  const res = await post(`${ctx.url}/api/push/subscribe`, {
    playerUUID: who.playerUUID,
    subscription,
    reminder: { localTime, timeZone: ZONE },
  });
  expect(res.status).toBe(201);
  return subscription.endpoint.split('/').pop() ?? '';
}

describe('the daily reminder', () => {
  it('reminds a player who has not finished today’s daily, and not one who has', async () => {
    // Two minutes from now: not yet due when subscribing, due once the clock has moved five minutes on.
    const reminderTime = localTimeIn(new Date(ctx.clock.now().getTime() + 2 * MINUTE), ZONE);
    const waiting = newIdentity();
    const finished = newIdentity();
    const waitingSub = await subscribeWithReminder(waiting, reminderTime);
    const finishedSub = await subscribeWithReminder(finished, reminderTime);
    ctx.clock.advance(5 * MINUTE);

    const day = dayKeyInZone(ctx.clock.now(), ZONE) ?? '';
    const gameNumber = gameNumberForDay(day);
    await ctx.server.models.dailyGames.create({
      gameId: `DCS-G${gameNumber}-reminded`,
      playerUUID: finished.playerUUID,
      dailyChallengeDate: day,
      gameNumber,
      status: 'completed',
      playerScore: 21,
      playerGrid: GRID,
      playerWords: [],
      completedRounds: 16,
      currentRound: 16,
    });

    expect(await ctx.server.push.remindNow()).toBe(1);
    await ctx.server.push.idle();
    const push = await ctx.push.waitFor((p) => p.id === waitingSub);
    expect(push.message).toMatchObject({ kind: 'daily-reminder', url: '/daily-challenge' });
    expect(ctx.push.received.filter((p) => p.id === finishedSub)).toEqual([]);
    // Claimed for today either way: the next minute's check sends nothing more.
    expect(await ctx.server.push.remindNow()).toBe(0);
    expect(ctx.push.rejected).toEqual([]);
  });
});
