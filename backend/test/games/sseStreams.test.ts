import { afterEach, describe, expect, it } from 'vitest';
import express from 'express';
import type { ServerEvent } from '@gridable/common';
import { createLocalBus } from '../../src/realtime/gameBus';
import type { GameChannel } from '../../src/realtime/gameChannel';
import { createSseStreams, type SseOptions, type StateSyncSource } from '../../src/realtime/sseStreams';
import { createRecentEvents } from '../../src/realtime/recentEvents';
import { createLogger } from '../../src/logger';
import { errorHandler } from '../../src/http/errorHandler';
import { listen, type Listening } from '../support/appServer';
import { openSse } from './support/sseClient';

const log = createLogger('silent');
const at = new Date(0).toISOString();
const returned = (gameId: string) =>
  ({ type: 'PLAYER_RETURNED', gameId, timestamp: at, playerId: 1 }) as const;

/** A channel with no database: events published here go straight to the bus. */
function memoryChannel(recorded: ServerEvent[] = []): GameChannel {
  const bus = createLocalBus((err) => {
    throw err;
  });
  return {
    publish: async (events) => {
      for (const event of events) await bus.publish(event);
    },
    record: async () => {},
    subscribe: (listener) => bus.subscribe(listener),
    onResync: () => () => {},
    seen: () => {},
    watch: () => () => {},
    follow: () => () => {},
    replayAfter: (_gameId, eventId) => Promise.resolve(recorded.filter((e) => e.eventId > eventId)),
    settled: async () => {},
    close: () => {},
  };
}

let server: Listening | undefined;
afterEach(() => server?.close());

async function serve(channel: GameChannel, stateSync: StateSyncSource, options: number | SseOptions) {
  const streams = createSseStreams(channel, log, options);
  const app = express();
  app.get('/api/events', streams.handler(stateSync));
  app.use(errorHandler(log));
  server = await listen(app);
  return { streams, url: `${server.url}/api/events?gameId=abcde` };
}

/** A channel whose log read records the id each reconnect asked after, and cannot answer. */
function channelRecordingReads(): { channel: GameChannel; reads: number[] } {
  const channel = memoryChannel();
  const reads: number[] = [];
  channel.replayAfter = (_gameId, after) => {
    reads.push(after);
    return Promise.resolve(null);
  };
  return { channel, reads };
}

const sequencedIds = (stream: { messages: Array<{ id: number | null; event: ServerEvent }> }) =>
  stream.messages.filter((m) => m.id !== null && m.event.type !== 'STATE_SYNC').map((m) => m.id);

function syncAt(eventId: number): ServerEvent {
  return { type: 'STATE_SYNC', eventId, gameId: 'ABCDE', timestamp: at, game: {} as never, playerInfo: null };
}

