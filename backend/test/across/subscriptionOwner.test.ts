// A push subscription is its browser's: the endpoint and the keys the browser made with it. Unsubscribing, the
// told turns and the reminder already asked for the owner's playerUUID ("knowing an endpoint is not enough"),
// but POST /api/push/subscribe took any body naming a stored endpoint as that browser: a caller who had learnt
// an endpoint re-owned it with their own playerUUID and keys, so its player's turn pushes stopped (and the
// caller could then unsubscribe it as its new owner). Only the browser's own keys may now hand it on.
import { describe, expect, it } from 'vitest';
import { freshIp, post } from '../games/support/http';
import { newIdentity } from '../games/support/players';
import { useAcrossServer } from './support/acrossServer';

const ctx = useAcrossServer();

const stored = (endpoint: string) => ctx.server.models.pushSubscriptions.findOne({ endpoint }).lean();

describe('a push subscription held by its browser', () => {
  it('is not re-owned by a caller who knows only its endpoint', async () => {
    const owner = newIdentity();
    const subscription = ctx.push.subscribe();
    const subscribed = await post(
      `${ctx.url}/api/push/subscribe`,
      { playerUUID: owner.playerUUID, subscription },
      { ip: owner.ip },
    );
    expect(subscribed.status).toBe(201);

    const intruder = newIdentity();
    const { keys: intruderKeys } = ctx.push.subscribe();
    const taken = await post(
      `${ctx.url}/api/push/subscribe`,
      {
        playerUUID: intruder.playerUUID,
        subscription: { endpoint: subscription.endpoint, keys: intruderKeys },
      },
      { ip: freshIp() },
    );
    expect(taken.status).toBe(403);
    expect(taken.body).toMatchObject({ code: 'NOT_YOUR_SUBSCRIPTION', error: expect.any(String) });
    // Nor by renewing a subscription of their own into it.
    const own = ctx.push.subscribe();
    expect(
      (
        await post(
          `${ctx.url}/api/push/subscribe`,
          { playerUUID: intruder.playerUUID, subscription: own },
          { ip: intruder.ip },
        )
      ).status,
    ).toBe(201);
    const renewed = await post(
      `${ctx.url}/api/push/resubscribe`,
      {
        oldEndpoint: own.endpoint,
        oldAuth: own.keys.auth,
        subscription: { endpoint: subscription.endpoint, keys: own.keys },
      },
      { ip: intruder.ip },
    );
    expect(renewed.status).toBe(403);
    expect(renewed.body).toMatchObject({ code: 'NOT_YOUR_SUBSCRIPTION' });
    // Nor, then, may they unsubscribe it.
    await post(
      `${ctx.url}/api/push/unsubscribe`,
      { playerUUID: intruder.playerUUID, endpoint: subscription.endpoint },
      { ip: freshIp() },
    );
    expect(await stored(subscription.endpoint)).toMatchObject({
      playerUUID: owner.playerUUID,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
  });

  it('goes on to the identity its own browser adopted (same endpoint, same keys)', async () => {
    const before = newIdentity();
    const subscription = ctx.push.subscribe();
    const at = { ip: before.ip };
    expect(
      (await post(`${ctx.url}/api/push/subscribe`, { playerUUID: before.playerUUID, subscription }, at))
        .status,
    ).toBe(201);
    const adopted = newIdentity();
    expect(
      (await post(`${ctx.url}/api/push/subscribe`, { playerUUID: adopted.playerUUID, subscription }, at))
        .status,
    ).toBe(201);
    expect(await stored(subscription.endpoint)).toMatchObject({ playerUUID: adopted.playerUUID });
  });
});
