import { describe, expect, it } from 'vitest';
import { REDACTED, scoreGrid, type ServerEvent } from '@gridable/common';
import { useGameServer } from './support/suite';
import { createGame, joinSocket, newIdentity } from './support/players';
import { expectedGrid, expectedScores, makePlan, playPlan } from './support/gamePlan';
import { get } from './support/http';

const ctx = useGameServer();

/** The ids of the game's own sequence a client saw (STATE_SYNC and out-of-sequence events excluded). */
function sequencedIds(events: ServerEvent[]): number[] {
  return events.filter((e) => e.type !== 'STATE_SYNC' && e.eventId > 0).map((e) => e.eventId);
}

describe('a friend game over Socket.IO', () => {
  it('plays all 16 rounds between two socket.io clients and ends with the scores common computes', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    const p1 = await joinSocket(ctx.url, gameId, 1, one);
    const p2 = await joinSocket(ctx.url, gameId, 2, two);
    expect([p1.seat, p2.seat]).toEqual([1, 2]);
    await p1.live.waitFor('GAME_STARTED');

    const plan = makePlan(7);
    await playPlan(p1, p2, plan);

    const [end1, end2] = await Promise.all([
      p1.live.waitFor('GAME_COMPLETE'),
      p2.live.waitFor('GAME_COMPLETE'),
    ]);
    expect(end1).toEqual(end2);
    expect({ player1Score: end1.player1Score, player2Score: end1.player2Score }).toEqual(
      expectedScores(plan),
    );
    expect(end1.game.status).toBe('completed');
    expect(end1.game.player1Grid).toEqual(expectedGrid(plan, plan.cells1));
    expect(end1.game.player2Grid).toEqual(expectedGrid(plan, plan.cells2));
    expect(end1.game.player1Score).toBe(scoreGrid(end1.game.player1Grid).total);
    expect(end1.game.player1Words).toEqual(scoreGrid(end1.game.player1Grid).words);

    // Each client saw every event after its STATE_SYNC exactly once, in order, with no gap.
    for (const player of [p1, p2]) {
      const sync = player.live.events.find((e) => e.type === 'STATE_SYNC');
      const ids = sequencedIds(player.live.events);
      const last = ids.at(-1) ?? 0;
      expect(ids).toEqual(
        Array.from({ length: last - (sync?.eventId ?? 0) }, (_, i) => (sync?.eventId ?? 0) + i + 1),
      );
    }
    const types = p1.live.events.map((e) => e.type);
    expect(types.filter((t) => t === 'LETTER_SELECTED')).toHaveLength(16);
    expect(types.filter((t) => t === 'ROUND_COMPLETE')).toHaveLength(16);
    expect(types.filter((t) => t === 'PLAYER_PLACED_LETTER')).toHaveLength(32);

    const state = await get(`${ctx.url}/api/games/${gameId}?clientId=${one.clientId}`);
    expect(state.status).toBe(200);
    p1.close();
    p2.close();
  });

  it("never shows a player the other player's clientId or UUID", async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    const p1 = await joinSocket(ctx.url, gameId, 1, one);
    const p2 = await joinSocket(ctx.url, gameId, 2, two);
    await p1.live.waitFor('GAME_STARTED');
    await playPlan(p1, p2, makePlan(3));
    await p1.live.waitFor('GAME_COMPLETE');
    await p2.live.waitFor('GAME_COMPLETE');

    const sync1 = p1.live.events.find((e) => e.type === 'STATE_SYNC');
    expect(sync1?.type === 'STATE_SYNC' && sync1.game).toMatchObject({
      player1: one.clientId,
      player1UUID: one.playerUUID,
      player2UUID: null,
    });
    const sync2 = p2.live.events.find((e) => e.type === 'STATE_SYNC');
    expect(sync2?.type === 'STATE_SYNC' && sync2.game).toMatchObject({
      player1: REDACTED,
      player1UUID: null,
      player2: two.clientId,
      player2UUID: two.playerUUID,
    });
    const seen1 = JSON.stringify(p1.live.events);
    const seen2 = JSON.stringify(p2.live.events);
    expect(seen1).not.toContain(two.playerUUID);
    expect(seen1).not.toContain(two.clientId);
    expect(seen2).not.toContain(one.playerUUID);
    expect(seen2).not.toContain(one.clientId);
    p1.close();
    p2.close();
  });
});
