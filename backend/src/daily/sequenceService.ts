// The day's blind letters: drawn once from node:crypto on the day's first use, then always read from the database.
import { LRUCache } from 'lru-cache';
import { dayKeyInZone, gameNumberForDay, RATE_LIMIT_MESSAGE, type DayKey, type Grid } from '@gridable/common';
import { AppError, notFound } from '../http/errors';
import { BUDGETS, type Limits, type Refusal } from '../ops/limits';
import type { DailyStore, StoredDay } from '../db/stores/dailyStore';
import { DAILY_MESSAGES } from '@gridable/common';
import type { DayDrawer } from './dayDrawer';

/** UTC+14: the first zone to reach each calendar day, so no player anywhere is ahead of it. */
const EARLIEST_ZONE = 'Pacific/Kiritimati';
/** UTC-12: the last zone to leave each calendar day; until it does, someone may still be playing it. */
const LATEST_ZONE = 'Etc/GMT+12';

/** Days of letters kept in memory: today in every zone plus a few looked-up past days. */
const KNOWN_DAYS_LIMIT = 64;

/** The key of the node-wide past-day draw budget. */
const PAST_DAY_DRAWS_NODE_KEY = 'node';

/** A past day's first draw refused: the client (or the node) has drawn enough past days for now. */
export class DrawRefused extends AppError {
  constructor(readonly refusal: Refusal) {
    super(429, RATE_LIMIT_MESSAGE, 'RATE_LIMITED');
  }
}

export interface PublishedSequence {
  date: DayKey;
  gameNumber: number;
  /** null while the day is live and the asker has not finished it. */
  letters: string[] | null;
  /** Revealed with the letters; null when hidden or when the day was stored before par existed. */
  par: number | null;
  /** The computer's grid that scored par, under the same rule as the letters; null when hidden or not kept. */
  parGrid: Grid | null;
}

/**
 * `drawer` makes a new day's draw (letters vetted by the computer player, and its par), off the event loop;
 * see dayDrawer.ts.
 */
export function createSequenceService(
  store: DailyStore,
  now: () => Date,
  drawer: DayDrawer,
  limits?: Limits,
) {
  // A day's stored letters never change (inserted once under a unique date), so every node may keep them.
  const known = new LRUCache<DayKey, StoredDay>({ max: KNOWN_DAYS_LIMIT });
  // The day's first requests on this node wait for one draw rather than each starting their own.
  const pending = new Map<DayKey, Promise<StoredDay>>();

  /** Spends the past-day draw budgets when `day` has ended everywhere; throws DrawRefused past them. */
  async function spendPastDraw(day: DayKey, requester: string | undefined): Promise<void> {
    if (!limits || day >= (dayKeyInZone(now(), LATEST_ZONE) ?? day)) return;
    const refusal =
      (requester ? await limits.spend(BUDGETS.pastDayDraws, requester) : null) ??
      (await limits.spend(BUDGETS.pastDayDrawsNode, PAST_DAY_DRAWS_NODE_KEY));
    if (refusal) throw new DrawRefused(refusal);
  }

  async function loadOrDraw(day: DayKey, requester: string | undefined): Promise<StoredDay> {
    // The unique date index settles a race between nodes: the loser gets the winner's stored draw.
    let stored = await store.findSequence(day);
    if (!stored) {
      await spendPastDraw(day, requester);
      stored = await store.insertSequence(day, gameNumberForDay(day), await drawer.draw());
    }
    known.set(day, stored);
    return stored;
  }

  /** The stored draw of `day`, drawing and storing it first if this is the day's first request anywhere. */
  function dayFor(day: DayKey, requester?: string): Promise<StoredDay> {
    const cached = known.get(day);
    if (cached) return Promise.resolve(cached);
    let loading = pending.get(day);
    if (!loading) {
      loading = loadOrDraw(day, requester).finally(() => pending.delete(day));
      pending.set(day, loading);
    }
    return loading;
  }

  /** `requester` (the client's address) is charged when this is a past day's first draw. */
  async function lettersFor(day: DayKey, requester?: string): Promise<string[]> {
    return (await dayFor(day, requester)).letters;
  }

  /**
   * The sequence endpoint: days from launch up to today somewhere on Earth. Later days are refused so
   * that nobody can fill the collection with far-future dates.
   */
  async function publishedSequence(
    day: DayKey,
    playerUUID?: string,
    requester?: string,
  ): Promise<PublishedSequence> {
    const gameNumber = gameNumberForDay(day);
    if (gameNumber < 1) throw notFound(DAILY_MESSAGES.beforeLaunch, 'DAILY_BEFORE_LAUNCH');
    const instant = now();
    const latest = dayKeyInZone(instant, EARLIEST_ZONE);
    if (latest !== null && day > latest) throw notFound(DAILY_MESSAGES.notOutYet, 'DAILY_NOT_OUT_YET');
    const { letters, par, parGrid } = await dayFor(day, requester);
    // Revealing a live day's letters early would let anyone plan their grid before the blind rounds.
    const stillPlayed = day >= (dayKeyInZone(instant, LATEST_ZONE) ?? day);
    if (stillPlayed && !(playerUUID && (await hasCompleted(playerUUID, gameNumber)))) {
      return { date: day, gameNumber, letters: null, par: null, parGrid: null };
    }
    return { date: day, gameNumber, letters, par, parGrid };
  }

  /** A player who finished the day may see its letters, live play or archive. */
  async function hasCompleted(playerUUID: string, gameNumber: number): Promise<boolean> {
    const game = await store.findGameForPlayer(playerUUID, gameNumber);
    return game?.status === 'completed';
  }

  return { lettersFor, publishedSequence };
}
export type SequenceService = ReturnType<typeof createSequenceService>;
