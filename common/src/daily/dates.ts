// Calendar days as 'YYYY-MM-DD' keys: pure arithmetic through Date.UTC, so time zones and DST never shift a day.
import { MS_PER_DAY } from '../constants';

/** A calendar day, 'YYYY-MM-DD'. */
export type DayKey = string;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DD_MM_YYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Milliseconds at UTC midnight of a date; setUTCFullYear keeps years 0–99 literal, unlike Date.UTC. */
function utcMs(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** The key for a calendar date, or null when the date does not exist (31/02, month 13…). */
function dayKeyOf(year: number, month: number, day: number): DayKey | null {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const key = dayKeyFromUtcMs(utcMs(year, month, day));
  return key === `${pad(year, 4)}-${pad(month)}-${pad(day)}` ? key : null;
}

function utcMidnight(dayKey: DayKey): number {
  if (!isDayKey(dayKey)) throw new RangeError(`"${String(dayKey)}" is not a calendar day as YYYY-MM-DD.`);
  const [year = 0, month = 0, day = 0] = dayKey.split('-').map(Number);
  return utcMs(year, month, day);
}

function dayKeyFromUtcMs(ms: number): DayKey {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whether `value` is a real calendar day written as 'YYYY-MM-DD'. */
export function isDayKey(value: unknown): value is DayKey {
  if (typeof value !== 'string') return false;
  const match = DAY_KEY.exec(value);
  return match !== null && dayKeyOf(Number(match[1]), Number(match[2]), Number(match[3])) === value;
}

// Building an Intl.DateTimeFormat costs far more than using one, and servers ask for the same few zones on every
// request: each zone's formatter is made once (null for an unknown zone). Bounded, since zones come from clients.
const MAX_CACHED_ZONES = 500;
const dayFormatters = new Map<string, Intl.DateTimeFormat | null>();
const wallClockFormatters = new Map<string, Intl.DateTimeFormat | null>();

function cachedFormatter(
  cache: Map<string, Intl.DateTimeFormat | null>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat | null {
  const known = cache.get(timeZone);
  if (known !== undefined) return known;
  let formatter: Intl.DateTimeFormat | null;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      ...options,
    });
    if (!isCivilZone(formatter.resolvedOptions().timeZone)) formatter = null;
  } catch {
    formatter = null;
  }
  if (cache.size >= MAX_CACHED_ZONES) cache.clear();
  cache.set(timeZone, formatter);
  return formatter;
}

/** An offset zone as Intl resolves it ('+05:30', '-12:00'); IANA names never look like this. */
const OFFSET_ZONE = /^([+-])(\d{2}):(\d{2})$/;
/** UTC−12 and UTC+14, in minutes: no civil zone lies outside them. */
const CIVIL_OFFSETS_MINUTES = { min: -12 * 60, max: 14 * 60 } as const;

/**
 * Whether a zone Intl accepted is one someone can live in. Runtimes with offset zones (Node 24, recent browsers)
 * take any '±HH:MM' up to a day: '+23:59' would be on a calendar day no civil zone has reached, and '-23:59' on
 * one already over everywhere, so the day rules (and the spoiler rule, spoilers.ts) would not hold for it.
 */
function isCivilZone(resolved: string): boolean {
  const offset = OFFSET_ZONE.exec(resolved);
  if (!offset) return true;
  const minutes = (Number(offset[2]) * 60 + Number(offset[3])) * (offset[1] === '-' ? -1 : 1);
  return minutes >= CIVIL_OFFSETS_MINUTES.min && minutes <= CIVIL_OFFSETS_MINUTES.max;
}

function dayFormatterFor(timeZone: string): Intl.DateTimeFormat | null {
  return cachedFormatter(dayFormatters, timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' });
}

/** A wall clock's reading, to the minute (month 1–12, hour 0–23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** What the clocks in `timeZone` read at `instant`, to the minute; null for an unknown zone or invalid instant. */
export function wallClockInZone(instant: Date, timeZone: string): WallClock | null {
  if (Number.isNaN(instant.getTime())) return null;
  const formatter = cachedFormatter(wallClockFormatters, timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  if (!formatter) return null;
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

export function isValidTimeZone(timeZone: string): boolean {
  return dayFormatterFor(timeZone) !== null;
}

/** The calendar day an instant falls on in an IANA time zone; null for an unknown zone or invalid instant. */
export function dayKeyInZone(instant: Date, timeZone: string): DayKey | null {
  if (Number.isNaN(instant.getTime())) return null;
  const formatter = dayFormatterFor(timeZone);
  if (!formatter) return null;
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return dayKeyOf(part('year'), part('month'), part('day'));
}

/**
 * "Today" for someone in `timeZone`: the day `instant` falls on there, or in UTC when this runtime does not know
 * the zone (an old browser, a zone newer than its data). The one rule every "today" in the app follows.
 */
export function dayKeyInZoneOrUtc(instant: Date, timeZone: string): DayKey {
  const day = dayKeyInZone(instant, timeZone) ?? dayKeyInZone(instant, 'UTC');
  if (day === null) throw new RangeError('Cannot tell the day of an invalid instant.');
  return day;
}

/** UTC−12 and UTC+14: the last and the first civil time zones to be on any calendar day. */
const LATEST_ZONE = 'Etc/GMT+12';
const EARLIEST_ZONE = 'Pacific/Kiritimati';

/**
 * A day a client calls "today", held to the days it is somewhere on Earth at `instant`: a client's clock may be off,
 * but no one's today is before UTC−12's or after UTC+14's, and a far-off day would have streaks walk every day
 * between (seconds of CPU for the year 9999).
 */
export function clampToDaysInPlay(day: DayKey, instant: Date): DayKey {
  const first = dayKeyInZoneOrUtc(instant, LATEST_ZONE);
  const last = dayKeyInZoneOrUtc(instant, EARLIEST_ZONE);
  return day < first ? first : day > last ? last : day;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', the SPEC's wire format for dates. */
export function toDdMmYyyy(dayKey: DayKey): string {
  utcMidnight(dayKey);
  const [year, month, day] = dayKey.split('-');
  return `${day}/${month}/${year}`;
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD'; null unless the text is exactly that shape and a real date. */
export function parseDdMmYyyy(text: string): DayKey | null {
  const match = DD_MM_YYYY.exec(text);
  return match ? dayKeyOf(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** A day given either as 'DD/MM/YYYY' or 'YYYY-MM-DD' (both arrive in URLs), as a day key; null if neither. */
export function parseDay(text: string): DayKey | null {
  const trimmed = text.trim();
  return isDayKey(trimmed) ? trimmed : parseDdMmYyyy(trimmed);
}

export function addDays(dayKey: DayKey, days: number): DayKey {
  if (!Number.isInteger(days)) throw new RangeError(`Cannot add ${days} days: whole days only.`);
  return dayKeyFromUtcMs(utcMidnight(dayKey) + days * MS_PER_DAY);
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY);
}
