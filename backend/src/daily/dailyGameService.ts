// Simplified daily games: one per player per challenge, moved only by common's daily reducer.
import { countsForHighScore } from './highScoreEligibility';
import {
  MOVE_ERROR_HTTP_STATUS,
  applyDailyMove,
  cellAt,
  createDailyGameCore,
  dayKeyInZone,
  gameNumberForDay,
  isArchiveDay,
  isDayKey,
  isDayOverEverywhere,
  parseDay,
  type Completion,
  type DailyAction,
  type DailyCreateRequest,
  type DayKey,
  type DailyGameCore,
  type GameEvent,
  type Move,
} from '@gridable/common';
import { AppError, badRequest, forbidden, notFound } from '../http/errors';
import type { Logger } from '../logger';
import type { DailyStore, DailySubmission, StoredDailyGame } from '../db/stores/dailyStore';
import type { SequenceService } from './sequenceService';
import {
  DAILY_MESSAGES,
  MOVE_ERROR_MESSAGES,
  SERVER_MESSAGES,
  alreadyCompletedMessage,
} from '@gridable/common';
import { isDailyGameIdShape } from './dailyGameIds';
import { completionOf, isOwnerOf, type OwnerProof } from './dailyView';
import { newOwnerToken } from './ownerCookie';
import { dailyMoveLogFields } from './dailyMoveLog';

export type CreateDailyOutcome =
  | { kind: 'created' | 'inProgress'; game: StoredDailyGame }
  | { kind: 'completed'; message: string; completion: Completion };

export interface DailyGameServiceDeps {
  store: DailyStore;
  sequences: SequenceService;
  now: () => Date;
  log: Logger;
  /** Called once per game when it is created and when it completes (metrics). */
  onCreated?: (game: StoredDailyGame) => void;
  onCompleted?: (game: StoredDailyGame) => void;
}

export function createDailyGameService({
  store,
  sequences,
  now,
  log,
  onCreated,
  onCompleted,
}: DailyGameServiceDeps) {
  async function loadGame(gameId: string): Promise<StoredDailyGame> {
    if (!isDailyGameIdShape(gameId)) throw badRequest(DAILY_MESSAGES.invalidGameUrl, 'INVALID_INPUT');
    const game = await store.findGame(gameId);
    if (!game) throw notFound(DAILY_MESSAGES.gameNotFound, 'GAME_NOT_FOUND');
    return game;
  }

  /**
   * Today's game for the player, where "today" is their own calendar day in their time zone; or, with `date`,
   * a past day from the archive, marked so it never counts for streaks or that day's high score.
   */
  async function createGame(request: DailyCreateRequest): Promise<CreateDailyOutcome> {
    const { playerUUID } = request;
    const { day, gameNumber, today } = dayAsked(request);
    const archive = isArchiveDay(day, today);

    const existing = await store.findGameForPlayer(playerUUID, gameNumber);
    if (existing) return outcomeForExisting(existing);

    const sequence = await sequences.lettersFor(day);
    const counts = !archive && (await countsForHighScore(store, playerUUID, day));
    const outcome = await store.createGame({
      ...createDailyGameCore(gameNumber, sequence),
      playerUUID,
      dailyChallengeDate: day,
      archive,
      countsForHighScore: counts,
      ownerToken: newOwnerToken(),
    });
    if (!outcome.created) return outcomeForExisting(outcome.game);
    onCreated?.(outcome.game);
    return { kind: 'created', game: outcome.game };
  }

  /**
   * The game a create would return without making one (resuming, or viewing a finished day), or null when
   * it would make one: only making one spends the creation budget.
   */
  async function existingGame(request: DailyCreateRequest): Promise<CreateDailyOutcome | null> {
    const { gameNumber } = dayAsked(request);
    const existing = await store.findGameForPlayer(request.playerUUID, gameNumber);
    return existing ? outcomeForExisting(existing) : null;
  }

  /** The day a create asks for (today in the player's zone unless `date`), refused when it has no game. */
  function dayAsked({ userTimezone, date }: DailyCreateRequest): {
    day: DayKey;
    gameNumber: number;
    today: DayKey;
  } {
    const today = dayKeyInZone(now(), userTimezone);
    if (today === null) throw badRequest(SERVER_MESSAGES.unknownTimeZone, 'INVALID_INPUT');
    const day = date === undefined ? today : parseDay(date);
    if (day === null) throw badRequest(DAILY_MESSAGES.invalidDate, 'INVALID_INPUT');
    if (day > today) throw notFound(DAILY_MESSAGES.notOutYet, 'DAILY_NOT_OUT_YET');
    const gameNumber = gameNumberForDay(day);
    if (gameNumber < 1) throw notFound(DAILY_MESSAGES.beforeLaunch, 'DAILY_BEFORE_LAUNCH');
    return { day, gameNumber, today };
  }

  /** The token for the owner's cookie; games made before cookies get one the first time they are resumed. */
  async function ownerTokenOf(game: StoredDailyGame): Promise<string> {
    if (game.ownerToken) return game.ownerToken;
    const fresh = newOwnerToken();
    const written = await store.updateGame(game.gameId, (current) =>
      current.ownerToken
        ? { set: {}, skip: true, result: current.ownerToken }
        : { set: { ownerToken: fresh }, result: fresh },
    );
    if (!written) throw notFound(DAILY_MESSAGES.gameNotFound, 'GAME_NOT_FOUND');
    return written.result;
  }

  async function act(
    gameId: string,
    action: DailyAction,
    cookieTokens: string[] = [],
  ): Promise<StoredDailyGame> {
    const game = await loadGame(gameId);
    // A shared link carries the id, so the id alone must not move the game: only its player may.
    const proof: OwnerProof = { playerUUID: action.playerUUID, cookieTokens };
    if (!isOwnerOf(game, proof)) throw forbidden(DAILY_MESSAGES.notYourGame, 'NOT_YOUR_GAME');
    const sequence = await sequences.lettersFor(game.dailyChallengeDate);
    const move = moveOf(action);
    const written = await store.updateGame(
      gameId,
      (current) => {
        if (action.round !== undefined && action.round !== current.currentRound)
          throw new AppError(409, MOVE_ERROR_MESSAGES.staleVersion, 'STALE_VERSION');
        const result = applyDailyMove(coreOf(current), move, sequence);
        if (!result.ok) {
          throw new AppError(
            MOVE_ERROR_HTTP_STATUS[result.error.code],
            result.error.message,
            result.error.code,
          );
        }
        const at = now();
        const completes = result.game.status === 'completed' && current.status !== 'completed';
        // Once the day is over everywhere its letters are public, so a live game finished after that could be
        // planned with all of them: it ends as an archive play, off the streaks and the day's high score.
        const late =
          completes &&
          !current.archive &&
          isDayKey(current.dailyChallengeDate) &&
          isDayOverEverywhere(current.dailyChallengeDate, at);
        return {
          set: {
            ...result.game,
            ...dailyMoveLogFields(current, result.game, result.events),
            lastActivityAt: at,
            ...(completes ? { completedAt: at } : {}),
            ...(late ? { archive: true, countsForHighScore: false } : {}),
          },
          result: { events: result.events, completes },
        };
      },
      game,
    );
    if (!written) throw notFound(DAILY_MESSAGES.gameNotFound, 'GAME_NOT_FOUND');
    await logSubmissions(written.doc, written.result.events);
    if (written.result.completes) onCompleted?.(written.doc);
    return written.doc;
  }

  // The move is already stored, so a failed audit line is logged rather than failing the player's request.
  async function logSubmissions(game: StoredDailyGame, events: GameEvent[]): Promise<void> {
    const submissions = submissionsFrom(game, events);
    try {
      await store.recordSubmissions(submissions);
    } catch (err) {
      log.error('daily submission log failed', { err, gameId: game.gameId });
    }
  }

  return { createGame, existingGame, getGame: loadGame, act, ownerTokenOf };
}
export type DailyGameService = ReturnType<typeof createDailyGameService>;

