// One address registering push subscriptions with a fresh UUID and a made-up endpoint each time: every one
// was stored for good (and, with a reminder, pushed to daily), behind nothing but the 300-a-minute write
// budget. Past its subscription budget the address gets 429; another address is not affected.
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { PUSH_SUBSCRIBE_LIMIT } from '../../src/push/pushRoutes';
import { freshIp } from '../games/support/http';
import { newIdentity } from '../games/support/players';
import { useAcrossServer } from '../across/support/acrossServer';

const ctx = useAcrossServer();

function subscribe(ip: string): Promise<Response> {
  return fetch(`${ctx.url}/api/push/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      playerUUID: newIdentity().playerUUID,
      subscription: ctx.push.subscribe(),
      reminder: { localTime: '08:00', timeZone: 'UTC' },
    }),
  });
}

describe('push subscriptions from one address', () => {
  it('are refused past the budget with 429, Retry-After and the sentence, and nothing more is stored', async () => {
    const flooder = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < PUSH_SUBSCRIBE_LIMIT.limit; i++) statuses.push((await subscribe(flooder)).status);
    expect(statuses).toEqual(Array(PUSH_SUBSCRIBE_LIMIT.limit).fill(201));
    const stored = await ctx.server.models.pushSubscriptions.countDocuments({});

    for (let i = 0; i < 5; i++) {
      const refused = await subscribe(flooder);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    }
    expect(await ctx.server.models.pushSubscriptions.countDocuments({})).toBe(stored);

    expect((await subscribe(freshIp())).status).toBe(201);
  });
});