describe('SSE streams', () => {
  it('sends a HEARTBEAT on its interval, without an id, and forgets a stream when the client goes', async () => {
    const { streams, url } = await serve(memoryChannel(), () => Promise.resolve(syncAt(0)), 30);
    const stream = await openSse(url);
    await stream.waitFor('HEARTBEAT');
    const beat = stream.messages.find((m) => m.event.type === 'HEARTBEAT');
    expect(beat).toMatchObject({ id: null, event: { gameId: 'ABCDE' } });
    expect(streams.count()).toBe(1);
    stream.close();
    await expect.poll(() => streams.count()).toBe(0);
    streams.close();
  });

  it('holds live events while catching up, then sends only those after the state it sent', async () => {
    const channel = memoryChannel();
    let release: (sync: ServerEvent) => void = () => {};
    const pending = new Promise<ServerEvent>((resolve) => (release = resolve));
    const { streams, url } = await serve(channel, () => pending, 60_000);
    const stream = await openSse(url);
    await stream.waitFor('CONNECTION_ESTABLISHED');
    // Published while the state is being read: 3 is inside the state, 4 is not.
    await channel.publish([
      { ...returned('ABCDE'), eventId: 3 },
      { ...returned('ABCDE'), eventId: 4 },
      { ...returned('OTHER'), eventId: 5 },
    ]);
    release(syncAt(3));
    await stream.waitFor('PLAYER_RETURNED');
    await channel.publish([
      { ...returned('ABCDE'), eventId: 4 },
      { ...returned('ABCDE'), eventId: 5 },
    ]);
    await stream.waitFor('PLAYER_RETURNED', (e) => e.eventId === 5);
    expect(stream.messages.map((m) => [m.event.type, m.id])).toEqual([
      ['CONNECTION_ESTABLISHED', null],
      ['STATE_SYNC', 3],
      ['PLAYER_RETURNED', 4],
      ['PLAYER_RETURNED', 5],
    ]);
    stream.close();
    streams.close();
  });

  it('bounds the log reads running at once: past the bound a reconnect gets STATE_SYNC alone', async () => {
    const channel = memoryChannel();
    const reads: Array<(events: ServerEvent[]) => void> = [];
    channel.replayAfter = () => new Promise((resolve) => reads.push(resolve));
    const streams = createSseStreams(channel, log, { heartbeatMs: 60_000, bounds: { concurrentReplays: 1 } });
    const app = express();
    app.get(
      '/api/events',
      streams.handler(() => Promise.resolve(syncAt(2))),
    );
    server = await listen(app);
    const url = `${server.url}/api/events?gameId=abcde`;
    const missed = { ...returned('ABCDE'), eventId: 2 };

    const first = await openSse(url, { 'last-event-id': '1' });
    await expect.poll(() => reads.length).toBe(1);
    // The only slot is taken by the first client's read: the second is caught up by the state alone.
    const second = await openSse(url, { 'last-event-id': '1' });
    await second.waitFor('STATE_SYNC');
    expect(second.messages.map((m) => m.event.type)).toEqual(['CONNECTION_ESTABLISHED', 'STATE_SYNC']);
    expect(reads).toHaveLength(1);

    reads[0]?.([missed]);
    await first.waitFor('STATE_SYNC');
    expect(first.messages.map((m) => [m.event.type, m.id])).toEqual([
      ['CONNECTION_ESTABLISHED', null],
      ['PLAYER_RETURNED', 2],
      ['STATE_SYNC', 2],
    ]);
    // The settled read gave its slot back: the next reconnect reads the log again.
    const third = await openSse(url, { 'last-event-id': '1' });
    await expect.poll(() => reads.length).toBe(2);
    reads[1]?.([missed]);
    await third.waitFor('PLAYER_RETURNED');
    for (const stream of [first, second, third]) stream.close();
    streams.close();
  });

  it('answers a reconnect from the recent events it delivered, and reads the log only for what they lack', async () => {
    const { channel, reads } = channelRecordingReads();
    const view = (eventId: number) => ({ status: 'active', version: eventId }) as never;
    const placed = (eventId: number): ServerEvent => ({
      type: 'ROUND_COMPLETE',
      gameId: 'ABCDE',
      eventId,
      timestamp: at,
      round: eventId,
      nextRound: eventId + 1,
      game: view(eventId),
    });
    const recent = createRecentEvents();
    const { streams, url } = await serve(channel, () => Promise.resolve(syncAt(5)), {
      heartbeatMs: 60_000,
      recent,
    });
    // A client watches from id 3 on (ids 1 and 2 were never delivered here), then its connection drops.
    const watcher = await openSse(url);
    await watcher.waitFor('STATE_SYNC');
    await channel.publish([3, 4, 5].map(placed));
    expect(recent.stats().events).toBe(3);
    watcher.close();

    const caughtUp = await openSse(url, { 'last-event-id': '2' });
    await caughtUp.waitFor('STATE_SYNC');
    expect(caughtUp.messages.map((m) => [m.event.type, m.id])).toEqual([
      ['CONNECTION_ESTABLISHED', null],
      ['ROUND_COMPLETE', 3],
      ['ROUND_COMPLETE', 4],
      ['ROUND_COMPLETE', 5],
      ['STATE_SYNC', 5],
    ]);
    const later = await openSse(url, { 'last-event-id': '4' });
    await later.waitFor('STATE_SYNC');
    expect(sequencedIds(later)).toEqual([5]);
    expect(reads).toEqual([]);
    // Ids it cannot vouch for go to the log (which here cannot answer: the STATE_SYNC alone catches up).
    const before = await openSse(url, { 'last-event-id': '1' });
    await before.waitFor('STATE_SYNC');
    const beyond = await openSse(url, { 'last-event-id': '6' });
    await beyond.waitFor('STATE_SYNC');
    expect(reads).toEqual([1, 6]);
    expect(sequencedIds(before)).toEqual([]);
    for (const stream of [caughtUp, later, before, beyond]) stream.close();
    streams.close();
  });

  it('keeps no events of a game no stream here has watched: its reconnect reads the log', async () => {
    const { channel, reads } = channelRecordingReads();
    const recent = createRecentEvents();
    const { streams, url } = await serve(channel, () => Promise.resolve(syncAt(2)), {
      heartbeatMs: 60_000,
      recent,
    });
    // Played over Socket.IO only: the events reach this node's channel, no event stream watches them.
    await channel.publish([1, 2].map((eventId) => ({ ...syncAt(eventId), type: 'GAME_STARTED' }) as never));
    expect(recent.stats().events).toBe(0);
    const reconnect = await openSse(url, { 'last-event-id': '1' });
    await reconnect.waitFor('STATE_SYNC');
    expect(reads).toEqual([1]);
    reconnect.close();
    streams.close();
  });

  it('ends every stream when the server closes', async () => {
    const { streams, url } = await serve(memoryChannel(), () => Promise.resolve(syncAt(0)), 60_000);
    const stream = await openSse(url);
    await stream.waitFor('STATE_SYNC');
    streams.close();
    await stream.ended;
    expect(streams.count()).toBe(0);
  });
});
