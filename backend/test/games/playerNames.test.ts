// Players' names in friend games: given with a create or a join, kept in the seat, shown to the opponent, to
// watchers and in every read of the game; a return under another name renames the seat; a bad name is refused
// with the name rule's own sentence and changes nothing.
import { describe, expect, it } from 'vitest';
import {
  WatchAck,
  nameProblem,
  type CreateGameResponse,
  type GameStateResponse,
  type JoinGameResponse,
  type MyGamesResponse,
  type RematchResponse,
  type ReviewMovesResponse,
  type ServerEvent,
  type SocketJoin,
} from '@gridable/common';
import { io } from 'socket.io-client';
import { useGameServer } from './support/suite';
import { newIdentity, restPlayer, seatStreamUrl, type Identity } from './support/players';
import { connectPlayer, type SocketPlayer } from './support/socketPlayer';
import { openSse } from './support/sseClient';
import { freshIp, get, post } from './support/http';
import { makePlan, playPlan } from './support/gamePlan';

const ctx = useGameServer();
const gameUrl = (gameId: string) => `${ctx.url}/api/games/${gameId}`;

async function create(who: Identity, name?: string): Promise<string> {
  const res = await post<CreateGameResponse>(
    `${ctx.url}/api/games`,
    { clientId: who.clientId, playerUUID: who.playerUUID, ...(name === undefined ? {} : { name }) },
    { ip: who.ip },
  );
  expect(res.status).toBe(201);
  return res.body.gameId;
}

function join(gameId: string, who: Identity, name?: string) {
  return post<JoinGameResponse>(
    `${gameUrl(gameId)}/join`,
    { clientId: who.clientId, playerUUID: who.playerUUID, ...(name === undefined ? {} : { name }) },
    { ip: who.ip },
  );
}

