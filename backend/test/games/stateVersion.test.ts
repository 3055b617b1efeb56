import { describe, expect, it } from 'vitest';
import { MOVE_ERROR_MESSAGES, type GameStateResponse, type SocketAck } from '@gridable/common';
import { useGameServer } from './support/suite';
import { createGame, joinSocket, newIdentity } from './support/players';
import { get, post } from './support/http';

const ctx = useGameServer();

function versionOf(ack: SocketAck): number {
  if (!ack.ok) throw new Error(`refused: ${ack.error}`);
  return ack.game.version;
}

describe('the state id on every view', () => {
  it('rises with each write and rides on acks, events and REST reads', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const p1 = await joinSocket(ctx.url, gameId, 1, one);
    const p2 = await joinSocket(ctx.url, gameId, 2, newIdentity());
    const before = versionOf(await p1.live.emit('refresh'));
    const chosen = versionOf(await p1.live.emit('letter', { letter: 'A', version: before }));
    expect(chosen).toBeGreaterThan(before);
    const event = await p2.live.waitFor('LETTER_SELECTED');
    expect(event.version).toBe(chosen);
    expect(event.game.version).toBe(chosen);
    const read = await get<GameStateResponse>(`${ctx.url}/api/games/${gameId}?clientId=${one.clientId}`);
    expect(read.body.game.version).toBeGreaterThanOrEqual(chosen);
    p1.close();
    p2.close();
  });

  it('refuses a move made against a state the rules have since moved past, and accepts one after a presence change', async () => {
    const gameId = await createGame(ctx.url);
    const p1 = await joinSocket(ctx.url, gameId, 1, newIdentity());
    const two = newIdentity();
    const p2 = await joinSocket(ctx.url, gameId, 2, two);
    const seen = versionOf(await p2.live.emit('refresh'));
    // Presence raises the version but changes nothing a move depends on.
    expect(await p1.live.emit('presence', { status: 'away' })).toMatchObject({ ok: true });
    const chosen = versionOf(await p1.live.emit('letter', { letter: 'C', version: seen }));
    // Player 2 places against the state from before the letter: stale, told clearly, nothing written.
    expect(await p2.live.emit('placement', { cellIndex: 0, version: seen })).toEqual({
      ok: false,
      error: MOVE_ERROR_MESSAGES.staleVersion,
      code: 'STALE_VERSION',
    });
    const rest = await post(`${ctx.url}/api/games/${gameId}/placement`, {
      playerId: 2,
      cellIndex: 0,
      clientId: two.clientId,
      playerUUID: two.playerUUID,
      version: seen,
    });
    expect(rest).toEqual({
      status: 409,
      body: { error: MOVE_ERROR_MESSAGES.staleVersion, code: 'STALE_VERSION' },
    });
    expect(await p2.live.emit('placement', { cellIndex: 0, version: chosen })).toMatchObject({
      ok: true,
      game: { player2Submitted: true },
    });
    expect(await p2.live.emit('placement', { cellIndex: 1, version: -1 })).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
    });
    p1.close();
    p2.close();
  });
});
