import { describe, expect, it } from 'vitest';
import {
  REMATCH_MESSAGES,
  chooserForRound,
  type GameStateResponse,
  type RematchResponse,
  type SocketAck,
} from '@gridable/common';
import { createGameStore } from '../../src/db/stores/gameStore';
import { createLocalBus } from '../../src/realtime/gameBus';
import { createGameChannel } from '../../src/realtime/gameChannel';
import { createGameService } from '../../src/games/gameService';
import { createLogger } from '../../src/logger';
import { useGameServer } from './support/suite';
import { createGame, joinRest, joinSocket, newIdentity, type Identity, type Player } from './support/players';
import { makePlan, playPlan } from './support/gamePlan';
import { get, post } from './support/http';
import { openSse } from './support/sseClient';

const ctx = useGameServer();

/** A friend game played to the end over REST; seat 1 is `one`, seat 2 is `two`. */
async function finishedGame(seed: number) {
  const gameId = await createGame(ctx.url);
  const one = newIdentity();
  const two = newIdentity();
  const p1 = await joinRest(ctx.url, gameId, 1, one);
  const p2 = await joinRest(ctx.url, gameId, 2, two);
  await playPlan(p1, p2, makePlan(seed));
  return { gameId, one, two, p1, p2 };
}

function offerRest(gameId: string, who: Identity) {
  return post<RematchResponse>(
    `${ctx.url}/api/games/${gameId}/rematch`,
    { clientId: who.clientId },
    { ip: who.ip },
  );
}

function declineRest(gameId: string, who: Identity) {
  return post<RematchResponse>(
    `${ctx.url}/api/games/${gameId}/rematch/decline`,
    { clientId: who.clientId },
    { ip: who.ip },
  );
}

function readGame(gameId: string, who: Identity) {
  const query = new URLSearchParams({ clientId: who.clientId, playerUUID: who.playerUUID });
  return get<GameStateResponse>(`${ctx.url}/api/games/${gameId}?${query.toString()}`, { ip: who.ip });
}

async function rematchesOf(gameId: string) {
  return ctx.server.models.games.find({ rematchOf: gameId }).lean();
}

/** A second app node over the same database: its own store, queue and cache. */
function secondNode() {
  const log = createLogger('silent');
  const store = createGameStore(ctx.server.models);
  const channel = createGameChannel({ bus: createLocalBus(() => {}), store, log, serverInstance: 'node-b' });
  return createGameService({ store, channel, log });
}

function ackGame(ack: SocketAck) {
  if (!ack.ok) throw new Error(`refused: ${ack.error}`);
  return ack.game;
}

