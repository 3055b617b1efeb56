// Rematch of a finished friend game: each seat's offer is one guarded write on the finished game; the second
// offer (the accept) creates the new game, and one more guarded write makes exactly one of them the rematch.
import {
  REMATCH_MESSAGES,
  rematchAfterDecline,
  rematchSeatOf,
  type RematchState,
  type Seat,
} from '@gridable/common';
import { conflict } from '../http/errors';
import type { GameStore, StoredGame } from '../db/stores/gameStore';
import type { Logger } from '../logger';
import { clientIdOf, nameOf, seatFields, uuidOf } from './gameRecord';
import type { Actor, Plan, SeatedState } from './gameService';
import { requireSeat, stateFor } from './gameService';
import { rematchStateOf } from './rematchRecord';
import type { OpenGamesCap } from './openGamesCap';

/** The service's guarded write: plan against the current game, write under its version, publish. */
export type GameWrite = <R>(
  gameId: string,
  plan: (current: StoredGame, now: Date) => Plan<R>,
) => Promise<{ game: StoredGame; result: R }>;

export interface RematchDeps {
  write: GameWrite;
  store: GameStore;
  log: Logger;
  cap: OpenGamesCap;
  onGameCreated?: () => void;
}

export interface RematchOutcome extends SeatedState {
  seat: Seat;
  rematch: RematchState;
  /** The caller's seat in the new game, once there is one. */
  rematchPlayerId: Seat | null;
}

/** The actor's seat in a finished friend game: offers and declines are refused alike on any other game. */
function seatInFinishedFriendGame(current: StoredGame, actor: Actor): Seat {
  const seat = requireSeat(current, actor);
  if (current.gameMode === 'daily') throw conflict(REMATCH_MESSAGES.dailyGame, 'NO_REMATCH');
  if (current.status !== 'completed') throw conflict(REMATCH_MESSAGES.notFinished, 'GAME_NOT_FINISHED');
  return seat;
}

export function createRematchService({ write, store, log, cap, onGameCreated }: RematchDeps) {
  /** Records the seat's offer; `bothOffered` tells the caller it is the accept (or a retry of one). */
  function planOffer(current: StoredGame, actor: Actor): Plan<{ seat: Seat; bothOffered: boolean }> {
    const seat = seatInFinishedFriendGame(current, actor);
    const state = rematchStateOf(current);
    if (state.rematchGameId || state.offeredBy.includes(seat)) {
      // Pressing again (or after a reload) changes nothing, and finishes a rematch a crash left half-made.
      return { set: {}, drafts: [], result: { seat, bothOffered: state.offeredBy.length === 2 } };
    }
    const offeredBy = [...state.offeredBy, seat].sort();
    return {
      // A new offer (an offer back after a decline, say) is news that replaces the old refusal.
      set: {
        rematchOfferedBy: offeredBy,
        rematchDeclinedBy: null,
        rematchEverOfferedBy: [...new Set([...(current.rematchEverOfferedBy ?? []), seat])].sort(),
      },
      drafts: [{ type: 'REMATCH_OFFERED', playerId: seat }],
      result: { seat, bothOffered: offeredBy.length === 2 },
    };
  }

  /** Turns the opponent's offer down or takes the seat's own back; a retry, with nothing to answer, writes nothing. */
  function planDecline(current: StoredGame, actor: Actor): Plan<Seat> {
    const seat = seatInFinishedFriendGame(current, actor);
    const state = rematchStateOf(current);
    // Both seats asked: the new game is made (or being made, by the accept racing this), so nothing to undo.
    if (state.rematchGameId || state.offeredBy.length === 2)
      throw conflict(REMATCH_MESSAGES.alreadyStarted, 'CONFLICT');
    const next = rematchAfterDecline(state, seat);
    if (!next) return { set: {}, drafts: [], result: seat };
    return {
      set: { rematchOfferedBy: next.offeredBy, rematchDeclinedBy: next.declinedBy },
      drafts: [{ type: 'REMATCH_DECLINED', playerId: seat }],
      result: seat,
    };
  }

  /** The new game, both seats taken and already started; the finished game's player 2 now chooses first. */
  async function createRematchGame(finished: StoredGame): Promise<StoredGame> {
    // Both seats are filled at once, so it starts as the second join would start it.
    const fields: Record<string, unknown> = { rematchOf: finished.gameId, status: 'active' };
    for (const oldSeat of [1, 2] as const) {
      const from = seatFields(oldSeat);
      const to = seatFields(rematchSeatOf(oldSeat));
      fields[to.clientId] = clientIdOf(finished, oldSeat);
      fields[to.uuid] = uuidOf(finished, oldSeat);
      // The same two people: the new game greets them by the names they played under.
      fields[to.name] = nameOf(finished, oldSeat);
      // Away until each player's page joins the new game (their join marks them Available).
      fields[to.status] = 'Away';
      fields[to.lastSeen] = finished[from.lastSeen] ?? null;
    }
    const created = await store.create(fields);
    onGameCreated?.();
    store
      .recordMetric('game_created', created.gameId, 1, { rematchOf: finished.gameId })
      .catch((err: unknown) => log.warn('recording a game metric failed', { err }));
    return created;
  }

  /** Makes `candidate` the finished game's rematch unless another accept got there first; returns the winner. */
  async function claimRematch(gameId: string, candidate: string): Promise<StoredGame> {
    const { game, result: claimed } = await write(gameId, (current) => {
      if (current.rematchGameId) return { set: {}, drafts: [], result: false };
      return {
        set: { rematchGameId: candidate },
        drafts: [{ type: 'REMATCH_STARTED', rematchGameId: candidate }],
        result: true,
      };
    });
    if (!claimed) {
      // Lost the race: nobody was told of this game, so it goes.
      await store
        .remove(candidate)
        .catch((err: unknown) => log.warn('removing a spare rematch failed', { err }));
    }
    return game;
  }

  /** The caller's view of the finished game's rematch after `game` was written. */
  function outcomeOf(game: StoredGame, seat: Seat): RematchOutcome {
    const rematch = rematchStateOf(game);
    return {
      seat,
      ...stateFor(game, seat),
      rematch,
      rematchPlayerId: rematch.rematchGameId ? rematchSeatOf(seat) : null,
    };
  }

  return {
    /** Declines the opponent's offer, or withdraws the caller's own; idempotent per seat. */
    async declineRematch(gameId: string, actor: Actor): Promise<RematchOutcome> {
      const { game, result: seat } = await write(gameId, (current) => planDecline(current, actor));
      return outcomeOf(game, seat);
    },

    /** Offers a rematch, or accepts the opponent's; idempotent per seat. */
    async offerRematch(gameId: string, actor: Actor): Promise<RematchOutcome> {
      // A new offer asks for one more open game: refused at the cap, as a new game is (a player could
      // otherwise finish a thousand games in seconds by resigning, then rematch them all).
      const before = await store.find(gameId);
      if (before && before.status === 'completed' && !before.rematchGameId) {
        const seat = requireSeat(before, actor);
        if (!rematchStateOf(before).offeredBy.includes(seat)) await cap.assertCanOpen(uuidOf(before, seat));
      }
      const offered = await write(gameId, (current) => planOffer(current, actor));
      let game = offered.game;
      const { seat, bothOffered } = offered.result;
      if (bothOffered && !game.rematchGameId) {
        const candidate = await createRematchGame(game);
        game = await claimRematch(gameId, candidate.gameId);
      }
      return outcomeOf(game, seat);
    },
  };
}
export type RematchService = ReturnType<typeof createRematchService>;
