// Play across time on a friend game: resign, claim a silent game's win, nudge, react. Each is one guarded
// write through the service's `write`, so it is atomic and told to the room like a move.
import {
  MOVE_ERROR_HTTP_STATUS,
  NUDGE_INTERVAL_MS,
  REACTION_BURST,
  REACTION_WINDOW_MS,
  SIGNAL_MESSAGES,
  claimWin,
  isSeatsTurn,
  otherSeat,
  resignGame,
  type MoveError,
  type MoveResult,
  type ReactionId,
  type Seat,
} from '@gridable/common';
import { AppError, conflict } from '../http/errors';
import { TokenBuckets } from '../ops/tokenBucket';
import type { StoredGame } from '../db/stores/gameStore';
import { coreFields, coreOf, isSeatTaken, seatFields } from './gameRecord';
import { draftsOf } from './gameEvents';
import type { Actor, Plan } from './gameService';
import { requireSeat } from './gameService';
import type { GameWrite } from './rematchService';

export interface EndingDeps {
  write: GameWrite;
  /** The server's clock (tests move it). */
  now: () => Date;
}

export function createEndingService({ write, now }: EndingDeps) {
  // Reactions are fleeting: a per-node bucket per seat is enough to stop a flood.
  const reactions = new TokenBuckets(
    { name: 'reactions', limit: REACTION_BURST, windowMs: REACTION_WINDOW_MS },
    () => now().getTime(),
  );

  function finish(current: StoredGame, seat: Seat, ended: MoveResult<ReturnType<typeof coreOf>>, at: Date) {
    if (!ended.ok) throw refused(ended.error);
    const complete = ended.events[0];
    const winner = complete?.type === 'GAME_COMPLETE' ? complete.winner : null;
    const ending = complete?.type === 'GAME_COMPLETE' ? complete.ending : undefined;
    return {
      set: {
        ...coreFields(ended.game),
        movedAtVersion: (current.version ?? 0) + 1,
        completedAt: at,
        ending: ending ?? null,
        endWinner: winner,
        [seatFields(seat).lastSeen]: at,
      },
      drafts: draftsOf(ended.events),
      result: seat,
    } satisfies Plan<Seat>;
  }

  return {
    /** The seat resigns: the opponent wins at once. */
    resign(gameId: string, actor: Actor) {
      return write(gameId, (current, at) => {
        const seat = requireSeat(current, actor);
        return finish(current, seat, resignGame(coreOf(current), seat), at);
      });
    },

    /** The waiting seat takes the win after 72 hours of silence on the opponent's turn. */
    claimWin(gameId: string, actor: Actor) {
      return write(gameId, (current, at) => {
        const seat = requireSeat(current, actor);
        const lastMove = current.lastActivityAt ?? current.createdAt ?? at;
        return finish(current, seat, claimWin(coreOf(current), seat, lastMove, at), at);
      });
    },

    /** Reminds the opponent it is their turn: once per 12 hours per seat per game. */
    nudge(gameId: string, actor: Actor) {
      return write(gameId, (current, at): Plan<Seat> => {
        const seat = requireSeat(current, actor);
        if (current.status !== 'active') throw conflict(SIGNAL_MESSAGES.notInPlay, 'NOT_ACTIVE');
        const opponent = otherSeat(seat);
        if (!isSeatTaken(current, opponent)) throw conflict(SIGNAL_MESSAGES.nudgeNoOpponent, 'NO_OPPONENT');
        if (!isSeatsTurn(coreOf(current), opponent))
          throw conflict(SIGNAL_MESSAGES.nudgeNotTheirTurn, 'NOT_THEIR_TURN');
        const last = current[nudgedAtField(seat)];
        if (last && at.getTime() - last.getTime() < NUDGE_INTERVAL_MS)
          throw new AppError(429, SIGNAL_MESSAGES.nudgeTooSoon, 'NUDGE_TOO_SOON');
        return {
          set: { [nudgedAtField(seat)]: at },
          drafts: [{ type: 'NUDGED', playerId: seat }],
          result: seat,
        };
      });
    },

    /** One of the six preset reactions, told to the room; a few per seat at a time. */
    react(gameId: string, actor: Actor, reaction: ReactionId) {
      return write(gameId, (current): Plan<Seat> => {
        const seat = requireSeat(current, actor);
        if (current.status === 'waiting') throw conflict(SIGNAL_MESSAGES.notInPlay, 'NOT_ACTIVE');
        if (reactions.spend(`${gameId}:${seat}`))
          throw new AppError(429, SIGNAL_MESSAGES.reactionTooFast, 'REACTION_TOO_FAST');
        return { set: {}, drafts: [{ type: 'REACTION', playerId: seat, reaction }], result: seat };
      });
    },
  };
}
export type EndingService = ReturnType<typeof createEndingService>;

function nudgedAtField(seat: Seat) {
  return seat === 1 ? 'player1NudgedAt' : ('player2NudgedAt' as const);
}

function refused(error: MoveError): AppError {
  return new AppError(MOVE_ERROR_HTTP_STATUS[error.code], error.message, error.code);
}
