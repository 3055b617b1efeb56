import { describe, expect, it } from 'vitest';
import {
  REDACTED,
  type GameStateResponse,
  type JoinGameResponse,
  type ResetPlayerResponse,
} from '@gridable/common';
import { RATE_LIMIT_MESSAGE } from '../../src/http/rateLimit';
import { useGameServer } from './support/suite';
import { createGame, joinRest, joinSocket, newIdentity, type Identity } from './support/players';
import { connectPlayer } from './support/socketPlayer';
import { freshIp, get, post } from './support/http';
import { GAME_MESSAGES, MOVE_ERROR_MESSAGES } from '@gridable/common/messages';

const ctx = useGameServer();
const UNKNOWN = 'ZZZZ9';

/** A started game with both seats taken over REST. */
async function startedGame(): Promise<{ gameId: string; one: Identity; two: Identity }> {
  const gameId = await createGame(ctx.url);
  const one = newIdentity();
  const two = newIdentity();
  await joinRest(ctx.url, gameId, 1, one);
  await joinRest(ctx.url, gameId, 2, two);
  return { gameId, one, two };
}

describe('REST errors of docs/PROTOCOL.md §8', () => {
  it('answers an unknown game with 404 on every call, and the join with the SPEC sentence', async () => {
    const who = newIdentity();
    const base = `${ctx.url}/api/games/${UNKNOWN}`;
    const join = await post(
      `${base}/join`,
      { clientId: who.clientId, playerUUID: who.playerUUID },
      { ip: who.ip },
    );
    expect(join).toEqual({
      status: 404,
      body: { error: GAME_MESSAGES.joinNotFound, code: 'GAME_NOT_FOUND' },
    });
    const notFound = { status: 404, body: { error: GAME_MESSAGES.gameNotFound, code: 'GAME_NOT_FOUND' } };
    expect(await get(base)).toEqual(notFound);
    expect(await post(`${base}/letter`, { letter: 'A', clientId: who.clientId })).toEqual(notFound);
    expect(await post(`${base}/placement`, { playerId: 1, cellIndex: 0, clientId: who.clientId })).toEqual(
      notFound,
    );
    expect(await post(`${base}/status`, { status: 'Away', clientId: who.clientId })).toEqual(notFound);
    expect(await post(`${base}/reset-player/1`, { playerUUID: who.playerUUID })).toEqual(notFound);
    expect(
      await post(`${ctx.url}/api/presence`, { gameId: UNKNOWN, playerUUID: who.playerUUID, isActive: true }),
    ).toEqual(notFound);
  });

  it('refuses a third player with 409 Game is full, and gives a returning player their seat back', async () => {
    const { gameId, one, two } = await startedGame();
    const third = newIdentity();
    const full = await post(
      `${ctx.url}/api/games/${gameId}/join`,
      { clientId: third.clientId, playerUUID: third.playerUUID },
      { ip: third.ip },
    );
    expect(full).toEqual({ status: 409, body: { error: GAME_MESSAGES.gameFull, code: 'GAME_FULL' } });
    // Same browser (UUID), new tab (clientId): seat 2 again, whatever seat it asks for.
    const again = await post<JoinGameResponse>(
      `${ctx.url}/api/games/${gameId.toLowerCase()}/join`,
      { clientId: 'new-tab', playerUUID: two.playerUUID, requestedPlayerId: 1 },
      { ip: two.ip },
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      gameId,
      playerId: 2,
      game: { player2: 'new-tab', player1: REDACTED, player1UUID: null },
    });
    expect(JSON.stringify(again.body)).not.toContain(one.playerUUID);
  });

  it('refuses moves out of turn, on a taken cell, with a bad letter, or from someone without the seat', async () => {
    const { gameId, one, two } = await startedGame();
    const base = `${ctx.url}/api/games/${gameId}`;
    expect(await post(`${base}/letter`, { letter: 'A', clientId: two.clientId })).toEqual({
      status: 403,
      body: { error: MOVE_ERROR_MESSAGES.notYourTurn, code: 'NOT_YOUR_TURN' },
    });
    for (const letter of ['1', 'AB', '', 'é', 7]) {
      const res = await post(`${base}/letter`, { letter, clientId: one.clientId });
      expect(res, String(letter)).toEqual({
        status: 400,
        body: { error: expect.stringMatching(/^letter|Letter/), code: 'INVALID_INPUT' },
      });
    }
    expect(await post(`${base}/letter`, { letter: 'A', clientId: 'stranger' })).toEqual({
      status: 403,
      body: { error: GAME_MESSAGES.notAPlayer, code: 'NOT_A_PLAYER' },
    });
    expect(await post(`${base}/letter`, { letter: 'a', clientId: one.clientId })).toEqual({
      status: 200,
      body: { letter: 'A', currentTurn: 1 },
    });
    expect(await post(`${base}/placement`, { playerId: 2, cellIndex: 0, clientId: one.clientId })).toEqual({
      status: 403,
      body: { error: GAME_MESSAGES.notYourGrid, code: 'NOT_YOUR_SEAT' },
    });
    expect(await post(`${base}/placement`, { playerId: 1, cellIndex: 0, clientId: 'stranger' })).toEqual({
      status: 403,
      body: { error: GAME_MESSAGES.notAPlayer, code: 'NOT_A_PLAYER' },
    });
    // The UUID alone also proves the seat.
    expect(
      await post(`${base}/placement`, {
        playerId: 1,
        cellIndex: 0,
        clientId: 'other-tab',
        playerUUID: one.playerUUID,
      }),
    ).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(
      (await post(`${base}/placement`, { playerId: 2, cellIndex: 5, clientId: two.clientId })).status,
    ).toBe(200);
    expect((await post(`${base}/letter`, { letter: 'B', clientId: two.clientId })).status).toBe(200);
    expect(await post(`${base}/placement`, { playerId: 1, cellIndex: 0, clientId: one.clientId })).toEqual({
      status: 409,
      body: { error: MOVE_ERROR_MESSAGES.cellOccupied, code: 'CONFLICT' },
    });
    const state = await get<GameStateResponse>(`${base}?clientId=${one.clientId}`);
    expect(state.body.game.player1Grid[0]).toEqual(['A', null, null, null]);
    expect(state.body.playerInfo).toEqual({ playerId: 1, isYourTurn: true });
  });

  it('refuses moves before the second player joins', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    await joinRest(ctx.url, gameId, 1, one);
    expect(
      await post(`${ctx.url}/api/games/${gameId}/letter`, { letter: 'A', clientId: one.clientId }),
    ).toEqual({
      status: 409,
      body: { error: MOVE_ERROR_MESSAGES.gameNotStarted, code: 'NOT_ACTIVE' },
    });
  });

  it('answers malformed requests with 400 and a sentence, never a crash', async () => {
    const { gameId, one } = await startedGame();
    const base = `${ctx.url}/api/games/${gameId}`;
    const cases: [string, unknown, string][] = [
      [`${base}/letter`, [1, 2], 'Request body must be a JSON object'],
      [`${base}/letter`, { letter: 'A' }, 'clientId is required'],
      [
        `${base}/placement`,
        { playerId: 1, cellIndex: 16, clientId: one.clientId },
        'cellIndex must be from 0 to 15',
      ],
      [
        `${base}/placement`,
        { playerId: 1, cellIndex: '3', clientId: one.clientId },
        'cellIndex must be a number from 0 to 15',
      ],
      [`${base}/placement`, { playerId: 3, cellIndex: 1, clientId: one.clientId }, 'playerId must be 1 or 2'],
      [`${base}/join`, { clientId: 'x', playerUUID: 'not-a-uuid' }, 'playerUUID must be a UUID'],
      [
        `${base}/join`,
        { clientId: 'bad id!', playerUUID: one.playerUUID },
        'clientId may contain only letters, digits, and . _ : -',
      ],
      [`${base}/status`, { status: 'Sleeping', clientId: one.clientId }, expect.stringContaining('status')],
      [`${base}/reset-player/3`, {}, 'playerId must be 1 or 2'],
      [
        `${ctx.url}/api/games/AB$CD/letter`,
        { letter: 'A', clientId: one.clientId },
        'Game ID may contain only letters, digits and dashes',
      ],
      [
        `${ctx.url}/api/presence/update`,
        { clientId: one.clientId, status: 'asleep' },
        expect.stringContaining('status'),
      ],
      [
        `${ctx.url}/api/presence`,
        { gameId, playerUUID: one.playerUUID, isActive: 'yes' },
        expect.stringContaining('isActive'),
      ],
    ];
    for (const [url, body, error] of cases) {
      expect(await post(url, body, { ip: freshIp() }), `${url} ${JSON.stringify(body)}`).toEqual({
        status: 400,
        body: { error, code: 'INVALID_INPUT' },
      });
    }
    expect(await post(`${base}/letter`, '{"letter":', { ip: freshIp() })).toEqual({
      status: 400,
      body: { error: 'Request body is not valid JSON', code: 'INVALID_JSON' },
    });
    expect(await post(`${base}/letter`, { letter: 'A', clientId: 'x'.repeat(20_000) })).toEqual({
      status: 413,
      body: { error: 'Request body is too large', code: 'BODY_TOO_LARGE' },
    });
    expect((await get(`${base}?clientId=${one.clientId}`)).status).toBe(200);
  });

  it('creates a game from the fallback call with no body, with a 5-character code free of look-alikes', async () => {
    const res = await fetch(`${ctx.url}/api/games`, {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { success: boolean; gameId: string };
    expect(body.success).toBe(true);
    expect(body.gameId).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/);
    const view = await get<GameStateResponse>(`${ctx.url}/api/games/${body.gameId.toLowerCase()}`);
    expect(view.body).toMatchObject({
      game: { gameId: body.gameId, status: 'waiting', player1: null, player2: null },
      playerInfo: null,
    });
  });

  it('rate-limits game creation and joins per client address with 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(`${ctx.url}/api/games`, {}, { ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(await post(`${ctx.url}/api/games`, {}, { ip })).toEqual({
      status: 429,
      body: { error: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' },
    });
    const joinIp = freshIp();
    let last = 0;
    for (let i = 0; i < 61; i++)
      last = (await post(`${ctx.url}/api/games/${UNKNOWN}/join`, {}, { ip: joinIp })).status;
    expect(last).toBe(429);
  });

  it("lets only the seat's own playerUUID reclaim it, binding the new clientId", async () => {
    const { gameId, one, two } = await startedGame();
    const base = `${ctx.url}/api/games/${gameId}`;
    expect(await post(`${base}/reset-player/1`, { clientId: 'thief', playerUUID: two.playerUUID })).toEqual({
      status: 403,
      body: { error: GAME_MESSAGES.notYourSeat, code: 'NOT_YOUR_SEAT' },
    });
    expect(await post(`${base}/reset-player/1`, { clientId: 'thief' })).toEqual({
      status: 403,
      body: { error: GAME_MESSAGES.notYourSeat, code: 'NOT_YOUR_SEAT' },
    });
    const reset = await post<ResetPlayerResponse>(`${base}/reset-player/1`, {
      clientId: 'tab-2',
      playerUUID: one.playerUUID,
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      playerId: 1,
      game: { player1: 'tab-2', player2: REDACTED, player2UUID: null },
    });
    expect(reset.body.message).toEqual(expect.any(String));
    // The old tab's clientId no longer holds the seat; the new one does.
    expect((await post(`${base}/letter`, { letter: 'A', clientId: one.clientId })).status).toBe(403);
    expect((await post(`${base}/letter`, { letter: 'A', clientId: 'tab-2' })).status).toBe(200);

    const lonely = await createGame(ctx.url);
    expect(
      await post(`${ctx.url}/api/games/${lonely}/reset-player/2`, { playerUUID: one.playerUUID }),
    ).toEqual({
      status: 409,
      body: { error: 'Player 2 has not joined this game', code: 'SEAT_EMPTY' },
    });
  });

  it('shows a viewer without a seat both seats redacted and no playerInfo', async () => {
    const { gameId, one, two } = await startedGame();
    const res = await get<GameStateResponse>(`${ctx.url}/api/games/${gameId}?clientId=somebody`);
    expect(res.body.playerInfo).toBeNull();
    expect(res.body.game).toMatchObject({
      player1: REDACTED,
      player2: REDACTED,
      player1UUID: null,
      player2UUID: null,
    });
    const text = JSON.stringify(res.body);
    for (const secret of [one.clientId, one.playerUUID, two.clientId, two.playerUUID])
      expect(text).not.toContain(secret);
  });
});

