// Small checks shared by the record guards: object shape, timestamps and age.
import { MS_PER_DAY } from '../constants';

export type SeatNumber = 1 | 2;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function isSeatNumber(value: unknown): value is SeatNumber {
  return value === 1 || value === 2;
}

/** An ISO-8601 timestamp that Date can read. */
export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

/** True when `timestamp` lies more than `days` whole days before `now`. */
export function isOlderThan(timestamp: string, days: number, now: number): boolean {
  return now - Date.parse(timestamp) > days * MS_PER_DAY;
}
