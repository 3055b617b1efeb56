// POST /api/push/told remembers a told turn per game on the browser's subscription, for its last few games:
// a device with two games hidden in tabs tells of both, and the second must not make the first forgotten.
import { describe, expect, it } from 'vitest';
import { TOLD_GAMES_KEPT, turnWasTold } from '../../src/push/toldTurns';
import { freshIp, post } from '../games/support/http';
import { newIdentity } from '../games/support/players';
import { useAcrossServer } from './support/acrossServer';

const ctx = useAcrossServer();

/** A subscribed browser of a fresh player, and how it tells the server of a turn. */
async function subscribedBrowser() {
  const { playerUUID } = newIdentity();
  const subscription = ctx.push.subscribe();
  const ip = freshIp();
  expect((await post(`${ctx.url}/api/push/subscribe`, { playerUUID, subscription }, { ip })).status).toBe(
    201,
  );
  const tell = async (gameId: string, turn: string) =>
    expect(
      (
        await post(
          `${ctx.url}/api/push/told`,
          { playerUUID, endpoint: subscription.endpoint, gameId, turn },
          { ip },
        )
      ).status,
    ).toBe(200);
  const stored = async () => {
    const sub = await ctx.server.models.pushSubscriptions.findOne({ endpoint: subscription.endpoint }).lean();
    if (!sub) throw new Error('subscription not stored');
    return sub;
  };
  return { endpoint: subscription.endpoint, tell, stored };
}

describe('told turns on a subscription', () => {
  it('are kept per game, the newest turn of each, for the last games', async () => {
    const browser = await subscribedBrowser();
    await browser.tell('AAAA1', '1:2:choose');
    await browser.tell('BBBB2', '2:7:place');
    let sub = await browser.stored();
    expect(turnWasTold(sub, 'AAAA1', '1:2:choose')).toBe(true);
    expect(turnWasTold(sub, 'BBBB2', '2:7:place')).toBe(true);
    expect(turnWasTold(sub, 'BBBB2', '1:2:choose')).toBe(false);

    // A later turn of the first game replaces its earlier one.
    await browser.tell('AAAA1', '1:2:place');
    sub = await browser.stored();
    expect(turnWasTold(sub, 'AAAA1', '1:2:choose')).toBe(false);
    expect(turnWasTold(sub, 'AAAA1', '1:2:place')).toBe(true);
    expect(sub.toldTurns).toHaveLength(2);

    // Bounded: past the last TOLD_GAMES_KEPT games, the oldest told game goes first.
    for (let i = 0; i < TOLD_GAMES_KEPT - 1; i++) await browser.tell(`CCC${i}`, '1:1:choose');
    sub = await browser.stored();
    expect(sub.toldTurns).toHaveLength(TOLD_GAMES_KEPT);
    expect(turnWasTold(sub, 'BBBB2', '2:7:place')).toBe(false);
    expect(turnWasTold(sub, 'AAAA1', '1:2:place')).toBe(true);
  });

  it('keep the one turn an older build stored, and store a turn that looks like a field path as it is', async () => {
    const browser = await subscribedBrowser();
    // Written before this build: one told turn, in single fields.
    await ctx.server.models.pushSubscriptions.collection.updateOne(
      { endpoint: browser.endpoint },
      { $set: { toldGameId: 'OLD01', toldTurn: '1:4:choose' } },
    );
    expect(turnWasTold(await browser.stored(), 'OLD01', '1:4:choose')).toBe(true);

    await browser.tell('NEW01', '$playerUUID');
    const sub = await browser.stored();
    expect(turnWasTold(sub, 'OLD01', '1:4:choose')).toBe(true);
    expect(turnWasTold(sub, 'NEW01', '$playerUUID')).toBe(true);
    expect(sub).not.toHaveProperty('toldGameId');
    expect(sub).not.toHaveProperty('toldTurn');
  });
});