function outcomeForExisting(game: StoredDailyGame): CreateDailyOutcome {
  if (game.status === 'completed') {
    return {
      kind: 'completed',
      message: alreadyCompletedMessage(game.playerScore),
      completion: completionOf(game),
    };
  }
  return { kind: 'inProgress', game };
}

function moveOf(action: DailyAction): Move {
  return action.action === 'SELECT_LETTER'
    ? { type: 'SELECT_LETTER', letter: action.letter }
    : { type: 'PLACE_LETTER', cellIndex: action.cellIndex };
}

/** Only the rules' fields go into the reducer, so only they come back to be written. */
function coreOf(game: StoredDailyGame): DailyGameCore {
  return {
    gameNumber: game.gameNumber,
    status: game.status,
    currentRound: game.currentRound,
    roundState: game.roundState,
    currentLetter: game.currentLetter,
    playerGrid: game.playerGrid,
    playerWords: game.playerWords,
    playerScore: game.playerScore,
    completedRounds: game.completedRounds,
  };
}

/** One audit line per thing the human did; the final round's automatic placement counts as theirs. */
function submissionsFrom(game: StoredDailyGame, events: GameEvent[]): DailySubmission[] {
  const base = {
    gameId: game.gameId,
    playerUUID: game.playerUUID,
    gameNumber: game.gameNumber,
    date: game.dailyChallengeDate,
    gridState: game.playerGrid,
  };
  const lines: DailySubmission[] = [];
  for (const event of events) {
    if (event.type === 'LETTER_SELECTED' && event.seat === 2) {
      lines.push({
        ...base,
        round: event.round,
        submissionType: 'SELECT_LETTER',
        letterSubmitted: event.letter,
        cellIndex: null,
      });
    } else if (event.type === 'PLAYER_PLACED_LETTER' && event.seat === 2) {
      const letter = cellAt(game.playerGrid, event.cellIndex);
      lines.push({
        ...base,
        round: event.round,
        submissionType: 'PLACE_LETTER',
        letterSubmitted: letter,
        cellIndex: event.cellIndex,
      });
    }
  }
  return lines;
}
