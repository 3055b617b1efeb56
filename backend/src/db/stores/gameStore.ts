// Friend games in the database: create with a fresh code, read, version-guarded update, event log.
import { FRIEND_GAME_ID_LENGTH, GAME_ID_ALPHABET } from '@gridable/common';
import type { Models, GameRecord, GameEventRecord } from '../models';
import { insertWithFreshId, randomId } from './randomId';
import { isDuplicateKeyError, updateWithVersion, type Decision } from '../versionedUpdate';
import { KeyedQueue } from '../keyedQueue';

export type StoredGame = GameRecord;
export type NewGameEvent = Omit<GameEventRecord, 'timestamp'> & { timestamp?: Date };

export function createGameStore(models: Models) {
  const queue = new KeyedQueue();
  return {
    /** Creates a game under a new 5-character code; a taken code is retried with another. */
    async create(fields: Partial<StoredGame> = {}): Promise<StoredGame> {
      const doc = await insertWithFreshId(
        () => randomId(GAME_ID_ALPHABET, FRIEND_GAME_ID_LENGTH),
        (gameId) => models.games.create({ ...fields, gameId }),
        isDuplicateKeyError,
      );
      return doc.toObject();
    },

    find(gameId: string): Promise<StoredGame | null> {
      return models.games.findOne({ gameId }).lean<StoredGame>();
    },

    /** One writer at a time per game on this node, and the version guard across nodes. */
    update<R>(gameId: string, decide: (game: StoredGame) => Decision<R>) {
      return queue.run(gameId, () =>
        updateWithVersion<StoredGame, R>(
          {
            load: () => models.games.findOne({ gameId }).lean<StoredGame>(),
            writeIfVersion: (version, update) =>
              models.games
                .findOneAndUpdate({ gameId, version }, update, { returnDocument: 'after' })
                .lean<StoredGame>(),
          },
          decide,
        ),
      );
    },

    async recordEvents(events: NewGameEvent[]): Promise<void> {
      if (events.length > 0) await models.gameEvents.insertMany(events, { ordered: false });
    },

    /** Events after `eventId`, oldest first, for an SSE client that reconnects with Last-Event-ID. */
    eventsAfter(gameId: string, eventId: number, limit = 500): Promise<GameEventRecord[]> {
      return models.gameEvents
        .find({ gameId, eventId: { $gt: eventId } })
        .sort({ eventId: 1 })
        .limit(limit)
        .lean<GameEventRecord[]>();
    },

    async recordMetric(metricType: string, gameId: string | null, metricValue = 1, additionalData?: unknown) {
      await models.gameMetrics.create({ metricType, gameId, metricValue, additionalData: additionalData ?? null });
    },
  };
}
export type GameStore = ReturnType<typeof createGameStore>;
