import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '@gridable/common';
import { useGameServer } from './support/suite';
import { createGame, joinSocket, newIdentity } from './support/players';
import { expectedScores, makePlan, playPlan } from './support/gamePlan';
import { get } from './support/http';

const ctx = useGameServer();

/**
 * The ids a client would skip: walking its events as the client merges them (a STATE_SYNC stands for
 * every id up to its own, an event at or below what it has is dropped), each later id must be the next.
 */
function skippedIds(events: ServerEvent[]): number[] {
  const skipped: number[] = [];
  let last = events.find((e) => e.type === 'STATE_SYNC')?.eventId ?? 0;
  for (const event of events) {
    if (event.type === 'STATE_SYNC') last = Math.max(last, event.eventId);
    else if (event.eventId > last) {
      for (let id = last + 1; id < event.eventId; id++) skipped.push(id);
      last = event.eventId;
    }
  }
  return skipped;
}

describe('reconnecting mid-game', () => {
  it('gives a player who reconnects their seat and a STATE_SYNC of the round in progress, and the game goes on', async () => {
    const gameId = await createGame(ctx.url);
    const two = newIdentity();
    const p1 = await joinSocket(ctx.url, gameId, 1, newIdentity());
    const p2 = await joinSocket(ctx.url, gameId, 2, two);
    const plan = makePlan(31);
    await playPlan(p1, p2, plan, 1, 5);
    expect((await p2.letter(plan.letters[5] ?? 'A')).ok).toBe(true);

    p2.close();
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'away');
    const away = await get(`${ctx.url}/api/games/${gameId}`);
    expect(away.body).toMatchObject({ game: { player2Status: 'Away' } });
    // The opponent keeps playing while player 2 is gone.
    expect((await p1.place(plan.cells1[5] ?? 0)).ok).toBe(true);

    const back = await joinSocket(ctx.url, gameId, 2, two);
    const sync = await back.live.waitFor('STATE_SYNC');
    expect(sync.game).toMatchObject({
      currentRound: 6,
      currentLetter: plan.letters[5],
      roundState: 'LETTER_PROVIDED',
      player1Submitted: true,
      player2Submitted: false,
      player2Status: 'Available',
      player2UUID: two.playerUUID,
    });
    expect(sync.playerInfo).toEqual({ playerId: 2, isYourTurn: true });
    await p1.live.waitFor('PLAYER_RETURNED', (e) => e.playerId === 2);
    await p1.live.waitFor('PRESENCE_UPDATE', (e) => e.playerId === 2 && e.status === 'active');

    expect((await back.place(plan.cells2[5] ?? 0)).ok).toBe(true);
    await playPlan(p1, back, plan, 7);
    const end = await back.live.waitFor('GAME_COMPLETE');
    expect({ player1Score: end.player1Score, player2Score: end.player2Score }).toEqual(expectedScores(plan));
    p1.close();
    back.close();
  });

  it('recovers a dropped connection through the rejoin STATE_SYNC: no event id is skipped', async () => {
    const gameId = await createGame(ctx.url);
    const p1 = await joinSocket(ctx.url, gameId, 1, newIdentity());
    const p2 = await joinSocket(ctx.url, gameId, 2, newIdentity());
    const plan = makePlan(37);
    await playPlan(p1, p2, plan, 1, 2);

    const syncsBefore = p2.live.events.filter((e) => e.type === 'STATE_SYNC').length;
    const reconnected = new Promise<void>((resolve) => p2.live.socket.io.once('reconnect', () => resolve()));
    // Drop the transport (as a network blip does), not a clean disconnect.
    p2.live.socket.io.engine.close();
    await playPlan(p1, p2, plan, 3, 3).catch(() => undefined);
    await reconnected;
    const resync = await p2.live.waitFor(
      'STATE_SYNC',
      () => p2.live.events.filter((e) => e.type === 'STATE_SYNC').length > syncsBefore,
    );
    // No connection state recovery: the rejoin's STATE_SYNC is the whole story, and it is the current game.
    expect(p2.live.socket.recovered).toBeFalsy();
    expect(resync.playerInfo).toMatchObject({ playerId: 2 });

    await playPlan(p1, p2, plan, 4);
    const end = await p2.live.waitFor('GAME_COMPLETE');
    expect(skippedIds(p2.live.events)).toEqual([]);
    expect(Math.max(...p2.live.events.map((e) => e.eventId))).toBe(end.eventId);
    p1.close();
    p2.close();
  });
});
