import { describe, expect, it } from 'vitest';
import { TOTAL_ROUNDS, isGridFull, scoreGrid, type GameStateResponse } from '@gridable/common';
import { useGameServer } from './support/suite';
import { createGame, joinRest, joinSocket, newIdentity, type Player } from './support/players';
import { expectedGrid, expectedScores, makePlan, playPlan } from './support/gamePlan';
import { get } from './support/http';

const ctx = useGameServer();
const GAMES = 200;

describe('many games at once', () => {
  it(`plays ${GAMES} games concurrently, both players firing at once, and every game ends complete and exact`, async () => {
    // Seat everyone first (half the games on sockets, half on REST), then play all 200 games at once.
    const seated = Date.now();
    const tables = await Promise.all(
      Array.from({ length: GAMES }, async (_, i) => {
        const gameId = await createGame(ctx.url);
        const join = i % 2 === 0 ? joinSocket : joinRest;
        const one = newIdentity();
        const p1: Player = await join(ctx.url, gameId, 1, one);
        const p2: Player = await join(ctx.url, gameId, 2, newIdentity());
        return { gameId, p1, p2, plan: makePlan(1000 + i), clientId: one.clientId };
      }),
    );
    const started = Date.now();
    await Promise.all(tables.map(({ p1, p2, plan }) => playPlan(p1, p2, plan, 1, TOTAL_ROUNDS - 1)));
    // Every game's events so far were recorded once each, numbered 1..n with no gap.
    const { models } = ctx.server;
    // The log is written in the recorder's next batch, which the acks do not wait for: a poll with a deadline
    // failed when the database thread, busy with 200 games on a loaded machine, took longer than the deadline.
    await ctx.server.settled();
    for (const { gameId } of tables.slice(0, 20)) {
      const stored = await models.games.findOne({ gameId }).lean();
      const events = await models.gameEvents.find({ gameId }).sort({ eventId: 1 }).lean();
      expect(events.map((e) => e.eventId)).toEqual(
        Array.from({ length: stored?.lastEventId ?? -1 }, (_, i) => i + 1),
      );
    }
    await Promise.all(tables.map(({ p1, p2, plan }) => playPlan(p1, p2, plan, TOTAL_ROUNDS)));
    const finished = Date.now();
    tables.forEach(({ p1, p2 }) => (p1.close(), p2.close()));
    console.log(
      `${GAMES} games: seated in ${started - seated} ms, all 16 rounds played concurrently in ${finished - started} ms`,
    );

    const results = tables;
    for (const { gameId, plan, clientId } of results) {
      const { status, body } = await get<GameStateResponse>(
        `${ctx.url}/api/games/${gameId}?clientId=${clientId}`,
      );
      expect(status).toBe(200);
      const game = body.game;
      expect(game.status).toBe('completed');
      expect(isGridFull(game.player1Grid) && isGridFull(game.player2Grid)).toBe(true);
      expect(game.player1Grid).toEqual(expectedGrid(plan, plan.cells1));
      expect(game.player2Grid).toEqual(expectedGrid(plan, plan.cells2));
      expect({ player1Score: game.player1Score, player2Score: game.player2Score }).toEqual(
        expectedScores(plan),
      );
      expect(game.player2Score).toBe(scoreGrid(game.player2Grid).total);
    }

    // A finished game keeps no event log: a late client gets its final state.
    await ctx.server.settled();
    for (const { gameId } of results.slice(0, 20)) {
      expect(await models.gameEvents.countDocuments({ gameId })).toBe(0);
    }
  }, 120_000);
});
