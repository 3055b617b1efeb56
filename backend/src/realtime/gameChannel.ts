// The game channel: a write's events go to the bus once and its lean records to game_events beside;
// every node hears the bus in order per game, gaps filled from the log or covered by STATE_SYNC.
import type { ServerEvent } from '@gridable/common';
import type { GameStore, NewGameEvent } from '../db/stores/gameStore';
import type { Logger } from '../logger';
import { notifyListeners, type BusListener, type GameBus } from './gameBus';
import { createEventRecorder } from './eventRecorder';
import { createEventSequencer, SEQUENCE_HOLD_MS } from './eventSequencer';
import { startStoredIdSweep } from './storedIdSweep';
import { createOutageLog } from '../ops/outageLog';

/** Every event of a game after `lastEventId`, in order, or null when the log cannot give them all. */
export type ReplayAfter = (gameId: string, lastEventId: number) => Promise<ServerEvent[] | null>;

/** Told the gameId when this node missed events it cannot replay: its viewers need a STATE_SYNC. */
export type ResyncListener = (gameId: string) => void;

/** The games one kind of viewer on this node (SSE streams, Socket.IO rooms) watches right now. */
export type WatchedGames = () => Iterable<string>;

export interface GameChannel {
  /** Publishes `events` to every node, in order; never throws (a failed publish is logged). */
  publish(events: ServerEvent[]): Promise<void>;
  /** Stores a write's game_events records; never rejects (a failed write is logged). */
  record(records: NewGameEvent[]): Promise<void>;
  /** Every published event, from any node, each game's in id order, for this node's deliveries. */
  subscribe(listener: BusListener): () => void;
  onResync(listener: ResyncListener): () => void;
  /** A viewer on this node was sent the game as of `eventId` (STATE_SYNC): gaps after it are watched for. */
  seen(gameId: string, eventId: number): void;
  /** Registers where this node's viewers are, for the stored-id sweep; returns the unregister. */
  watch(source: WatchedGames): () => void;
  /** This node has a viewer of the game: hear its events (counted; the returned function undoes one follow). */
  follow(gameId: string): () => void;
  /** Last-Event-ID replay: every event after `lastEventId`, or null (send STATE_SYNC instead). */
  replayAfter: ReplayAfter;
  /** Resolves once every record handed to `record` has been written. */
  settled(): Promise<void>;
  close(): void;
}

export interface GameChannelDeps {
  bus: GameBus;
  store: GameStore;
  log: Logger;
  /** Names this node in the channel's log lines, once there are several. */
  serverInstance?: string;
  /** Rebuilds missed events from the log (games/eventReplay.ts); without it every replay is a STATE_SYNC. */
  replay?: ReplayAfter;
  holdMs?: number;
  /**
   * Several nodes share the games (REDIS_URL): every this often, compare the watched games' stored last
   * event ids with what this node delivered (storedIdSweep.ts). Off for one node, which cannot have a
   * stored-but-unpublished write while its own viewers stay connected.
   */
  sweepStoredIdsMs?: number;
  /** True while the bus's own outage is logged (Redis away): failed publishes are then not logged again. */
  busDown?: () => boolean;
}

export function createGameChannel({
  bus,
  store,
  log,
  serverInstance,
  replay = () => Promise.resolve(null),
  holdMs = SEQUENCE_HOLD_MS,
  sweepStoredIdsMs,
  busDown,
}: GameChannelDeps): GameChannel {
  const channelLog = serverInstance ? log.child({ serverInstance }) : log;
  const recorder = createEventRecorder(store, channelLog);
  const listeners = new Set<BusListener>();
  const resyncListeners = new Set<ResyncListener>();
  const onListenerError = (err: unknown) => channelLog.error('event delivery failed', { err });
  const publishing = createOutageLog(
    channelLog,
    'publishing game events',
    busDown ? { covered: busDown } : {},
  );

  const sequencer = createEventSequencer({
    deliver: (event) => notifyListeners(listeners, event, onListenerError),
    fill: replay,
    resync: (gameId) => {
      channelLog.warn('events missed and not in the log: resyncing viewers', { gameId });
      for (const listener of resyncListeners) {
        try {
          listener(gameId);
        } catch (err) {
          onListenerError(err);
        }
      }
    },
    holdMs,
  });
  const unsubscribe = bus.subscribe((event) => sequencer.accept(event));
  const watchedSources = new Set<WatchedGames>();
  const sweep =
    sweepStoredIdsMs === undefined
      ? undefined
      : startStoredIdSweep({
          read: (gameIds) => store.lastEventIds(gameIds),
          watched: function* () {
            for (const source of watchedSources) yield* source();
          },
          seen: (gameId, eventId) => sequencer.seen(gameId, eventId),
          onError: (err) => channelLog.warn("reading watched games' stored event ids failed", { err }),
          intervalMs: sweepStoredIdsMs,
        });

  return {
    async publish(events) {
      for (const event of events) {
        try {
          await bus.publish(event);
          publishing.succeeded();
        } catch (err) {
          // The write stands: other nodes see the gap by id and fill it from the log or resync.
          publishing.failed(err, { gameId: event.gameId, eventId: event.eventId });
        }
      }
    },
    record: (records) => recorder.record(records),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    seen: (gameId, eventId) => sequencer.seen(gameId, eventId),
    watch(source) {
      watchedSources.add(source);
      return () => watchedSources.delete(source);
    },
    follow: (gameId) => bus.follow(gameId),
    replayAfter: replay,
    settled: () => recorder.settled(),
    close() {
      unsubscribe();
      sweep?.stop();
      watchedSources.clear();
      sequencer.close();
      listeners.clear();
      resyncListeners.clear();
    },
  };
}
