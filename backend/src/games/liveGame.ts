// The owner of every live friend game on this node: one change at a time per game, against the node's own
// copy first, written under the game's version, told to its room, then acknowledged. A move is one function
// that reads in that order; the other changes (joins, presence, endings, rematches) take the same steps with
// a plan of their own.
import { LRUCache } from 'lru-cache';
import {
  GAME_MESSAGES,
  MOVE_ERROR_HTTP_STATUS,
  applyMove,
  staleMoveRefusal,
  type Move,
  type MoveError,
  type Seat,
} from '@gridable/common';
import { AppError, forbidden, notFound } from '../http/errors';
import type { GameStore, StoredGame } from '../db/stores/gameStore';
import { KeyedQueue } from '../db/keyedQueue';
import { MAX_VERSION_RETRIES, changedFields } from '../db/versionedUpdate';
import type { GameChannel } from '../realtime/gameChannel';
import type { Logger } from '../logger';
import { coreFields, coreOf, seatFields, seatOf, type Credentials } from './gameRecord';
import { draftsOf, logRecords, numberEvents, type EventDraft } from './gameEvents';
import { moveLogFields } from './moveLog';

/** Who is acting: REST callers prove a seat with credentials; `seat` is the seat they claim to act for. */
export interface Actor extends Credentials {
  seat?: Seat | undefined;
}

/** What a change other than a move decided against the current game. */
export interface Plan<R> {
  set: Record<string, unknown>;
  drafts: EventDraft[];
  result: R;
  /** The game would not change: no write, no version bump, nothing published. */
  skip?: boolean;
}

/** One stored write: the game before and after it, and the events it published. */
export interface WrittenGame {
  before: StoredGame;
  after: StoredGame;
  drafts: EventDraft[];
  now: Date;
}

export interface LiveGameDeps {
  store: GameStore;
  channel: GameChannel;
  log: Logger;
  now: () => Date;
  onGameCompleted?: (() => void) | undefined;
  /** Told of every write that changed the game, after it is stored (turn pushes listen here). */
  onWritten?: ((written: WrittenGame) => void) | undefined;
}

/** Games this node wrote most recently: a bounded hint, never the source of truth. */
const NODE_COPIES = 5_000;

