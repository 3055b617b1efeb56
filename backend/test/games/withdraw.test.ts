// A game nobody joined can be withdrawn by its creator (only them, only while it waits), once, and a friend
// opening its link afterwards is told so.
import { describe, expect, it } from 'vitest';
import { GAME_MESSAGES, type JoinGameResponse, type MyGamesResponse, type SocketAck } from '@gridable/common';
import { useGameServer } from './support/suite';
import { joinRest, joinSocket, newIdentity, type Identity } from './support/players';
import { get, post } from './support/http';
import { connectPlayer } from './support/socketPlayer';
import { openSse } from './support/sseClient';

const ctx = useGameServer();

/** Created from Home as the app does: the creator's identity takes seat 1 at once. */
async function created(creator: Identity = newIdentity()) {
  const res = await post<{ gameId: string }>(
    `${ctx.url}/api/games`,
    { clientId: creator.clientId, playerUUID: creator.playerUUID },
    { ip: creator.ip },
  );
  expect(res.status).toBe(201);
  return { gameId: res.body.gameId, creator };
}

const withdraw = (gameId: string, who: Pick<Identity, 'playerUUID' | 'ip'>) =>
  post(`${ctx.url}/api/games/${gameId}/withdraw`, { playerUUID: who.playerUUID }, { ip: who.ip });

const join = (gameId: string, who: Identity) =>
  post<JoinGameResponse>(
    `${ctx.url}/api/games/${gameId}/join`,
    { clientId: who.clientId, playerUUID: who.playerUUID },
    { ip: who.ip },
  );

async function hubOf(who: Identity) {
  return (await post<MyGamesResponse>(`${ctx.url}/api/my-games`, { playerUUID: who.playerUUID })).body;
}

