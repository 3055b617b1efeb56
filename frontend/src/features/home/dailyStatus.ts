// The daily status the home screen needs (docs/PROTOCOL.md §3 'Daily status').
export interface DailyStatus {
  hasCompleted: boolean;
  streak: number;
  todaysScore: number | null;
  todaysHighScore: number | null;
  twentyPlusStreak: number;
  /** Today's finished game, so home can link to its result; null when not finished (or not known here). */
  todaysGameId: string | null;
}
