// Resign, claim a silent game after 72 hours, nudge once per 12 hours, preset reactions, and what pushes
// accept: a subscription to a private address is refused, a gone one is deleted.
import { describe, expect, it } from 'vitest';
import type { GameStateResponse, MyGamesResponse, SocketAck } from '@gridable/common';
import {
  CLAIM_WIN_AFTER_MS,
  ENDING_MESSAGES,
  HUB_RECENT_FINISHED,
  NUDGE_INTERVAL_MS,
  SIGNAL_MESSAGES,
} from '@gridable/common';
import { createGame, joinRest, joinSocket, newIdentity, type Identity } from '../games/support/players';
import { get, post } from '../games/support/http';
import { useAcrossServer } from './support/acrossServer';

const ctx = useAcrossServer();

async function startedGame() {
  const gameId = await createGame(ctx.url);
  const one = newIdentity();
  const two = newIdentity();
  const p1 = await joinRest(ctx.url, gameId, 1, one);
  const p2 = await joinRest(ctx.url, gameId, 2, two);
  return { gameId, one, two, p1, p2 };
}

const act = (gameId: string, what: string, who: Identity, extra: object = {}) =>
  post<GameStateResponse>(
    `${ctx.url}/api/games/${gameId}/${what}`,
    { clientId: who.clientId, ...extra },
    {
      ip: who.ip,
    },
  );

async function hubOf(who: Identity) {
  return (await post<MyGamesResponse>(`${ctx.url}/api/my-games`, { playerUUID: who.playerUUID })).body;
}

describe('claiming a silent game', () => {
  it('is refused before 72 hours of silence on the opponent turn, and wins after', async () => {
    const { gameId, one, two } = await startedGame();
    // Round 1: player 1 must choose; player 2 waits.
    const early = await act(gameId, 'claim-win', two);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: ENDING_MESSAGES.tooSoon, code: 'CLAIM_TOO_SOON' });
    const own = await act(gameId, 'claim-win', one);
    expect(own.status).toBe(409);

    ctx.clock.advance(CLAIM_WIN_AFTER_MS - 60_000);
    expect((await act(gameId, 'claim-win', two)).status).toBe(409);
    ctx.clock.advance(60_000);
    const claimed = await act(gameId, 'claim-win', two);
    expect(claimed.status).toBe(200);
    expect(claimed.body.game.status).toBe('completed');
    expect(claimed.body.game.ending).toEqual({ ending: 'claimed', winner: 2 });
    expect((await hubOf(two)).finished.find((g) => g.gameId === gameId)?.result).toBe('won');
    expect((await hubOf(one)).finished.find((g) => g.gameId === gameId)?.result).toBe('lost');
    // Over: nobody moves any more.
    expect((await act(gameId, 'letter', one, { letter: 'A' })).status).toBe(409);
  });

  it('a game left for days resumes exactly, with the same identity', async () => {
    const { gameId, one, p1 } = await startedGame();
    expect((await p1.letter('E')).ok).toBe(true);
    const before = await get<GameStateResponse>(
      `${ctx.url}/api/games/${gameId}?playerUUID=${one.playerUUID}`,
    );
    ctx.clock.advance(20 * 24 * 3_600_000);
    // A new tab days later: only the playerUUID is the same.
    const back = await post<{ playerId: number; game: GameStateResponse['game'] }>(
      `${ctx.url}/api/games/${gameId}/join`,
      { clientId: 'a-new-tab', playerUUID: one.playerUUID },
    );
    expect(back.status).toBe(200);
    expect(back.body.playerId).toBe(1);
    expect(back.body.game.currentLetter).toBe('E');
    expect(back.body.game.player1Grid).toEqual(before.body.game.player1Grid);
    expect(back.body.game.currentRound).toBe(before.body.game.currentRound);
  });
});

