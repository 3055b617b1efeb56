// A daily game as the client sees it (docs/PROTOCOL.md §3): the AI in seat 1, the human in seat 2. The server builds its
// replies with this and test servers build theirs with it, so the two can never drift apart.
import { emptyGrid } from '../game/grid';
import type { DailyGameCore } from '../game/dailyGame';
import { chooserForRound } from '../game/turns';
import type { DailyGameView } from '../protocol/daily';

/** Seat 1's name in the daily game: nobody's clientId, but non-null so no screen waits for a second player. */
export const AI_PLAYER = 'AI';
/** Seat 2's placeholder: daily games bind no clientId, only the player's UUID. */
export const HUMAN_PLAYER = 'player';

/** What a stored daily game adds to the rules' fields. */
export interface DailyGameRecord extends DailyGameCore {
  gameId: string;
  playerUUID: string | null;
  dailyChallengeDate: string;
  lastActivityAt: Date | string;
  version?: number | null | undefined;
  /** Played from the archive after its day; absent on games stored before the archive existed. */
  archive?: boolean | null | undefined;
  /** False when the game does not count toward its day's high score; absent on games stored before it. */
  countsForHighScore?: boolean | null | undefined;
}

export function toDailyGameView(game: DailyGameRecord): DailyGameView {
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
    // The owner's UUID is their identity everywhere (friend-game seats too), so no view ever carries it;
    // the GET reply's isOwner tells the asker whether the game is theirs.
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
    version: game.version ?? 0,
    archive: game.archive === true,
    // Only a live game says so: an archive play never counts, and its screen already says it is one.
    ...(game.countsForHighScore === false && game.archive !== true ? { countsForHighScore: false } : {}),
  };
}
