// The day's blind letters: made once from common's seeded generator, then always read from the database.
import { dayKeyInZone, gameNumberForDay, sequenceForDay, type DayKey } from '@gridable/common';
import { notFound } from '../http/errors';
import type { DailyStore } from '../db/stores/dailyStore';
import { DAILY_MESSAGES } from './dailyMessages';

/** UTC+14: the first zone to reach each calendar day, so no player anywhere is ahead of it. */
const EARLIEST_ZONE = 'Pacific/Kiritimati';
/** UTC-12: the last zone to leave each calendar day; until it does, someone may still be playing it. */
const LATEST_ZONE = 'Etc/GMT+12';

/** Days of letters kept in memory: today in every zone plus a few looked-up past days. */
const KNOWN_DAYS_LIMIT = 64;

export interface PublishedSequence {
  date: DayKey;
  gameNumber: number;
  /** null while the day is live and the asker has not finished it. */
  letters: string[] | null;
}

export function createSequenceService(store: DailyStore, now: () => Date) {
  // A day's stored letters never change (inserted once under a unique date), so every node may keep them.
  const known = new Map<DayKey, string[]>();

  /** The stored letters of `day`, storing them first if this is the day's first request. */
  async function lettersFor(day: DayKey): Promise<string[]> {
    const cached = known.get(day);
    if (cached) return cached;
    const letters =
      (await store.findSequence(day)) ?? (await store.insertSequence(day, gameNumberForDay(day), sequenceForDay(day)));
    if (known.size >= KNOWN_DAYS_LIMIT) known.delete(known.keys().next().value as DayKey);
    known.set(day, letters);
    return letters;
  }

  /**
   * The sequence endpoint: days from launch up to today somewhere on Earth. Later days are refused so
   * that nobody can fill the collection with far-future dates.
   */
  async function publishedSequence(day: DayKey, playerUUID?: string): Promise<PublishedSequence> {
    const gameNumber = gameNumberForDay(day);
    if (gameNumber < 1) throw notFound(DAILY_MESSAGES.beforeLaunch);
    const instant = now();
    const latest = dayKeyInZone(instant, EARLIEST_ZONE);
    if (latest !== null && day > latest) throw notFound(DAILY_MESSAGES.notOutYet);
    const letters = await lettersFor(day);
    // Revealing a live day's letters early would let anyone plan their grid before the blind rounds.
    const stillPlayed = day >= (dayKeyInZone(instant, LATEST_ZONE) ?? day);
    if (stillPlayed && !(playerUUID && (await hasCompleted(playerUUID, gameNumber)))) {
      return { date: day, gameNumber, letters: null };
    }
    return { date: day, gameNumber, letters };
  }

  async function hasCompleted(playerUUID: string, gameNumber: number): Promise<boolean> {
    const game = await store.findGameForPlayer(playerUUID, gameNumber);
    return game?.status === 'completed';
  }

  return { lettersFor, publishedSequence };
}
export type SequenceService = ReturnType<typeof createSequenceService>;
