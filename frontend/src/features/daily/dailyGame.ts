// The daily game as this feature uses it, read from either wire shape: a simplified DCS- game or a legacy DC- game.
import { gameNumberFromGameId } from '@gridable/common/rules';
import type { DailyGameView, GameStatus, GameView, Grid, RoundState, ScoredWord } from '@gridable/common';

export interface DailyGame {
  gameId: string;
  gameNumber: number;
  /** The game's state id: every write raises it, so an older view never replaces a newer one. */
  version: number;
  /** The challenge's day, YYYY-MM-DD. */
  date: string;
  status: GameStatus;
  currentRound: number;
  currentLetter: string | null;
  roundState: RoundState;
  grid: Grid;
  words: ScoredWord[];
  score: number;
  /** Played from the archive after its day. */
  archive: boolean;
  /** Someone else's game whose day is still being played: the server sent its score but no letter. */
  lettersHidden?: boolean;
  /** False when the game does not count toward its day's high score (its player is new that day). */
  countsForHighScore?: false;
}

/** The human is seat 2 in a daily game (docs/PROTOCOL.md §6): their grid is player2's when the view has no playerGrid. */
export function toDailyGame(view: DailyGameView | GameView): DailyGame | null {
  const gameNumber = view.gameNumber ?? gameNumberFromGameId(view.gameId);
  if (gameNumber === null || gameNumber === undefined) return null;
  const own =
    'playerGrid' in view ? { grid: view.playerGrid, words: view.playerWords, score: view.playerScore } : null;
  return {
    gameId: view.gameId,
    gameNumber,
    version: view.version,
    date: view.dailyChallengeDate ?? '',
    status: view.status,
    currentRound: view.currentRound,
    currentLetter: view.currentLetter,
    roundState: view.roundState,
    grid: own?.grid ?? view.player2Grid,
    words: own?.words ?? view.player2Words,
    score: own?.score ?? view.player2Score,
    archive: 'archive' in view ? view.archive : false,
    lettersHidden: 'lettersHidden' in view && view.lettersHidden === true,
    ...('countsForHighScore' in view && view.countsForHighScore === false
      ? { countsForHighScore: false as const }
      : {}),
  };
}
