// Shared results that could mislead: an unverified result posing as a daily one, an impossible completion
// time, a share link naming whatever Host the client sent, and the "does this game exist" oracle of
// sharing a friend game once an address is past its misses.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicResultCreated, PublicResultResponse } from '@gridable/common';
import { resultTitle, scoreGrid, type Grid, RATE_LIMIT_MESSAGE, RESULT_MESSAGES } from '@gridable/common';
import { BUDGETS } from '../../src/ops/limits';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { get, post } from '../games/support/http';
import { createGame } from '../games/support/players';

// CAT across the top row and down the first column: 3 + 3 points.
const GRID: Grid = [
  ['C', 'A', 'T', null],
  ['A', null, null, null],
  ['T', null, null, null],
  [null, null, null, null],
];

function computerResult(overrides: Record<string, unknown> = {}) {
  const { total, words } = scoreGrid(GRID);
  return {
    gameId: 'computer',
    kind: 'computer',
    gameMode: 'daily_challenge',
    gameNumber: 300,
    playerGrid: GRID,
    playerWords: words,
    playerScore: total,
    completedAt: '2025-12-01T10:00:00.000Z',
    ...overrides,
  };
}

let server: RunningServer;
let allowing: RunningServer;
let ip = 0;
const nextIp = () => `203.0.113.${(ip += 1)}`;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  allowing = await startTestServer({ TRUST_PROXY: 'loopback', ALLOWED_HOSTS: 'play.example' });
});
afterAll(async () => {
  await server.close();
  await allowing.close();
});

describe('an unverified result', () => {
  it('never carries a daily title or number, whatever it was posted as', async () => {
    const created = await post<PublicResultCreated>(`${server.url}/api/public-results`, computerResult(), {
      ip: nextIp(),
    });
    expect(created.status).toBe(201);
    const fetched = await get<PublicResultResponse>(
      `${server.url}/api/public-results/${created.body.shareId}`,
    );
    const result = fetched.body.result;
    expect(result).toMatchObject({ kind: 'computer', verified: false, gameNumber: null });
    expect(result.gameMode).not.toBe('daily_challenge');
    expect(resultTitle(result)).toBe('vs Computer');
    expect(resultTitle({ ...result, kind: undefined })).toBe('Shared Gridable Result');
  });

  it('is refused a completion time before Gridable existed', async () => {
    for (const completedAt of ['1970-01-01T00:00:00.000Z', '2024-12-31T09:00:00.000Z']) {
      expect(
        await post(`${server.url}/api/public-results`, computerResult({ completedAt }), { ip: nextIp() }),
      ).toEqual({ status: 400, body: { error: RESULT_MESSAGES.tooEarlyResult, code: 'INVALID_INPUT' } });
    }
  });
});

describe('a share link', () => {
  /** Posts with a Host header of the client's choosing (fetch would not send one). */
  const share = (url: string, host: string) =>
    new Promise<{ status: number; body: PublicResultCreated }>((resolve, reject) => {
      const body = JSON.stringify(computerResult());
      const req = http.request(
        `${url}/api/public-results`,
        {
          method: 'POST',
          headers: { host, 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as PublicResultCreated }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('never names a Host nobody allowed', async () => {
    const created = await share(server.url, 'evil.example');
    expect(created.status).toBe(201);
    expect(created.body.shareUrl).toBe(`/share/${created.body.shareId}`);
  });

  it('names a Host on ALLOWED_HOSTS', async () => {
    const created = await share(allowing.url, 'play.example');
    expect(created.body.shareUrl).toBe(`http://play.example/share/${created.body.shareId}`);
    expect((await share(allowing.url, 'evil.example')).body.shareUrl).toMatch(/^\/share\//);
  });
});

describe('sharing a friend game past the misses budget', () => {
  it('no longer says whether a guessed game exists', async () => {
    const address = nextIp();
    const existing = await createGame(server.url);
    const friend = computerResult({ gameId: existing, kind: 'friend', gameMode: 'multiplayer' });
    // Within the budget the answer tells an unfinished game (409) from a missing one (404).
    expect((await post(`${server.url}/api/public-results`, friend, { ip: address })).status).toBe(409);
    for (let i = 0; i < BUDGETS.misses.limit; i++) {
      const res = await fetch(`${server.url}/api/games/ZZZZ${i % 10}`, {
        headers: { 'x-forwarded-for': address },
      });
      expect(res.status).toBe(404);
    }
    expect(await post(`${server.url}/api/public-results`, friend, { ip: address })).toEqual({
      status: 429,
      body: { error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' },
    });
  });
});
