// Daily challenge data in the database: the day's stored letters, players' daily games, their submission log and high scores.
import { GRID_SIZE, type DailyGameCore, type Grid } from '@gridable/common';
import { DAILY_SUBMISSION_RETENTION_DAYS, MS_PER_DAY } from '@gridable/common/constants';
import type { Models } from '../models';
import { lettersOf, type DailySequenceRecord } from '../models';
import { randomId } from './randomId';
import { driverCommand, findOneByCommand, insertByCommand, type RunCommand } from '../directCommand';
import {
  guardedCommandWrite,
  isDuplicateKeyError,
  loadFirstFrom,
  updateWithVersion,
  type Decision,
} from '../versionedUpdate';
import { KeyedQueue } from '../keyedQueue';

/** A daily game as stored: the rules' fields plus who plays it, on which day, and the write version. */
export interface StoredDailyGame extends DailyGameCore {
  gameId: string;
  playerUUID: string;
  dailyChallengeDate: string;
  archive: boolean;
  /** Proves ownership from the player's cookie; never leaves the server except in that cookie. */
  ownerToken?: string | null;
  createdAt: Date;
  lastActivityAt: Date;
  completedAt: Date | null;
  version: number;
  /** False when the player's identity is newer than the day: left out of its high score and distribution. */
  countsForHighScore?: boolean;
  /** Every placement in order, for the review (daily/dailyMoveLog.ts); absent on games made before it. */
  moveLog?: string;
}

/** What a player's completion is made of (daily/dailyView.ts playerCompletionOf). */
export type CompletedDailyGame = Pick<
  StoredDailyGame,
  | 'gameId'
  | 'gameNumber'
  | 'dailyChallengeDate'
  | 'playerScore'
  | 'archive'
  | 'completedAt'
  | 'lastActivityAt'
>;
const COMPLETION_FIELDS = {
  _id: 0,
  gameId: 1,
  gameNumber: 1,
  dailyChallengeDate: 1,
  playerScore: 1,
  archive: 1,
  completedAt: 1,
  lastActivityAt: 1,
} as const;

export type NewDailyGame = Omit<
  StoredDailyGame,
  'gameId' | 'createdAt' | 'lastActivityAt' | 'completedAt' | 'version'
>;

export interface DailySubmission {
  gameId: string;
  playerUUID: string;
  gameNumber: number;
  date: string;
  round: number;
  submissionType: 'SELECT_LETTER' | 'PLACE_LETTER';
  letterSubmitted: string | null;
  cellIndex: number | null;
  gridState: Grid;
}

/** 56 letters without look-alikes; 12 of them are about 70 bits, so a game id works as its bearer credential. */
const DAILY_ID_ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
export const DAILY_ID_RANDOM_LENGTH = 12;
const MAX_ID_ATTEMPTS = 10;
const DAILY_SUBMISSION_RETENTION_MS = DAILY_SUBMISSION_RETENTION_DAYS * MS_PER_DAY;

/** Completed live games of established players: what the day's high score and distribution count. */
const COUNTED = {
  status: 'completed' as const,
  archive: { $ne: true },
  countsForHighScore: { $ne: false },
};

export function makeDailyGameId(gameNumber: number): string {
  return `DCS-G${gameNumber}-${randomId(DAILY_ID_ALPHABET, DAILY_ID_RANDOM_LENGTH)}`;
}

export type CreateDailyGameOutcome =
  | { created: true; game: StoredDailyGame }
  /** The player already had a game for this challenge (possibly inserted by a racing request). */
  | { created: false; game: StoredDailyGame };

/**
 * A day's stored draw: the eight letters, the computer's score on them and its finished grid (null on days
 * stored before par, or before its grid was kept).
 */
export interface StoredDay {
  letters: string[];
  par: number | null;
  parGrid: Grid | null;
}

function dayOf(record: DailySequenceRecord): StoredDay {
  return {
    letters: lettersOf(record),
    par: typeof record.par === 'number' ? record.par : null,
    parGrid: parGridOf(record.parGrid),
  };
}

/** The stored rows when they are a whole 4x4 grid of letters; anything else (or nothing) is no grid. */
function parGridOf(value: unknown): Grid | null {
  const isRow = (row: unknown): row is string[] =>
    Array.isArray(row) &&
    row.length === GRID_SIZE &&
    row.every((cell) => typeof cell === 'string' && /^[A-Z]$/.test(cell));
  return Array.isArray(value) && value.length === GRID_SIZE && value.every(isRow) ? value : null;
}

export interface DailyStoreOptions {
  /** How commands reach the database (Database.command); by default the driver on the models' connection. */
  command?: RunCommand | undefined;
}

