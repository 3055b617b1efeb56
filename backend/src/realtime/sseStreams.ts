// SSE delivery (GET /api/events): per-game streams fed by the channel, with ids, heartbeats and replay.
import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { EventStreamQuery, SSE_HEARTBEAT_MS, type ServerEvent } from '@gridable/common';
import { parseInput } from '../http/validate';
import type { Logger } from '../logger';
import type { GameChannel } from './gameChannel';

/** What the stream needs from the games feature: the viewer's STATE_SYNC, or null for an unknown game. */
export type StateSyncSource = (query: EventStreamQuery) => Promise<ServerEvent | null>;

export interface SseStreams {
  /** The GET /api/events handler. */
  handler(stateSync: StateSyncSource): RequestHandler;
  /** Open streams, for tests and /metrics. */
  count(): number;
  close(): void;
}

/**
 * One open stream. It buffers live events until its catch-up (replay + STATE_SYNC) is written, then
 * sends only ids above what it already sent, so an event is never lost or doubled across the switch.
 */
class EventStream {
  private buffered: ServerEvent[] | null = [];
  /** Sends this viewer a fresh STATE_SYNC when the channel missed events it cannot replay. */
  resync: () => void = () => {};
  constructor(
    readonly gameId: string,
    private readonly res: Response,
    private lastSent: number,
  ) {}

  deliver(event: ServerEvent): void {
    if (this.buffered) this.buffered.push(event);
    else this.sendInSequence(event);
  }

  sendInSequence(event: ServerEvent): void {
    if (event.eventId <= this.lastSent) return;
    this.write(event, event.eventId);
    this.lastSent = event.eventId;
  }

  /** Buffers live events until the next STATE_SYNC (sent by sendStateSync). */
  holdLive(): void {
    this.buffered ??= [];
  }

  /** The state is authoritative: later ids come live, earlier ones it already contains. */
  sendStateSync(event: ServerEvent): void {
    this.write(event, event.eventId);
    this.lastSent = event.eventId;
    const buffered = this.buffered ?? [];
    this.buffered = null;
    for (const e of buffered) this.sendInSequence(e);
  }

  /** Events outside the game's sequence (connection, heartbeat, errors) carry no `id:` line. */
  sendOutOfSequence(event: ServerEvent): void {
    this.write(event, null);
  }

  heartbeat(): void {
    this.sendOutOfSequence({ type: 'HEARTBEAT', eventId: 0, gameId: this.gameId, timestamp: new Date().toISOString() });
  }

  end(): void {
    if (!this.res.writableEnded) this.res.end();
  }

  private write(event: ServerEvent, id: number | null): void {
    if (this.res.writableEnded) return;
    this.res.write(`${id === null ? '' : `id: ${id}\n`}data: ${serialised(event)}\n\n`);
  }
}

/** One JSON text per event, however many streams of its game send it. */
const texts = new WeakMap<ServerEvent, string>();
function serialised(event: ServerEvent): string {
  let text = texts.get(event);
  if (text === undefined) {
    text = JSON.stringify(event);
    texts.set(event, text);
  }
  return text;
}

export function createSseStreams(channel: GameChannel, log: Logger, heartbeatMs = SSE_HEARTBEAT_MS): SseStreams {
  const byGame = new Map<string, Set<EventStream>>();
  const all = (): EventStream[] => [...byGame.values()].flatMap((set) => [...set]);

  const unsubscribe = channel.subscribe((event) => {
    for (const stream of byGame.get(event.gameId) ?? []) stream.deliver(event);
  });
  const stopResync = channel.onResync((gameId) => {
    for (const stream of byGame.get(gameId) ?? []) stream.resync();
  });
  // Proxies close idle connections; one timer for every stream keeps them talking.
  const heartbeat = setInterval(() => all().forEach((stream) => stream.heartbeat()), heartbeatMs);
  heartbeat.unref();

  const open = (gameId: string, res: Response, lastSent: number): EventStream => {
    const stream = new EventStream(gameId, res, lastSent);
    const set = byGame.get(gameId) ?? new Set();
    set.add(stream);
    byGame.set(gameId, set);
    return stream;
  };
  const remove = (stream: EventStream): void => {
    const set = byGame.get(stream.gameId);
    set?.delete(stream);
    if (set?.size === 0) byGame.delete(stream.gameId);
  };

  return {
    handler: (stateSync) => async (req, res) => {
      const query = parseInput(EventStreamQuery, req.query);
      const lastEventId = parseLastEventId(req.header('last-event-id')) ?? query.lastEventId;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      // Subscribed before catching up, so nothing published meanwhile slips between replay and live.
      const stream = open(query.gameId, res, lastEventId ?? 0);
      req.on('close', () => remove(stream));
      const envelope = () => ({ eventId: 0, gameId: query.gameId, timestamp: new Date().toISOString() });
      stream.resync = () => {
        // Later events wait for the state, as during catch-up, so none arrives across the gap.
        stream.holdLive();
        stateSync(query).then(
          (sync) => sync && stream.sendStateSync(sync),
          (err: unknown) => log.warn('event stream resync failed', { err, gameId: query.gameId }),
        );
      };
      stream.sendOutOfSequence({ type: 'CONNECTION_ESTABLISHED', ...envelope(), connectionId: randomUUID() });
      try {
        if (lastEventId !== undefined) {
          // Every later event, or none when the log cannot give them all: the STATE_SYNC below covers them.
          for (const event of (await channel.replayAfter(query.gameId, lastEventId)) ?? [])
            stream.sendInSequence(event);
        }
        const sync = await stateSync(query);
        if (!sync) {
          stream.sendOutOfSequence({ type: 'GAME_NOT_FOUND', ...envelope(), message: 'Game not found' });
          remove(stream);
          stream.end();
          return;
        }
        stream.sendStateSync(sync);
      } catch (err) {
        // Headers are out: the error handler can no longer answer, so say it on the stream and close.
        log.error('event stream failed', { err, gameId: query.gameId });
        stream.sendOutOfSequence({ type: 'ERROR', ...envelope(), message: 'Connection error' });
        remove(stream);
        stream.end();
      }
    },
    count: () => all().length,
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      stopResync();
      for (const stream of all()) stream.end();
      byGame.clear();
    },
  };
}

function parseLastEventId(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