describe('rematch of a friend game', () => {
  it('offers over the socket, the opponent accepts, and both are seated in one new game with the chooser swapped', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    const p1 = await joinSocket(ctx.url, gameId, 1, one);
    const p2 = await joinSocket(ctx.url, gameId, 2, two);
    await playPlan(p1, p2, makePlan(3));
    await p2.live.waitFor('GAME_COMPLETE');

    const offered = ackGame(await p1.live.emit('rematch', {}));
    expect(offered.rematch).toEqual({ offeredBy: [1], rematchGameId: null });
    const seen = await p2.live.waitFor('REMATCH_OFFERED');
    expect(seen.playerId).toBe(1);
    expect(seen.game.rematch).toEqual({ offeredBy: [1], rematchGameId: null });

    const accepted = ackGame(await p2.live.emit('rematch', {}));
    const rematchGameId = accepted.rematch?.rematchGameId;
    expect(rematchGameId).toMatch(/^[A-Z0-9]{5}$/);
    const [started1, started2] = await Promise.all([
      p1.live.waitFor('REMATCH_STARTED'),
      p2.live.waitFor('REMATCH_STARTED'),
    ]);
    expect(started1.rematchGameId).toBe(rematchGameId);
    expect(started2.rematchGameId).toBe(rematchGameId);
    p1.close();
    p2.close();

    // Both land in it under the identities they played with: the old player 2 is now player 1 and chooses first.
    const n1 = await joinSocket(ctx.url, rematchGameId ?? '', 2, one);
    const n2 = await joinSocket(ctx.url, rematchGameId ?? '', 1, two);
    expect(n1.seat).toBe(2);
    expect(n2.seat).toBe(1);
    expect(chooserForRound(1)).toBe(1);
    expect(await n1.letter('A')).toEqual({ ok: false, error: expect.any(String) });
    expect(await n2.letter('A')).toEqual({ ok: true });
    expect(await n1.place(0)).toEqual({ ok: true });
    const state = await readGame(rematchGameId ?? '', one);
    expect(state.body.game).toMatchObject({ status: 'active', currentRound: 1, player2Submitted: true });
    expect(state.body.playerInfo?.playerId).toBe(2);
    n1.close();
    n2.close();
    expect(await rematchesOf(gameId)).toHaveLength(1);
  });

  it('works over REST with SSE streams, and a reloaded end screen reads the offer from the game', async () => {
    const { gameId, one, two } = await finishedGame(5);
    const stream = await openSse(
      `${ctx.url}/api/events?${new URLSearchParams({ gameId, clientId: two.clientId, playerUUID: two.playerUUID }).toString()}`,
    );
    await stream.waitFor('STATE_SYNC');

    const offer = await offerRest(gameId, one);
    expect(offer.status).toBe(200);
    expect(offer.body).toEqual({
      gameId,
      rematch: { offeredBy: [1], rematchGameId: null },
      rematchPlayerId: null,
      version: expect.any(Number),
    });
    const seen = await stream.waitFor('REMATCH_OFFERED');
    expect(seen.playerId).toBe(1);

    // A reload of either end screen sees the offer in the game itself.
    expect((await readGame(gameId, two)).body.game.rematch).toEqual({ offeredBy: [1], rematchGameId: null });
    // Offering again changes nothing.
    expect((await offerRest(gameId, one)).body.rematch).toEqual({ offeredBy: [1], rematchGameId: null });

    const accept = await offerRest(gameId, two);
    expect(accept.status).toBe(200);
    const rematchGameId = accept.body.rematch.rematchGameId ?? '';
    expect(rematchGameId).toMatch(/^[A-Z0-9]{5}$/);
    expect(accept.body.rematchPlayerId).toBe(1);
    const started = await stream.waitFor('REMATCH_STARTED');
    expect(started.rematchGameId).toBe(rematchGameId);
    expect(started.game.rematch).toEqual({ offeredBy: [1, 2], rematchGameId });
    stream.close();

    // The first player's reload finds the new game and its seat there.
    const reloaded = await readGame(gameId, one);
    expect(reloaded.body.game.rematch?.rematchGameId).toBe(rematchGameId);
    const joined = await post<{ playerId: number }>(
      `${ctx.url}/api/games/${rematchGameId}/join`,
      { clientId: one.clientId, playerUUID: one.playerUUID },
      { ip: one.ip },
    );
    expect(joined.status).toBe(200);
    expect(joined.body.playerId).toBe(2);
    const asTwo = await readGame(rematchGameId, two);
    expect(asTwo.body.playerInfo).toEqual({ playerId: 1, isYourTurn: true });
  });

  it('makes exactly one new game when both players press Rematch at the same instant', async () => {
    for (const seed of [21, 22, 23]) {
      const { gameId, one, two } = await finishedGame(seed);
      const [a, b] = await Promise.all([offerRest(gameId, one), offerRest(gameId, two)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      // Whoever lands second accepts; the one who landed first may still be told only of the offer.
      const ids = [a.body.rematch.rematchGameId, b.body.rematch.rematchGameId].filter((id) => id !== null);
      expect(ids.length).toBeGreaterThan(0);
      const games = await rematchesOf(gameId);
      expect(games).toHaveLength(1);
      expect(new Set(ids)).toEqual(new Set([games[0]?.gameId]));
      expect((await readGame(gameId, one)).body.game.rematch?.rematchGameId).toBe(games[0]?.gameId);
    }
  });

  it('makes exactly one new game when both sockets send rematch at once, and tells both sockets its id', async () => {
    const gameId = await createGame(ctx.url);
    const p1 = await joinSocket(ctx.url, gameId, 1, newIdentity());
    const p2 = await joinSocket(ctx.url, gameId, 2, newIdentity());
    await playPlan(p1, p2, makePlan(41));
    await Promise.all([p1.live.waitFor('GAME_COMPLETE'), p2.live.waitFor('GAME_COMPLETE')]);
    await Promise.all([p1.live.emit('rematch'), p2.live.emit('rematch')]);
    const [a, b] = await Promise.all([
      p1.live.waitFor('REMATCH_STARTED'),
      p2.live.waitFor('REMATCH_STARTED'),
    ]);
    expect(a.rematchGameId).toBe(b.rematchGameId);
    const games = await rematchesOf(gameId);
    expect(games.map((g) => g.gameId)).toEqual([a.rematchGameId]);
    expect(p1.live.events.filter((e) => e.type === 'REMATCH_STARTED')).toHaveLength(1);
    p1.close();
    p2.close();
  });

  it('makes exactly one new game when the two offers reach two different app nodes at once', async () => {
    for (const seed of [31, 32, 33]) {
      const { gameId, one, two } = await finishedGame(seed);
      const nodeB = secondNode();
      const [viaA, viaB] = await Promise.all([
        offerRest(gameId, one),
        nodeB.offerRematch(gameId, { clientId: two.clientId }),
      ]);
      expect(viaA.status).toBe(200);
      const games = await rematchesOf(gameId);
      expect(games).toHaveLength(1);
      const stored = await ctx.server.models.games.findOne({ gameId }).lean();
      expect(stored?.rematchGameId).toBe(games[0]?.gameId);
      for (const id of [viaA.body.rematch.rematchGameId, viaB.rematch.rematchGameId]) {
        if (id !== null) expect(id).toBe(games[0]?.gameId);
      }
    }
  });

  it('finishes a rematch a crash left half-made, with one new game even when both players retry on two nodes', async () => {
    const { gameId, one, two } = await finishedGame(51);
    // Both offers were written, then the node died before it created the new game.
    await ctx.server.models.games.updateOne(
      { gameId },
      { $set: { rematchOfferedBy: [1, 2] }, $inc: { version: 1 } },
    );
    const [viaA, viaB] = await Promise.all([
      offerRest(gameId, one),
      secondNode().offerRematch(gameId, { clientId: two.clientId }),
    ]);
    const games = await rematchesOf(gameId);
    expect(games).toHaveLength(1);
    expect(viaA.body.rematch.rematchGameId).toBe(games[0]?.gameId);
    expect(viaB.rematch.rematchGameId).toBe(games[0]?.gameId);
    expect(viaA.body.rematchPlayerId).toBe(2);
    expect(viaB.rematchPlayerId).toBe(1);
  });

  it('refuses to take back an offer once the accept has landed, even before the new game is made', async () => {
    const { gameId, one, two } = await finishedGame(52);
    // The accept's write is in, its new game not yet made (an offerer's Cancel racing the opponent's Accept).
    await ctx.server.models.games.updateOne(
      { gameId },
      { $set: { rematchOfferedBy: [1, 2] }, $inc: { version: 1 } },
    );
    const refused = { status: 409, body: { error: REMATCH_MESSAGES.alreadyStarted, code: 'CONFLICT' } };
    expect(await declineRest(gameId, one)).toEqual(refused);
    expect(await declineRest(gameId, two)).toEqual(refused);
    // The rematch is still made, once, for the retry that finishes it.
    expect((await offerRest(gameId, one)).body.rematch.rematchGameId).toMatch(/^[A-Z0-9]{5}$/);
    expect(await rematchesOf(gameId)).toHaveLength(1);
  });

  it('refuses a rematch before the end, from a stranger, and with a bad body, with clear errors', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const p1: Player = await joinRest(ctx.url, gameId, 1, one);
    await joinRest(ctx.url, gameId, 2, newIdentity());
    expect(p1.seat).toBe(1);

    const early = await offerRest(gameId, one);
    expect(early).toEqual({
      status: 409,
      body: { error: REMATCH_MESSAGES.notFinished, code: 'GAME_NOT_FINISHED' },
    });
    const stranger = await offerRest(gameId, newIdentity());
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toEqual(expect.any(String));
    const bad = await post(`${ctx.url}/api/games/${gameId}/rematch`, { clientId: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual(expect.any(String));
    const missing = await offerRest('ZZZZZ', one);
    expect(missing.status).toBe(404);

    const socketPlayer = await joinSocket(ctx.url, gameId, 1, one);
    const ack = await socketPlayer.live.emit('rematch', {});
    expect(ack).toMatchObject({ ok: false, error: REMATCH_MESSAGES.notFinished });
    // Without an acknowledgement to answer, the refusal comes as an ERROR event.
    const { socket } = socketPlayer.live;
    (socket.emit.bind(socket) as (event: string, payload: unknown) => void)('rematch', {});
    await socketPlayer.live.waitFor('ERROR', (e) => e.message === REMATCH_MESSAGES.notFinished);
    socketPlayer.close();
  });

  it('declines an offer: the offerer is told live and after a reload, and either may offer again', async () => {
    const { gameId, one, two } = await finishedGame(61);
    const stream = await openSse(
      `${ctx.url}/api/events?${new URLSearchParams({ gameId, clientId: one.clientId, playerUUID: one.playerUUID }).toString()}`,
    );
    await stream.waitFor('STATE_SYNC');
    const offered = await offerRest(gameId, one);

    const declined = await declineRest(gameId, two);
    expect(declined.status).toBe(200);
    expect(declined.body.rematch).toEqual({ offeredBy: [], rematchGameId: null, declinedBy: 2 });
    expect(declined.body.version).toBeGreaterThan(offered.body.version);
    const seen = await stream.waitFor('REMATCH_DECLINED');
    expect(seen.playerId).toBe(2);
    expect(seen.game.rematch).toEqual({ offeredBy: [], rematchGameId: null, declinedBy: 2 });
    // The offerer's reloaded end screen reads the refusal from the game; a retry of the decline changes nothing.
    expect((await readGame(gameId, one)).body.game.rematch).toEqual(declined.body.rematch);
    expect((await declineRest(gameId, two)).body.rematch).toEqual(declined.body.rematch);

    // The one who declined changes their mind and offers back: the refusal is gone, the offer stands.
    expect((await offerRest(gameId, two)).body.rematch).toEqual({ offeredBy: [2], rematchGameId: null });
    await stream.waitFor('REMATCH_OFFERED', (e) => e.playerId === 2);
    // ...and takes it back: nothing stands, nobody declined.
    expect((await declineRest(gameId, two)).body.rematch).toEqual({ offeredBy: [], rematchGameId: null });
    // Both seats have offered once: a further offer from either is not pushed again (push/turnPushes.ts).
    const stored = await ctx.server.models.games.findOne({ gameId }).lean();
    expect(stored?.rematchEverOfferedBy).toEqual([1, 2]);
    // An offer and its accept still make one game, which can no longer be declined.
    await offerRest(gameId, one);
    const accepted = await offerRest(gameId, two);
    expect(accepted.body.rematch.rematchGameId).toMatch(/^[A-Z0-9]{5}$/);
    expect(await declineRest(gameId, one)).toEqual({
      status: 409,
      body: { error: REMATCH_MESSAGES.alreadyStarted, code: 'CONFLICT' },
    });
    expect(await rematchesOf(gameId)).toHaveLength(1);
    stream.close();
  });

  it('declines over the socket as over REST: the offerer is told, and a decline with nothing to answer is refused', async () => {
    const { gameId, one, two } = await finishedGame(62);
    const p1 = await joinSocket(ctx.url, gameId, 1, one);
    const p2 = await joinSocket(ctx.url, gameId, 2, two);
    ackGame(await p1.live.emit('rematch', {}));
    await p2.live.waitFor('REMATCH_OFFERED');

    const declined = ackGame(await p2.live.emit('rematch-decline', {}));
    expect(declined.rematch).toEqual({ offeredBy: [], rematchGameId: null, declinedBy: 2 });
    const seen = await p1.live.waitFor('REMATCH_DECLINED');
    expect(seen.playerId).toBe(2);
    expect((await readGame(gameId, one)).body.game.rematch).toEqual(declined.rematch);
    p1.close();
    p2.close();

    const unfinished = await createGame(ctx.url);
    const early = await joinSocket(ctx.url, unfinished, 1, newIdentity());
    expect(await early.live.emit('rematch-decline', {})).toMatchObject({
      ok: false,
      error: REMATCH_MESSAGES.notFinished,
    });
    early.close();
  });

  it('refuses a decline before the end, from a stranger, and with a bad body, with clear errors', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    await joinRest(ctx.url, gameId, 1, one);
    await joinRest(ctx.url, gameId, 2, newIdentity());
    expect(await declineRest(gameId, one)).toEqual({
      status: 409,
      body: { error: REMATCH_MESSAGES.notFinished, code: 'GAME_NOT_FINISHED' },
    });
    expect((await declineRest(gameId, newIdentity())).status).toBe(403);
    const bad = await post(`${ctx.url}/api/games/${gameId}/rematch/decline`, { clientId: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual(expect.any(String));
    expect((await declineRest('ZZZZZ', one)).status).toBe(404);
  });
});
