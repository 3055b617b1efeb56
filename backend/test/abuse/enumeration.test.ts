// Guessing game codes: a client that names 30 games that do not exist within a minute is refused (429,
// Retry-After, the SPEC's sentence) on every call that names a game, whichever call it guesses with.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { BUDGETS } from '../../src/ops/limits';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { freshIp } from '../games/support/http';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function createGame(ip: string): Promise<string> {
  const res = await fetch(`${server.url}/api/games`, { method: 'POST', headers: from(ip) });
  return ((await res.json()) as { gameId: string }).gameId;
}

describe('guessing game ids', () => {
  it('refuses the 31st miss in a minute with 429 and Retry-After, also for ids that exist, and only for that client', async () => {
    const guesser = freshIp();
    const real = await createGame(freshIp());
    // Misses spread over the calls that name a game: state, SSE, presence, moves.
    const guesses = [
      (id: string) => fetch(`${server.url}/api/games/${id}`, { headers: from(guesser) }),
      (id: string) =>
        fetch(`${server.url}/api/events?gameId=${id}`, { headers: from(guesser) }).then(
          async (res) => (await res.body?.cancel(), res),
        ),
      (id: string) =>
        fetch(`${server.url}/api/games/${id}/letter`, {
          method: 'POST',
          headers: { ...from(guesser), 'content-type': 'application/json' },
          body: JSON.stringify({ letter: 'A', clientId: 'c-1' }),
        }),
      (id: string) =>
        fetch(`${server.url}/api/daily-challenge-simple/DCS-G1-${id}abcdefg`, { headers: from(guesser) }),
    ];
    for (let i = 0; i < BUDGETS.misses.limit; i++) {
      const guess = guesses[i % guesses.length] ?? guesses[0];
      const res = await guess?.(`Q${String(i).padStart(4, '2')}`.slice(0, 5));
      // SSE answers its miss in the stream; the rest with 404.
      expect([200, 404]).toContain(res?.status);
    }
    // The miss of the last guess is counted as its response finishes, which may be just after it arrived.
    const refused = await vi.waitFor(
      async () => {
        const res = await fetch(`${server.url}/api/games/${real}`, { headers: from(guesser) });
        expect(res.status).toBe(429);
        return res;
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(await refused.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = await fetch(`${server.url}/api/games/${real}`, { headers: from(freshIp()) });
    expect(other.status).toBe(200);
  });

  it('lets a client look up games that exist far more often than it may miss', async () => {
    const player = freshIp();
    const gameId = await createGame(player);
    for (let i = 0; i < BUDGETS.misses.limit * 3; i++) {
      expect((await fetch(`${server.url}/api/games/${gameId}`, { headers: from(player) })).status).toBe(200);
    }
  });
});
