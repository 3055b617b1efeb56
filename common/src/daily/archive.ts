// The archive: every day from Gridable #1 to the player's yesterday, newest first.
import { addDays, type DayKey } from './dates';
import { dayForGameNumber, gameNumberForDay } from './gameNumber';

export interface ArchiveDay {
  gameNumber: number;
  date: DayKey;
}

/** Days before `today` (the player's own day) back to launch; none before launch. */
export function archiveDays(today: DayKey): ArchiveDay[] {
  const days: ArchiveDay[] = [];
  for (let gameNumber = gameNumberForDay(addDays(today, -1)); gameNumber >= 1; gameNumber--) {
    days.push({ gameNumber, date: dayForGameNumber(gameNumber) });
  }
  return days;
}

/** Whether a day is an archive day for a player whose own day is `today`: launched and already past. */
export function isArchiveDay(day: DayKey, today: DayKey): boolean {
  return gameNumberForDay(day) >= 1 && day < today;
}
