// The day's blind letters: drawn once from node:crypto on the day's first use, then always read from the database.
import { dayKeyInZone, drawDailyLetters, gameNumberForDay, type DayKey } from '@gridable/common';
import { notFound } from '../http/errors';
import type { DailyStore, StoredDay } from '../db/stores/dailyStore';
import { DAILY_MESSAGES } from './dailyMessages';
import { cryptoRandom, type DayPlanner } from './dayPlanner';

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
  /** Revealed with the letters; null when hidden or when the day was stored before par existed. */
  par: number | null;
}

export interface SequenceServiceOptions {
  /** The computer player: vets each draw (perfect 32 possible) and sets its par, each when it can. */
  planner?: DayPlanner;
  random?: () => number;
}

export function createSequenceService(
  store: DailyStore,
  now: () => Date,
  { planner, random = cryptoRandom }: SequenceServiceOptions = {},
) {
  // A day's stored letters never change (inserted once under a unique date), so every node may keep them.
  const known = new Map<DayKey, StoredDay>();

  function draw(): StoredDay {
    const vet = planner?.hasPerfectGrid?.bind(planner);
    const letters = drawDailyLetters(random, vet ? (draft) => vet(draft) : undefined);
    // The par's own seed comes from the same source, so the computer's play is no more predictable than the letters.
    const par = planner?.par ? planner.par(letters, Math.floor(random() * 2 ** 32)) : null;
    return { letters, par };
  }

  /** The stored draw of `day`, drawing and storing it first if this is the day's first request anywhere. */
  async function dayFor(day: DayKey): Promise<StoredDay> {
    const cached = known.get(day);
    if (cached) return cached;
    // The unique date index settles a race between nodes: the loser gets the winner's stored draw.
    const stored = (await store.findSequence(day)) ?? (await store.insertSequence(day, gameNumberForDay(day), draw()));
    if (known.size >= KNOWN_DAYS_LIMIT) known.delete(known.keys().next().value as DayKey);
    known.set(day, stored);
    return stored;
  }

  async function lettersFor(day: DayKey): Promise<string[]> {
    return (await dayFor(day)).letters;
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
    const { letters, par } = await dayFor(day);
    // Revealing a live day's letters early would let anyone plan their grid before the blind rounds.
    const stillPlayed = day >= (dayKeyInZone(instant, LATEST_ZONE) ?? day);
    if (stillPlayed && !(playerUUID && (await hasCompleted(playerUUID, gameNumber)))) {
      return { date: day, gameNumber, letters: null, par: null };
    }
    return { date: day, gameNumber, letters, par };
  }

  /** A player who finished the day may see its letters, live play or archive. */
  async function hasCompleted(playerUUID: string, gameNumber: number): Promise<boolean> {
    const game = await store.findGameForPlayer(playerUUID, gameNumber);
    return game?.status === 'completed';
  }

  return { lettersFor, publishedSequence };
}
export type SequenceService = ReturnType<typeof createSequenceService>;