describe('Socket.IO errors', () => {
  it('acknowledges an unknown game and a full game with errors, and tells them as GAME_NOT_FOUND / GAME_FULL without an ack', async () => {
    const { gameId } = await startedGame();
    const who = newIdentity();
    const socket = connectPlayer(ctx.url);
    const unknown = await socket.emit('join', {
      gameId: UNKNOWN,
      playerUUID: who.playerUUID,
      clientId: who.clientId,
    });
    expect(unknown).toEqual({ ok: false, error: GAME_MESSAGES.joinNotFound, code: 'GAME_NOT_FOUND' });
    socket.socket.emit(
      'join',
      { gameId: UNKNOWN, playerUUID: who.playerUUID, clientId: who.clientId },
      undefined as never,
    );
    expect(await socket.waitFor('GAME_NOT_FOUND')).toMatchObject({ gameId: UNKNOWN, eventId: 0 });
    const full = await socket.emit('join', { gameId, playerUUID: who.playerUUID, clientId: who.clientId });
    expect(full).toEqual({ ok: false, error: GAME_MESSAGES.gameFull, code: 'GAME_FULL' });
    // Not seated, so no moves.
    expect(await socket.emit('letter', { letter: 'A' })).toMatchObject({ ok: false, code: 'NOT_JOINED' });
    socket.close();

    // The handshake's implicit join reports the same way.
    const viaAuth = connectPlayer(ctx.url, {
      auth: { gameId, playerUUID: who.playerUUID, clientId: who.clientId },
    });
    expect(await viaAuth.waitFor('GAME_FULL')).toMatchObject({ gameId, message: GAME_MESSAGES.gameFull });
    viaAuth.close();
  });

  it('acknowledges wrong turn, taken cell and wrong letter with errors; a failed placement is a PLACEMENT_ERROR', async () => {
    const gameId = await createGame(ctx.url);
    const p1 = await joinSocket(ctx.url, gameId, 1, newIdentity());
    const p2 = await joinSocket(ctx.url, gameId, 2, newIdentity());
    expect(await p2.live.emit('letter', { letter: 'A' })).toEqual({
      ok: false,
      error: MOVE_ERROR_MESSAGES.notYourTurn,
      code: 'NOT_YOUR_TURN',
    });
    // Without an ack callback the same refusal arrives as the docs/PROTOCOL.md §4 ERROR event instead.
    p2.live.socket.emit('letter', { letter: 'A' }, undefined as never);
    expect(await p2.live.waitFor('ERROR')).toMatchObject({ message: MOVE_ERROR_MESSAGES.notYourTurn });
    expect(await p1.live.emit('letter', { letter: '#' })).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
    expect(await p1.live.emit('letter', { letter: 'A' })).toMatchObject({
      ok: true,
      game: { currentLetter: 'A' },
    });
    expect(await p1.live.emit('placement', { cellIndex: 3 })).toMatchObject({
      ok: true,
      playerInfo: { playerId: 1, isYourTurn: false },
    });
    expect(await p2.live.emit('placement', { cellIndex: 3 })).toMatchObject({ ok: true });
    expect(await p1.live.emit('letter', { letter: 'B' })).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    expect(await p2.live.emit('letter', { letter: 'B' })).toMatchObject({ ok: true });
    expect(await p1.live.emit('placement', { cellIndex: 3 })).toEqual({
      ok: false,
      error: MOVE_ERROR_MESSAGES.cellOccupied,
      code: 'CONFLICT',
    });
    p1.live.socket.emit('placement', { cellIndex: 3 }, undefined as never);
    expect(await p1.live.waitFor('PLACEMENT_ERROR')).toMatchObject({
      playerId: 1,
      message: expect.stringContaining('cell'),
    });
    // Each refusal was told once: the acked ones raised no event.
    expect(p1.live.events.filter((e) => e.type === 'PLACEMENT_ERROR' || e.type === 'ERROR')).toHaveLength(1);
    expect(p2.live.events.filter((e) => e.type === 'ERROR')).toHaveLength(1);
    p1.close();
    p2.close();
  });

  it('refuses a blank or over-long game ID with the same sentence on the REST join as on the socket join', async () => {
    const who = newIdentity();
    const live = connectPlayer(ctx.url);
    for (const typed of [' ', 'ABCDEF']) {
      const ack = await live.emit('join', {
        gameId: typed,
        playerUUID: who.playerUUID,
        clientId: who.clientId,
      });
      expect(ack).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
      const error = (ack as { error: string }).error;
      expect(
        await post(
          `${ctx.url}/api/games/${encodeURIComponent(typed)}/join`,
          { clientId: who.clientId, playerUUID: who.playerUUID },
          { ip: freshIp() },
        ),
        typed,
      ).toEqual({ status: 400, body: { error, code: 'INVALID_INPUT' } });
    }
    live.close();
  });

  it('answers malformed payloads with an error ack and keeps the connection working', async () => {
    const gameId = await createGame(ctx.url);
    const p1 = await joinSocket(ctx.url, gameId, 1, newIdentity());
    const bad: [Parameters<typeof p1.live.emit>[0], unknown][] = [
      ['letter', 'A'],
      ['letter', { letter: 5 }],
      ['letter', null],
      ['placement', { cellIndex: 'x' }],
      ['placement', { cellIndex: -1 }],
      ['presence', { status: 'sleepy' }],
      ['status', { status: 42 }],
      ['join', { gameId: '', playerUUID: 'nope' }],
      ['join', [1, 2, 3]],
    ];
    for (const [event, payload] of bad) {
      const ack = await p1.live.emit(event, payload);
      expect(ack, `${event} ${JSON.stringify(payload)}`).toMatchObject({
        ok: false,
        code: 'INVALID_INPUT',
        error: expect.any(String),
      });
    }
    // No ack at all, or a callback in place of the payload: still no crash.
    p1.live.socket.emit('letter', { letter: 'Q' }, undefined as never);
    const refreshed = await new Promise((resolve) =>
      (p1.live.socket.emit as (e: string, cb: (a: unknown) => void) => void)('refresh', resolve),
    );
    expect(refreshed).toMatchObject({ ok: true, playerInfo: { playerId: 1 } });
    expect(p1.live.socket.connected).toBe(true);
    p1.close();
  });
});
