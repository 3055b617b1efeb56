// SSE delivery (GET /api/events): per-game streams fed by the channel, with ids, heartbeats and replay,
// bounded in what each client, each game and the node hold, in time and in buffered bytes. A reconnect
// whose missed events this node still holds (recentEvents.ts) is answered from memory, in the same write
// as its headers; otherwise they are rebuilt from the log.
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import {
  EventStreamQuery,
  GAME_MESSAGES,
  SERVER_MESSAGES,
  SSE_HEARTBEAT_MS,
  type ServerEvent,
} from '@gridable/common';
import { parseInput } from '../http/validate';
import { limitsOf, refuse } from '../http/rateLimit';
import { deferredStreamCheck } from '../http/requestBudgets';
import type { Logger } from '../logger';
import { requestNetwork } from '../ops/clientAddress';
import type { ConnectionCaps } from '../ops/connectionCaps';
import type { FloodLog } from '../ops/floodLog';
import { BUDGETS, spendNow, type Refusal } from '../ops/limits';
import { withTimeout } from '../ops/withTimeout';
import { eventText, strangerEventText, strangerTextOf } from './eventText';
import { goneEvent } from './goneEvent';
import type { GameChannel } from './gameChannel';
import type { RecentEvents } from './recentEvents';
import { sendError } from '../http/errorReply';

/**
 * What the stream needs from the games feature: the viewer's STATE_SYNC, null for an unknown game, or the
 * game's own GAME_NOT_FOUND (a withdrawn game's, with its code).
 */
export type StateSyncSource = (query: EventStreamQuery) => Promise<ServerEvent | null>;
/** Whether the stream's playerId and playerUUID are truly that seat's player. */
export type SeatCheck = (gameId: string, playerId: 1 | 2, playerUUID: string) => Promise<boolean>;

export interface SseStreams {
  /**
   * The GET /api/events handler. With `isSeated`, a seat's own player is admitted whatever strangers have
   * spent of the game's stream budget and listener cap; their address's own budget and caps still apply.
   */
  handler(stateSync: StateSyncSource, isSeated?: SeatCheck): RequestHandler;
  /** Open streams, for tests and /metrics. */
  count(): number;
  close(): void;
}

export interface SseBounds {
  /** A stream ends after this long; EventSource reconnects with its Last-Event-ID and misses nothing. */
  maxLifetimeMs: number;
  /** Bytes a stream may have queued unsent; a reader that falls this far behind is dropped. */
  maxBufferedBytes: number;
  /** How long a stream may stay unable to take more before it is dropped. */
  stallTimeoutMs: number;
  /** Replays (reads of the event log) running at once on this node; beyond it, STATE_SYNC alone catches up. */
  concurrentReplays: number;
  /** A replay slower than this is abandoned for the STATE_SYNC, which already contains it. */
  replayTimeoutMs: number;
}

export const SSE_BOUNDS: SseBounds = {
  maxLifetimeMs: 30 * 60_000,
  maxBufferedBytes: 256 * 1024,
  stallTimeoutMs: 15_000,
  concurrentReplays: 4,
  replayTimeoutMs: 2_000,
};

/** A stream's place under the connection caps, given back when it closes. */
interface Slot {
  release(): void;
}

/** An admitted stream: its slot, and whether admission already proved it a seat's own player. */
interface Admission {
  slot: Slot;
  seated: boolean;
}

export interface SseOptions {
  heartbeatMs?: number;
  /** Per-client and per-game caps; without them (unit tests) streams are uncapped. */
  caps?: ConnectionCaps;
  bounds?: Partial<SseBounds>;
  /**
   * This node's recent events per game, fed here from the channel: a reconnect they cover needs no log
   * read. Without it (unit tests) every replay reads the log.
   */
  recent?: RecentEvents;
  /** Where refused streams are reported: one warn line per refused address a quiet period. */
  floods?: FloodLog;
}

/**
 * One open stream. It buffers live events until its catch-up (replay + STATE_SYNC) is written, then
 * sends only ids above what it already sent, so an event is never lost or doubled across the switch.
 * Room events carry the players' view of the game; a stream without a seat is sent them without the grids
 * of a live game (eventForStranger), as its STATE_SYNC already is.
 */
class EventStream {
  private buffered: ServerEvent[] | null = [];
  /** Sends this viewer a fresh STATE_SYNC when the channel missed events it cannot replay. */
  resync: () => void = () => {};
  private stalledSince: number | null = null;
  constructor(
    readonly gameId: string,
    private readonly res: Response,
    private lastSent: number,
    private readonly bounds: SseBounds,
    private readonly drop: (stream: EventStream) => void,
    /** Whether the viewer holds a seat: proven at admission, then as each STATE_SYNC says. */
    private seated: boolean,
    /** Whether the stream names a clientId or playerUUID, which a later join may seat. */
    private readonly namesCredentials: boolean,
  ) {
    res.on('drain', () => {
      this.stalledSince = null;
    });
  }