describe('resigning', () => {
  it('ends the game at once over a socket, and the opponent hears who won', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    const s1 = await joinSocket(ctx.url, gameId, 1, one);
    const s2 = await joinSocket(ctx.url, gameId, 2, two);
    try {
      const ack: SocketAck = await s1.live.emit('resign', {});
      expect(ack.ok).toBe(true);
      const over = await s2.live.waitFor('GAME_COMPLETE');
      expect(over.winner).toBe(2);
      expect(over.ending).toBe('resigned');
      const again = await s2.live.emit('resign', {});
      expect(again.ok).toBe(false);
    } finally {
      s1.close();
      s2.close();
    }
  });

  it('refuses a caller without a seat, and a body without credentials', async () => {
    const { gameId } = await startedGame();
    expect((await act(gameId, 'resign', newIdentity())).status).toBe(403);
    const bare = await post(`${ctx.url}/api/games/${gameId}/resign`, {});
    expect(bare.status).toBe(400);
    expect(bare.body.error).toMatch(/clientId or playerUUID/);
  });
});

describe('nudges and reactions', () => {
  it('nudges once per 12 hours, only on the opponent turn, with a push to them', async () => {
    const { gameId, one, two } = await startedGame();
    const sub = ctx.push.subscribe();
    await post(`${ctx.url}/api/push/subscribe`, { playerUUID: one.playerUUID, subscription: sub });
    expect((await act(gameId, 'nudge', one)).status).toBe(409);
    expect((await act(gameId, 'nudge', two)).status).toBe(200);
    const push = await ctx.push.waitFor(
      (p) => p.id === sub.endpoint.split('/').pop() && p.message.kind === 'nudge',
    );
    expect(push.message.gameId).toBe(gameId);
    const again = await act(gameId, 'nudge', two);
    expect(again.status).toBe(429);
    expect(again.body.error).toBe(SIGNAL_MESSAGES.nudgeTooSoon);
    ctx.clock.advance(NUDGE_INTERVAL_MS);
    expect((await act(gameId, 'nudge', two)).status).toBe(200);
  });

  it('sends only the six presets, a few at a time, to the room', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    const s1 = await joinSocket(ctx.url, gameId, 1, one);
    const s2 = await joinSocket(ctx.url, gameId, 2, two);
    try {
      expect((await s1.live.emit('reaction', { reaction: 'clap' })).ok).toBe(true);
      const heard = await s2.live.waitFor('REACTION');
      expect(heard).toMatchObject({ playerId: 1, reaction: 'clap' });
      const free = await s1.live.emit('reaction', { reaction: 'you are bad' });
      expect(free.ok).toBe(false);
      const rest = await post(`${ctx.url}/api/games/${gameId}/reaction`, {
        clientId: one.clientId,
        reaction: '<script>',
      });
      expect(rest.status).toBe(400);
      const burst = [];
      for (let i = 0; i < 4; i++) burst.push(await s1.live.emit('reaction', { reaction: 'fire' }));
      expect(burst.some((a) => !a.ok && a.code === 'REACTION_TOO_FAST')).toBe(true);
    } finally {
      s1.close();
      s2.close();
    }
  });
});

describe('push subscriptions', () => {
  const keys = { p256dh: 'BAAA', auth: 'AAAA' };
  const subscribe = (endpoint: string) =>
    post(`${ctx.url}/api/push/subscribe`, {
      playerUUID: newIdentity().playerUUID,
      subscription: { endpoint, keys },
    });

  it('serves the VAPID public key', async () => {
    const res = await get<{ publicKey: string }>(`${ctx.url}/api/push/vapid-public-key`);
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://10.0.0.7/push',
    'https://192.168.1.1/push',
    'https://127.0.0.1/push',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/push',
    'https://[fe80::1]/push',
    'https://0x7f.1/push',
    'https://router.local/push',
    'https://evil.example.com/push',
    'https://fcm.googleapis.com:8443/push',
    'https://user:pw@fcm.googleapis.com/push',
  ])('refuses %s with 400', async (endpoint) => {
    const res = await subscribe(endpoint);
    expect(res.status).toBe(400);
    expect(res.body.error).toBeTruthy();
  });

  it('accepts a known push service', async () => {
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(201);
    expect((await subscribe('https://wns2-by3p.notify.windows.com/w/?token=1')).status).toBe(201);
  });

  it('deletes a subscription the push service says is gone', async () => {
    const one = newIdentity();
    const two = newIdentity();
    const sub = ctx.push.subscribe();
    ctx.push.answer(sub.endpoint, 410);
    await post(`${ctx.url}/api/push/subscribe`, { playerUUID: two.playerUUID, subscription: sub });
    expect(await ctx.server.models.pushSubscriptions.countDocuments({ endpoint: sub.endpoint })).toBe(1);
    // A turn for a player with that subscription: the 410 removes it.
    const game2 = await createGame(ctx.url);
    const p1 = await joinRest(ctx.url, game2, 1, one);
    await joinRest(ctx.url, game2, 2, two);
    expect((await p1.letter('A')).ok).toBe(true);
    await ctx.server.push.idle();
    expect(await ctx.server.models.pushSubscriptions.countDocuments({ endpoint: sub.endpoint })).toBe(0);
  });
});

