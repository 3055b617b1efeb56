// Daily game numbers: Gridable #1 is the launch day and each later day counts up by one.
import { DAILY_LAUNCH_DAY } from '../constants';
import { addDays, daysBetween, type DayKey } from './dates';

/** The game number of a day; days before launch give numbers below 1. */
export function gameNumberForDay(dayKey: DayKey): number {
  return daysBetween(DAILY_LAUNCH_DAY, dayKey) + 1;
}

export function dayForGameNumber(gameNumber: number): DayKey {
  return addDays(DAILY_LAUNCH_DAY, gameNumber - 1);
}

/** 'Gridable #{gameNumber}', the daily title of docs/PROTOCOL.md §1. */
export function dailyTitle(gameNumber: number): string {
  return `Gridable #${gameNumber}`;
}
