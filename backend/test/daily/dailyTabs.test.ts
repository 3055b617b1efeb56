// One player, two tabs (or devices) on the same daily game: a move sent from a screen that has fallen behind
// must not land in a later round, where it would place a blind letter the player never saw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVE_ERROR_MESSAGES } from '@gridable/common';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { getJson } from './support/http';
import { actAs, createDailyGame, newPlayer, type GameReply } from './support/dailyPlay';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stale = { status: 409, body: { error: MOVE_ERROR_MESSAGES.staleVersion, code: 'STALE_VERSION' } };

async function startInRound2(playerUUID: string): Promise<string> {
  const { body } = await createDailyGame(server.url, playerUUID);
  const gameId = body.game.gameId;
  expect(
    (await actAs(server.url, playerUUID, gameId, { action: 'PLACE_LETTER', cellIndex: 0, round: 1 })).status,
  ).toBe(200);
  expect(
    (await actAs(server.url, playerUUID, gameId, { action: 'SELECT_LETTER', letter: 'A', round: 2 })).status,
  ).toBe(200);
  return gameId;
}

describe('two tabs of the same daily game', () => {
  it('refuses a placement meant for a round the other tab already finished', async () => {
    const playerUUID = newPlayer();
    const gameId = await startInRound2(playerUUID);
    // Tab A places round 2's A; tab B, still showing "place the A", then taps another cell.
    expect(
      (await actAs(server.url, playerUUID, gameId, { action: 'PLACE_LETTER', cellIndex: 1, round: 2 }))
        .status,
    ).toBe(200);
    expect(
      await actAs(server.url, playerUUID, gameId, { action: 'PLACE_LETTER', cellIndex: 7, round: 2 }),
    ).toEqual(stale);

    const { body } = await getJson<GameReply>(
      `${server.url}/api/daily-challenge-simple/${gameId}?playerUUID=${playerUUID}`,
    );
    expect(body.game).toMatchObject({ currentRound: 3, roundState: 'LETTER_PROVIDED' });
    expect(body.game.playerGrid.flat().filter((cell) => cell !== null)).toHaveLength(2);
    expect(
      await server.models.dailySubmissions.countDocuments({ gameId, submissionType: 'PLACE_LETTER' }),
    ).toBe(2);
  });

  it('lets exactly one of two placements sent at once for the same round through', async () => {
    const playerUUID = newPlayer();
    const gameId = await startInRound2(playerUUID);
    const replies = await Promise.all([
      actAs(server.url, playerUUID, gameId, { action: 'PLACE_LETTER', cellIndex: 5, round: 2 }),
      actAs(server.url, playerUUID, gameId, { action: 'PLACE_LETTER', cellIndex: 10, round: 2 }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const { body } = await getJson<GameReply>(
      `${server.url}/api/daily-challenge-simple/${gameId}?playerUUID=${playerUUID}`,
    );
    expect(body.game.currentRound).toBe(3);
    expect(body.game.playerGrid.flat().filter((cell) => cell !== null)).toHaveLength(2);
  });

  it('refuses a letter chosen for a round the game has left, and still takes moves without a round', async () => {
    const playerUUID = newPlayer();
    const gameId = await startInRound2(playerUUID);
    expect(
      (await actAs(server.url, playerUUID, gameId, { action: 'PLACE_LETTER', cellIndex: 1 })).status,
    ).toBe(200);
    expect(
      (await actAs(server.url, playerUUID, gameId, { action: 'PLACE_LETTER', cellIndex: 2 })).status,
    ).toBe(200);
    expect(
      await actAs(server.url, playerUUID, gameId, { action: 'SELECT_LETTER', letter: 'E', round: 2 }),
    ).toEqual(stale);
    expect(
      (await actAs(server.url, playerUUID, gameId, { action: 'SELECT_LETTER', letter: 'E', round: 4 }))
        .status,
    ).toBe(200);
  });

  it('answers a round that is not a round with 400', async () => {
    const playerUUID = newPlayer();
    const { body } = await createDailyGame(server.url, playerUUID);
    for (const round of [0, 17, 1.5, '1', null]) {
      const reply = await actAs(server.url, playerUUID, body.game.gameId, {
        action: 'PLACE_LETTER',
        cellIndex: 0,
        round,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatch(/round/);
    }
  });
});
