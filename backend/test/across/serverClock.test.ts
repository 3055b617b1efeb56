// The server's clock (StartOptions.now) is one clock: moving it moves the daily's day as it moves a friend
// game's, so a test or a simulation can play days ahead without waiting for them.
import { describe, expect, it } from 'vitest';
import { dayKeyInZoneOrUtc } from '@gridable/common';
import { useAcrossServer } from './support/acrossServer';
import { createDailyGame, newPlayer } from '../daily/support/dailyPlay';

const ctx = useAcrossServer();
const DAY = 24 * 3_600_000;

describe('the server clock', () => {
  it('decides the day of a daily game', async () => {
    ctx.clock.advance(3 * DAY);
    const reply = await createDailyGame(ctx.url, newPlayer());
    expect(reply.status).toBeLessThan(300);
    expect(reply.body.game.dailyChallengeDate).toBe(dayKeyInZoneOrUtc(ctx.clock.now(), 'UTC'));
  });
});
