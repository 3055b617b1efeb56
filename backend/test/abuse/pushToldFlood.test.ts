// POST /api/push/told writes to a subscription each time: a tab tells once per turn of a game hidden in it.
// One network past its own budget gets 429 with Retry-After and the sentence; another network is not affected.
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { PUSH_TOLD_LIMIT } from '../../src/push/pushRoutes';
import { freshIp } from '../games/support/http';
import { newIdentity } from '../games/support/players';
import { useAcrossServer } from '../across/support/acrossServer';

const ctx = useAcrossServer();

function told(ip: string, turn: string): Promise<Response> {
  return fetch(`${ctx.url}/api/push/told`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      playerUUID: newIdentity().playerUUID,
      endpoint: 'https://push.example.net/nobody',
      gameId: 'ABCDE',
      turn,
    }),
  });
}

describe('told turns from one network', () => {
  it('are refused past their own budget with 429, Retry-After and the sentence', async () => {
    const flooder = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < PUSH_TOLD_LIMIT.limit; i++)
      statuses.push((await told(flooder, `1:${i}:choose`)).status);
    expect(statuses).toEqual(Array(PUSH_TOLD_LIMIT.limit).fill(200));

    const refused = await told(flooder, '2:1:choose');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });

    expect((await told(freshIp(), '1:1:choose')).status).toBe(200);
  });
});