describe('withdrawing a game nobody joined', () => {
  it('lets the creator withdraw it: Home drops it and its link says why', async () => {
    const { gameId, creator } = await created();
    const listed = (await hubOf(creator)).inProgress.find((g) => g.gameId === gameId);
    // Nobody has moved: Home says since when it waits, never "last move".
    expect(listed).toMatchObject({ status: 'waiting', moved: false, createdAt: expect.any(String) });

    const done = await withdraw(gameId, creator);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ok: true, gameId });

    expect((await hubOf(creator)).inProgress.map((g) => g.gameId)).not.toContain(gameId);
    const opened = await get(`${ctx.url}/api/games/${gameId}`);
    expect(opened.status).toBe(410);
    expect(opened.body.error).toBe(GAME_MESSAGES.gameWithdrawn);
    const late = await join(gameId, newIdentity());
    expect(late.status).toBe(410);
    expect(late.body.error).toBe(GAME_MESSAGES.gameWithdrawn);
    // Withdrawn twice: the second is told the game is already gone, not a 500.
    expect((await withdraw(gameId, creator)).status).toBe(410);
  });

  it('refuses anyone but the creator, a game already joined and an unknown id', async () => {
    const { gameId, creator } = await created();
    const stranger = await withdraw(gameId, newIdentity());
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toBe(GAME_MESSAGES.withdrawNotCreator);

    const friend = newIdentity();
    await joinRest(ctx.url, gameId, 2, friend);
    const late = await withdraw(gameId, creator);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(GAME_MESSAGES.withdrawTooLate);
    // Nor can the joined friend withdraw it.
    expect((await withdraw(gameId, friend)).status).toBe(403);
    expect((await get(`${ctx.url}/api/games/${gameId}`)).status).toBe(200);

    const unknown = await withdraw('ZZZZZZ', creator);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual(expect.any(String));
    const malformed = await post(`${ctx.url}/api/games/${gameId}/withdraw`, { playerUUID: 'nope' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual(expect.any(String));
  });

  it('settles a withdrawal racing a join: exactly one of them wins', async () => {
    for (let round = 0; round < 6; round++) {
      const { gameId, creator } = await created();
      const friend = newIdentity();
      const [withdrawn, joined] = await Promise.all([withdraw(gameId, creator), join(gameId, friend)]);
      const wins = [withdrawn.status, joined.status].filter((status) => status === 200);
      expect(wins).toHaveLength(1);
      if (withdrawn.status === 200) {
        expect(joined.status).toBe(410);
        expect(joined.body.error).toBe(GAME_MESSAGES.gameWithdrawn);
        expect((await get(`${ctx.url}/api/games/${gameId}`)).status).toBe(410);
      } else {
        expect(withdrawn.status).toBe(409);
        expect(joined.body.game.status).toBe('active');
        expect((await hubOf(creator)).inProgress.map((g) => g.gameId)).toContain(gameId);
      }
    }
  });

  it('works over the socket too, and a socket opening the link later hears why', async () => {
    const { gameId, creator } = await created();
    const seat = await joinSocket(ctx.url, gameId, 1, creator);
    const ack = await seat.live.emit('withdraw', {});
    expect(ack).toMatchObject({ ok: true } satisfies Partial<SocketAck>);
    seat.close();

    const friend = newIdentity();
    const later = connectPlayer(ctx.url, {
      auth: { gameId, playerUUID: friend.playerUUID, clientId: friend.clientId },
    });
    const gone = await later.waitFor('GAME_NOT_FOUND', () => true, 10_000);
    expect(gone.message).toBe(GAME_MESSAGES.gameWithdrawn);
    later.close();
  });

  it("tells the creator's other tabs at once, and every channel says withdrawn by its code", async () => {
    const { gameId, creator } = await created();
    const streamUrl = (lastEventId: number) =>
      `${ctx.url}/api/events?gameId=${gameId}&playerId=1&playerUUID=${creator.playerUUID}&clientId=${creator.clientId}&lastEventId=${lastEventId}`;
    // Two tabs of the creator: one on the socket, one on the event stream, both waiting for a friend.
    const socketTab = await joinSocket(ctx.url, gameId, 1, creator);
    const streamTab = await openSse(streamUrl(0));
    const synced = await streamTab.waitFor('STATE_SYNC');

    expect((await withdraw(gameId, creator)).status).toBe(200);
    const heard = await socketTab.live.waitFor('GAME_NOT_FOUND', () => true, 10_000);
    expect(heard).toMatchObject({ code: 'GAME_WITHDRAWN', message: GAME_MESSAGES.gameWithdrawn });
    const streamed = await streamTab.waitFor('GAME_NOT_FOUND', () => true, 10_000);
    expect(streamed).toMatchObject({ code: 'GAME_WITHDRAWN', message: GAME_MESSAGES.gameWithdrawn });
    socketTab.close();
    streamTab.close();

    // A stream reconnecting to it (from where it was, or afresh) is told withdrawn too, not "Game not found".
    for (const lastEventId of [synced.eventId, 0]) {
      const again = await openSse(streamUrl(lastEventId));
      const gone = await again.waitFor('GAME_NOT_FOUND', () => true, 10_000);
      expect(gone).toMatchObject({ code: 'GAME_WITHDRAWN', message: GAME_MESSAGES.gameWithdrawn });
      again.close();
    }
    // A socket opening the link later hears the code, and an unknown game says its own.
    const friend = newIdentity();
    const later = connectPlayer(ctx.url, {
      auth: { gameId, playerUUID: friend.playerUUID, clientId: friend.clientId },
    });
    expect(await later.waitFor('GAME_NOT_FOUND', () => true, 10_000)).toMatchObject({
      code: 'GAME_WITHDRAWN',
    });
    later.close();
    const unknown = await openSse(`${ctx.url}/api/events?gameId=ZZZZZ`);
    expect(await unknown.waitFor('GAME_NOT_FOUND', () => true, 10_000)).toMatchObject({
      code: 'GAME_NOT_FOUND',
      message: GAME_MESSAGES.gameNotFound,
    });
    unknown.close();
  });
});
