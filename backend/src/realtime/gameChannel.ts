// The game channel: a move's events are recorded in game_events once, then published once to the bus.
import type { ServerEvent } from '@gridable/common';
import type { GameStore, NewGameEvent } from '../db/stores/gameStore';
import type { Logger } from '../logger';
import type { BusListener, GameBus } from './gameBus';
import { createEventRecorder } from './eventRecorder';

export interface GameChannel {
  /** Records then publishes `events` in order; never throws (a lost record is logged, delivery goes on). */
  publish(events: ServerEvent[]): Promise<void>;
  /** Every published event, from any node, for this node's deliveries. */
  subscribe(listener: BusListener): () => void;
  /** Recorded events after `eventId`, oldest first, for Last-Event-ID replay. */
  eventsAfter(gameId: string, eventId: number): Promise<ServerEvent[]>;
}

export interface GameChannelDeps {
  bus: GameBus;
  store: GameStore;
  log: Logger;
  /** Names this node in game_events, for tracing once there are several. */
  serverInstance: string;
}

export function createGameChannel({ bus, store, log, serverInstance }: GameChannelDeps): GameChannel {
  const recorder = createEventRecorder(store);
  return {
    async publish(events) {
      if (events.length === 0) return;
      try {
        await recorder.record(events.map((event) => toRecord(event, serverInstance)));
      } catch (err) {
        // Live players still get the event; only a later Last-Event-ID replay would miss it.
        log.error('recording game events failed', { err, gameId: events[0]?.gameId });
      }
      for (const event of events) {
        try {
          await bus.publish(event);
        } catch (err) {
          // The write stands and the event is recorded: clients catch up through STATE_SYNC or replay.
          log.error('publishing a game event failed', { err, gameId: event.gameId, eventId: event.eventId });
        }
      }
    },
    subscribe: (listener) => bus.subscribe(listener),
    async eventsAfter(gameId, eventId) {
      const records = await store.eventsAfter(gameId, eventId);
      return records.map((record) => record.eventData as ServerEvent);
    },
  };
}

function toRecord(event: ServerEvent, serverInstance: string): NewGameEvent {
  return {
    gameId: event.gameId,
    eventId: event.eventId,
    playerId: 'playerId' in event ? (event.playerId ?? null) : null,
    eventType: event.type,
    eventData: event,
    timestamp: new Date(event.timestamp),
    roundNumber: 'round' in event ? event.round : null,
    serverInstance,
    correlationId: null,
  };
}
