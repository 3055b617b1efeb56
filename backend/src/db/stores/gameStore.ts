// Friend games in the database: create with a fresh code, read, version-guarded update, event log.
import { FRIEND_GAME_ID_LENGTH, GAME_ID_ALPHABET } from '@gridable/common';
import type { Models, GameRecord, GameEventRecord } from '../models';
import { insertWithFreshId, randomId } from './randomId';
import { guardedCommandWrite, isDuplicateKeyError, type RunCommand } from '../versionedUpdate';
import {
  deleteByCommand,
  driverCommand,
  findByCommand,
  findOneByCommand,
  insertByCommand,
} from '../directCommand';

export type StoredGame = GameRecord;
/** What a restarted server reads of a game whose seats its old sockets may still hold. */
export type HeldSeatGame = Pick<
  StoredGame,
  | 'gameId'
  | 'player1UUID'
  | 'player2UUID'
  | 'player1Active'
  | 'player2Active'
  | 'player1Node'
  | 'player2Node'
  | 'player1Holders'
  | 'player2Holders'
  | 'player1Lookers'
  | 'player2Lookers'
>;
export type NewGameEvent = Omit<GameEventRecord, 'timestamp'> & { timestamp?: Date };

export interface GameStoreOptions {
  /** How commands reach the database (Database.command); by default the driver on the models' connection. */
  command?: RunCommand | undefined;
}