  get open(): boolean {
    return !this.res.writableEnded && !this.res.destroyed;
  }

  /** Whether a seat join should make this stream ask again who it is (it names credentials but held no seat). */
  get mayBeSeatedLater(): boolean {
    return !this.seated && this.namesCredentials;
  }

  deliver(event: ServerEvent): void {
    if (this.buffered) this.buffered.push(event);
    else this.sendInSequence(event);
  }

  sendInSequence(event: ServerEvent): void {
    if (event.eventId <= this.lastSent) return;
    this.write(this.seated ? eventText(event) : strangerEventText(event), event.eventId);
    this.lastSent = event.eventId;
  }

  /** An event already as its JSON text, as a seat's stream was sent it live (kept by recentEvents). */
  sendTextInSequence(eventId: number, text: string): void {
    if (eventId <= this.lastSent) return;
    this.write(this.seated ? text : strangerTextOf(text), eventId);
    this.lastSent = eventId;
  }

  /** Buffers live events until the next STATE_SYNC (sent by sendStateSync). */
  holdLive(): void {
    this.buffered ??= [];
  }

  /** The state is authoritative: later ids come live, earlier ones it already contains. */
  sendStateSync(event: ServerEvent): void {
    // The STATE_SYNC is the viewer's own (seat or none), and says which they are for what follows it.
    if (event.type === 'STATE_SYNC') this.seated = event.playerInfo !== null;
    this.write(eventText(event), event.eventId);
    this.lastSent = event.eventId;
    const buffered = this.buffered ?? [];
    this.buffered = null;
    for (const e of buffered) this.sendInSequence(e);
  }

  /** Events outside the game's sequence (connection, heartbeat, errors) carry no `id:` line. */
  sendOutOfSequence(event: ServerEvent): void {
    this.write(eventText(event), null);
  }

  heartbeat(): void {
    this.sendOutOfSequence({
      type: 'HEARTBEAT',
      eventId: 0,
      gameId: this.gameId,
      timestamp: new Date().toISOString(),
    });
  }

  end(): void {
    if (!this.res.writableEnded) this.res.end();
  }

  /**
   * Honours back-pressure: a write the socket cannot take yet is queued by Node, but a reader that stops
   * reading is cut off (by bytes queued, or by time without a drain) instead of buffering without bound.
   * The client reconnects with its Last-Event-ID when it reads again.
   */
  private write(text: string, id: number | null): void {
    if (!this.open) return;
    if (
      this.res.writableLength > this.bounds.maxBufferedBytes ||
      (this.stalledSince !== null && Date.now() - this.stalledSince > this.bounds.stallTimeoutMs)
    ) {
      this.drop(this);
      return;
    }
    const accepted = this.res.write(`${id === null ? '' : `id: ${id}\n`}data: ${text}\n\n`);
    if (!accepted) this.stalledSince ??= Date.now();
  }
}