export function createLiveGames({
  store,
  channel,
  log,
  now: clock,
  onGameCompleted,
  onWritten,
}: LiveGameDeps) {
  const turns = new KeyedQueue();
  // Read with peek, which does not refresh an entry: the games kept are the ones written last.
  const copies = new LRUCache<string, StoredGame>({ max: NODE_COPIES });

  /**
   * A player's letter or placement, start to finish. `madeAt` is the state version the player saw when
   * making the move, when the client sent it.
   */
  function move(
    gameId: string,
    actor: Actor,
    next: Move,
    madeAt?: number,
  ): Promise<{ game: StoredGame; seat: Seat }> {
    return turns.run(gameId, async () => {
      for (let attempt = 0; attempt <= MAX_VERSION_RETRIES; attempt++) {
        // Load: this node's copy first (it most likely wrote the game last), the database on every retry.
        const { game, isCopy } = await load(gameId, attempt, GAME_MESSAGES.gameNotFound);

        // Check the seat and the version the move was made against, then apply common's reducer.
        let seat: Seat;
        let moved;
        try {
          seat = requireSeat(game, actor);
          const stale = staleMoveRefusal(madeAt, game.movedAtVersion ?? 0);
          if (stale) throw moveRefused(stale);
          moved = applyMove(coreOf(game), next, seat);
          if (!moved.ok) throw moveRefused(moved.error);
        } catch (refusal) {
          // Another node may have moved the game on since this copy (the letter chosen over there).
          if (isCopy) continue;
          throw refusal;
        }

        // Write: one version-guarded command that also reserves the events' ids; a lost race reads again.
        const at = clock();
        const drafts = draftsOf(moved.events);
        const f = seatFields(seat);
        const written = await writeGuarded(game, drafts.length, {
          ...coreFields(moved.game),
          movedAtVersion: (game.version ?? 0) + 1,
          lastActivityAt: at,
          [f.lastSeen]: at,
          ...(moved.game.status === 'completed' ? { completedAt: at } : {}),
          ...moveLogFields(game, moved.game, moved.events),
        });
        if (!written) {
          await backOff(attempt);
          continue;
        }

        // Deliver to the room, then acknowledge: the game write is journalled, the event log follows.
        await deliver(written, drafts, at);
        acknowledged({ before: game, after: written, drafts, now: at });
        return { game: written, seat };
      }
      throw tooContended();
    });
  }

  /** Any other change: `plan` decides against the current game (it may throw to refuse, or skip). */
  function change<R>(
    gameId: string,
    plan: (current: StoredGame, now: Date) => Plan<R>,
    missing: string = GAME_MESSAGES.gameNotFound,
  ): Promise<{ game: StoredGame; result: R }> {
    return turns.run(gameId, async () => {
      for (let attempt = 0; attempt <= MAX_VERSION_RETRIES; attempt++) {
        const { game, isCopy } = await load(gameId, attempt, missing);
        const at = clock();
        let planned: Plan<R>;
        try {
          planned = plan(game, at);
        } catch (refusal) {
          if (isCopy) continue;
          throw refusal;
        }
        // "Nothing to change" judged on a copy may be wrong when another node wrote since: judge it on the
        // stored game, which costs a read, never a write.
        if (planned.skip) {
          if (isCopy) continue;
          return { game, result: planned.result };
        }
        const written = await writeGuarded(game, planned.drafts.length, planned.set);
        if (!written) {
          await backOff(attempt);
          continue;
        }
        await deliver(written, planned.drafts, at);
        acknowledged({ before: game, after: written, drafts: planned.drafts, now: at });
        return { game: written, result: planned.result };
      }
      throw tooContended();
    });
  }

  async function load(gameId: string, attempt: number, missing: string) {
    const copy = attempt === 0 ? copies.peek(gameId) : undefined;
    if (copy) return { game: copy, isCopy: true };
    const game = await store.find(gameId);
    if (!game) {
      copies.delete(gameId);
      throw notFound(missing, 'GAME_NOT_FOUND');
    }
    return { game, isCopy: false };
  }

  /** Writes `set` only if the game is still at `game.version`; the written game, or null when it is not. */
  async function writeGuarded(game: StoredGame, eventCount: number, set: Record<string, unknown>) {
    const written = await store.writeIfVersion(game, {
      $set: changedFields(game, set),
      $inc: eventCount > 0 ? { lastEventId: eventCount, version: 1 } : { version: 1 },
    });
    // A finished game takes no more moves: keeping its copy would hold the last NODE_COPIES games' whole
    // documents (grids, words, move log) on a busy node long after they ended.
    if (written && written.status !== 'completed') copies.set(game.gameId, written);
    else copies.delete(game.gameId);
    return written;
  }

  /**
   * Publishes inside the game's turn, so its events leave in write order. Their log records are written
   * beside, in the recorder's next batch, which nobody waits for: a record lost to a crash is a hole that
   * Last-Event-ID replay answers with STATE_SYNC, and a failed batch is logged by the recorder.
   */
  async function deliver(written: StoredGame, drafts: EventDraft[], at: Date): Promise<void> {
    if (drafts.length === 0) return;
    channel.record(logRecords(drafts, written, at)).catch((err: unknown) => {
      log.error('recording game events failed', { err, gameId: written.gameId });
    });
    await channel.publish(numberEvents(drafts, written, at));
  }

  function acknowledged(written: WrittenGame): void {
    const { gameId } = written.after;
    for (const draft of written.drafts) {
      if (draft.type === 'GAME_COMPLETE') onGameCompleted?.();
      const metric =
        draft.type === 'GAME_STARTED'
          ? store.recordMetric('game_started', gameId)
          : draft.type === 'GAME_COMPLETE'
            ? store.recordMetric('game_completed', gameId, 1, {
                player1Score: draft.player1Score,
                player2Score: draft.player2Score,
              })
            : null;
      metric?.catch((err: unknown) => log.warn('recording a game metric failed', { err, gameId }));
    }
    try {
      onWritten?.(written);
    } catch (err) {
      log.warn('a write listener failed', { err, gameId });
    }
  }

  return {
    move,
    change,
    /**
     * This node's copy of the game as it last wrote it, if it still holds one: possibly behind another node's
     * write, so only for a decision the write itself checks again (whether a join would take a new seat).
     */
    lastWritten: (gameId: string): StoredGame | undefined => copies.peek(gameId),
    /** The stored game, read after every change already queued for it here has been published. */
    settledRead: (gameId: string) => turns.run(gameId, () => store.find(gameId)),
    /** Resolves once every change queued on this node (and what it publishes) has finished. */
    settled: () => turns.settled(),
  };
}
export type LiveGames = ReturnType<typeof createLiveGames>;

export function requireSeat(game: StoredGame, actor: Actor): Seat {
  const seat = seatOf(game, actor);
  if (seat === null) throw forbidden(GAME_MESSAGES.notAPlayer, 'NOT_A_PLAYER');
  if (actor.seat !== undefined && actor.seat !== seat)
    throw forbidden(GAME_MESSAGES.notYourGrid, 'NOT_YOUR_SEAT');
  return seat;
}

function moveRefused(error: MoveError): AppError {
  return new AppError(MOVE_ERROR_HTTP_STATUS[error.code], error.message, error.code);
}

// Two writers on one game do not collide forever: back off a little, jittered.
function backOff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 20)));
}

function tooContended(): AppError {
  return new AppError(409, 'The game changed too often to apply this move; please try again', 'STALE');
}
