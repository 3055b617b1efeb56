// Daily challenges this browser has finished, one record per date; records older than 90 days are dropped.
import { COMPLETION_RETENTION_DAYS, MAX_SCORE } from '../constants';
import { LOCAL_KEYS } from './keys';
import { isNonEmptyString, isOlderThan, isRecord, isTimestamp } from './records';
import { readJson, writeJson } from './webStorage';

export interface DailyCompletion {
  /** The challenge's day, YYYY-MM-DD. */
  date: string;
  gameNumber: number;
  playerUUID: string;
  completedAt: string;
  finalScore: number;
  gameId: string;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDailyDate(value: unknown): value is string {
  return typeof value === 'string' && DATE_PATTERN.test(value) && isTimestamp(`${value}T00:00:00Z`);
}

export function isDailyCompletion(value: unknown): value is DailyCompletion {
  return (
    isRecord(value) &&
    isDailyDate(value.date) &&
    Number.isInteger(value.gameNumber) &&
    Number(value.gameNumber) > 0 &&
    isNonEmptyString(value.playerUUID) &&
    isTimestamp(value.completedAt) &&
    Number.isInteger(value.finalScore) &&
    Number(value.finalScore) >= 0 &&
    Number(value.finalScore) <= MAX_SCORE &&
    isNonEmptyString(value.gameId)
  );
}

/** Valid completions of the last 90 days, newest date first; stale or malformed records are removed. */
export function listDailyCompletions(now: number = Date.now()): DailyCompletion[] {
  const stored = readJson('local', LOCAL_KEYS.dailyCompletions);
  const entries = isRecord(stored) ? Object.values(stored) : [];
  const kept = entries.filter(
    (entry): entry is DailyCompletion =>
      isDailyCompletion(entry) && !isOlderThan(`${entry.date}T00:00:00Z`, COMPLETION_RETENTION_DAYS, now),
  );
  if (kept.length !== entries.length) writeAll(kept);
  return kept.sort((a, b) => b.date.localeCompare(a.date));
}

export function getDailyCompletion(date: string, now: number = Date.now()): DailyCompletion | null {
  return listDailyCompletions(now).find((completion) => completion.date === date) ?? null;
}

/**
 * Drops every record not of `playerUUID`. Records are one per date, not per player, so once this browser plays
 * as another device's identity, its own finished days would otherwise read as that player's.
 */
export function forgetOtherPlayersCompletions(playerUUID: string, now: number = Date.now()): void {
  writeAll(listDailyCompletions(now).filter((completion) => completion.playerUUID === playerUUID));
}

/** Stores the completion for its date, replacing any earlier record of that date. */
export function recordDailyCompletion(completion: DailyCompletion, now: number = Date.now()): void {
  // Callers build this from server data; refuse to store something the reader would then discard.
  if (!isDailyCompletion(completion)) throw new Error('Invalid daily completion record');
  const others = listDailyCompletions(now).filter((existing) => existing.date !== completion.date);
  writeAll([...others, completion]);
}

function writeAll(completions: DailyCompletion[]): void {
  writeJson('local', LOCAL_KEYS.dailyCompletions, Object.fromEntries(completions.map((c) => [c.date, c])));
}
