// Presents a stored daily game as the client's game state: the AI in seat 1, the human in seat 2.
import { chooserForRound, emptyGrid, type DailyGameView, type PlayerInfo } from '@gridable/common';
import type { Completion, PlayerCompletion } from '@gridable/common';
import type { StoredDailyGame } from '../db/stores/dailyStore';

/** Seat 1's name in the daily game: nobody's clientId, but non-null so no screen waits for a second player. */
export const AI_PLAYER = 'AI';
/** Seat 2's placeholder: daily games bind no clientId, only the player's UUID. */
export const HUMAN_PLAYER = 'player';

export function toDailyGameView(game: StoredDailyGame): DailyGameView {
  return {
    gameId: game.gameId,
    gameMode: 'daily',
    status: game.status,
    currentRound: game.currentRound,
    currentLetter: game.currentLetter,
    currentTurn: chooserForRound(game.currentRound),
    roundState: game.roundState,
    player1: AI_PLAYER,
    player2: HUMAN_PLAYER,
    // The owner's UUID is their identity everywhere (friend-game seats too), so no view ever carries it.
    player1UUID: null,
    player2UUID: null,
    player1Grid: emptyGrid(),
    player2Grid: game.playerGrid,
    player1Words: [],
    player2Words: game.playerWords,
    player1Score: 0,
    player2Score: game.playerScore,
    // Daily placements land at once, so no seat ever waits with a submitted-but-unresolved letter.
    player1Submitted: false,
    player2Submitted: false,
    player1Status: 'Available',
    player2Status: 'Available',
    identityVersion: 1,
    lastActivityAt: new Date(game.lastActivityAt).toISOString(),
    challengeId: null,
    dailyChallengeDate: game.dailyChallengeDate,
    gameNumber: game.gameNumber,
    playerGrid: game.playerGrid,
    playerWords: game.playerWords,
    playerScore: game.playerScore,
    completedRounds: game.completedRounds,
    archive: game.archive === true,
  };
}

/** The human always acts in the daily game: they place every letter and choose the even rounds' ones. */
export function dailyPlayerInfo(game: StoredDailyGame): PlayerInfo {
  return { playerId: 2, isYourTurn: game.status === 'active' };
}

export function completionOf(game: StoredDailyGame): Completion {
  return {
    date: game.dailyChallengeDate,
    gameNumber: game.gameNumber,
    finalScore: game.playerScore,
    gameId: game.gameId,
  };
}

export function playerCompletionOf(game: StoredDailyGame): PlayerCompletion {
  return {
    ...completionOf(game),
    archive: game.archive === true,
    completedAt: new Date(game.completedAt ?? game.lastActivityAt).toISOString(),
  };
}

/** Whether the asker is the game's player: decided here, since the view itself never names them. */
export function isOwnerOf(game: StoredDailyGame, playerUUID: string | undefined): boolean {
  return playerUUID !== undefined && playerUUID === game.playerUUID;
}
