// A player may have OPEN_GAMES_CAP friend games open (waiting for a friend or in progress, either seat): one
// more create, join or rematch is refused with 409 and the sentence Home shows, over REST and the socket. Before,
// there was no bound: one client could open thousands of games, each a row of its Home and a record here.
// Their own games stay theirs to return to, a finished or withdrawn game frees a place, and dailies never count.
import { describe, expect, it } from 'vitest';
import { GAME_MESSAGES, OPEN_GAMES_CAP, type MyGamesResponse, type SocketAck } from '@gridable/common';
import { useGameServer } from './support/suite';
import { joinRest, joinSocket, newIdentity, type Identity } from './support/players';
import { freshIp, post } from './support/http';
import { connectPlayer } from './support/socketPlayer';

const ctx = useGameServer();

const TOO_MANY = { error: GAME_MESSAGES.tooManyGames, code: 'TOO_MANY_GAMES' as const };

/** Create New Game as the app sends it; each from its own address, so the per-address budgets stay out of it. */
const create = (who: Identity) =>
  post<{ gameId: string }>(
    `${ctx.url}/api/games`,
    { clientId: who.clientId, playerUUID: who.playerUUID },
    { ip: freshIp() },
  );

const join = (gameId: string, who: Identity) =>
  post(
    `${ctx.url}/api/games/${gameId}/join`,
    { clientId: who.clientId, playerUUID: who.playerUUID },
    { ip: freshIp() },
  );

async function created(who: Identity): Promise<string> {
  const res = await create(who);
  expect(res.status).toBe(201);
  return res.body.gameId;
}

/** A player with OPEN_GAMES_CAP games open: half waiting for a friend, half joined by one. */
async function atTheCap(): Promise<{ player: Identity; games: string[] }> {
  const player = newIdentity();
  const games: string[] = [];
  for (let i = 0; i < OPEN_GAMES_CAP; i++) {
    const gameId = await created(player);
    if (i % 2) await joinRest(ctx.url, gameId, 2, newIdentity());
    games.push(gameId);
  }
  return { player, games };
}

const hubOf = async (who: Identity) =>
  (await post<MyGamesResponse>(`${ctx.url}/api/my-games`, { playerUUID: who.playerUUID })).body;

describe('the cap on open friend games', () => {
  it('refuses one more game over REST with 409 and the sentence, and keeps what was refused out', async () => {
    const { player, games } = await atTheCap();
    const refused = await create(player);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject(TOO_MANY);

    // Taking a seat in a friend's game is one more too; joining as player 2 or as the creator of a bare game.
    const friendsGame = await created(newIdentity());
    const joined = await join(friendsGame, player);
    expect(joined.status).toBe(409);
    expect(joined.body).toMatchObject(TOO_MANY);
    const bare = await post<{ gameId: string }>(`${ctx.url}/api/games`, {}, { ip: freshIp() });
    expect((await join(bare.body.gameId, player)).status).toBe(409);
    // Nor does a game created with the tab's clientId alone, its seat then claimed with the player's UUID.
    const byClient = await post<{ gameId: string }>(
      `${ctx.url}/api/games`,
      { clientId: player.clientId },
      { ip: freshIp() },
    );
    expect(byClient.status).toBe(201);
    const claimed = await join(byClient.body.gameId, player);
    expect(claimed.status).toBe(409);
    expect(claimed.body).toMatchObject(TOO_MANY);

    // Their own games are theirs to return to (every reconnect is a join), in either seat.
    for (const gameId of games) expect((await join(gameId, player)).status).toBe(200);
    expect((await hubOf(player)).inProgress.map((g) => g.gameId).sort()).toEqual([...games].sort());
  });

  it('counts games in either seat, and lets a new one in once one ends or is withdrawn', async () => {
    const player = newIdentity();
    const games: string[] = [];
    // Half as the creator, half joining friends' games.
    for (let i = 0; i < OPEN_GAMES_CAP; i++) {
      if (i % 2) {
        const gameId = await created(newIdentity());
        expect((await join(gameId, player)).status).toBe(200);
        games.push(gameId);
      } else games.push(await created(player));
    }
    expect((await create(player)).status).toBe(409);

    const started = games[1] as string;
    const resigned = await post(
      `${ctx.url}/api/games/${started}/resign`,
      { playerUUID: player.playerUUID },
      { ip: freshIp() },
    );
    expect(resigned.status).toBe(200);
    const next = await created(player);
    expect((await create(player)).status).toBe(409);

    const waiting = games[0] as string;
    const withdrawn = await post(
      `${ctx.url}/api/games/${waiting}/withdraw`,
      { playerUUID: player.playerUUID },
      { ip: freshIp() },
    );
    expect(withdrawn.status).toBe(200);
    expect((await create(player)).status).toBe(201);
    expect((await hubOf(player)).inProgress.map((g) => g.gameId)).toContain(next);
  });

  it('refuses a rematch offer at the cap, and never a daily game', async () => {
    const { player, games } = await atTheCap();
    // One of their games with a friend ends, and its place is taken by a new game: at the cap again.
    const finished = games[1] as string;
    const resign = { clientId: player.clientId, playerUUID: player.playerUUID };
    expect((await post(`${ctx.url}/api/games/${finished}/resign`, resign, { ip: freshIp() })).status).toBe(
      200,
    );
    await created(player);

    const offer = await post(`${ctx.url}/api/games/${finished}/rematch`, resign, { ip: freshIp() });
    expect(offer.status).toBe(409);
    expect(offer.body).toMatchObject(TOO_MANY);

    const daily = await post(
      `${ctx.url}/api/daily-challenge-simple`,
      { playerUUID: player.playerUUID, userTimezone: 'UTC' },
      { ip: freshIp() },
    );
    expect(daily.status).toBe(201);
  });

  it('refuses a socket join with an ERROR event and an acknowledgement carrying the code', async () => {
    const { player, games } = await atTheCap();
    const friendsGame = await created(newIdentity());

    // The handshake's implicit join: told by an ERROR event.
    const byHandshake = connectPlayer(ctx.url, {
      auth: { gameId: friendsGame, playerUUID: player.playerUUID, clientId: player.clientId },
    });
    const error = await byHandshake.waitFor('ERROR', () => true, 10_000);
    expect(error).toMatchObject({ message: GAME_MESSAGES.tooManyGames, code: 'TOO_MANY_GAMES' });
    byHandshake.close();

    // The join event: its acknowledgement says so.
    const byEvent = connectPlayer(ctx.url);
    const ack = await byEvent.emit('join', {
      gameId: friendsGame,
      playerUUID: player.playerUUID,
      clientId: player.clientId,
    });
    expect(ack).toMatchObject({ ok: false, ...TOO_MANY } satisfies Partial<SocketAck>);
    byEvent.close();

    // Back into one of their own games over the socket, at the cap.
    const own = await joinSocket(ctx.url, games[0] as string, 1, player);
    expect(own.seat).toBe(1);
    own.close();
  });
});
