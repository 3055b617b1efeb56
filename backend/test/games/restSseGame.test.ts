import { describe, expect, it } from 'vitest';
import { EventSource } from 'eventsource';
import { REDACTED, type ServerEvent } from '@gridable/common';
import { useGameServer } from './support/suite';
import { createGame, joinRest, joinSocket, newIdentity, type Identity } from './support/players';
import { expectedGrid, expectedScores, makePlan, playPlan } from './support/gamePlan';
import { get } from './support/http';
import { openSse, type SseClient, type SseMessage } from './support/sseClient';

const ctx = useGameServer();

function streamUrl(gameId: string, who?: Identity, seat?: number): string {
  const query = new URLSearchParams({ gameId });
  if (who) {
    query.set('clientId', who.clientId);
    query.set('playerUUID', who.playerUUID);
  }
  if (seat) query.set('playerId', String(seat));
  return `${ctx.url}/api/events?${query.toString()}`;
}

/** Messages of the game's sequence (those with an `id:` line), after the stream's first STATE_SYNC. */
function sequenced(messages: SseMessage[]): SseMessage[] {
  const start = messages.findIndex((m) => m.event.type === 'STATE_SYNC');
  return messages.slice(start + 1).filter((m) => m.id !== null && m.event.type !== 'STATE_SYNC');
}

function expectGapless(stream: SseClient): void {
  const sync = stream.messages.find((m) => m.event.type === 'STATE_SYNC');
  const ids = sequenced(stream.messages).map((m) => m.id);
  const first = (sync?.id ?? 0) + 1;
  expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => first + i));
  for (const m of stream.messages) if (m.id !== null) expect(m.id).toBe(m.event.eventId);
}

