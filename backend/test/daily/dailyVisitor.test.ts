// Someone else's daily game opened from its link: its letters wait until the visitor has played that day or the
// day is over everywhere, so a game link pasted in a group chat spoils nothing. The clock is the test's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOverEverywhereAt, emptyGrid, gameNumberForDay, type DailyGameView } from '@gridable/common';
import { startTestServer } from '../support/testServer';
import { createInlineDrawer } from '../support/inlineDrawer';
import type { Listening } from '../support/appServer';
import type { RunningServer } from '../../src/startServer';
import { createDailyFeature } from '../../src/daily/dailyFeature';
import { mountFeatures } from './support/featureServer';
import { getJson } from './support/http';
import { actAs, createDailyGame, newPlayer, playToCompletion, type GameReply } from './support/dailyPlay';
import { storeDay } from './support/days';

const DAY = '2026-03-10';
let clock = new Date(`${DAY}T10:00:00Z`);
let server: RunningServer;
let mounted: Listening;

beforeAll(async () => {
  server = await startTestServer();
  await storeDay(server.models, DAY, gameNumberForDay(DAY), 'OMBWNADA');
  mounted = await mountFeatures(server, (ctx) => [
    createDailyFeature(ctx, { now: () => clock, drawer: createInlineDrawer() }),
  ]);
});
afterAll(async () => {
  await mounted.close();
  await server.close();
});

async function look(gameId: string, viewer?: string): Promise<GameReply> {
  const query = viewer ? `?playerUUID=${viewer}` : '';
  const reply = await getJson<GameReply>(`${mounted.url}/api/daily-challenge-simple/${gameId}${query}`);
  expect(reply.status).toBe(200);
  return reply.body;
}

async function finishedGame(playerUUID: string): Promise<DailyGameView> {
  const created = await createDailyGame(mounted.url, playerUUID);
  expect(created.status).toBe(201);
  return playToCompletion(mounted.url, playerUUID, created.body.game, [...'ETAEOSRE']);
}

describe("a visitor to someone's daily game", () => {
  it('sees the score but no letter while the day is open, and everything once they have played it', async () => {
    const owner = newPlayer();
    const game = await finishedGame(owner);
    expect(game.playerGrid.flat().every((cell) => cell !== null)).toBe(true);

    const hidden = {
      isOwner: false,
      game: {
        status: 'completed',
        playerScore: game.playerScore,
        playerGrid: emptyGrid(),
        player2Grid: emptyGrid(),
        playerWords: [],
        player2Words: [],
        currentLetter: null,
        lettersHidden: true,
      },
    };
    const stranger = newPlayer();
    expect(await look(game.gameId)).toMatchObject(hidden);
    expect(await look(game.gameId, stranger)).toMatchObject(hidden);
    // The legacy game call answers for daily ids too, and keeps the same rule.
    const legacy = await getJson<GameReply>(`${mounted.url}/api/games/${game.gameId}`);
    expect(legacy.body).toMatchObject({ game: hidden.game });

    // The player themselves, by UUID, sees their own grid.
    expect(await look(game.gameId, owner)).toEqual({ success: true, game, isOwner: true });

    // Once the stranger has played the day, the letters are no secret to them.
    await finishedGame(stranger);
    const afterPlaying = await look(game.gameId, stranger);
    expect(afterPlaying).toEqual({ success: true, game, isOwner: false });
  });

  it('hides the letter of a game still being played', async () => {
    const owner = newPlayer();
    const { body } = await createDailyGame(mounted.url, owner);
    const placed = await actAs(mounted.url, owner, body.game.gameId, {
      action: 'PLACE_LETTER',
      cellIndex: 5,
    });
    const chose = await actAs(mounted.url, owner, body.game.gameId, { action: 'SELECT_LETTER', letter: 'Q' });
    expect([placed.status, chose.status]).toEqual([200, 200]);
    const seen = await look(body.game.gameId);
    expect(seen.game).toMatchObject({ currentRound: 2, currentLetter: null, playerGrid: emptyGrid() });
    expect(JSON.stringify(seen)).not.toMatch(/"[OQ]"/);
  });

  it('shows the grid to anyone once the day is over everywhere', async () => {
    const game = await finishedGame(newPlayer());
    clock = dayOverEverywhereAt(DAY);
    try {
      expect(await look(game.gameId)).toEqual({ success: true, game, isOwner: false });
    } finally {
      clock = new Date(`${DAY}T10:00:00Z`);
    }
  });
});
