import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PublicResultCreated,
  PublicResultResponse,
  reviewGame,
  reviewSeed,
  scoreGrid,
  skillFromLoss,
  type Grid,
  type ReviewMovesResponse,
} from '@gridable/common';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { createResultFeature } from '../../src/results/resultFeature';
import { mountFeatures } from '../daily/support/featureServer';
import type { Listening } from '../support/appServer';
import { createInlineReviewer } from '../support/inlineReviewer';
import { getJson, postJson } from '../daily/support/http';
import { createDailyGame, newPlayer, playToCompletion } from '../daily/support/dailyPlay';
import { createGame, joinRest, newIdentity } from '../games/support/players';
import { expectedGrid, makePlan, playPlan } from '../games/support/gamePlan';
import { GAME_MESSAGES, RATE_LIMIT_MESSAGE, RESULT_MESSAGES } from '@gridable/common/messages';

const RATE_LIMITED = { error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' };

// CAT across the top row and down the first column: 3 + 3 points.
const GRID: Grid = [
  ['C', 'A', 'T', null],
  ['A', null, null, null],
  ['T', null, null, null],
  [null, null, null, null],
];

/** A vs-computer result: a game the server never saw, so it is stored as sent, checked and labelled. */
function resultFor(grid: Grid, overrides: Record<string, unknown> = {}) {
  const { total, words } = scoreGrid(grid);
  return {
    gameId: 'computer-game-1',
    kind: 'computer',
    gameNumber: 42,
    gameMode: 'daily_challenge',
    playerGrid: grid,
    playerWords: words,
    playerScore: total,
    completedAt: '2025-02-11T20:15:00.000Z',
    ...overrides,
  };
}

let server: RunningServer;
/** The same features and database with a roomy share limit: these checks post more than 10 a minute. */
let roomy: Listening;
/** Who reviews the games `roomy` shares: counts its reviews. */
const reviewer = createInlineReviewer();

beforeAll(async () => {
  server = await startTestServer();
  roomy = await mountFeatures(server, (ctx) => [
    createResultFeature(ctx, {
      createLimit: { name: 'results', limit: 100, windowMs: 60_000 },
      reviewer,
    }),
  ]);
});

/** Counts the reads of one game's document through `model` until stopped. */
function readsOf(model: { findOne: (...args: never[]) => unknown }, gameId: string) {
  const spy = vi.spyOn(model as { findOne: (filter: unknown) => unknown }, 'findOne');
  return {
    stop() {
      const count = spy.mock.calls.filter(
        ([filter]) => (filter as { gameId?: unknown } | undefined)?.gameId === gameId,
      ).length;
      spy.mockRestore();
      return count;
    },
  };
}

/** The review line of `playerUUID`'s game as their browser computes it, from the moves the server gives it. */
async function reviewLineOf(gameId: string, playerUUID: string) {
  const reply = await getJson<ReviewMovesResponse>(
    `${server.url}/api/review/${gameId}?playerUUID=${playerUUID}`,
  );
  expect(reply.status).toBe(200);
  const { kind, seat, moves } = reply.body;
  const { skill, pointsLost } = reviewGame({ kind, seat, moves, seed: reviewSeed(reply.body.gameId) });
  return { skill, pointsLost };
}
afterAll(async () => {
  await roomy.close();
  await server.close();
});

describe('sharing a result', () => {
  it('builds a daily result from the stored, finished game, ignoring what the client claims, and gives one link per game', async () => {
    const player = newPlayer();
    const created = await createDailyGame(server.url, player);
    const finished = await playToCompletion(server.url, player, created.body.game, [
      'E',
      'S',
      'T',
      'A',
      'R',
      'O',
      'N',
      'D',
    ]);
    const forged = resultFor(GRID, {
      gameId: finished.gameId,
      kind: undefined,
      gameNumber: 9999,
      playerScore: 6,
    });
    const first = await postJson<PublicResultCreated>(`${roomy.url}/api/public-results`, forged);
    expect(first.status).toBe(201);
    const { shareId, shareUrl } = PublicResultCreated.parse(first.body);
    expect(shareId).toMatch(/^[A-Za-z0-9]{16}$/);
    // No PUBLIC_URL here: the link points at the origin the request came to.
    expect(shareUrl).toBe(`${roomy.url}/share/${shareId}`);
    // The same game shared again (even with another made-up grid) is the same link.
    const again = await postJson<PublicResultCreated>(`${roomy.url}/api/public-results`, {
      ...forged,
      playerGrid: finished.playerGrid,
    });
    expect(again.body.shareUrl).toBe(shareUrl);

    // Asked as its own player, who has finished the day: the letters are theirs to see.
    const fetched = await getJson(`${server.url}/api/public-results/${shareId}?playerUUID=${player}`);
    expect(fetched.status).toBe(200);
    const result = PublicResultResponse.parse(fetched.body).result;
    expect(result).toMatchObject({
      // Redacted to its game number: the full daily id is the game's bearer credential.
      gameId: `DCS-G${finished.gameNumber}`,
      gameMode: 'daily_challenge',
      gameNumber: finished.gameNumber,
      kind: 'daily',
      verified: true,
      playerGrid: finished.playerGrid,
      playerScore: scoreGrid(finished.playerGrid).total,
    });
    expect(Date.parse(result.completedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses daily results for games it does not have or that are not finished', async () => {
    const url = `${roomy.url}/api/public-results`;
    expect(await postJson(url, resultFor(GRID, { gameId: 'DCS-G42-abcdefghijkm', kind: undefined }))).toEqual(
      {
        status: 404,
        body: { error: GAME_MESSAGES.gameNotFound, code: 'GAME_NOT_FOUND' },
      },
    );
    const started = await createDailyGame(server.url, newPlayer());
    expect(
      await postJson(url, resultFor(GRID, { gameId: started.body.game.gameId, kind: undefined })),
    ).toEqual({
      status: 409,
      body: { error: RESULT_MESSAGES.gameNotFinished, code: 'GAME_NOT_FINISHED' },
    });
    expect(await server.models.publicResults.countDocuments({ gameId: started.body.game.gameId })).toBe(0);
  });

  it("builds a friend game's result from the finished game, for the seat whose grid it is", async () => {
    const gameId = await createGame(server.url);
    const [id1, id2] = [newIdentity(), newIdentity()];
    const p1 = await joinRest(server.url, gameId, 1, id1);
    const p2 = await joinRest(server.url, gameId, 2, id2);
    const plan = makePlan(7);
    await playPlan(p1, p2, plan);
    const grid2 = expectedGrid(plan, plan.cells2);
    const url = `${roomy.url}/api/public-results`;
    const shared = await postJson<PublicResultCreated>(
      url,
      resultFor(grid2, {
        gameId: gameId.toLowerCase(),
        kind: 'friend',
        gameMode: 'multiplayer',
        gameNumber: null,
      }),
    );
    expect(shared.status).toBe(201);
    const fetched = await getJson<PublicResultResponse>(
      `${server.url}/api/public-results/${shared.body.shareId}`,
    );
    expect(fetched.body.result).toMatchObject({
      gameId,
      kind: 'friend',
      verified: true,
      playerGrid: grid2,
      playerScore: scoreGrid(grid2).total,
    });
    expect(await postJson(url, resultFor(GRID, { gameId, kind: 'friend', gameMode: 'multiplayer' }))).toEqual(
      {
        status: 400,
        body: { error: RESULT_MESSAGES.notThisGame, code: 'INVALID_INPUT' },
      },
    );

    // The review's line on seat 2's result is seat 2's to give: not the opponent's, not a watcher's.
    const friendResult = (review: object, playerUUID?: string) =>
      resultFor(grid2, {
        gameId,
        kind: 'friend',
        gameMode: 'multiplayer',
        gameNumber: null,
        review,
        playerUUID,
      });
    expect(
      await postJson(url, friendResult({ skill: skillFromLoss(40), pointsLost: 40 }, id1.playerUUID)),
    ).toEqual({
      status: 403,
      body: { error: RESULT_MESSAGES.reviewNotYours, code: 'NOT_YOUR_REVIEW' },
    });
    // Seat 2's claimed line asks for the line; its numbers are the server's own review of seat 2's moves.
    const reads = readsOf(server.models.games, gameId);
    const reviewed = await postJson<PublicResultCreated>(
      url,
      friendResult({ skill: 99, pointsLost: 0 }, id2.playerUUID),
    );
    expect(reviewed.body.shareId).toBe(shared.body.shareId);
    expect(reads.stop()).toBe(1);
    const seen = await getJson<PublicResultResponse>(
      `${server.url}/api/public-results/${shared.body.shareId}`,
    );
    const truth = await reviewLineOf(gameId, id2.playerUUID);
    expect(truth).not.toEqual({ skill: 99, pointsLost: 0 });
    expect(seen.body.result.review).toEqual(truth);
  });

  it("stores the server's own review of a daily, whatever line its player claims, reviewing each game once", async () => {
    const player = newPlayer();
    const created = await createDailyGame(server.url, player);
    const finished = await playToCompletion(server.url, player, created.body.game, [
      'Q',
      'X',
      'Z',
      'J',
      'V',
      'K',
      'W',
      'Y',
    ]);
    const truth = await reviewLineOf(finished.gameId, player);
    expect(truth.skill).toBeLessThan(99);
    const share = (review: { skill: number; pointsLost: number }) =>
      postJson<PublicResultCreated>(`${roomy.url}/api/public-results`, {
        ...resultFor(finished.playerGrid, { gameId: finished.gameId, kind: 'daily' }),
        playerUUID: player,
        review,
      });
    const before = reviewer.reviewed;
    const reads = readsOf(server.models.dailyGames, finished.gameId);
    const claimed = await share({ skill: 99, pointsLost: 0 });
    expect(claimed.status).toBe(201);
    // The share reads the finished game once, for its side and its review alike.
    expect(reads.stop()).toBe(1);
    const seen = await getJson<PublicResultResponse>(
      `${server.url}/api/public-results/${claimed.body.shareId}?playerUUID=${player}`,
    );
    expect(seen.body.result.review).toEqual(truth);
    // Shared again from the review page: the same link, the same line, and no second review.
    const again = await share(truth);
    expect(again.body.shareId).toBe(claimed.body.shareId);
    expect(reviewer.reviewed - before).toBe(1);
  });

  it('shares a game without its line, not a 500, when the review cannot be made', async () => {
    const stopped = createInlineReviewer();
    await stopped.close();
    const mounted = await mountFeatures(server, (ctx) => [createResultFeature(ctx, { reviewer: stopped })]);
    try {
      const player = newPlayer();
      const created = await createDailyGame(server.url, player);
      const finished = await playToCompletion(server.url, player, created.body.game, [...'ESTARNOD']);
      const shared = await postJson<PublicResultCreated>(`${mounted.url}/api/public-results`, {
        ...resultFor(finished.playerGrid, { gameId: finished.gameId, kind: 'daily' }),
        playerUUID: player,
        review: { skill: 99, pointsLost: 0 },
      });
      expect(shared.status).toBe(201);
      const seen = await getJson<PublicResultResponse>(
        `${server.url}/api/public-results/${shared.body.shareId}?playerUUID=${player}`,
      );
      expect(seen.body.result.review).toBeUndefined();
    } finally {
      await mounted.close();
    }
  });

  it("lets only whoever first shared a computer game's result change its review line", async () => {
    const url = `${roomy.url}/api/public-results`;
    const gameId = 'CPU-hard-reviewed';
    const owner = newIdentity().playerUUID;
    const first = await postJson<PublicResultCreated>(url, resultFor(GRID, { gameId, playerUUID: owner }));
    expect(first.status).toBe(201);

    // Someone who copied the id and grid from the page gets a result of their own, not the owner's link.
    const copied = await postJson<PublicResultCreated>(
      url,
      resultFor(GRID, {
        gameId,
        playerUUID: newIdentity().playerUUID,
        review: { skill: skillFromLoss(40), pointsLost: 40 },
      }),
    );
    expect(copied.status).toBe(201);
    expect(copied.body.shareId).not.toBe(first.body.shareId);
    const reviewOf = async (shareId: string) =>
      (await getJson<PublicResultResponse>(`${server.url}/api/public-results/${shareId}`)).body.result.review;
    expect(await reviewOf(first.body.shareId)).toBeUndefined();

    const own = await postJson<PublicResultCreated>(
      url,
      resultFor(GRID, { gameId, playerUUID: owner, review: { skill: 91, pointsLost: 2.1 } }),
    );
    expect(own.body.shareId).toBe(first.body.shareId);
    expect(await reviewOf(first.body.shareId)).toEqual({ skill: 91, pointsLost: 2.1 });
  });

  it('keeps a vs-computer result as sent, labelled unverified, and refuses made-up scores, days and numbers', async () => {
    const url = `${roomy.url}/api/public-results`;
    const created = await postJson<PublicResultCreated>(url, resultFor(GRID));
    expect(created.status).toBe(201);
    const fetched = await getJson<PublicResultResponse>(
      `${server.url}/api/public-results/${created.body.shareId}`,
    );
    expect(fetched.body.result).toMatchObject({
      kind: 'computer',
      verified: false,
      playerScore: 6,
      playerGrid: GRID,
    });

    const mismatch = { status: 400, body: { error: RESULT_MESSAGES.scoreMismatch, code: 'INVALID_INPUT' } };
    expect(await postJson(url, resultFor(GRID, { playerScore: 32 }))).toEqual(mismatch);
    expect(await postJson(url, resultFor(GRID, { playerWords: [] }))).toEqual(mismatch);
    expect(await postJson(url, resultFor(GRID, { playerGrid: GRID.slice(0, 3) }))).toEqual({
      status: 400,
      body: { error: 'A grid has 4 rows', code: 'INVALID_INPUT' },
    });
    expect(await postJson(url, resultFor(GRID, { completedAt: 'yesterday' }))).toEqual({
      status: 400,
      body: { error: 'completedAt must be an ISO time', code: 'INVALID_INPUT' },
    });
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(await postJson(url, resultFor(GRID, { completedAt: nextWeek }))).toEqual({
      status: 400,
      body: { error: RESULT_MESSAGES.futureResult, code: 'INVALID_INPUT' },
    });
    expect(await postJson(url, resultFor(GRID, { gameNumber: 9999 }))).toEqual({
      status: 400,
      body: { error: RESULT_MESSAGES.unknownGameNumber, code: 'INVALID_INPUT' },
    });
    expect(await server.models.publicResults.countDocuments({ playerScore: 32 })).toBe(0);
    expect(await server.models.publicResults.countDocuments({ gameNumber: 9999 })).toBe(0);
  });

  it('marks results posted to the demo endpoint as demos', async () => {
    const created = await postJson<PublicResultCreated>(
      `${roomy.url}/api/demo-public-results`,
      resultFor(GRID, { gameId: 'daily-demo', gameNumber: null, kind: undefined }),
    );
    expect(created.status).toBe(201);
    const fetched = await getJson<PublicResultResponse>(
      `${server.url}/api/public-results/${created.body.shareId}`,
    );
    expect(fetched.body.result).toMatchObject({
      gameId: 'daily-demo',
      gameMode: 'demo',
      gameNumber: null,
      playerScore: 6,
      kind: 'demo',
      verified: false,
    });
  });

  it('answers a missing result with 404 Result Not Found', async () => {
    for (const shareId of ['AbCdEfGhJkMnPqRs', 'no%20such', 'x'.repeat(80)]) {
      expect(await getJson(`${server.url}/api/public-results/${shareId}`)).toEqual({
        status: 404,
        body: { error: RESULT_MESSAGES.notFound, code: 'RESULT_NOT_FOUND' },
      });
    }
  });

  it('builds share links on PUBLIC_URL when it is set', async () => {
    const mounted = await mountFeatures(server, (ctx) => [createResultFeature(ctx)], {
      env: { PUBLIC_URL: 'https://gridable.example/' },
    });
    try {
      const created = await postJson<PublicResultCreated>(
        `${mounted.url}/api/public-results`,
        resultFor(GRID),
      );
      expect(created.body.shareUrl).toBe(`https://gridable.example/share/${created.body.shareId}`);
    } finally {
      await mounted.close();
    }
  });
});

describe('the share rate limit', () => {
  it('answers 429 with the SPEC message once a client passes the limit, on both creation calls', async () => {
    const mounted = await mountFeatures(server, (ctx) => [
      createResultFeature(ctx, { createLimit: { name: 'results', limit: 3, windowMs: 60_000 } }),
    ]);
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await postJson(`${mounted.url}/api/public-results`, resultFor(GRID))).status);
      expect(statuses).toEqual([201, 201, 201]);
      expect(await postJson(`${mounted.url}/api/public-results`, resultFor(GRID))).toEqual({
        status: 429,
        body: RATE_LIMITED,
      });
      expect(await postJson(`${mounted.url}/api/demo-public-results`, resultFor(GRID))).toEqual({
        status: 429,
        body: RATE_LIMITED,
      });
      // Reading shared results is not limited by sharing.
      expect((await getJson(`${mounted.url}/api/public-results/AbCdEfGhJkMnPqRs`)).status).toBe(404);
    } finally {
      await mounted.close();
    }
  });
});
