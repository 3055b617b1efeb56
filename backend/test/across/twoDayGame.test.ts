// Two players finish a friend game over two simulated days: each is told by the title and by a push when it
// is their turn, and Home's hub lists the game throughout.
import { describe, expect, it } from 'vitest';
import {
  TOTAL_ROUNDS,
  YOUR_TURN_PREFIX,
  chooserForRound,
  turnTitle,
  type GameStateResponse,
  type MyGamesResponse,
  type Seat,
} from '@gridable/common';
import { createGame, joinRest, newIdentity, type Identity, type Player } from '../games/support/players';
import { makePlan } from '../games/support/gamePlan';
import { get, post } from '../games/support/http';
import { useAcrossServer } from './support/acrossServer';

const ctx = useAcrossServer();
const HOUR = 3_600_000;

async function stateOf(gameId: string, who: Identity) {
  const res = await get<GameStateResponse>(
    `${ctx.url}/api/games/${gameId}?clientId=${who.clientId}&playerUUID=${who.playerUUID}`,
    { ip: who.ip },
  );
  expect(res.status).toBe(200);
  return res.body;
}

async function hubOf(who: Identity) {
  const res = await post<MyGamesResponse>(`${ctx.url}/api/my-games`, { playerUUID: who.playerUUID });
  expect(res.status).toBe(200);
  return res.body;
}

async function subscribe(who: Identity) {
  const subscription = ctx.push.subscribe();
  const res = await post(`${ctx.url}/api/push/subscribe`, { playerUUID: who.playerUUID, subscription });
  expect(res.status).toBe(201);
  return subscription.endpoint.split('/').pop() ?? '';
}

describe('a friend game across two days', () => {
  it('tells each player by title and push when it is their turn, and Home lists it throughout', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    const subs = { 1: await subscribe(one), 2: await subscribe(two) } as Record<Seat, string>;
    const players = {
      1: await joinRest(ctx.url, gameId, 1, one),
      2: await joinRest(ctx.url, gameId, 2, two),
    } as Record<Seat, Player>;
    const who = { 1: one, 2: two } as Record<Seat, Identity>;
    const plan = makePlan(31);
    const started = ctx.clock.now().getTime();
    const expected: Record<Seat, number> = { 1: 0, 2: 0 };

    /** Title and hub for both seats now; returns whose turn it is. */
    async function check(): Promise<Record<Seat, boolean>> {
      const turn = {} as Record<Seat, boolean>;
      for (const seat of [1, 2] as const) {
        const state = await stateOf(gameId, who[seat]);
        const yourTurn = state.playerInfo?.isYourTurn ?? false;
        turn[seat] = yourTurn;
        const title = turnTitle(`Game ${gameId} · Gridable`, yourTurn);
        expect(title.startsWith(YOUR_TURN_PREFIX)).toBe(yourTurn);
        const hub = await hubOf(who[seat]);
        const listed = [...hub.inProgress, ...hub.finished].find((g) => g.gameId === gameId);
        expect(listed, `seat ${seat} hub lists the game`).toBeDefined();
        expect(listed?.yourTurn).toBe(yourTurn);
        expect(listed?.round).toBe(state.game.currentRound);
      }
      return turn;
    }

    /** One move 90 minutes after the last; a seat whose turn it became gets one push within 2 s. */
    async function move(act: () => Promise<{ ok: boolean }>, before: Record<Seat, boolean>) {
      ctx.clock.advance(1.5 * HOUR);
      const at = Date.now();
      expect((await act()).ok).toBe(true);
      const after = await check();
      for (const seat of [1, 2] as const) {
        if (before[seat] || !after[seat]) continue;
        expected[seat] += 1;
        const n = expected[seat];
        const push = await ctx.push.waitFor(
          (p) =>
            p.id === subs[seat] && ctx.push.received.filter((q) => q.id === subs[seat]).indexOf(p) === n - 1,
        );
        expect(push.message).toMatchObject({ kind: 'your-turn', gameId, url: `/game/${gameId}` });
        expect(push.receivedAt - at).toBeLessThan(2_000);
      }
      return after;
    }

    let turn = await check();
    expect(turn).toEqual({ 1: true, 2: false });
    // Starting the game made it player 1's turn: the join was the trigger.
    expected[1] += 1;
    await ctx.push.waitFor((p) => p.id === subs[1]);

    for (let round = 1; round <= TOTAL_ROUNDS; round++) {
      const chooser = chooserForRound(round);
      const other: Seat = chooser === 1 ? 2 : 1;
      turn = await move(() => players[chooser].letter(plan.letters[round - 1] ?? 'A'), turn);
      if (round === TOTAL_ROUNDS) break;
      // Alternate who places first, so each ordering of the round is played.
      const first: Seat = round % 4 < 2 ? chooser : other;
      const second: Seat = first === 1 ? 2 : 1;
      const cell = (seat: Seat) => (seat === 1 ? plan.cells1 : plan.cells2)[round - 1] ?? 0;
      turn = await move(() => players[first].place(cell(first)), turn);
      turn = await move(() => players[second].place(cell(second)), turn);
    }

    const elapsedDays = (ctx.clock.now().getTime() - started) / (24 * HOUR);
    expect(elapsedDays).toBeGreaterThan(2);
    expect(turn).toEqual({ 1: false, 2: false });
    await ctx.server.push.idle();
    for (const seat of [1, 2] as const) {
      const pushes = ctx.push.received.filter((p) => p.id === subs[seat]);
      expect(pushes.length).toBe(expected[seat]);
      expect(expected[seat]).toBeGreaterThan(5);
      const hub = await hubOf(who[seat]);
      expect(hub.inProgress.find((g) => g.gameId === gameId)).toBeUndefined();
      expect(hub.finished.find((g) => g.gameId === gameId)?.ending).toBe('completed');
    }
    expect(ctx.push.rejected).toEqual([]);
  });
});
