import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DailyGameView,
  createDailyGameCore,
  emptyGrid,
  dayForGameNumber,
  isBlindRound,
  scoreGrid,
  toDdMmYyyy,
} from '@gridable/common';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { createDailyFeature } from '../../src/daily/dailyFeature';
import { mountFeatures } from './support/featureServer';
import { getJson, postJson } from './support/http';
import { act, actAs, createDailyGame, newPlayer } from './support/dailyPlay';
import { storeDay, storedLetters } from './support/days';
import {
  alreadyCompletedMessage,
  DAILY_MESSAGES,
  GAME_MESSAGES,
  MOVE_ERROR_MESSAGES,
} from '@gridable/common/messages';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a whole daily game through the action endpoint', () => {
  it('takes the blind letters in odd rounds and the player’s letters in even ones, and scores the final grid', async () => {
    const playerUUID = newPlayer();
    const created = await createDailyGame(server.url, playerUUID);
    expect(created.status).toBe(201);
    let game = DailyGameView.parse(created.body.game);
    expect(game.gameId).toMatch(new RegExp(`^DCS-G${game.gameNumber}-[A-Za-z0-9]{12}$`));
    // The view never names its owner: the UUID is their identity in friend games too.
    expect(game).toMatchObject({
      status: 'active',
      currentRound: 1,
      player1: 'AI',
      player2UUID: null,
      archive: false,
    });
    expect(JSON.stringify(created.body)).not.toContain(playerUUID);
    expect(created.body.isOwner).toBe(true);

    const sequenceUrl = `${server.url}/api/daily-challenge-sequence/${encodeURIComponent(toDdMmYyyy(game.dailyChallengeDate))}`;
    // Today is still being played: the letters stay blind, to strangers and to this player until they finish.
    for (const url of [sequenceUrl, `${sequenceUrl}?playerUUID=${playerUUID}`]) {
      expect((await getJson(url)).body).toMatchObject({ success: true, revealed: false, sequence: null });
    }
    const blind = await storedLetters(server.models, game.dailyChallengeDate);
    const chosen = ['A', 'T', 'E', 'S', 'O', 'N', 'R', 'D'];

    for (let round = 1; round <= 16; round++) {
      expect(game.currentRound).toBe(round);
      if (isBlindRound(round)) {
        // The AI (seat 1) "chose" the round's blind letter, so it is already there to place.
        expect(game).toMatchObject({
          currentLetter: blind[(round - 1) / 2],
          roundState: 'LETTER_PROVIDED',
          currentTurn: 1,
        });
      } else {
        expect(game).toMatchObject({ currentLetter: null, roundState: 'AWAITING_LETTER', currentTurn: 2 });
        const selected = await act(server.url, game.gameId, {
          action: 'SELECT_LETTER',
          letter: chosen[round / 2 - 1]?.toLowerCase(),
          playerUUID,
        });
        expect(selected.status).toBe(200);
        game = DailyGameView.parse(selected.body.game);
        if (round === 16) break; // the final letter places itself
        expect(game).toMatchObject({ currentLetter: chosen[round / 2 - 1], roundState: 'LETTER_PROVIDED' });
      }
      const placed = await act(server.url, game.gameId, {
        action: 'PLACE_LETTER',
        cellIndex: round - 1,
        playerUUID,
      });
      expect(placed.status).toBe(200);
      game = DailyGameView.parse(placed.body.game);
    }

    const expectedCells = Array.from({ length: 16 }, (_, i) =>
      i % 2 === 0 ? blind[i / 2] : chosen[(i - 1) / 2],
    );
    expect(game.playerGrid.flat()).toEqual(expectedCells);
    const scored = scoreGrid(game.playerGrid);
    expect(game).toMatchObject({
      status: 'completed',
      completedRounds: 16,
      playerScore: scored.total,
      player2Score: scored.total,
    });
    expect(game.playerWords).toEqual(scored.words);

    // Finished: the end screen may now show "Today's sequence was ...", to this player only.
    expect((await getJson(`${sequenceUrl}?playerUUID=${playerUUID}`)).body).toMatchObject({
      revealed: true,
      sequence: blind,
    });
    expect((await getJson(`${sequenceUrl}?playerUUID=${newPlayer()}`)).body).toMatchObject({
      revealed: false,
      sequence: null,
    });

    // Every submission is in the audit log: 8 blind placements, 7 choose-and-place rounds, and the final letter.
    const log = await server.models.dailySubmissions
      .find({ gameId: game.gameId })
      .sort({ timestamp: 1, _id: 1 })
      .lean();
    expect(log).toHaveLength(24);
    expect(log.filter((s) => s.submissionType === 'SELECT_LETTER').map((s) => s.letterSubmitted)).toEqual(
      chosen,
    );
    expect(log.filter((s) => s.submissionType === 'PLACE_LETTER').map((s) => s.cellIndex)).toEqual(
      Array.from({ length: 16 }, (_, i) => i),
    );
    expect(log.at(-1)).toMatchObject({
      round: 16,
      letterSubmitted: 'D',
      cellIndex: 15,
      gridState: game.playerGrid,
    });
    expect(log[0]).toMatchObject({
      playerUUID,
      gameNumber: game.gameNumber,
      date: game.dailyChallengeDate,
      round: 1,
    });

    // The completed day: a second create answers 409 with the completion, and the scores count it.
    const again = await createDailyGame(server.url, playerUUID);
    const completion = {
      date: game.dailyChallengeDate,
      gameNumber: game.gameNumber,
      finalScore: scored.total,
      gameId: game.gameId,
    };
    expect(again).toEqual({
      status: 409,
      body: { error: alreadyCompletedMessage(scored.total), completion, code: 'ALREADY_COMPLETED' },
    });

    for (const date of [game.dailyChallengeDate, toDdMmYyyy(game.dailyChallengeDate)]) {
      const check = await getJson(
        `${server.url}/api/daily-challenge/check-completion?date=${encodeURIComponent(date)}&playerUUID=${playerUUID}`,
      );
      expect(check).toEqual({ status: 200, body: { success: true, hasCompleted: true, completion } });
    }
    expect(
      await getJson(`${server.url}/api/daily-challenge/game-high-score?gameNumber=${game.gameNumber}`),
    ).toMatchObject({
      status: 200,
      // The player's identity was made today: it plays and scores, but sets no high score.
      body: { success: true, highScore: null },
    });

    const late = await actAs(server.url, playerUUID, game.gameId, { action: 'PLACE_LETTER', cellIndex: 0 });
    expect(late).toEqual({
      status: 409,
      body: { error: MOVE_ERROR_MESSAGES.gameCompleted, code: 'NOT_ACTIVE' },
    });
    const reread = await getJson<{ game: DailyGameView; isOwner: boolean }>(
      `${server.url}/api/daily-challenge-simple/${game.gameId}`,
    );
    expect(reread.status).toBe(200);
    // A look without proof is a visitor's: today is still being played, so the score shows and no letter does.
    expect(reread.body).toEqual({
      success: true,
      game: {
        ...game,
        playerGrid: emptyGrid(),
        player2Grid: emptyGrid(),
        playerWords: [],
        player2Words: [],
        currentLetter: null,
        lettersHidden: true,
      },
      isOwner: false,
    });
    const asOwner = await getJson<{ isOwner: boolean }>(
      `${server.url}/api/daily-challenge-simple/${game.gameId}?playerUUID=${playerUUID}`,
    );
    expect(asOwner.body.isOwner).toBe(true);
  });
});

