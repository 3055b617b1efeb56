// A client that knows only the spec's API table plays the daily: its create and resume calls set an HttpOnly
// owner cookie, and its actions carry exactly { action, cellIndex } / { action, letter }, nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlindRound, type DailyGameView } from '@gridable/common';
import { DAILY_MESSAGES } from '@gridable/common/messages';
import { startTestServer } from '../support/testServer';
import type { RunningServer } from '../../src/startServer';
import { useDailyServer } from './support/dailyServer';
import { CookieClient } from './support/cookieClient';
import { newPlayer } from './support/dailyPlay';
import { OWNER_COOKIE } from '../../src/daily/ownerCookie';

interface GameReply {
  success: boolean;
  game: DailyGameView;
  isOwner: boolean;
  error?: string;
}

const server = useDailyServer(new Date('2026-11-20T10:00:00Z'));
const CHOSEN = ['E', 'A', 'T', 'S', 'O', 'R', 'N', 'D'];

async function startGame(client: CookieClient, playerUUID = newPlayer()) {
  const created = await client.post<GameReply>('/api/daily-challenge-simple', {
    playerUUID,
    userTimezone: 'UTC',
  });
  expect(created.status).toBe(201);
  return { playerUUID, created, gameId: created.body.game.gameId };
}

const actionPath = (gameId: string) => `/api/daily-challenge-simple/${gameId}/action`;

