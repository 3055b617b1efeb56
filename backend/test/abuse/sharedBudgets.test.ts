// With REDIS_URL, budgets live in Redis: a client that spends its budget on one node has none left on the
// other (two nodes must not mean twice the guesses or twice the games).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { CREATE_LIMIT } from '../../src/games/gameLimits';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { killAll, startRedis } from '../support/processes';
import { freshIp } from '../games/support/http';

let nodes: RunningServer[] = [];

beforeAll(async () => {
  const redis = await startRedis();
  nodes = await Promise.all(
    [1, 2].map(() => startTestServer({ TRUST_PROXY: 'loopback', REDIS_URL: redis.url })),
  );
}, 60_000);
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.close()));
  await killAll();
});

const create = (url: string, ip: string) =>
  fetch(`${url}/api/games`, { method: 'POST', headers: { 'x-forwarded-for': ip } });

describe('budgets across nodes', () => {
  it('counts one client once, whichever node it reaches', async () => {
    const [a, b] = nodes;
    if (!a || !b) throw new Error('nodes not started');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < CREATE_LIMIT.limit; i++)
      statuses.push((await create(i % 2 === 0 ? a.url : b.url, ip)).status);
    expect(new Set(statuses)).toEqual(new Set([201]));
    for (const node of [a, b]) {
      const refused = await create(node.url, ip);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    }
    expect((await create(b.url, freshIp())).status).toBe(201);
  });
});
