// A finished game's placements for its review: friend games from the game's move log, dailies from their
// move log (older ones from their audit lines). Who may see them: the players; a daily's visitors only once the day is over everywhere.
import {
  REVIEW_MESSAGES,
  TOTAL_ROUNDS,
  isSeat,
  mayRevealDay,
  otherSeat,
  type ReviewMovesResponse,
  type Seat,
} from '@gridable/common';
import type { Models } from '../db/models';
import type { StoredGame } from '../db/stores/gameStore';
import { conflict, forbidden, notFound } from '../http/errors';
import { moveLogOf } from '../games/moveLog';
import { nameOf, seatByUUID } from '../games/gameRecord';
import { looksDaily } from '../daily/dailyGameIds';
import { dailyMoveLogOf } from '../daily/dailyMoveLog';

type Placement = { round: number; letter: string; cell: number };

/** What a daily's review reads of its stored game. */
export interface ReviewableDaily {
  gameId: string;
  status: string;
  playerUUID: string;
  dailyChallengeDate: string;
  gameNumber: number;
  moveLog?: string | null;
  playerScore?: number | null;
  archive?: boolean | null;
}

/** A finished game's stored document that the caller has already read (a shared result's lookup). */
export type ReadGame = { kind: 'daily'; game: ReviewableDaily } | { kind: 'friend'; game: StoredGame };

/** Exactly one placement per round 1–16 in order, or null when the record has holes. */
function sixteen(placements: readonly Placement[]): Placement[] | null {
  const byRound = new Map<number, Placement>();
  for (const p of placements) byRound.set(p.round, { round: p.round, letter: p.letter, cell: p.cell });
  const moves = Array.from({ length: TOTAL_ROUNDS }, (_, i) => byRound.get(i + 1));
  return moves.every((move) => move !== undefined) ? moves : null;
}

export function createReviewMoves(models: Models, now: () => Date = () => new Date()) {
  /** A daily made before its game kept a move log: its placements from the audit lines (kept for it). */
  async function auditedPlacements(gameId: string): Promise<Placement[]> {
    const lines = await models.dailySubmissions
      .find(
        { gameId, submissionType: 'PLACE_LETTER' },
        { _id: 0, round: 1, letterSubmitted: 1, cellIndex: 1 },
      )
      .lean();
    return lines.flatMap((line) =>
      line.letterSubmitted && typeof line.cellIndex === 'number'
        ? [{ round: line.round, letter: line.letterSubmitted, cell: line.cellIndex }]
        : [],
    );
  }

  async function daily(gameId: string, playerUUID: string | undefined): Promise<ReviewMovesResponse> {
    const game = await models.dailyGames.findOne({ gameId }).lean<ReviewableDaily>();
    if (!game) throw notFound(REVIEW_MESSAGES.notFound, 'GAME_NOT_FOUND');
    return dailyMoves(game, playerUUID);
  }

  async function dailyMoves(
    game: ReviewableDaily,
    playerUUID: string | undefined,
  ): Promise<ReviewMovesResponse> {
    const { gameId } = game;
    if (game.status !== 'completed') throw conflict(REVIEW_MESSAGES.notFinished, 'GAME_NOT_FINISHED');
    const isOwner = playerUUID !== undefined && playerUUID === game.playerUUID;
    if (!mayRevealDay(game.dailyChallengeDate, isOwner, now())) {
      throw forbidden(REVIEW_MESSAGES.dayNotOver, 'DAY_NOT_OVER');
    }
    const moves = sixteen(dailyMoveLogOf(game)) ?? sixteen(await auditedPlacements(gameId));
    if (!moves) throw conflict(REVIEW_MESSAGES.historyMissing, 'HISTORY_MISSING');
    return {
      gameId,
      kind: 'daily',
      seat: 2,
      isOwner,
      moves,
      score: game.playerScore ?? 0,
      opponentMoves: null,
      opponentScore: null,
      opponentName: null,
      gameNumber: game.gameNumber,
      date: game.dailyChallengeDate,
      archive: game.archive ?? false,
    };
  }

  async function friend(gameId: string, playerUUID: string | undefined): Promise<ReviewMovesResponse> {
    const game = (await models.games.findOne({ gameId: gameId.toUpperCase() }).lean()) as StoredGame | null;
    if (!game) throw notFound(REVIEW_MESSAGES.notFound, 'GAME_NOT_FOUND');
    return friendMoves(game, playerUUID);
  }

  function friendMoves(game: StoredGame, playerUUID: string | undefined): ReviewMovesResponse {
    const seat = seatByUUID(game, playerUUID);
    if (seat === null) throw forbidden(REVIEW_MESSAGES.notYours, 'NOT_A_PLAYER');
    if (game.status !== 'completed') throw conflict(REVIEW_MESSAGES.notFinished, 'GAME_NOT_FINISHED');
    // A resigned or claimed game stopped short of 16 rounds: its moves are all there, there are just fewer.
    if (game.ending) throw conflict(REVIEW_MESSAGES.endedEarly, 'ENDED_EARLY');
    const log = moveLogOf(game);
    const of = (s: Seat) => sixteen(log.filter((entry) => isSeat(entry.seat) && entry.seat === s));
    const moves = of(seat);
    const opponentMoves = of(otherSeat(seat));
    if (!moves || !opponentMoves) throw conflict(REVIEW_MESSAGES.historyMissing, 'HISTORY_MISSING');
    return {
      gameId: game.gameId,
      kind: 'friend',
      seat,
      isOwner: true,
      moves,
      score: (seat === 1 ? game.player1Score : game.player2Score) ?? 0,
      opponentMoves,
      opponentScore: (seat === 1 ? game.player2Score : game.player1Score) ?? 0,
      opponentName: nameOf(game, otherSeat(seat)),
      gameNumber: null,
      date: null,
      archive: false,
    };
  }

  return {
    movesOf(gameId: string, playerUUID: string | undefined): Promise<ReviewMovesResponse> {
      return looksDaily(gameId) ? daily(gameId, playerUUID) : friend(gameId, playerUUID);
    },
    /** The same from a game already read, without reading it again. */
    async movesOfRead(read: ReadGame, playerUUID: string | undefined): Promise<ReviewMovesResponse> {
      return read.kind === 'daily' ? dailyMoves(read.game, playerUUID) : friendMoves(read.game, playerUUID);
    },
  };
}
export type ReviewMoves = ReturnType<typeof createReviewMoves>;