describe('actions out of turn', () => {
  it('refuses what the round does not allow, with the reason', async () => {
    const playerUUID = newPlayer();
    const { body } = await createDailyGame(server.url, playerUUID);
    const { gameId } = body.game;
    const act = (_url: string, id: string, move: Record<string, unknown>) =>
      actAs(server.url, playerUUID, id, move);

    // Odd rounds take the blind letter: the player may not choose one.
    expect(await act(server.url, gameId, { action: 'SELECT_LETTER', letter: 'Q' })).toEqual({
      status: 403,
      body: { error: MOVE_ERROR_MESSAGES.blindRound, code: 'NOT_YOUR_TURN' },
    });
    expect((await act(server.url, gameId, { action: 'PLACE_LETTER', cellIndex: 5 })).status).toBe(200);

    // Round 2: nothing to place until the player chooses (docs/PROTOCOL.md §5's wording).
    expect(await act(server.url, gameId, { action: 'PLACE_LETTER', cellIndex: 0 })).toEqual({
      status: 409,
      body: { error: MOVE_ERROR_MESSAGES.noLetterSelected, code: 'CONFLICT' },
    });
    expect((await act(server.url, gameId, { action: 'SELECT_LETTER', letter: 'E' })).status).toBe(200);
    expect(await act(server.url, gameId, { action: 'SELECT_LETTER', letter: 'A' })).toEqual({
      status: 409,
      body: { error: MOVE_ERROR_MESSAGES.letterAlreadyChosen, code: 'CONFLICT' },
    });
    expect(await act(server.url, gameId, { action: 'PLACE_LETTER', cellIndex: 5 })).toEqual({
      status: 409,
      body: { error: MOVE_ERROR_MESSAGES.cellOccupied, code: 'CONFLICT' },
    });

    // Refused moves changed nothing: the game is still round 2 with E waiting to be placed.
    const { body: still } = await getJson<{ game: DailyGameView }>(
      `${server.url}/api/daily-challenge-simple/${gameId}?playerUUID=${playerUUID}`,
    );
    expect(still.game).toMatchObject({ currentRound: 2, currentLetter: 'E', roundState: 'LETTER_PROVIDED' });
    const log = await server.models.dailySubmissions.countDocuments({ gameId });
    expect(log).toBe(2);
  });

  it('answers malformed actions with 400 and a sentence, never a 500', async () => {
    const playerUUID = newPlayer();
    const { body } = await createDailyGame(server.url, playerUUID);
    const url = (id: string) => `${server.url}/api/daily-challenge-simple/${id}/action`;
    const cases: [unknown, string][] = [
      [{ action: 'PLACE_LETTER', cellIndex: 16, playerUUID }, 'cellIndex must be from 0 to 15'],
      [
        { action: 'PLACE_LETTER', cellIndex: 1.5, playerUUID },
        'cellIndex must be a whole number from 0 to 15',
      ],
      [{ action: 'PLACE_LETTER', playerUUID }, 'cellIndex must be a number from 0 to 15'],
      [{ action: 'SELECT_LETTER', letter: 'QU', playerUUID }, 'Letter must be a single letter A-Z'],
      [{ action: 'SELECT_LETTER', letter: 'A', playerUUID: 'nope' }, 'playerUUID must be a UUID'],
      [{ action: 'JUMP' }, MOVE_ERROR_MESSAGES.invalidMove],
      ['[]', 'Request body must be a JSON object'],
    ];
    for (const [request, error] of cases) {
      expect(await postJson(url(body.game.gameId), request), JSON.stringify(request)).toEqual({
        status: 400,
        body: { error, code: 'INVALID_INPUT' },
      });
    }
  });

  it('refuses anyone but the game’s player, even one holding its link', async () => {
    const owner = newPlayer();
    const { body } = await createDailyGame(server.url, owner);
    const notYours = { status: 403, body: { error: DAILY_MESSAGES.notYourGame, code: 'NOT_YOUR_GAME' } };
    expect(
      await actAs(server.url, newPlayer(), body.game.gameId, { action: 'PLACE_LETTER', cellIndex: 0 }),
    ).toEqual(notYours);
    expect(
      await actAs(server.url, newPlayer(), body.game.gameId, { action: 'SELECT_LETTER', letter: 'A' }),
    ).toEqual(notYours);
    const { body: still } = await getJson<{ game: DailyGameView; isOwner: boolean }>(
      `${server.url}/api/daily-challenge-simple/${body.game.gameId}?playerUUID=${newPlayer()}`,
    );
    expect(still).toMatchObject({ isOwner: false, game: { currentRound: 1, completedRounds: 0 } });
  });

  it('tells a bad id from a missing game', async () => {
    const invalid = { error: DAILY_MESSAGES.invalidGameUrl, code: 'INVALID_INPUT' };
    expect(await getJson(`${server.url}/api/daily-challenge-simple/not-a-game`)).toEqual({
      status: 400,
      body: invalid,
    });
    expect(await actAs(server.url, newPlayer(), 'DCS-G1', { action: 'PLACE_LETTER', cellIndex: 0 })).toEqual({
      status: 404,
      body: { error: GAME_MESSAGES.gameNotFound, code: 'GAME_NOT_FOUND' },
    });
    expect(await actAs(server.url, newPlayer(), 'ABCDE', { action: 'PLACE_LETTER', cellIndex: 0 })).toEqual({
      status: 400,
      body: invalid,
    });
    expect(await getJson(`${server.url}/api/daily-challenge-simple/DCS-G5-abcdefghijkm`)).toEqual({
      status: 404,
      body: { error: GAME_MESSAGES.gameNotFound, code: 'GAME_NOT_FOUND' },
    });
  });
});