async function read(gameId: string, who?: Identity) {
  const res = await get<GameStateResponse>(`${gameUrl(gameId)}${who ? `?clientId=${who.clientId}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.game;
}

/** A socket whose handshake joins `gameId` as `who`, under `name` when given. */
function connect(gameId: string, who: Identity, name?: string): SocketPlayer {
  const auth: SocketJoin = { gameId, clientId: who.clientId, playerUUID: who.playerUUID };
  return connectPlayer(ctx.url, { auth: name === undefined ? auth : { ...auth, name }, ip: who.ip });
}

const namesIn = (game: { player1Name?: string | null; player2Name?: string | null }) => [
  game.player1Name,
  game.player2Name,
];

describe('players’ names in a friend game', () => {
  it('shows the creator’s name in every read, and the joiner’s to both players live', async () => {
    const ana = newIdentity();
    const ben = newIdentity();
    const gameId = await create(ana, '  Ana ');
    expect(namesIn(await read(gameId))).toEqual(['Ana', null]);

    const anaStream = await openSse(seatStreamUrl(ctx.url, gameId, ana, 1), { 'x-forwarded-for': ana.ip });
    const anaSocket = connect(gameId, ana);
    const sync = await anaSocket.waitFor('STATE_SYNC');
    expect(namesIn(sync.game)).toEqual(['Ana', null]);

    const joined = await join(gameId, ben, 'Ben');
    expect(joined.status).toBe(200);
    expect(namesIn(joined.body.game)).toEqual(['Ana', 'Ben']);
    expect(namesIn((await anaSocket.waitFor('GAME_JOINED', (e) => e.playerId === 2)).game)).toEqual([
      'Ana',
      'Ben',
    ]);
    expect(namesIn((await anaStream.waitFor('GAME_JOINED', (e) => e.playerId === 2)).game)).toEqual([
      'Ana',
      'Ben',
    ]);
    expect(namesIn(await read(gameId, ana))).toEqual(['Ana', 'Ben']);
    expect(namesIn(await read(gameId))).toEqual(['Ana', 'Ben']);
    anaStream.close();
    anaSocket.close();
  });

  it('names the seat a socket takes, renames it on a return under another name, and keeps it without one', async () => {
    const ana = newIdentity();
    const ben = newIdentity();
    const gameId = await create(ana);
    const anaSocket = connect(gameId, ana);
    await anaSocket.waitFor('STATE_SYNC');

    // The join event takes seat 2 under Ben's name, in the write that takes it.
    const benSocket = connectPlayer(ctx.url, { ip: ben.ip });
    const ack = await benSocket.emit('join', {
      gameId,
      clientId: ben.clientId,
      playerUUID: ben.playerUUID,
      name: 'Ben',
    });
    expect(ack.ok && namesIn(ack.game)).toEqual([null, 'Ben']);
    expect(namesIn((await anaSocket.waitFor('GAME_JOINED', (e) => e.playerId === 2)).game)).toEqual([
      null,
      'Ben',
    ]);
    benSocket.close();

    // Back in another tab as "Benny": Ana sees the seat renamed.
    const benny = connect(gameId, ben, 'Benny');
    await benny.waitFor('STATE_SYNC');
    const renamed = await anaSocket.waitFor(
      'STATUS_UPDATED',
      (e) => e.playerId === 2 && e.game.player2Name === 'Benny',
    );
    expect(renamed.status).toBe('Available');

    // A return without a name, or under the same one, keeps "Benny" and tells Ana of no rename.
    expect(namesIn((await join(gameId, ben)).body.game)).toEqual([null, 'Benny']);
    expect(namesIn((await join(gameId, ben, 'Benny')).body.game)).toEqual([null, 'Benny']);
    const letter = await anaSocket.emit('letter', { letter: 'A' });
    expect(letter.ok).toBe(true);
    const chosen = await anaSocket.waitFor('LETTER_SELECTED');
    const renames = anaSocket.events.filter(
      (e): e is Extract<ServerEvent, { type: 'STATUS_UPDATED' }> =>
        e.type === 'STATUS_UPDATED' && e.eventId > renamed.eventId && e.eventId < chosen.eventId,
    );
    expect(renames).toEqual([]);
    expect(namesIn(chosen.game)).toEqual([null, 'Benny']);

    // The creator names their own seat by returning with a name.
    expect(namesIn((await join(gameId, ana, 'Ana')).body.game)).toEqual(['Ana', 'Benny']);
    anaSocket.close();
    benny.close();
  });

  it('refuses a bad name with the name rule’s sentence, over REST and the socket, and changes nothing', async () => {
    const tooLong = 'A'.repeat(21);
    const ana = newIdentity();
    const refusedCreate = await post(
      `${ctx.url}/api/games`,
      { clientId: ana.clientId, playerUUID: ana.playerUUID, name: 'Ana<b>' },
      { ip: ana.ip },
    );
    expect(refusedCreate.status).toBe(400);
    expect(refusedCreate.body.error).toBe(nameProblem('Ana<b>', 'Name'));

    const gameId = await create(ana, 'Ana');
    const ben = newIdentity();
    const refusedJoin = await join(gameId, ben, tooLong);
    expect(refusedJoin.status).toBe(400);
    expect(refusedJoin.body.error).toBe('Name must be at most 20 characters.');
    const blank = await join(gameId, ben, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Name must not be empty.');
    const refusedRename = await join(gameId, ana, 'Ana!');
    expect(refusedRename.status).toBe(400);
    expect(refusedRename.body.error).toBe('Name may use only letters, digits, spaces and . _ -');

    // Over the socket: the join event's ack, and the handshake's own failure event.
    const benSocket = connectPlayer(ctx.url, { ip: ben.ip });
    const ack = await benSocket.emit('join', {
      gameId,
      clientId: ben.clientId,
      playerUUID: ben.playerUUID,
      name: tooLong,
    });
    expect(ack).toMatchObject({
      ok: false,
      error: 'Name must be at most 20 characters.',
      code: 'INVALID_INPUT',
    });
    benSocket.close();
    const handshake = connect(gameId, ben, 'Ben<');
    const failure = await handshake.waitFor('ERROR');
    expect(failure).toMatchObject({
      gameId,
      message: 'Name may use only letters, digits, spaces and . _ -',
      code: 'INVALID_INPUT',
    });
    handshake.close();

    const after = await read(gameId);
    expect(after).toMatchObject({ status: 'waiting', player2: null, player1Name: 'Ana', player2Name: null });
  });

  it('lists the opponent by name on Home, and a rematch keeps both names', async () => {
    const ana = newIdentity();
    const ben = newIdentity();
    const gameId = await create(ana, 'Ana');
    expect((await join(gameId, ben, 'Ben')).status).toBe(200);

    const hub = await post<MyGamesResponse>(`${ctx.url}/api/my-games`, { playerUUID: ana.playerUUID });
    expect(hub.body.inProgress.find((g) => g.gameId === gameId)?.opponentName).toBe('Ben');
    const benHub = await post<MyGamesResponse>(`${ctx.url}/api/my-games`, { playerUUID: ben.playerUUID });
    expect(benHub.body.inProgress.find((g) => g.gameId === gameId)?.opponentName).toBe('Ana');

    expect((await post(`${gameUrl(gameId)}/resign`, { clientId: ben.clientId }, { ip: ben.ip })).status).toBe(
      200,
    );
    const offer = (who: Identity) =>
      post<RematchResponse>(`${gameUrl(gameId)}/rematch`, { clientId: who.clientId }, { ip: who.ip });
    expect((await offer(ana)).status).toBe(200);
    const accepted = await offer(ben);
    const rematchGameId = accepted.body.rematch.rematchGameId ?? '';
    expect(rematchGameId).toMatch(/^[A-Z0-9]{5}$/);
    // The seats swap in a rematch (player 2 chooses first): each name goes with its player.
    expect(namesIn(await read(rematchGameId))).toEqual(['Ben', 'Ana']);
    const finishedHub = await post<MyGamesResponse>(`${ctx.url}/api/my-games`, {
      playerUUID: ana.playerUUID,
    });
    expect(finishedHub.body.finished.find((g) => g.gameId === gameId)?.opponentName).toBe('Ben');
  });

  it('names the opponent in the review, and both players to watchers', async () => {
    const ana = newIdentity();
    const ben = newIdentity();
    const gameId = await create(ana, 'Ana');
    expect((await join(gameId, ben, 'Ben')).status).toBe(200);

    const watcher = io(ctx.url, {
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { 'x-forwarded-for': freshIp() },
    });
    const watched = await new Promise<WatchAck>((resolve) => {
      watcher.emit('watch', { gameId }, (ack: unknown) => resolve(WatchAck.parse(ack)));
    });
    if (!watched.ok) throw new Error(watched.error);
    expect(watched.state).toMatchObject({ player1Name: 'Ana', player2Name: 'Ben' });
    watcher.close();

    const plan = makePlan(5);
    await playPlan(restPlayer(ctx.url, gameId, 1, ana), restPlayer(ctx.url, gameId, 2, ben), plan);
    const review = (who: Identity) =>
      get<ReviewMovesResponse>(`${ctx.url}/api/review/${gameId}?playerUUID=${who.playerUUID}`);
    expect((await review(ana)).body).toMatchObject({ kind: 'friend', seat: 1, opponentName: 'Ben' });
    expect((await review(ben)).body).toMatchObject({ kind: 'friend', seat: 2, opponentName: 'Ana' });
  });
});