export function createSseStreams(
  channel: GameChannel,
  log: Logger,
  heartbeatOrOptions: number | SseOptions = {},
): SseStreams {
  const options =
    typeof heartbeatOrOptions === 'number' ? { heartbeatMs: heartbeatOrOptions } : heartbeatOrOptions;
  const bounds: SseBounds = { ...SSE_BOUNDS, ...options.bounds };
  const byGame = new Map<string, Set<EventStream>>();
  const all = (): EventStream[] => [...byGame.values()].flatMap((set) => [...set]);
  let replaysRunning = 0;

  const { recent } = options;
  const unsubscribe = channel.subscribe((event) => {
    const streams = byGame.get(event.gameId);
    // Only games an event stream here watches, or watched until its client dropped (the run goes on
    // for its reconnect): games played over Socket.IO alone cost no event text and no memory.
    if (recent && (streams || recent.holds(event.gameId))) recent.add(event);
    for (const stream of streams ?? []) {
      stream.deliver(event);
      // A stream opened before its own player's join is that player's now: its next STATE_SYNC says so.
      if (event.type === 'GAME_JOINED' && stream.mayBeSeatedLater) stream.resync();
    }
  });
  const stopResync = channel.onResync((gameId) => {
    recent?.forget(gameId);
    for (const stream of byGame.get(gameId) ?? []) stream.resync();
  });
  const stopWatching = channel.watch(() => byGame.keys());
  const following = followWhileStreamed(channel, recent);
  // Proxies close idle connections; one timer for every stream keeps them talking.
  const heartbeat = setInterval(
    () => all().forEach((stream) => stream.heartbeat()),
    options.heartbeatMs ?? SSE_HEARTBEAT_MS,
  );
  heartbeat.unref();

  const remove = (stream: EventStream): void => {
    const set = byGame.get(stream.gameId);
    set?.delete(stream);
    if (set?.size === 0) {
      byGame.delete(stream.gameId);
      following.lastStreamClosed(stream.gameId);
    }
  };
  const drop = (stream: EventStream): void => {
    remove(stream);
    stream.end();
  };
  const open = (
    { gameId, clientId, playerUUID }: EventStreamQuery,
    res: Response,
    lastSent: number,
    seated: boolean,
  ): EventStream => {
    const stream = new EventStream(
      gameId,
      res,
      lastSent,
      bounds,
      (s) => {
        log.debug('event stream dropped: reader stopped reading', { gameId });
        drop(s);
      },
      seated,
      clientId !== undefined || playerUUID !== undefined,
    );
    const set = byGame.get(gameId) ?? new Set();
    if (set.size === 0) following.streamOpened(gameId);
    set.add(stream);
    byGame.set(gameId, set);
    return stream;
  };

  /**
   * Starts reading missed events from the log, unless the node is already replaying enough; the read
   * runs while the headers go out, and its slot is held until it settles.
   */
  function startReplay(gameId: string, after: number): Promise<ServerEvent[] | null> | undefined {
    if (replaysRunning >= bounds.concurrentReplays) return undefined;
    replaysRunning += 1;
    const read = withTimeout(channel.replayAfter(gameId, after), bounds.replayTimeoutMs, null);
    void read.then(
      () => (replaysRunning -= 1),
      () => (replaysRunning -= 1),
    );
    return read;
  }

  /** Sends what the replay read, unless the client has gone. */
  async function replay(stream: EventStream, pending: Promise<ServerEvent[] | null>): Promise<void> {
    const events = await pending;
    for (const event of events ?? []) {
      if (!stream.open) return;
      stream.sendInSequence(event);
    }
  }

  /**
   * Refuses before the stream opens: a client past its budget or caps gets a plain 429 / 503. With
   * budgets in memory it answers in the same turn, unless the stream names a seat: that is looked up first.
   */
  function admit(
    req: Request,
    res: Response,
    query: EventStreamQuery,
    isSeated: SeatCheck | undefined,
  ): Admission | null | Promise<Admission | null> {
    const address = requestNetwork(req);
    const { gameId, playerId, playerUUID } = query;
    const answer = spendNow(limitsOf(req), BUDGETS.connects, address);
    const stranger = (slot: Slot | null): Admission | null => slot && { slot, seated: false };
    if (isSeated && playerId !== undefined && playerUUID !== undefined) {
      return Promise.resolve(answer).then(async (refusal) => {
        if (refusal) return stranger(claim(res, address, gameId, refusal));
        if (await isSeated(gameId, playerId, playerUUID)) {
          const slot = claim(res, address, undefined, null);
          return slot && { slot, seated: true };
        }
        // Not the seat it names: a stranger like any other, held to the game's budget and cap.
        const deferred = deferredStreamCheck(res)?.() ?? null;
        return stranger(claim(res, address, gameId, await deferred));
      });
    }
    return answer instanceof Promise
      ? answer.then((refusal) => stranger(claim(res, address, gameId, refusal)))
      : stranger(claim(res, address, gameId, answer));
  }

  /** A slot under the caps; `gameId` undefined for a seat's own player, whom the game's caps never refuse. */
  function claim(
    res: Response,
    address: string,
    gameId: string | undefined,
    refusal: Refusal | null,
  ): Slot | null {
    if (refusal) {
      options.floods?.report('event-streams', address, { gameId, refused: 'budget' });
      refuse(res, refusal);
      return null;
    }
    const slot = options.caps?.claim(address, gameId) ?? { release() {} };
    if ('refused' in slot) {
      options.floods?.report('event-streams', address, { gameId, refused: slot.refused });
      res.setHeader('Connection', 'close');
      res.setHeader('Retry-After', '30');
      if (slot.refused === 'server') sendError(res, 503, SERVER_MESSAGES.busy, 'SERVER_BUSY');
      else sendError(res, 429, SERVER_MESSAGES.tooManyConnections, 'TOO_MANY_CONNECTIONS');
      return null;
    }
    return slot;
  }

  /**
   * Opens an admitted stream and catches it up: the missed events (from this node's recent events, else
   * read from the log), then the STATE_SYNC, then live. Everything up to the first await happens in one
   * turn, so the headers, CONNECTION_ESTABLISHED and events from memory leave in one write, and the
   * stream subscribes in the same turn as the recent events are read: nothing slips between them.
   */
  async function serve(
    stateSync: StateSyncSource,
    req: Request,
    res: Response,
    query: EventStreamQuery,
    lastEventId: number | undefined,
    { slot, seated }: Admission,
  ): Promise<void> {
    const { gameId } = query;
    // From 0 the client has seen nothing: the STATE_SYNC alone is everything, no need to read the log.
    // Otherwise the log is read while the headers are written (the stream subscribes below, in this
    // same turn, before the read can answer).
    const missed = lastEventId !== undefined && lastEventId > 0 ? lastEventId : undefined;
    const fromMemory = missed === undefined ? undefined : options.recent?.after(gameId, missed);
    const replayed = missed !== undefined && !fromMemory ? startReplay(gameId, missed) : undefined;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // Subscribed before catching up, so nothing published meanwhile slips between replay and live.
    const stream = open(query, res, lastEventId ?? 0, seated);
    const lifetime = setTimeout(() => drop(stream), bounds.maxLifetimeMs);
    lifetime.unref();
    res.once('close', () => {
      clearTimeout(lifetime);
      remove(stream);
      slot.release();
    });
    const envelope = () => ({ eventId: 0, gameId, timestamp: new Date().toISOString() });
    stream.resync = () => {
      // Later events wait for the state, as during catch-up, so none arrives across the gap.
      stream.holdLive();
      stateSync(query).then(
        (sync) => sync && stream.sendStateSync(sync),
        (err: unknown) => log.warn('event stream resync failed', { err, gameId }),
      );
    };
    // The headers go out with the first write; corked, every write of this turn goes with them.
    res.cork();
    stream.sendOutOfSequence({ type: 'CONNECTION_ESTABLISHED', ...envelope(), connectionId: randomUUID() });
    for (const event of fromMemory ?? []) stream.sendTextInSequence(event.eventId, event.text);
    res.uncork();
    try {
      if (replayed) await replay(stream, replayed);
      if (!stream.open) return;
      const sync = await stateSync(query);
      if (!sync || sync.type === 'GAME_NOT_FOUND') {
        // Only a game that never was is a miss: a withdrawn one existed, and says so with its own code.
        if (!sync) void limitsOf(req).spend(BUDGETS.misses, requestNetwork(req));
        stream.sendOutOfSequence(sync ?? goneEvent(gameId, 'GAME_NOT_FOUND'));
        drop(stream);
        return;
      }
      stream.sendStateSync(sync);
    } catch (err) {
      // Headers are out: the error handler can no longer answer, so say it on the stream and close.
      log.error('event stream failed', { err, gameId });
      stream.sendOutOfSequence({
        type: 'ERROR',
        ...envelope(),
        message: GAME_MESSAGES.connectionError,
        code: 'INTERNAL',
      });
      drop(stream);
    }
  }

  return {
    handler: (stateSync, isSeated) => (req, res) => {
      const query = parseInput(EventStreamQuery, req.query);
      const lastEventId = parseLastEventId(req.header('last-event-id')) ?? query.lastEventId;
      const admission = admit(req, res, query, isSeated);
      if (admission instanceof Promise)
        return admission.then(
          (admitted) => admitted && serve(stateSync, req, res, query, lastEventId, admitted),
        );
      if (admission) return serve(stateSync, req, res, query, lastEventId, admission);
      return undefined;
    },
    count: () => all().length,
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      stopResync();
      stopWatching();
      following.close();
      for (const stream of all()) stream.end();
      byGame.clear();
    },
  };
}