export function createGameStore(models: Models, options: GameStoreOptions = {}) {
  const command = options.command ?? driverCommand(models.games.db);
  // The hot path (every move) talks to the driver directly: lean documents, no casting of whole grids.
  const games = models.games.collection;
  // A game as stored (lean: no mongoose document), its _id left out (nothing here uses it).
  const loadRaw = (gameId: string) => findOneByCommand<StoredGame>(command, games.collectionName, { gameId });
  // A move's write is not read back (see guardedCommandWrite).
  const writeIfVersion = guardedCommandWrite<StoredGame>(command, games.collectionName, (game) => ({
    gameId: game.gameId,
  }));
  return {
    /** Creates a game under a new 5-character code; a taken code is retried with another. */
    async create(fields: Partial<StoredGame> = {}): Promise<StoredGame> {
      // One instant for both: a game is last active when it is made (event replay folds from there).
      const now = new Date();
      const doc = await insertWithFreshId(
        () => randomId(GAME_ID_ALPHABET, FRIEND_GAME_ID_LENGTH),
        (gameId) => models.games.create({ createdAt: now, lastActivityAt: now, ...fields, gameId }),
        isDuplicateKeyError,
      );
      return doc.toObject();
    },

    find(gameId: string): Promise<StoredGame | null> {
      return loadRaw(gameId);
    },

    /** Deletes a game nobody was told about (a rematch that lost the race to be the one). */
    async remove(gameId: string): Promise<void> {
      await models.games.deleteOne({ gameId });
    },

    /** Each listed game's last stored event id, and nothing else of it: one query for many games. */
    lastEventIds(gameIds: string[]): Promise<{ gameId: string; lastEventId?: number }[]> {
      if (gameIds.length === 0) return Promise.resolve([]);
      return games
        .find<{ gameId: string; lastEventId?: number }>(
          { gameId: { $in: gameIds } },
          { projection: { _id: 0, gameId: 1, lastEventId: 1 } },
        )
        .toArray();
    },

    /** Unfinished games with a seat recorded as held by a live socket (by this server before it restarted). */
    gamesWithHeldSeats(): Promise<HeldSeatGame[]> {
      return models.games
        .find({ status: { $ne: 'completed' }, $or: [{ player1Active: true }, { player2Active: true }] })
        .select({ _id: 0, gameId: 1, player1UUID: 1, player2UUID: 1, player1Active: 1, player2Active: 1 })
        .lean<HeldSeatGame[]>();
    },

    /** Unfinished games where node `nodeId` (one that died) has a part in a seat's presence, to remove it. */
    gamesHeldBy(nodeId: string): Promise<HeldSeatGame[]> {
      return models.games
        .find({
          status: { $ne: 'completed' },
          $or: [
            { player1Active: true, player1Node: nodeId },
            { player2Active: true, player2Node: nodeId },
            { player1Holders: nodeId },
            { player2Holders: nodeId },
            { player1Lookers: nodeId },
            { player2Lookers: nodeId },
          ],
        })
        .select({
          _id: 0,
          gameId: 1,
          player1UUID: 1,
          player2UUID: 1,
          player1Active: 1,
          player2Active: 1,
          player1Node: 1,
          player2Node: 1,
          player1Holders: 1,
          player2Holders: 1,
          player1Lookers: 1,
          player2Lookers: 1,
        })
        .lean<HeldSeatGame[]>();
    },

    /**
     * How many friend games `playerUUID` has open (waiting or in progress) in either seat, counted up to
     * `atMost`: each seat's read pins the seat and the status of its index and stops there.
     */
    async openGameCount(playerUUID: string, atMost: number): Promise<number> {
      const open = {
        status: { $in: ['waiting', 'active'] as ('waiting' | 'active')[] },
        gameMode: { $ne: 'daily' as const },
      };
      const seat = (field: 'player1UUID' | 'player2UUID') =>
        models.games
          .find({ [field]: playerUUID, ...open })
          .select({ _id: 0, gameId: 1 })
          .limit(atMost)
          .lean();
      const [asOne, asTwo] = await Promise.all([seat('player1UUID'), seat('player2UUID')]);
      return asOne.length + asTwo.length;
    },

    /** Games where `clientId` holds a seat (presence calls name only the client). */
    findBySeatedClient(clientId: string): Promise<StoredGame[]> {
      return models.games
        .find({ $or: [{ player1: clientId }, { player2: clientId }] })
        .limit(20)
        .lean<StoredGame[]>();
    },

    /**
     * Writes `update` only if the stored game is still at `current.version`: the game as written, or null
     * when another writer came first (or the game is gone). One command, not read back (guardedCommandWrite).
     */
    writeIfVersion,

    /** One insert command: records are built whole by gameEvents.ts, nothing for mongoose to cast. */
    async recordEvents(events: NewGameEvent[]): Promise<void> {
      if (events.length === 0) return;
      await insertByCommand(command, models.gameEvents.collection.collectionName, events, false);
    },

    /** Drops these games' event logs (they completed: a late client gets the final state instead). */
    async dropEvents(gameIds: string[]): Promise<void> {
      if (gameIds.length === 0) return;
      const filter = gameIds.length === 1 ? { gameId: gameIds[0] } : { gameId: { $in: gameIds } };
      await deleteByCommand(command, models.gameEvents.collection.collectionName, filter);
    },

    /**
     * Events after `eventId`, oldest first (at most `limit`), for an SSE client that reconnects with
     * Last-Event-ID: a range of the {gameId, eventId} index.
     */
    eventsAfter(gameId: string, eventId: number, limit = 500): Promise<GameEventRecord[]> {
      return findByCommand<GameEventRecord>(
        command,
        models.gameEvents.collection.collectionName,
        { gameId, eventId: { $gt: eventId } },
        { eventId: 1 },
        limit,
      );
    },

    async recordMetric(metricType: string, gameId: string | null, metricValue = 1, additionalData?: unknown) {
      // The schema builds the record (its defaults and casting), one insert command stores it: a game's
      // start and end are on the live path, and many games end at once. Its _id is left to the database,
      // since an ObjectId would not survive the copy to the embedded database's thread.
      const { _id, ...record } = new models.gameMetrics({
        gameId,
        metricType,
        metricValue,
        additionalData: additionalData ?? null,
      }).toObject();
      await insertByCommand(command, models.gameMetrics.collection.collectionName, [record], true);
    },
  };
}
export type GameStore = ReturnType<typeof createGameStore>;
