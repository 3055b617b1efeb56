// Seats before strangers: strangers spending a game's listener cap and its new-stream budget never lock
// the game's seated players out of their own event streams; a stream that only claims a seat is a stranger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_LISTENER_LIMIT, GAME_LISTENER_PER_CLIENT_LIMIT } from '../../src/ops/connectionCaps';
import { BUDGETS } from '../../src/ops/limits';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { createGame, joinRest, newIdentity, type Identity } from '../games/support/players';
import { openSse, type SseClient } from '../games/support/sseClient';

let server: RunningServer;
const open: SseClient[] = [];
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await server.close();
});

async function stream(gameId: string, ip: string, seat?: { playerId: 1 | 2; who: Identity }) {
  const query = seat ? `&playerId=${seat.playerId}&playerUUID=${seat.who.playerUUID}` : '';
  const client = await openSse(`${server.url}/api/events?gameId=${gameId}${query}`, {
    'x-forwarded-for': ip,
  });
  open.push(client);
  return client;
}

describe('a seated player among strangers on one game', () => {
  it('is admitted past a full listener cap and a spent new-stream budget; a forged seat is not', async () => {
    const gameId = await createGame(server.url);
    const [one, two] = [newIdentity(), newIdentity()];
    await joinRest(server.url, gameId, 1, one);
    await joinRest(server.url, gameId, 2, two);

    // Strangers from four addresses take every listener slot of the game...
    const addresses = GAME_LISTENER_LIMIT / GAME_LISTENER_PER_CLIENT_LIMIT;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < GAME_LISTENER_PER_CLIENT_LIMIT; i++)
        expect((await stream(gameId, `192.0.2.${a + 1}`)).status).toBe(200);
    }
    expect((await stream(gameId, '192.0.2.50')).status).toBe(429);
    // ...and spend the rest of its new-stream budget.
    let refused = 0;
    for (let i = 0; i < BUDGETS.gameStreams.limit; i++) {
      if ((await stream(gameId, `192.0.2.${100 + i}`)).status === 429) refused += 1;
    }
    expect(refused).toBe(BUDGETS.gameStreams.limit);

    const own = await stream(gameId, one.ip, { playerId: 1, who: one });
    expect(own.status).toBe(200);
    const sync = await own.waitFor('STATE_SYNC');
    expect(sync.playerInfo?.playerId).toBe(1);
    expect((await stream(gameId, two.ip, { playerId: 2, who: two })).status).toBe(200);

    // The right seat with someone else's UUID is a stranger like any other.
    const forged = await stream(gameId, '192.0.2.200', { playerId: 1, who: newIdentity() });
    expect(forged.status).toBe(429);
  });
});
