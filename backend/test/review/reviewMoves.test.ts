import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, ReviewMovesResponse, type DailyGameView } from '@gridable/common';
import { useGameServer } from '../games/support/suite';
import { createGame, joinRest, newIdentity } from '../games/support/players';
import { expectedGrid, makePlan, playPlan } from '../games/support/gamePlan';
import { get, post } from '../games/support/http';
import { createDailyGame, newPlayer, playToCompletion } from '../daily/support/dailyPlay';
import { DAILY_SUBMISSION_RETENTION_DAYS, MS_PER_DAY } from '@gridable/common/constants';

const ctx = useGameServer();

function reviewOf(gameId: string, playerUUID?: string) {
  const query = playerUUID ? `?playerUUID=${playerUUID}` : '';
  return get<ReviewMovesResponse>(`${ctx.url}/api/review/${gameId}${query}`);
}

/** Where each planned letter of a seat ended: rounds 1–15 as planned, round 16 in the one cell left. */
function plannedMoves(letters: string[], cells: number[]) {
  const grid = expectedGrid({ letters, cells1: cells, cells2: cells }, cells);
  const last = [...Array(16).keys()].find((cell) => !cells.includes(cell)) ?? -1;
  expect(grid[last >> 2]?.[last & 3]).toBe(letters[15]);
  return letters.map((letter, i) => ({ round: i + 1, letter, cell: i < 15 ? cells[i] : last }));
}

describe('GET /api/review/{gameId} for a friend game', () => {
  it('gives each player their own moves and the opponent’s once the game is over, and nobody else anything', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    const p1 = await joinRest(ctx.url, gameId, 1, one);
    const p2 = await joinRest(ctx.url, gameId, 2, two);
    const plan = makePlan(42);

    await playPlan(p1, p2, plan, 1, 3);
    const during = await reviewOf(gameId, one.playerUUID);
    expect(during.status).toBe(409);
    expect(during.body.error).toBe(REVIEW_MESSAGES.notFinished);

    await playPlan(p1, p2, plan, 4);
    const mine = await reviewOf(gameId.toLowerCase(), one.playerUUID);
    expect(mine.status).toBe(200);
    const body = ReviewMovesResponse.parse(mine.body);
    // Neither player gave a name: the review names nobody (the page says "Opponent").
    expect(body).toMatchObject({
      kind: 'friend',
      seat: 1,
      isOwner: true,
      gameNumber: null,
      opponentName: null,
    });
    expect(body.moves).toEqual(plannedMoves(plan.letters, plan.cells1));
    expect(body.opponentMoves).toEqual(plannedMoves(plan.letters, plan.cells2));

    const theirs = ReviewMovesResponse.parse((await reviewOf(gameId, two.playerUUID)).body);
    expect(theirs.seat).toBe(2);
    expect(theirs.moves).toEqual(body.opponentMoves);

    for (const stranger of [newIdentity().playerUUID, undefined]) {
      const refused = await reviewOf(gameId, stranger);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: REVIEW_MESSAGES.notYours, code: 'NOT_A_PLAYER' });
    }
  });

  it('says a resigned game ended early instead of blaming a lost record', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    const p1 = await joinRest(ctx.url, gameId, 1, one);
    const p2 = await joinRest(ctx.url, gameId, 2, two);
    await playPlan(p1, p2, makePlan(7), 1, 4);
    const resigned = await post(
      `${ctx.url}/api/games/${gameId}/resign`,
      { clientId: two.clientId },
      { ip: two.ip },
    );
    expect(resigned.status).toBe(200);
    for (const who of [one, two]) {
      const reply = await reviewOf(gameId, who.playerUUID);
      expect(reply.status).toBe(409);
      expect(reply.body.error).toBe(REVIEW_MESSAGES.endedEarly);
    }
  });

  it('answers unknown games with 404 and bad input with 400', async () => {
    expect((await reviewOf('ZZZZZ', newIdentity().playerUUID)).status).toBe(404);
    const badId = await reviewOf('no%20such!');
    expect(badId.status).toBe(400);
    expect(typeof badId.body.error).toBe('string');
    const badUUID = await get(`${ctx.url}/api/review/ABCDE?playerUUID=nope`);
    expect(badUUID.status).toBe(400);
  });
});

describe('GET /api/review/{gameId} for a daily', () => {
  it('shows today’s finished daily to its player only', async () => {
    const playerUUID = newPlayer();
    const created = await createDailyGame(ctx.url, playerUUID);
    const chosen = ['A', 'T', 'E', 'S', 'O', 'N', 'R', 'D'];
    const done: DailyGameView = await playToCompletion(ctx.url, playerUUID, created.body.game, chosen);
    expect(done.status).toBe('completed');

    const own = await reviewOf(done.gameId, playerUUID);
    expect(own.status).toBe(200);
    const body = ReviewMovesResponse.parse(own.body);
    expect(body).toMatchObject({
      kind: 'daily',
      seat: 2,
      isOwner: true,
      score: done.playerScore,
      opponentName: null,
    });
    // playToCompletion fills cells in index order and chooses chosen[round / 2 - 1] in even rounds.
    expect(body.moves.map((move) => move.cell)).toEqual([...Array(16).keys()]);
    expect(body.moves.filter((move) => move.round % 2 === 0).map((move) => move.letter)).toEqual(chosen);
    expect(body.moves.map((move) => move.letter).join('')).toBe(done.playerGrid.flat().join(''));

    const other = await reviewOf(done.gameId, newPlayer());
    expect(other.status).toBe(403);
    expect(other.body.error).toBe(REVIEW_MESSAGES.dayNotOver);
  });

  it('keeps a finished daily reviewable after its audit lines expire', async () => {
    const playerUUID = newPlayer();
    const created = await createDailyGame(ctx.url, playerUUID);
    const chosen = ['E', 'R', 'A', 'S', 'T', 'O', 'N', 'L'];
    const done = await playToCompletion(ctx.url, playerUUID, created.body.game, chosen);
    const before = ReviewMovesResponse.parse((await reviewOf(done.gameId, playerUUID)).body);

    const lines = ctx.server.models.dailySubmissions;
    const written = await lines.find({ gameId: done.gameId }).lean();
    expect(written.length).toBeGreaterThan(16);
    // Each line goes DAILY_SUBMISSION_RETENTION_DAYS after it was written, by the collection's TTL index.
    for (const line of written) {
      expect(line.expireAt?.getTime()).toBe(
        line.timestamp.getTime() + DAILY_SUBMISSION_RETENTION_DAYS * MS_PER_DAY,
      );
    }
    const ttl = (await lines.collection.indexes()).find((index) => index.key.expireAt === 1);
    expect(ttl?.expireAfterSeconds).toBe(0);

    await lines.deleteMany({ gameId: done.gameId });
    const after = await reviewOf(done.gameId, playerUUID);
    expect(after.status).toBe(200);
    expect(ReviewMovesResponse.parse(after.body).moves).toEqual(before.moves);
  });
});