describe('a friend game over REST with the SSE stream', () => {
  it('plays all 16 rounds over REST while both players follow their SSE streams, in order and complete', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const two = newIdentity();
    const p1 = await joinRest(ctx.url, gameId, 1, one);
    const sse1 = await openSse(streamUrl(gameId, one, 1));
    await sse1.waitFor('STATE_SYNC');
    const p2 = await joinRest(ctx.url, gameId, 2, two);
    const sse2 = await openSse(streamUrl(gameId, two, 2));
    await sse1.waitFor('GAME_STARTED');
    await sse2.waitFor('STATE_SYNC');

    const plan = makePlan(11);
    await playPlan(p1, p2, plan);
    const [end1, end2] = await Promise.all([sse1.waitFor('GAME_COMPLETE'), sse2.waitFor('GAME_COMPLETE')]);
    expect(end1).toEqual(end2);
    expect({ player1Score: end1.player1Score, player2Score: end1.player2Score }).toEqual(
      expectedScores(plan),
    );
    expect(end1.game.player1Grid).toEqual(expectedGrid(plan, plan.cells1));
    expect(end1.game.player2Grid).toEqual(expectedGrid(plan, plan.cells2));

    // The stream opens with CONNECTION_ESTABLISHED (outside the sequence: no id), then the viewer's state.
    const [first, second] = sse1.messages;
    expect(first?.event.type).toBe('CONNECTION_ESTABLISHED');
    expect(first?.event.type === 'CONNECTION_ESTABLISHED' && first.event.connectionId).toMatch(/^[\w-]{8,}$/);
    expect(first?.id).toBeNull();
    expect(second?.event).toMatchObject({ type: 'STATE_SYNC', playerInfo: { playerId: 1 } });
    expectGapless(sse1);
    expectGapless(sse2);

    // Each stream carries only its own viewer's credentials.
    const sync2 = sse2.messages.find((m) => m.event.type === 'STATE_SYNC')?.event;
    expect(sync2?.type === 'STATE_SYNC' && sync2.game).toMatchObject({
      player1: REDACTED,
      player1UUID: null,
      player2: two.clientId,
      player2UUID: two.playerUUID,
    });
    expect(JSON.stringify(sse1.messages)).not.toContain(two.playerUUID);
    expect(JSON.stringify(sse2.messages)).not.toContain(one.playerUUID);
    expect(JSON.stringify(sse2.messages)).not.toContain(one.clientId);
    sse1.close();
    sse2.close();
  });

  it('replays what a client missed after its Last-Event-ID, then sends the state', async () => {
    const gameId = await createGame(ctx.url);
    const one = newIdentity();
    const watcher = await openSse(streamUrl(gameId));
    await watcher.waitFor('STATE_SYNC');
    const p1 = await joinRest(ctx.url, gameId, 1, one);
    const p2 = await joinRest(ctx.url, gameId, 2, newIdentity());
    const plan = makePlan(5);
    await playPlan(p1, p2, plan, 1, 3);
    const lastLive = await watcher.waitFor('ROUND_COMPLETE', (e) => e.round === 3);

    const replay = await openSse(streamUrl(gameId, one), { 'Last-Event-ID': '5' });
    const sync = await replay.waitFor('STATE_SYNC');
    const ids = replay.messages
      .filter((m) => m.event.type !== 'STATE_SYNC' && m.id !== null)
      .map((m) => m.id);
    expect(ids).toEqual(Array.from({ length: lastLive.eventId - 5 }, (_, i) => 6 + i));
    // The replayed events are the very events live clients got.
    const live = watcher.messages
      .filter((m) => (m.id ?? 0) > 5 && m.event.type !== 'STATE_SYNC')
      .map((m) => m.event);
    expect(
      replay.messages.filter((m) => (m.id ?? 0) > 5 && m.event.type !== 'STATE_SYNC').map((m) => m.event),
    ).toEqual(live);
    expect(sync.eventId).toBe(lastLive.eventId);
    expect(sync.playerInfo).toEqual({ playerId: 1, isYourTurn: false });

    // The query parameter does the same for clients that cannot set the header.
    const byQuery = await openSse(`${streamUrl(gameId)}&lastEventId=${lastLive.eventId - 1}`);
    await byQuery.waitFor('STATE_SYNC');
    expect(byQuery.messages.map((m) => m.id)).toEqual([null, lastLive.eventId, lastLive.eventId]);

    // And live events keep coming after the catch-up.
    await playPlan(p1, p2, plan, 4, 4);
    await replay.waitFor('ROUND_COMPLETE', (e) => e.round === 4);
    expectGapless(replay);
    for (const s of [watcher, replay, byQuery]) s.close();
  });

  it('works with a standard EventSource client, which sees the event ids', async () => {
    const gameId = await createGame(ctx.url);
    const source = new EventSource(streamUrl(gameId));
    const received: { lastEventId: string; event: ServerEvent }[] = [];
    let synced = () => {};
    const isSynced = new Promise<void>((resolve) => (synced = resolve));
    const done = new Promise<void>((resolve, reject) => {
      source.onmessage = (message) => {
        const event = JSON.parse(String(message.data)) as ServerEvent;
        received.push({ lastEventId: message.lastEventId, event });
        if (event.type === 'STATE_SYNC') synced();
        if (event.type === 'GAME_JOINED') resolve();
      };
      source.onerror = () => reject(new Error('EventSource failed'));
    });
    // The stream has subscribed once it sent its STATE_SYNC; the join after that is live news on it.
    await isSynced;
    await joinRest(ctx.url, gameId, 1, newIdentity());
    await done;
    source.close();
    expect(received.map((r) => r.event.type)).toEqual([
      'CONNECTION_ESTABLISHED',
      'STATE_SYNC',
      'GAME_JOINED',
    ]);
    expect(received.at(-1)?.lastEventId).toBe('1');
  });

  it('tells a stream for an unknown game GAME_NOT_FOUND and ends it; a stream without a game id is a 400', async () => {
    const stream = await openSse(streamUrl('ZZZZ9'));
    await stream.ended;
    expect(stream.messages.map((m) => m.event.type)).toEqual(['CONNECTION_ESTABLISHED', 'GAME_NOT_FOUND']);
    const bad = await get(`${ctx.url}/api/events`);
    expect(bad).toEqual({ status: 400, body: { error: 'gameId is required', code: 'INVALID_INPUT' } });
  });
});

describe('a mixed game', () => {
  it('plays all 16 rounds with player 1 on Socket.IO and player 2 on REST + SSE', async () => {
    const gameId = await createGame(ctx.url);
    const two = newIdentity();
    const p1 = await joinSocket(ctx.url, gameId, 1, newIdentity());
    const p2 = await joinRest(ctx.url, gameId, 2, two);
    const sse2 = await openSse(streamUrl(gameId, two, 2));
    await sse2.waitFor('STATE_SYNC');
    await p1.live.waitFor('GAME_STARTED');
    const plan = makePlan(23);
    await playPlan(p1, p2, plan);
    const [bySocket, bySse] = await Promise.all([
      p1.live.waitFor('GAME_COMPLETE'),
      sse2.waitFor('GAME_COMPLETE'),
    ]);
    expect(bySocket).toEqual(bySse);
    expect({ player1Score: bySse.player1Score, player2Score: bySse.player2Score }).toEqual(
      expectedScores(plan),
    );
    expectGapless(sse2);
    // Both transports carried the same events under the same ids.
    const socketIds = p1.live.events
      .filter((e) => e.eventId > 0 && e.type !== 'STATE_SYNC')
      .map((e) => e.eventId);
    const sseIds = sequenced(sse2.messages).map((m) => m.id);
    expect(sseIds.every((id) => socketIds.includes(id ?? -1))).toBe(true);
    p1.close();
    sse2.close();
  });
});
