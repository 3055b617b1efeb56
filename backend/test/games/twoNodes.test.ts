import { describe, expect, it } from 'vitest';
import { createGameStore } from '../../src/db/stores/gameStore';
import { createLocalBus } from '../../src/realtime/gameBus';
import { createGameChannel } from '../../src/realtime/gameChannel';
import { createGameService } from '../../src/games/gameService';
import { createLogger } from '../../src/logger';
import { useGameServer } from './support/suite';
import { createGame, joinRest, newIdentity } from './support/players';
import { post } from './support/http';

const ctx = useGameServer();

/** A node's part of a player's presence: a socket here, showing the game or hidden. */
const showing = () => ({ connected: true, looking: true });
const hidden = () => ({ connected: true, looking: false });
const none = () => null;

/** A second app node over the same database: its own store, queue and cache. */
function secondNode(nodeId = 'node-b') {
  const log = createLogger('silent');
  const store = createGameStore(ctx.server.models);
  const channel = createGameChannel({ bus: createLocalBus(() => {}), store, log, serverInstance: nodeId });
  return { store, channel, ...createGameService({ store, channel, log, nodeId }) };
}

describe('two app nodes over one database', () => {
  it("releases a dead node's seats, but not one its player took back through another node", async () => {
    const gameId = await createGame(ctx.url);
    const [one, two] = [newIdentity(), newIdentity()];
    // Node ids of this test's own: another test of the file may leave its games held by its 'node-c'.
    const [deadNode, liveNode] = [`node-c-${gameId}`, `node-d-${gameId}`];
    const [nodeC, nodeD] = [secondNode(deadNode), secondNode(liveNode)];
    // Both players' sockets join through node C; then player 2's tab reconnects through node D.
    await nodeC.joinGame(gameId, { ...one, requestedPlayerId: 1 }, showing);
    await nodeC.joinGame(gameId, { ...two, requestedPlayerId: 2 }, showing);
    await nodeD.joinGame(gameId, { ...two, requestedPlayerId: 2 }, showing);

    // Node C dies; the node that sees its heartbeat stop releases what node C still holds.
    const held = await nodeD.store.gamesHeldBy(deadNode);
    expect(held.map((g) => g.gameId)).toEqual([gameId]);
    for (const playerUUID of [one.playerUUID, two.playerUUID])
      await nodeD.setPresence(gameId, { playerUUID }, none, { node: deadNode });

    const stored = await ctx.server.models.games.findOne({ gameId }).lean();
    expect(stored).toMatchObject({ player1Active: false, player1Status: 'Away' });
    expect(stored).toMatchObject({ player2Active: true, player2Status: 'Available', player2Node: liveNode });
    expect(await nodeD.store.gamesHeldBy(deadNode)).toEqual([]);
  });

  it("counts a player's tabs on every node: a hidden tab on one leaves them here while one on another shows the game", async () => {
    const gameId = await createGame(ctx.url);
    const [one, two] = [newIdentity(), newIdentity()];
    const [nodeC, nodeD] = [secondNode('node-c'), secondNode('node-d')];
    await nodeC.joinGame(gameId, { ...one, requestedPlayerId: 1 }, showing);
    // Player 2's laptop tab on node C shows the game; their phone's tab on node D goes to the background.
    await nodeC.joinGame(gameId, { ...two, requestedPlayerId: 2 }, showing);
    await nodeD.joinGame(gameId, { ...two, requestedPlayerId: 2 }, showing);
    const stored = async () => ctx.server.models.games.findOne({ gameId }).lean();
    expect((await nodeD.setPresence(gameId, two, hidden)).game).toMatchObject({ player2Status: 'Available' });
    expect(await stored()).toMatchObject({ player2Status: 'Available', player2Active: true });

    // The phone's tab closes: the laptop's still holds the seat.
    await nodeD.setPresence(gameId, two, none);
    expect(await stored()).toMatchObject({
      player2Status: 'Available',
      player2Active: true,
      player2Node: 'node-c',
    });
    // The laptop's tab hides too: now no tab of theirs shows the game.
    await nodeC.setPresence(gameId, two, hidden);
    expect(await stored()).toMatchObject({ player2Status: 'Away', player2Active: true });
    expect((await stored())?.player2LeftAt).toBeInstanceOf(Date);
    // Back on the phone while the laptop's tab stays hidden: here again.
    await nodeD.joinGame(gameId, { ...two, requestedPlayerId: 2 }, showing);
    expect(await stored()).toMatchObject({ player2Status: 'Available', player2Active: true });
    // The phone's node dies: only its part goes, and the hidden laptop tab still holds the seat.
    await nodeC.setPresence(gameId, two, none, { node: 'node-d' });
    expect(await stored()).toMatchObject({
      player2Status: 'Away',
      player2Active: true,
      player2Node: 'node-c',
    });
  });

  it('decides on the stored game when another node moved it on, never on a stale copy', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const p1 = await joinRest(ctx.url, gameId, 1, one);
    const p2 = await joinRest(ctx.url, gameId, 2, newIdentity());
    // Node B takes player 1's letter; node A (the server) last saw the round without one.
    const nodeB = secondNode();
    await nodeB.selectLetter(gameId, { clientId: one.clientId }, 'K');
    expect(await p2.place(6)).toEqual({ ok: true });
    expect(await p1.place(2)).toEqual({ ok: true });
    const stored = await ctx.server.models.games.findOne({ gameId }).lean();
    expect(stored).toMatchObject({ currentRound: 2, lastEventId: 7 });
    expect(stored).toHaveProperty(['player2Grid', 1], [null, null, 'K', null]);
    // Both nodes numbered their events in one gapless sequence. The log is written in each node's next
    // batch, which the acks do not wait for.
    await Promise.all([ctx.server.settled(), nodeB.channel.settled()]);
    const events = await ctx.server.models.gameEvents.find({ gameId }).sort({ eventId: 1 }).lean();
    expect(events.map((e) => [e.eventId, e.eventType])).toEqual([
      [1, 'GAME_JOINED'],
      [2, 'GAME_JOINED'],
      [3, 'GAME_STARTED'],
      [4, 'LETTER_SELECTED'],
      [5, 'PLAYER_PLACED_LETTER'],
      [6, 'PLAYER_PLACED_LETTER'],
      [7, 'ROUND_COMPLETE'],
    ]);
  });
  it('judges presence that seems to change nothing on the stored game, not on a copy another node outdated', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    await joinRest(ctx.url, gameId, 1, one);
    await joinRest(ctx.url, gameId, 2, newIdentity());
    // Node A (the server) last wrote player 1 as Available; node B marks them away.
    await secondNode().setPresence(gameId, { clientId: one.clientId }, () => ({
      connected: false,
      looking: false,
    }));
    expect(
      await post(`${ctx.url}/api/presence`, { gameId, playerUUID: one.playerUUID, isActive: true }),
    ).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await ctx.server.models.games.findOne({ gameId }).lean()).toMatchObject({
      player1Status: 'Available',
    });
  });
});
