// Many addresses opening event streams on one game (each a STATE_SYNC read, maybe a replay of the log): past
// the game's budget they are refused before any database work, with the SPEC's sentence and Retry-After,
// and from then on before the app runs at all; other games are untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { BUDGETS } from '../../src/ops/limits';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { freshIp } from '../games/support/http';
import { createGame } from '../games/support/players';
import { openSse } from '../games/support/sseClient';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server.close());

/** Opens a stream from a fresh address and leaves at once, as a replay flood does; returns its status. */
async function openAndLeave(gameId: string): Promise<number> {
  const stream = await openSse(`${server.url}/api/events?gameId=${gameId}&lastEventId=1`, {
    'x-forwarded-for': freshIp(),
  });
  stream.close();
  return stream.status;
}

describe('event streams per game', () => {
  it(`refuses the ${BUDGETS.gameStreams.limit + 1}th stream on one game in a minute, from any address`, async () => {
    const gameId = await createGame(server.url);
    for (let i = 0; i < BUDGETS.gameStreams.limit; i++) expect(await openAndLeave(gameId)).toBe(200);

    // The route's own refusal, then the same answer from before the app (no request id: the app never ran).
    for (const fromTheApp of [true, false]) {
      const res = await fetch(`${server.url}/api/events?gameId=${gameId}`, {
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
      expect(res.headers.has('x-request-id')).toBe(fromTheApp);
    }

    expect(await openAndLeave(await createGame(server.url))).toBe(200);
    const state = await fetch(`${server.url}/api/games/${gameId}`, {
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(state.status).toBe(200);
  });
});
