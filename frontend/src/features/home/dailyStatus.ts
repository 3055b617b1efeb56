// The daily status the home screen needs (SPEC §3 'Daily status').
export interface DailyStatus {
  hasCompleted: boolean;
  streak: number;
  todaysScore: number | null;
  todaysHighScore: number | null;
  twentyPlusStreak: number;
}