export function createDailyStore(models: Models, options: DailyStoreOptions = {}) {
  const command = options.command ?? driverCommand(models.dailyGames.db);
  const queue = new KeyedQueue();
  const dailyGames = models.dailyGames.collection;
  const loadGame = (gameId: string) =>
    findOneByCommand<StoredDailyGame>(command, dailyGames.collectionName, { gameId });

  const findForPlayer = (playerUUID: string, gameNumber: number) =>
    models.dailyGames.findOne({ playerUUID, gameNumber }).lean<StoredDailyGame>();

  // Like friend games: one version-guarded update command, not read back.
  const writeDailyIfVersion = guardedCommandWrite<StoredDailyGame>(
    command,
    dailyGames.collectionName,
    (game) => ({ gameId: game.gameId }),
  );
  return {
    /** The stored draw of a day, or null before anyone has asked for it. */
    async findSequence(date: string): Promise<StoredDay | null> {
      const record = await models.dailySequences.findOne({ date }).lean<DailySequenceRecord>();
      return record ? dayOf(record) : null;
    },

    /**
     * Stores a day's letters once. When two first requests race, the unique index lets one insert win
     * and the loser reads the winner's letters, so every caller sees the same stored sequence.
     */
    async insertSequence(date: string, gameNumber: number, day: StoredDay): Promise<StoredDay> {
      const fields = Object.fromEntries(day.letters.map((letter, i) => [`letter${i + 1}`, letter]));
      try {
        const doc = await models.dailySequences.create({
          date,
          gameNumber,
          par: day.par,
          parGrid: day.parGrid,
          ...fields,
        });
        return dayOf(doc.toObject());
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        const winner = await models.dailySequences.findOne({ date }).lean<DailySequenceRecord>();
        if (!winner) throw err;
        return dayOf(winner);
      }
    },

    countSequences(date: string): Promise<number> {
      return models.dailySequences.countDocuments({ date });
    },

    findGame: loadGame,

    findGameForPlayer: findForPlayer,

    /**
     * Inserts the player's game for a challenge. The unique (playerUUID, gameNumber) index makes a racing
     * second insert fail; that request then gets the game that won. A clash on the random id just retries.
     */
    async createGame(fields: NewDailyGame): Promise<CreateDailyGameOutcome> {
      for (let attempt = 1; ; attempt++) {
        try {
          const doc = await models.dailyGames.create({
            ...fields,
            gameId: makeDailyGameId(fields.gameNumber),
          });
          return { created: true, game: doc.toObject() as StoredDailyGame };
        } catch (err) {
          if (!isDuplicateKeyError(err)) throw err;
          const existing = await findForPlayer(fields.playerUUID, fields.gameNumber);
          if (existing) return { created: false, game: existing };
          if (attempt >= MAX_ID_ATTEMPTS) throw err;
        }
      }
    },

    /**
     * One writer at a time per game on this node, and the version guard across nodes. `justRead` is a
     * copy the caller has just loaded: the first attempt decides on it, and the guard catches it if stale.
     */
    updateGame<R>(
      gameId: string,
      decide: (game: StoredDailyGame) => Decision<R>,
      justRead?: StoredDailyGame,
    ) {
      return queue.run(gameId, () =>
        updateWithVersion<StoredDailyGame, R>(
          {
            load: loadFirstFrom(justRead, () => loadGame(gameId)),
            writeIfVersion: writeDailyIfVersion,
          },
          decide,
        ),
      );
    },

    async recordSubmissions(submissions: DailySubmission[]): Promise<void> {
      if (submissions.length === 0) return;
      // What the schema would have added: the time of the line (every other field is given whole), and when the
      // TTL index lets it go.
      const timestamp = new Date();
      const expireAt = new Date(timestamp.getTime() + DAILY_SUBMISSION_RETENTION_MS);
      const lines = submissions.map((submission) => ({ ...submission, timestamp, expireAt }));
      await insertByCommand(command, models.dailySubmissions.collection.collectionName, lines, true);
    },

    submissionsOf(gameId: string): Promise<(DailySubmission & { timestamp: Date })[]> {
      return models.dailySubmissions
        .find({ gameId }, { _id: 0 })
        .sort({ timestamp: 1, _id: 1 })
        .lean<(DailySubmission & { timestamp: Date })[]>();
    },

    /**
     * Every finished daily game of a player, newest day first: the server's record behind their stats. Only the
     * fields a completion holds: a year of whole games (grids, words) was ~1 KiB each to read per stats request.
     */
    completedGamesOf(playerUUID: string): Promise<CompletedDailyGame[]> {
      return models.dailyGames
        .find({ playerUUID, status: 'completed' }, COMPLETION_FIELDS)
        .sort({ dailyChallengeDate: -1 })
        .lean<CompletedDailyGame[]>();
    },

    /** The best live score among completed games of a challenge (archive plays left out); null when none. */
    /** The counted scores of a challenge, one per game (the distribution is made from them). */
    async countedScores(gameNumber: number): Promise<number[]> {
      const games = await models.dailyGames
        .find({ gameNumber, ...COUNTED }, { _id: 0, playerScore: 1 })
        .lean<{ playerScore: number }[]>();
      return games.map((g) => g.playerScore);
    },

    /** Whether `playerUUID` had any daily game made before `instant`. */
    async hadGameBefore(playerUUID: string, instant: Date): Promise<boolean> {
      const found = await models.dailyGames
        .findOne({ playerUUID, createdAt: { $lt: instant } }, { _id: 1 })
        .lean();
      return found !== null;
    },
  };
}
export type DailyStore = ReturnType<typeof createDailyStore>;
