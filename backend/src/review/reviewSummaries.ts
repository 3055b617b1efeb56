// The line a shared result of a daily or friend game carries from its review, computed by the server from the
// game's own moves (a player's claimed "Skill 99" counts for nothing), once per game and player.
import { LRUCache } from 'lru-cache';
import { reviewSeed, type ResultReview } from '@gridable/common';
import { AppError } from '../http/errors';
import type { Logger } from '../logger';
import type { GameReviewer } from './gameReviewer';
import type { ReadGame, ReviewMoves } from './reviewMoves';

/** Sharing comes in a burst after a game ends; a game shared again later just reviews again. */
const CACHED_REVIEWS = 2_000;

export function createReviewSummaries(moves: ReviewMoves, reviewer: GameReviewer, log: Logger) {
  const cache = new LRUCache<string, Promise<ResultReview | null>>({ max: CACHED_REVIEWS });

  async function summarize(
    gameId: string,
    playerUUID: string,
    read?: ReadGame,
  ): Promise<ResultReview | null> {
    let reply;
    try {
      reply = await (read ? moves.movesOfRead(read, playerUUID) : moves.movesOf(gameId, playerUUID));
    } catch (err) {
      // A game with no whole review (ended early, moves not all recorded) shares without the line.
      if (err instanceof AppError && err.status === 409) return null;
      throw err;
    }
    const { kind, seat } = reply;
    // The seed the browser's review uses (features/review/model/reviewSource.ts), so both agree.
    return reviewer.summarize({ kind, seat, moves: reply.moves, seed: reviewSeed(reply.gameId) });
  }

  return {
    /**
     * The summary of `playerUUID`'s review of `gameId` (already proven theirs), or null when it has none.
     * `read` is the game as the caller already read it, so it is not read a second time.
     */
    of(gameId: string, playerUUID: string, read?: ReadGame): Promise<ResultReview | null> {
      const key = `${gameId.toUpperCase()} ${playerUUID}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const summary = summarize(gameId, playerUUID, read);
      cache.set(key, summary);
      // A failure (the thread stopped, the database hiccupped) is not remembered: the next share tries again,
      // and this one is shared without the line rather than not at all.
      return summary.catch((err: unknown) => {
        cache.delete(key);
        log.warn('reviewing a shared game failed', { err, gameId });
        return null;
      });
    },
  };
}
export type ReviewSummaries = ReturnType<typeof createReviewSummaries>;
