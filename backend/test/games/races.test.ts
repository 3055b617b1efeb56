import { describe, expect, it } from 'vitest';
import type { GameStateResponse } from '@gridable/common';
import { useGameServer } from './support/suite';
import { createGame, joinRest, joinSocket, newIdentity } from './support/players';
import { get, post } from './support/http';
import { MOVE_ERROR_MESSAGES } from '@gridable/common/messages';

const ctx = useGameServer();

async function started() {
  const gameId = await createGame(ctx.url);
  const p1 = await joinRest(ctx.url, gameId, 1, newIdentity());
  const p2 = await joinRest(ctx.url, gameId, 2, newIdentity());
  return { gameId, p1, p2 };
}

/** The game as player 1 sees it: a stranger is shown no grid while the game is live. */
async function state(gameId: string, viewer: { clientId: string }) {
  return (await get<GameStateResponse>(`${ctx.url}/api/games/${gameId}?clientId=${viewer.clientId}`)).body
    .game;
}

describe('races', () => {
  it('lands a double-clicked placement once and refuses the copy with a clear error', async () => {
    const { gameId, p1, p2 } = await started();
    await p1.letter('A');
    const outcomes = await Promise.all([p1.place(4), p1.place(4), p1.place(9)]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([
      { ok: false, status: 409, error: MOVE_ERROR_MESSAGES.alreadyPlaced },
      { ok: false, status: 409, error: MOVE_ERROR_MESSAGES.alreadyPlaced },
    ]);
    const game = await state(gameId, p1);
    expect(game.player1Grid.flat().filter((c) => c !== null)).toEqual(['A']);
    expect(game.player1Submitted).toBe(true);
    expect((await p2.place(4)).ok).toBe(true);
  });

  it('takes a letter sent twice once', async () => {
    const { gameId, p1 } = await started();
    const outcomes = await Promise.all([p1.letter('E'), p1.letter('E'), p1.letter('Q')]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.error)).toEqual([
      MOVE_ERROR_MESSAGES.letterAlreadyChosen,
      MOVE_ERROR_MESSAGES.letterAlreadyChosen,
    ]);
    expect((await state(gameId, p1)).currentLetter).toMatch(/^[EQ]$/);
  });

  it('refuses a placement that arrives after the round moved on', async () => {
    const { gameId, p1, p2 } = await started();
    await p1.letter('S');
    await Promise.all([p1.place(0), p2.place(0)]);
    expect(await p1.place(1)).toEqual({
      ok: false,
      status: 409,
      error: MOVE_ERROR_MESSAGES.noLetterSelected,
    });
    const game = await state(gameId, p1);
    expect(game).toMatchObject({ currentRound: 2, roundState: 'AWAITING_LETTER', player1Submitted: false });
    expect(game.player1Grid.flat().filter((c) => c !== null)).toEqual(['S']);
  });

  it("lands both players' placements made at the same instant, over REST and Socket.IO together", async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const p1 = await joinSocket(ctx.url, gameId, 1, one);
    const p2 = await joinRest(ctx.url, gameId, 2, newIdentity());
    // Both of player 1's channels at once, too: the seat places once.
    const p1Rest = await joinRest(ctx.url, gameId, 1, one);
    for (let round = 1; round <= 6; round++) {
      const chooser = round % 2 === 1 ? p1 : p2;
      expect((await chooser.letter('T')).ok).toBe(true);
      const outcomes = await Promise.all([p1.place(round), p1Rest.place(round), p2.place(round + 8)]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
    }
    const game = await state(gameId, one);
    expect(game.currentRound).toBe(7);
    expect(game.player1Grid.flat().filter((c) => c === 'T')).toHaveLength(6);
    expect(game.player2Grid.flat().filter((c) => c === 'T')).toHaveLength(6);
    p1.close();
  });

  it('gives the last seat to exactly one of two players joining at once', async () => {
    const gameId = await createGame(ctx.url);
    const first = newIdentity();
    await joinRest(ctx.url, gameId, 1, first);
    const [a, b] = [newIdentity(), newIdentity()];
    const replies = await Promise.all(
      [a, b].map((who) =>
        post(
          `${ctx.url}/api/games/${gameId}/join`,
          { clientId: who.clientId, playerUUID: who.playerUUID },
          { ip: who.ip },
        ),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const game = await state(gameId, first);
    expect(game.status).toBe('active');
  });

  it('refuses a placement in the final round, whose letter the server places', async () => {
    const { gameId, p1, p2 } = await started();
    for (let round = 1; round <= 15; round++) {
      await (round % 2 === 1 ? p1 : p2).letter('O');
      await Promise.all([p1.place(round - 1), p2.place(round - 1)]);
    }
    expect(await p2.place(15)).toEqual({
      ok: false,
      status: 409,
      error: MOVE_ERROR_MESSAGES.finalRoundAutoPlaced,
    });
    const [first, second] = await Promise.all([p2.letter('N'), p2.letter('N')]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    const game = await state(gameId, p1);
    expect(game).toMatchObject({ status: 'completed', currentRound: 16 });
    expect(game.player1Grid[3]?.[3]).toBe('N');
    expect(await p1.place(15)).toMatchObject({
      ok: false,
      status: 409,
      error: MOVE_ERROR_MESSAGES.gameCompleted,
    });
  });
});
