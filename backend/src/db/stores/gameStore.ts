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

    /** Reads after every write already queued for this game has finished, including its afterWrite. */
    findSettled(gameId: string): Promise<StoredGame | null> {
      return queue.run(gameId, () => models.games.findOne({ gameId }).lean<StoredGame>());
    },

    /** Games where `clientId` holds a seat (presence calls name only the client). */
    findBySeatedClient(clientId: string): Promise<StoredGame[]> {
      return models.games
        .find({ $or: [{ player1: clientId }, { player2: clientId }] })
        .limit(20)
        .lean<StoredGame[]>();
    },

    /**
     * One writer at a time per game on this node, and the version guard across nodes.
     * `afterWrite` runs inside the same queue slot, so whatever it publishes goes out in write order.
     */
    update<R>(
      gameId: string,
      decide: (game: StoredGame) => Decision<R>,
      afterWrite?: (doc: StoredGame, result: R) => Promise<void>,
    ) {
      return queue.run(gameId, async () => {
        const written = await updateWithVersion<StoredGame, R>(
          {
            load: () => models.games.findOne({ gameId }).lean<StoredGame>(),
            writeIfVersion: (version, update) =>
              models.games
                .findOneAndUpdate({ gameId, version }, update, { returnDocument: 'after' })
                .lean<StoredGame>(),
          },
          decide,
        );
        if (written && afterWrite) await afterWrite(written.doc, written.result);
        return written;
      });
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
