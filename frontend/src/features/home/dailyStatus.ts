// The daily status the home screen needs (docs/PROTOCOL.md §3 'Daily status').
export interface DailyStatus {
  hasCompleted: boolean;
  streak: number;
  todaysScore: number | null;
  todaysHighScore: number | null;
  /** False when the server says today's game does not count toward the high score (a new player's first day). */
  countsForHighScore?: false;
  twentyPlusStreak: number;
  /** Today's finished game, so home can link to its result; null when not finished (or not known here). */
  todaysGameId: string | null;
}
