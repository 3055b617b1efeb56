import { describe, expect, it, vi } from 'vitest';
import type { GameStateResponse } from '@gridable/common';
import { useGameServer } from './support/suite';
import { createGame, joinSocket, newIdentity } from './support/players';
import { get, post } from './support/http';
import { GAME_MESSAGES } from '@gridable/common/messages';

const ctx = useGameServer();
/**
 * Waiting for the server to see a socket close and store the seat as gone: nothing is sent to the other seat when
 * an away player leaves, so this is polled; the close and the write go through the server's loop and the database
 * thread, which on a loaded machine take longer than vi.waitFor's 1 s default.
 */
const LEFT = { timeout: 10_000, interval: 20 };

async function twoSockets() {
  const gameId = await createGame(ctx.url);
  const one = newIdentity();
  const two = newIdentity();
  const p1 = await joinSocket(ctx.url, gameId, 1, one);
  const p2 = await joinSocket(ctx.url, gameId, 2, two);
  await p1.live.waitFor('GAME_STARTED');
  return { gameId, one, two, p1, p2 };
}

async function stored(gameId: string) {
  return ctx.server.models.games.findOne({ gameId }).lean();
}

describe('presence', () => {
  it('marks a player away when their last socket disconnects and active when they come back', async () => {
    const { gameId, two, p1, p2 } = await twoSockets();
    expect(await stored(gameId)).toMatchObject({ player2Active: true, player2Status: 'Available' });
    // A second tab of the same player: closing one of the two changes nothing.
    const tab = await joinSocket(ctx.url, gameId, 2, { ...two, clientId: 'second-tab' });
    tab.close();
    p2.close();
    const away = await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2);
    expect(away).toMatchObject({ status: 'away', gameId });
    expect(p1.live.events.filter((e) => e.type === 'PRESENCE_UPDATE' && e.playerId === 2)).toHaveLength(1);
    const record = await stored(gameId);
    expect(record).toMatchObject({ player2Active: false, player2Status: 'Away' });
    expect(record?.player2LastSeen).toBeInstanceOf(Date);

    const back = await joinSocket(ctx.url, gameId, 2, two);
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'active');
    expect(await stored(gameId)).toMatchObject({ player2Active: true, player2Status: 'Available' });
    back.close();
    p1.close();
  });

  it('shows a player whose every socket dies of the heartbeat Away once, not at each drop', async () => {
    const { p1, p2 } = await twoSockets();
    // A network slower than the ping timeout: none of this player's pongs reaches the server in time, so
    // each of their sockets is dropped seconds after its connect, and they rejoin at once.
    const deaf = () => {
      const engine = p2.live.socket.io.engine as unknown as {
        _sendPacket(type: string, ...rest: unknown[]): void;
      };
      const send = engine._sendPacket.bind(engine);
      engine._sendPacket = (type, ...rest) => {
        if (type !== 'pong') send(type, ...rest);
      };
    };
    deaf();
    p2.live.socket.io.on('open', deaf);
    const syncs = () => p2.live.events.filter((e) => e.type === 'STATE_SYNC');
    const awayOf2 = () =>
      p1.live.events.filter((e) => e.type === 'PRESENCE_UPDATE' && e.playerId === 2 && e.status === 'away');

    // The first drop may be a real silent loss: Away within 5 s, Active again at the rejoin.
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'away');
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'active');
    // The second drop and rejoin of a player now known to flap: nobody is told they left.
    await p2.live.waitFor('STATE_SYNC', (e) => syncs().indexOf(e) === 2, 15_000);
    expect(await p1.live.emit('refresh')).toMatchObject({ ok: true });
    expect(awayOf2()).toHaveLength(1);
    p2.close();
    p1.close();
  });

  it('keeps a player with one tab in front active while another tab of theirs is hidden', async () => {
    const { gameId, two, p1, p2 } = await twoSockets();
    // The laptop's game tab goes behind another; a second tab on the same game stays in front.
    const front = await joinSocket(ctx.url, gameId, 2, { ...two, clientId: 'front-tab' });
    expect(await p2.live.emit('presence', { status: 'away' })).toMatchObject({
      ok: true,
      game: { player2Status: 'Available' },
    });
    expect(await stored(gameId)).toMatchObject({ player2Active: true, player2Status: 'Available' });
    // The tab in front closes: only the hidden one is left, so no tab of theirs shows the game.
    front.close();
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'away');
    const hidden = await stored(gameId);
    expect(hidden).toMatchObject({ player2Active: true, player2Status: 'Away' });
    expect(hidden?.player2LeftAt).toBeInstanceOf(Date);
    // Closing the hidden tab later keeps the time the game was last in view: a turn push waits from then.
    p2.close();
    await vi.waitFor(async () => expect((await stored(gameId))?.player2Active).toBe(false), LEFT);
    expect((await stored(gameId))?.player2LeftAt).toEqual(hidden?.player2LeftAt);
    p1.close();
  });

  it('takes presence from socket presence events and both REST presence calls, and tells the opponent', async () => {
    const { gameId, one, two, p1, p2 } = await twoSockets();
    expect(await p2.live.emit('presence', { status: 'away' })).toMatchObject({
      ok: true,
      game: { player2Status: 'Away' },
    });
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'away');

    expect(
      await post(`${ctx.url}/api/presence/update`, { clientId: two.clientId, status: 'active' }),
    ).toEqual({
      status: 200,
      body: { ok: true, updated: 1 },
    });
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'active');

    // Player 1's socket tab goes to the background; their REST tab (no socket) shows the game, then hides.
    await p1.live.emit('presence', { status: 'away' });
    await p2.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 1 && e.status === 'away');
    const rest = { gameId: gameId.toLowerCase(), playerUUID: one.playerUUID };
    expect(await post(`${ctx.url}/api/presence`, { ...rest, isActive: true })).toEqual({
      status: 200,
      body: { ok: true },
    });
    await p2.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 1 && e.status === 'active');
    expect(await post(`${ctx.url}/api/presence`, { ...rest, isActive: false })).toEqual({
      status: 200,
      body: { ok: true },
    });
    const awayOfOne = () =>
      p2.live.events.filter((e) => e.type === 'PRESENCE_UPDATE' && e.playerId === 1 && e.status === 'away');
    await vi.waitFor(() => expect(awayOfOne()).toHaveLength(2));
    const view = await get<GameStateResponse>(`${ctx.url}/api/games/${gameId}`);
    expect(view.body.game).toMatchObject({ player1Status: 'Away', player2Status: 'Available' });

    // Someone without a seat cannot set anyone's presence.
    expect(
      await post(`${ctx.url}/api/presence`, { gameId, playerUUID: newIdentity().playerUUID, isActive: true }),
    ).toEqual({
      status: 403,
      body: { error: GAME_MESSAGES.notAPlayer, code: 'NOT_A_PLAYER' },
    });
    expect(await post(`${ctx.url}/api/presence/update`, { clientId: 'nobody', status: 'away' })).toEqual({
      status: 200,
      body: { ok: true, updated: 0 },
    });
    p1.close();
    p2.close();
  });

  it("keeps a player here when a REST tab of theirs says away while their socket's tab shows the game", async () => {
    const { gameId, one, p1, p2 } = await twoSockets();
    const heardAway = () =>
      p2.live.events.filter((e) => e.type === 'PRESENCE_UPDATE' && e.playerId === 1 && e.status === 'away');
    // A spec client's tab, and a tab of an earlier release (no clientId), report away over REST.
    for (const tab of [{ clientId: 'rest-tab' }, {}])
      expect(
        await post(`${ctx.url}/api/presence`, {
          gameId,
          playerUUID: one.playerUUID,
          isActive: false,
          ...tab,
        }),
      ).toEqual({ status: 200, body: { ok: true } });
    expect(
      await post(`${ctx.url}/api/presence/update`, { clientId: one.clientId, status: 'away' }),
    ).toMatchObject({ status: 200, body: { updated: 1 } });
    expect(
      await post(`${ctx.url}/api/games/${gameId}/status`, {
        status: 'Away',
        clientId: 'rest-tab',
        playerUUID: one.playerUUID,
      }),
    ).toMatchObject({ status: 200 });
    // A round trip on p2's own socket: anything published by those reports would have reached it first.
    await p2.live.emit('refresh');
    expect(heardAway()).toEqual([]);
    expect(await stored(gameId)).toMatchObject({ player1Status: 'Available', player1Active: true });

    // The socket's tab hides too: now no tab of theirs shows the game.
    await p1.live.emit('presence', { status: 'away' });
    await p2.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 1 && e.status === 'away');
    expect(await stored(gameId)).toMatchObject({ player1Status: 'Away' });
    p1.close();
    p2.close();
  });

  it('keeps a hidden tab that reconnects away until it shows the game', async () => {
    const { gameId, two, p1, p2 } = await twoSockets();
    await p2.live.emit('presence', { status: 'away' });
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'away');
    // The hidden tab's connection drops and comes back while it is still hidden.
    p2.close();
    await vi.waitFor(async () => expect((await stored(gameId))?.player2Active).toBe(false), LEFT);
    const back = await joinSocket(ctx.url, gameId, 2, two, undefined, { presence: 'away' });
    expect(await stored(gameId)).toMatchObject({ player2Active: true, player2Status: 'Away' });
    await p1.live.emit('refresh');
    expect(
      p1.live.events.filter((e) => e.type === 'PRESENCE_UPDATE' && e.playerId === 2 && e.status === 'active'),
    ).toEqual([]);
    // Shown again: here.
    await back.live.emit('presence', { status: 'active' });
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'active');
    back.close();

    // A tab of an earlier release says nothing of its presence: its join counts as looking, as it did.
    await vi.waitFor(async () => expect((await stored(gameId))?.player2Active).toBe(false), LEFT);
    const old = await joinSocket(ctx.url, gameId, 2, two);
    expect(await stored(gameId)).toMatchObject({ player2Active: true, player2Status: 'Available' });
    old.close();
    p1.close();
  });

  it('announces a status change as STATUS_UPDATED over REST and over the socket', async () => {
    const { gameId, one, p1, p2 } = await twoSockets();
    expect(await p1.live.emit('status', { status: 'Away' })).toMatchObject({
      ok: true,
      game: { player1Status: 'Away' },
    });
    const updated = await p2.live.waitFor('STATUS_UPDATED');
    expect(updated).toMatchObject({ playerId: 1, status: 'Away', game: { player1Status: 'Away' } });
    await p2.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 1 && e.status === 'away');

    // The tab's socket is down: it says it is back over REST.
    expect(
      await post(`${ctx.url}/api/games/${gameId}/status`, { status: 'Available', clientId: one.clientId }),
    ).toEqual({
      status: 200,
      body: { gameId, status: 'Available' },
    });
    await p2.live.waitFor('STATUS_UPDATED', (e) => e.status === 'Available');
    await p2.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 1 && e.status === 'active');
    expect(
      await post(`${ctx.url}/api/games/${gameId}/status`, { status: 'Away', clientId: 'stranger' }),
    ).toEqual({
      status: 403,
      body: { error: GAME_MESSAGES.notAPlayer, code: 'NOT_A_PLAYER' },
    });
    p1.close();
    p2.close();
  });
  it('writes and publishes nothing for presence or status that changes nothing', async () => {
    const { gameId, one, p1, p2 } = await twoSockets();
    const before = await stored(gameId);
    const heard = () =>
      p2.live.events.filter((e) => e.type === 'PRESENCE_UPDATE' || e.type === 'STATUS_UPDATED').length;
    const heardBefore = heard();
    const away = { gameId, playerUUID: one.playerUUID, isActive: false };

    expect(await p1.live.emit('presence', { status: 'away' })).toMatchObject({ ok: true });
    await p2.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 1 && e.status === 'away');
    const once = await stored(gameId);
    // The same presence again, then the status it already has, over REST and the socket.
    expect(await post(`${ctx.url}/api/presence`, away)).toEqual({ status: 200, body: { ok: true } });
    expect(
      await post(`${ctx.url}/api/games/${gameId}/status`, { status: 'Away', clientId: one.clientId }),
    ).toMatchObject({ status: 200 });
    expect(await p1.live.emit('presence', { status: 'away' })).toMatchObject({
      ok: true,
      game: { player1Status: 'Away' },
    });
    // A round trip on p2's own socket: anything published by the repeats would have reached it first.
    await p2.live.emit('refresh');
    const after = await stored(gameId);

    expect(once?.version).toBe((before?.version ?? 0) + 1);
    expect(once?.lastEventId).toBe((before?.lastEventId ?? 0) + 1);
    expect(after?.version).toBe(once?.version);
    expect(after?.lastEventId).toBe(once?.lastEventId);
    expect(heard() - heardBefore).toBe(1);
    // The log is written in the recorder's next batch, which the move's answer does not wait for.
    await ctx.server.settled();
    expect(await ctx.server.models.gameEvents.countDocuments({ gameId })).toBe(after?.lastEventId);
    p1.close();
    p2.close();
  });
});
