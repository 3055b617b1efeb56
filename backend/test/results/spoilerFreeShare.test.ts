// A shared daily result spoils nothing: a viewer who has not finished that day sees the score, the emoji
// pattern and the par, and the letters and words only once they have finished it or it is over everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PublicResultCreated,
  PublicResultResponse,
  RESULT_MESSAGES,
  dayForGameNumber,
  reviewSummaryLine,
  skillFromLoss,
  dayOverEverywhereAt,
  gridEmoji,
  scoreGrid,
  type DailyGameView,
  type PublicResult,
  reviewGame,
  reviewSeed,
  type ReviewMovesResponse,
} from '@gridable/common';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { createResultFeature } from '../../src/results/resultFeature';
import { mountFeatures } from '../daily/support/featureServer';
import type { Listening } from '../support/appServer';
import { getJson, postJson } from '../daily/support/http';
import { createDailyGame, newPlayer, playToCompletion } from '../daily/support/dailyPlay';

const CHOSEN = ['E', 'S', 'T', 'A', 'R', 'O', 'N', 'D'];
const EMPTY_ROW = [null, null, null, null];

let server: RunningServer;
let finished: DailyGameView;
let sharer: string;
let shareId: string;

async function finishDaily(playerUUID: string): Promise<DailyGameView> {
  const created = await createDailyGame(server.url, playerUUID);
  return playToCompletion(server.url, playerUUID, created.body.game, CHOSEN);
}

async function resultAt(baseUrl: string, query = ''): Promise<PublicResult> {
  const reply = await getJson(`${baseUrl}/api/public-results/${shareId}${query}`);
  expect(reply.status).toBe(200);
  return PublicResultResponse.parse(reply.body).result;
}

beforeAll(async () => {
  server = await startTestServer();
  sharer = newPlayer();
  finished = await finishDaily(sharer);
  const { total, words } = scoreGrid(finished.playerGrid);
  const created = await postJson<PublicResultCreated>(`${server.url}/api/public-results`, {
    gameId: finished.gameId,
    gameNumber: finished.gameNumber,
    gameMode: 'daily_challenge',
    playerGrid: finished.playerGrid,
    playerWords: words,
    playerScore: total,
    completedAt: new Date().toISOString(),
  });
  shareId = PublicResultCreated.parse(created.body).shareId;
});
afterAll(() => server.close());

describe('a shared daily result', () => {
  it('shows a fresh visitor the score, pattern and par of a day still being played, and no letter', async () => {
    const { total, words } = scoreGrid(finished.playerGrid);
    const stored = await server.models.dailySequences.findOne({ gameNumber: finished.gameNumber }).lean();
    for (const query of ['', `?playerUUID=${newPlayer()}`]) {
      const result = await resultAt(server.url, query);
      expect(result).toMatchObject({
        gameNumber: finished.gameNumber,
        playerScore: total,
        revealed: false,
        playerGrid: [EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW],
        playerWords: [],
        pattern: gridEmoji(finished.playerGrid, words),
        par: stored?.par ?? null,
      });
      expect(JSON.stringify(result)).not.toMatch(/"[A-Z]"/);
    }
  });

  it('shows the sharer, and a friend once they have finished the day, the letters and words', async () => {
    expect(await resultAt(server.url, `?playerUUID=${sharer}`)).toMatchObject({
      revealed: true,
      playerGrid: finished.playerGrid,
    });
    const friend = newPlayer();
    expect((await resultAt(server.url, `?playerUUID=${friend}`)).revealed).toBe(false);
    await finishDaily(friend);
    const seen = await resultAt(server.url, `?playerUUID=${friend}`);
    expect(seen).toMatchObject({ revealed: true, playerGrid: finished.playerGrid });
    expect(seen.playerWords).toEqual(scoreGrid(finished.playerGrid).words);
  });

  it('shows everyone the letters once the day is over in every time zone', async () => {
    const over = dayOverEverywhereAt(dayForGameNumber(finished.gameNumber));
    const mount = (at: Date): Promise<Listening> =>
      mountFeatures(server, (ctx) => [createResultFeature(ctx, { now: () => at })]);
    const justBefore = await mount(new Date(over.getTime() - 1));
    const after = await mount(over);
    try {
      expect((await resultAt(justBefore.url)).revealed).toBe(false);
      expect(await resultAt(after.url)).toMatchObject({ revealed: true, playerGrid: finished.playerGrid });
    } finally {
      await justBefore.close();
      await after.close();
    }
  });

  it("keeps the link when shared again from the review, and shows everyone the review's line, no letter", async () => {
    const { total, words } = scoreGrid(finished.playerGrid);
    const request = {
      gameId: finished.gameId,
      gameMode: 'daily_challenge',
      playerGrid: finished.playerGrid,
      playerWords: words,
      playerScore: total,
      completedAt: new Date().toISOString(),
    };
    // The line is the server's own review of the player's moves, whatever numbers the request carries.
    const moves = await getJson<ReviewMovesResponse>(
      `${server.url}/api/review/${finished.gameId}?playerUUID=${sharer}`,
    );
    const { kind, seat } = moves.body;
    const review = reviewGame({ kind, seat, moves: moves.body.moves, seed: reviewSeed(finished.gameId) });
    const truth = { skill: review.skill, pointsLost: review.pointsLost };
    const again = await postJson<PublicResultCreated>(`${server.url}/api/public-results`, {
      ...request,
      review: { skill: 91, pointsLost: 2.1 },
      playerUUID: sharer,
    });
    expect(PublicResultCreated.parse(again.body).shareId).toBe(shareId);
    const seen = await resultAt(server.url);
    expect(seen).toMatchObject({ revealed: false, review: truth });
    expect(JSON.stringify(seen)).not.toMatch(/"[A-Z]"/);
    expect(reviewSummaryLine(seen.review?.skill ?? 0, seen.review?.pointsLost ?? 0)).toMatch(
      new RegExp(`^Skill ${truth.skill} · `),
    );

    // A skill the points lost do not give is refused with a sentence, and nothing changes.
    const wrong = await postJson(`${server.url}/api/public-results`, {
      ...request,
      review: { skill: 99, pointsLost: 12 },
      playerUUID: sharer,
    });
    expect(wrong).toEqual({
      status: 400,
      body: { error: RESULT_MESSAGES.reviewMismatch, code: 'INVALID_INPUT' },
    });
    expect((await resultAt(server.url)).review).toEqual(truth);

    // The grid is on the public page, so anyone could send it: only the player may speak for their game.
    const notYours = {
      status: 403,
      body: { error: RESULT_MESSAGES.reviewNotYours, code: 'NOT_YOUR_REVIEW' },
    };
    const low = { skill: skillFromLoss(40), pointsLost: 40 };
    expect(
      await postJson(`${server.url}/api/public-results`, {
        ...request,
        review: low,
        playerUUID: newPlayer(),
      }),
    ).toEqual(notYours);
    expect(await postJson(`${server.url}/api/public-results`, { ...request, review: low })).toEqual(notYours);
    expect((await resultAt(server.url)).review).toEqual(truth);
  });

  it('refuses a viewer id that is not a UUID with 400 and a sentence', async () => {
    expect(await getJson(`${server.url}/api/public-results/${shareId}?playerUUID=nope`)).toEqual({
      status: 400,
      body: { error: 'playerUUID must be a UUID', code: 'INVALID_INPUT' },
    });
  });
});
