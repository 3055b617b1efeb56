// One address opening connections as fast as it can, straight at the server: it keeps no more than its
// share, the rest of its connections are reset before any parsing, and meanwhile the health check answers
// and a seated game (behind the trusted proxy hop) is played to its end.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView } from '@gridable/common';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { makePlan, playPlan } from '../games/support/gamePlan';
import { createGame, joinRest, newIdentity } from '../games/support/players';

const CLIENT_LIMIT = 2;
const FLOODER = '127.0.0.2';
let server: RunningServer;

beforeAll(async () => {
  // Only 127.0.0.1 is the proxy hop (the players' X-Forwarded-For); the flooder connects on its own.
  server = await startTestServer({ TRUST_PROXY: '127.0.0.1', CLIENT_CONNECTION_LIMIT: String(CLIENT_LIMIT) });
});
afterAll(() => server.close());

/** Opens `total` stream requests from the flooder, `lanes` at a time; counts answers and resets. */
async function flood(path: string, total: number, lanes: number) {
  const held: http.ClientRequest[] = [];
  const answers = new Map<number | 'reset', number>();
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next++ < total) {
      const answer = await new Promise<number | 'reset'>((resolve) => {
        const req = http.get(`${server.url}${path}`, { agent: false, localAddress: FLOODER }, (res) => {
          if (res.statusCode === 200) held.push(req);
          else req.destroy();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', () => resolve('reset'));
      });
      answers.set(answer, (answers.get(answer) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return { held, answers };
}

describe('a flood of connections from one address', () => {
  it('is held to its share and reset at accept, while /healthz answers and a seated game plays on', async () => {
    const gameId = await createGame(server.url);
    const [one, two] = [newIdentity(), newIdentity()];
    const p1 = await joinRest(server.url, gameId, 1, one);
    const p2 = await joinRest(server.url, gameId, 2, two);

    let flooding = true;
    const health: number[] = [];
    const probes = (async () => {
      while (flooding) {
        const res = await fetch(`${server.url}/healthz`);
        health.push(res.status);
      }
    })();
    const attack = flood(`/api/events?gameId=${gameId}`, 1_500, 50).finally(() => (flooding = false));
    const game = playPlan(p1, p2, makePlan(11));
    const [{ held, answers }] = await Promise.all([attack, game]);
    await probes;
    held.forEach((req) => req.destroy());

    expect(held.length).toBeLessThanOrEqual(CLIENT_LIMIT);
    expect(answers.get('reset') ?? 0).toBeGreaterThan(1_000);
    expect(health.length).toBeGreaterThan(0);
    expect(new Set(health)).toEqual(new Set([200]));
    const state = await fetch(`${server.url}/api/games/${gameId}`, {
      headers: { 'x-forwarded-for': one.ip },
    });
    expect(((await state.json()) as { game: GameView }).game.status).toBe('completed');
  });
});