describe('a spec client with a cookie jar', () => {
  it('plays a whole daily with the spec’s bodies alone', async () => {
    const client = new CookieClient(server.url);
    const { created, gameId } = await startGame(client);
    const [ownerCookie] = created.setCookies;
    expect(ownerCookie).toMatch(new RegExp(`^${OWNER_COOKIE}=[A-Za-z0-9_-]{32};`));
    expect(ownerCookie).toContain('HttpOnly');
    expect(ownerCookie).toContain('SameSite=Lax');
    expect(ownerCookie).toContain(`Path=/api/daily-challenge-simple/${gameId}`);
    // Plain HTTP with no trusted proxy saying otherwise: a Secure cookie would never come back.
    expect(ownerCookie).not.toContain('Secure');

    let game = created.body.game;
    let actions = 0;
    while (game.status === 'active') {
      const round = game.currentRound;
      if (!isBlindRound(round)) {
        const chose = await client.post<GameReply>(actionPath(gameId), {
          action: 'SELECT_LETTER',
          letter: CHOSEN[round / 2 - 1],
        });
        expect(chose.status, chose.body.error).toBe(200);
        actions++;
        game = chose.body.game;
        if (game.status !== 'active') break;
      }
      const placed = await client.post<GameReply>(actionPath(gameId), {
        action: 'PLACE_LETTER',
        cellIndex: round - 1,
      });
      expect(placed.status, placed.body.error).toBe(200);
      expect(placed.body.isOwner).toBe(true);
      actions++;
      game = placed.body.game;
    }
    expect(game).toMatchObject({ status: 'completed', completedRounds: 16 });
    expect(game.player2Grid.flat().every((cell) => cell !== null)).toBe(true);
    // A placement every round and a choice every even round; the last choice places itself.
    expect(actions).toBe(16 + 8 - 1);

    // The spec's GET sends nothing but the cookie, and is told the game is the asker's.
    const resumed = await client.get<GameReply>(`/api/daily-challenge-simple/${gameId}`);
    expect(resumed.body).toMatchObject({ isOwner: true, game: { status: 'completed' } });
  });

  it('refuses a client with neither cookie nor playerUUID, or the wrong ones, and changes nothing', async () => {
    const owner = new CookieClient(server.url);
    const { gameId } = await startGame(owner);
    const stranger = new CookieClient(server.url);
    const notYours = { status: 403, body: { error: DAILY_MESSAGES.notYourGame, code: 'NOT_YOUR_GAME' } };
    const move = { action: 'PLACE_LETTER', cellIndex: 0 };

    const bare = await stranger.post(actionPath(gameId), move);
    expect({ status: bare.status, body: bare.body }).toEqual(notYours);

    // A cookie of the right name with a made-up value, and another player's real cookie for their own game.
    const forged = new CookieClient(server.url);
    forged.cookies.push({
      name: OWNER_COOKIE,
      value: 'A'.repeat(32),
      path: `/api/daily-challenge-simple/${gameId}`,
      attributes: [],
    });
    const forgedReply = await forged.post(actionPath(gameId), move);
    expect({ status: forgedReply.status, body: forgedReply.body }).toEqual(notYours);

    const other = new CookieClient(server.url);
    await startGame(other);
    other.cookies[0] = { ...other.cookies[0]!, path: `/api/daily-challenge-simple/${gameId}` };
    const borrowed = await other.post(actionPath(gameId), move);
    expect({ status: borrowed.status, body: borrowed.body }).toEqual(notYours);

    const wrongUUID = await stranger.post(actionPath(gameId), { ...move, playerUUID: newPlayer() });
    expect({ status: wrongUUID.status, body: wrongUUID.body }).toEqual(notYours);

    const seen = await owner.get<GameReply>(`/api/daily-challenge-simple/${gameId}`);
    expect(seen.body.game).toMatchObject({ currentRound: 1, completedRounds: 0 });
    expect(await server.models.dailySubmissions.countDocuments({ gameId })).toBe(0);
  });

  it('gives a resuming player the cookie, and still takes playerUUID in the body', async () => {
    const first = new CookieClient(server.url);
    const { playerUUID, gameId } = await startGame(first);

    // Another browser of the same player: the GET with their playerUUID hands it the cookie.
    const second = new CookieClient(server.url);
    const looked = await second.get<GameReply>(
      `/api/daily-challenge-simple/${gameId}?playerUUID=${playerUUID}`,
    );
    expect(looked.body.isOwner).toBe(true);
    expect(looked.setCookies[0]).toContain(`${OWNER_COOKIE}=`);
    const placed = await second.post<GameReply>(actionPath(gameId), { action: 'PLACE_LETTER', cellIndex: 0 });
    expect(placed.status).toBe(200);

    // A create for a day in progress is a resume: it renews the cookie too.
    const third = new CookieClient(server.url);
    const again = await third.post<GameReply>('/api/daily-challenge-simple', {
      playerUUID,
      userTimezone: 'UTC',
    });
    expect(again.status).toBe(200);
    expect(again.setCookies[0]).toContain(`${OWNER_COOKIE}=`);

    // The web app's way: no cookie at all, the UUID in the body.
    const app = new CookieClient(server.url);
    const chose = await app.post<GameReply>(actionPath(gameId), {
      action: 'SELECT_LETTER',
      letter: 'E',
      playerUUID,
    });
    expect(chose.status).toBe(200);
    expect(chose.body.game.currentRound).toBe(2);

    // A look without proof gets no cookie and is not the owner.
    const peek = await new CookieClient(server.url).get<GameReply>(`/api/daily-challenge-simple/${gameId}`);
    expect(peek.body.isOwner).toBe(false);
    expect(peek.setCookies).toEqual([]);
  });

  it("does not take a browser's cookie for the game's player once it names another (it moved devices)", async () => {
    const phone = new CookieClient(server.url);
    const { gameId } = await startGame(phone);
    await phone.post(actionPath(gameId), { action: 'PLACE_LETTER', cellIndex: 0 });
    // The phone now plays as the laptop's player, and still holds the cookie of the game it began as itself.
    const adopted = newPlayer();

    const looked = await phone.get<GameReply>(`/api/daily-challenge-simple/${gameId}?playerUUID=${adopted}`);
    expect(looked.body.isOwner).toBe(false);
    const moved = await phone.post(actionPath(gameId), {
      action: 'PLACE_LETTER',
      cellIndex: 1,
      playerUUID: adopted,
    });
    expect(moved.status).toBe(403);
    // Without a player named, the cookie still proves the game its own.
    const bare = await phone.get<GameReply>(`/api/daily-challenge-simple/${gameId}`);
    expect(bare.body.isOwner).toBe(true);
  });

  it('gives a game made before cookies existed a token when its player resumes it', async () => {
    const client = new CookieClient(server.url);
    const { playerUUID, gameId } = await startGame(client);
    await server.models.dailyGames.updateOne({ gameId }, { $set: { ownerToken: null } });
    const stale = await client.post(actionPath(gameId), { action: 'PLACE_LETTER', cellIndex: 0 });
    expect(stale.status).toBe(403);

    const resumed = await client.post<GameReply>('/api/daily-challenge-simple', {
      playerUUID,
      userTimezone: 'UTC',
    });
    expect(resumed.status).toBe(200);
    const placed = await client.post<GameReply>(actionPath(gameId), { action: 'PLACE_LETTER', cellIndex: 0 });
    expect(placed.status).toBe(200);
  });
});

describe('behind a TLS proxy', () => {
  let proxied: RunningServer;
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => proxied.close());

  it('marks the cookie Secure when the trusted proxy says the request came over HTTPS', async () => {
    const overTls = new CookieClient(proxied.url, { 'x-forwarded-proto': 'https' });
    const { created } = await startGame(overTls);
    expect(created.setCookies[0]).toMatch(/; Secure/);
  });
});
