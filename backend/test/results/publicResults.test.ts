import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicResultCreated, PublicResultResponse, scoreGrid, type Grid } from '@gridable/common';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { createResultFeature } from '../../src/results/resultFeature';
import { mountFeatures } from '../daily/support/featureServer';
import { getJson, postJson } from '../daily/support/http';

const RATE_LIMITED = { error: 'Rate limit exceeded. Please wait a moment and try again.' };

// CAT across the top row and down the first column: 3 + 3 points.
const GRID: Grid = [
  ['C', 'A', 'T', null],
  ['A', null, null, null],
  ['T', null, null, null],
  [null, null, null, null],
];

function resultFor(grid: Grid, overrides: Record<string, unknown> = {}) {
  const { total, words } = scoreGrid(grid);
  return {
    gameId: 'DCS-G42-abcdefghijkm',
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

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sharing a result', () => {
  it('stores a result whose score matches its grid and serves it back by share id', async () => {
    expect(scoreGrid(GRID).total).toBe(6);
    const created = await postJson<PublicResultCreated>(`${server.url}/api/public-results`, resultFor(GRID));
    expect(created.status).toBe(201);
    const { shareId, shareUrl } = PublicResultCreated.parse(created.body);
    expect(shareId).toMatch(/^[A-Za-z0-9]{16}$/);
    // No PUBLIC_URL here: the link points at the origin the request came to.
    expect(shareUrl).toBe(`${server.url}/share/${shareId}`);

    const fetched = await getJson(`${server.url}/api/public-results/${shareId}`);
    expect(fetched.status).toBe(200);
    expect(PublicResultResponse.parse(fetched.body).result).toEqual({
      // Redacted to its game number: the full daily id is the game's bearer credential.
      gameId: 'DCS-G42',
      gameMode: 'daily_challenge',
      gameNumber: 42,
      playerScore: 6,
      playerGrid: GRID,
      playerWords: scoreGrid(GRID).words,
      completedAt: '2025-02-11T20:15:00.000Z',
    });
  });

  it('refuses a score or word list that the grid does not earn', async () => {
    const url = `${server.url}/api/public-results`;
    const mismatch = { status: 400, body: { error: 'Score does not match the grid' } };
    expect(await postJson(url, resultFor(GRID, { playerScore: 32 }))).toEqual(mismatch);
    expect(await postJson(url, resultFor(GRID, { playerWords: [] }))).toEqual(mismatch);
    expect(
      await postJson(
        url,
        resultFor(GRID, {
          playerGrid: [
            ['C', 'A', 'T', null],
            [null, null, null, null],
            [null, null, null, null],
            [null, null, null, null],
          ],
        }),
      ),
    ).toEqual(mismatch);
    expect(await postJson(url, resultFor(GRID, { playerGrid: GRID.slice(0, 3) }))).toEqual({
      status: 400,
      body: { error: 'A grid has 4 rows' },
    });
    expect(await postJson(url, resultFor(GRID, { completedAt: 'yesterday' }))).toEqual({
      status: 400,
      body: { error: 'completedAt must be an ISO time' },
    });
    expect(await server.models.publicResults.countDocuments({ playerScore: 32 })).toBe(0);
  });

  it('marks results posted to the demo endpoint as demos', async () => {
    const created = await postJson<PublicResultCreated>(
      `${server.url}/api/demo-public-results`,
      resultFor(GRID, { gameId: 'daily-demo', gameNumber: null }),
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
    });
  });

  it('answers a missing result with 404 Result Not Found', async () => {
    for (const shareId of ['AbCdEfGhJkMnPqRs', 'no%20such', 'x'.repeat(80)]) {
      expect(await getJson(`${server.url}/api/public-results/${shareId}`)).toEqual({
        status: 404,
        body: { error: 'Result Not Found' },
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
