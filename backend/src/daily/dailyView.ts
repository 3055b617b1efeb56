// Presents a stored daily game as the client's game state: the AI in seat 1, the human in seat 2.
import type { PlayerInfo } from '@gridable/common';
import type { Completion, PlayerCompletion } from '@gridable/common';
import type { CompletedDailyGame, StoredDailyGame } from '../db/stores/dailyStore';
import { holdsOwnerToken } from './ownerCookie';

/** The view builder is common's, shared with the client's test server; re-exported for this feature's routes. */
export { AI_PLAYER, HUMAN_PLAYER, toDailyGameView } from '@gridable/common';

/** The human always acts in the daily game: they place every letter and choose the even rounds' ones. */
export function dailyPlayerInfo(game: StoredDailyGame): PlayerInfo {
  return { playerId: 2, isYourTurn: game.status === 'active' };
}

export function completionOf(game: CompletedDailyGame): Completion {
  return {
    date: game.dailyChallengeDate,
    gameNumber: game.gameNumber,
    finalScore: game.playerScore,
    gameId: game.gameId,
  };
}

export function playerCompletionOf(game: CompletedDailyGame): PlayerCompletion {
  return {
    ...completionOf(game),
    archive: game.archive === true,
    completedAt: new Date(game.completedAt ?? game.lastActivityAt).toISOString(),
  };
}

/** What a request offers as proof that it comes from a daily game's player: either one is enough. */
export interface OwnerProof {
  playerUUID?: string | undefined;
  /** Values of the owner cookie the request carried. */
  cookieTokens?: readonly string[];
}

/**
 * Whether the asker is the game's player: decided here, since the view itself never names them. The cookie
 * speaks for a client that names no player (the spec's bodies); one that names another player is that player,
 * whatever cookies its browser kept: a browser that adopted another device's identity still holds the cookies
 * of the games it played as itself, and showing those as the adopted player's marked their day played there.
 */
export function isOwnerOf(game: StoredDailyGame, { playerUUID, cookieTokens = [] }: OwnerProof): boolean {
  if (playerUUID !== undefined) return playerUUID === game.playerUUID;
  return holdsOwnerToken(game.ownerToken, cookieTokens);
}