describe('one daily game per player per day', () => {
  it('gives the game in progress to a second create, even when the creates race', async () => {
    const playerUUID = newPlayer();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => createDailyGame(server.url, playerUUID)),
    );
    const ids = new Set(replies.map((r) => r.body.game.gameId));
    expect(ids.size).toBe(1);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    expect(await server.models.dailyGames.countDocuments({ playerUUID })).toBe(1);

    // Progress survives a later create: it returns the same game where the player left it.
    const [first] = replies;
    await actAs(server.url, playerUUID, first!.body.game.gameId, { action: 'PLACE_LETTER', cellIndex: 3 });
    const later = await createDailyGame(server.url, playerUUID);
    expect(later.status).toBe(200);
    expect(later.body.game).toMatchObject({ gameId: first!.body.game.gameId, currentRound: 2 });
  });

  it('refuses a create without a valid playerUUID or time zone', async () => {
    const url = `${server.url}/api/daily-challenge-simple`;
    expect(await postJson(url, {})).toEqual({
      status: 400,
      body: { error: 'playerUUID must be a UUID', code: 'INVALID_INPUT' },
    });
    expect(await postJson(url, { playerUUID: newPlayer(), userTimezone: 'Mars/Olympus' })).toEqual({
      status: 400,
      body: { error: 'Unknown time zone', code: 'INVALID_INPUT' },
    });
  });
});