describe('the hub', () => {
  it('takes the identity in the body only', async () => {
    const who = newIdentity();
    expect((await post(`${ctx.url}/api/my-games`, {})).status).toBe(400);
    expect((await post(`${ctx.url}/api/my-games`, { playerUUID: 'not-a-uuid' })).status).toBe(400);
    expect((await get(`${ctx.url}/api/my-games/${who.playerUUID}`)).status).toBe(404);
    const empty = await post<MyGamesResponse>(`${ctx.url}/api/my-games`, { playerUUID: who.playerUUID });
    expect(empty.body).toEqual({ inProgress: [], finished: [] });
  });

  it('still lists a game in progress after many more recent finished games', async () => {
    const { gameId, one } = await startedGame();
    // Two days of silence in that game while its player finished 70 games with other friends.
    const since = ctx.clock.now().getTime();
    await ctx.server.models.games.insertMany(
      Array.from({ length: 70 }, (_, i) => ({
        gameId: `F${i.toString(36).toUpperCase().padStart(3, '0')}`,
        status: 'completed',
        player1: 'c1',
        player2: 'c2',
        player1UUID: one.playerUUID,
        player2UUID: newIdentity().playerUUID,
        currentRound: 17,
        createdAt: new Date(since + i * 60_000),
        lastActivityAt: new Date(since + 36 * 3_600_000 + i * 60_000),
      })),
    );
    const hub = await hubOf(one);
    expect(hub.inProgress.map((g) => g.gameId)).toEqual([gameId]);
    expect(hub.finished).toHaveLength(HUB_RECENT_FINISHED);
  });

  it('tells each player of a finished game whether a rematch waits on them or on the opponent', async () => {
    const { gameId, one, two } = await startedGame();
    expect((await act(gameId, 'resign', two)).status).toBe(200);
    expect((await act(gameId, 'rematch', one, { playerUUID: one.playerUUID })).status).toBe(200);
    const asker = (await hubOf(one)).finished.find((g) => g.gameId === gameId);
    expect(asker).toMatchObject({ rematchAsked: true, rematchOffered: false, rematchGameId: null });
    const asked = (await hubOf(two)).finished.find((g) => g.gameId === gameId);
    expect(asked).toMatchObject({ rematchAsked: false, rematchOffered: true, rematchGameId: null });

    // Turned down from Home: the asker's list says so, and the one who declined has nothing left to answer.
    expect((await act(gameId, 'rematch/decline', two, { playerUUID: two.playerUUID })).status).toBe(200);
    const declined = (await hubOf(one)).finished.find((g) => g.gameId === gameId);
    expect(declined).toMatchObject({ rematchAsked: false, rematchDeclined: true, rematchGameId: null });
    const decliner = (await hubOf(two)).finished.find((g) => g.gameId === gameId);
    expect(decliner).toMatchObject({ rematchOffered: false, rematchDeclined: false });
  });

  it('keeps games 30 days after the last move', async () => {
    const indexes = await ctx.server.models.games.collection.indexes();
    const ttl = indexes.find((i) => i.name === 'lastActivityAt_1');
    expect(ttl?.expireAfterSeconds).toBe(30 * 24 * 60 * 60);
  });
});
