// A created game seats its creator as player 1 at creation: a stranger with the link who joins first gets
// seat 2, and the creator's own join asking for seat 1 (the SPEC's call) still succeeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinGameResponse } from '@gridable/common';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { post } from '../games/support/http';
import { newIdentity, type Identity } from '../games/support/players';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server.close());

const join = (gameId: string, who: Identity, requestedPlayerId: 1 | 2 | null) =>
  post<JoinGameResponse>(
    `${server.url}/api/games/${gameId}/join`,
    { clientId: who.clientId, playerUUID: who.playerUUID, requestedPlayerId },
    { ip: who.ip },
  );

async function create(body: Record<string, string>, ip: string): Promise<string> {
  const res = await post<{ gameId: string }>(`${server.url}/api/games`, body, { ip });
  expect(res.status).toBe(201);
  return res.body.gameId;
}

describe('creating a game', () => {
  it.each([
    ['clientId and playerUUID', (who: Identity) => ({ clientId: who.clientId, playerUUID: who.playerUUID })],
    ['clientId alone (the SPEC call)', (who: Identity) => ({ clientId: who.clientId })],
  ])('with %s seats the creator: a stranger joining first gets seat 2', async (_name, bodyOf) => {
    const creator = newIdentity();
    const stranger = newIdentity();
    const gameId = await create(bodyOf(creator), creator.ip);

    const first = await join(gameId, stranger, 1);
    expect(first.status).toBe(200);
    expect(first.body.playerId).toBe(2);

    const own = await join(gameId, creator, 1);
    expect(own.status).toBe(200);
    expect(own.body.playerId).toBe(1);
    expect(own.body.game.status).toBe('active');

    // The seat is the creator's UUID's now: a third player finds the game full.
    expect((await join(gameId, newIdentity(), null)).status).toBe(409);
  });

  it('without a body (the fallback call) leaves both seats free', async () => {
    const gameId = await create({}, newIdentity().ip);
    expect((await join(gameId, newIdentity(), 1)).body.playerId).toBe(1);
  });
});