describe('legacy DC- ids through GET /api/games/{id}', () => {
  it('answers a DC- id in the daily game shape with the player in seat 2', async () => {
    const playerUUID = newPlayer();
    const gameNumber = 12;
    const day = dayForGameNumber(gameNumber);
    // An older installation stored this day; its letters stay as they are.
    const letters = await storeDay(server.models, day, gameNumber, 'LEGACYAB');
    await server.models.dailyGames.create({
      ...createDailyGameCore(gameNumber, letters),
      gameId: 'DC-G12-legacy7',
      playerUUID,
      dailyChallengeDate: day,
    });
    const reply = await getJson<{ success: true; game: DailyGameView; playerInfo: unknown }>(
      `${server.url}/api/games/DC-G12-legacy7`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(DailyGameView.parse(reply.body.game)).toMatchObject({
      gameId: 'DC-G12-legacy7',
      gameMode: 'daily',
      gameNumber: 12,
      dailyChallengeDate: day,
      currentLetter: 'L',
      player2UUID: null,
    });
    expect(reply.body.playerInfo).toEqual({ playerId: 2, isYourTurn: true });

    // The legacy game plays on through the daily action endpoint.
    expect(
      (await actAs(server.url, playerUUID, 'DC-G12-legacy7', { action: 'PLACE_LETTER', cellIndex: 0 })).body
        .game.currentRound,
    ).toBe(2);
    expect(await storedLetters(server.models, day)).toEqual([...'LEGACYAB']);
    expect(await getJson(`${server.url}/api/games/DC-G12-missing`)).toEqual({
      status: 404,
      body: { error: GAME_MESSAGES.gameNotFound, code: 'GAME_NOT_FOUND' },
    });
  });

  it('passes every non-daily id on to the feature mounted after it', async () => {
    const later = Router();
    later.get('/games/:gameId', (req, res) => {
      res.json({ handledBy: 'games', gameId: req.params.gameId });
    });
    const mounted = await mountFeatures(server, (ctx) => [createDailyFeature(ctx)], {
      extraRouters: [later],
    });
    try {
      expect(await getJson(`${mounted.url}/api/games/AB3CD`)).toEqual({
        status: 200,
        body: { handledBy: 'games', gameId: 'AB3CD' },
      });
      expect((await getJson(`${mounted.url}/api/games/DC-G1-nothing`)).status).toBe(404);
    } finally {
      await mounted.close();
    }
  });
});