/**
 * SSE clients come back within seconds of a drop (3–5 s, at most 15), and their Last-Event-ID is answered from
 * the recent events this node kept hearing: so the node keeps following a game this long after its last stream.
 */
export const SSE_FOLLOW_GRACE_MS = 60_000;

/** Follows a game while this node streams it, and for the reconnect grace after; then forgets its recent run. */
function followWhileStreamed(channel: GameChannel, recent: RecentEvents | undefined) {
  const unfollow = new Map<string, () => void>();
  const leaving = new Map<string, NodeJS.Timeout>();
  const stop = (gameId: string): void => {
    leaving.delete(gameId);
    unfollow.get(gameId)?.();
    unfollow.delete(gameId);
    // Unheard from now on: its run here could no longer vouch that it holds every later event.
    recent?.forget(gameId);
  };
  return {
    streamOpened(gameId: string): void {
      clearTimeout(leaving.get(gameId));
      leaving.delete(gameId);
      if (!unfollow.has(gameId)) unfollow.set(gameId, channel.follow(gameId));
    },
    lastStreamClosed(gameId: string): void {
      clearTimeout(leaving.get(gameId));
      leaving.set(gameId, setTimeout(() => stop(gameId), SSE_FOLLOW_GRACE_MS).unref());
    },
    close(): void {
      for (const timer of leaving.values()) clearTimeout(timer);
      for (const gameId of [...unfollow.keys()]) stop(gameId);
    },
  };
}

function parseLastEventId(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
