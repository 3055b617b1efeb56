// Today's daily, asked for while the page is still loading: the daily page's HTML runs a small script
// (src/shell/dailyStart.ts) that sends the same start-or-resume request the session would, long before the app's
// code is in; the session then adopts that reply instead of asking again. Starting is idempotent on the server
// (it resumes today's game, or refuses with 409 once the day is done), so a reply nobody adopts does no harm.
import type { DailyCreateRequest, DailyGameResponse } from '@gridable/common';
import { clockedFetch } from '../../../lib/clock/clockedFetch';

/** The request the daily session sends to start or resume today's game (dailyApi's startDailyGame). */
export const DAILY_START_URL = '/api/daily-challenge-simple';
/** The page that starts or resumes today's game; `/daily-challenge/<gameId>` opens a given game instead. */
export const TODAYS_DAILY_PATH = /^\/daily-challenge\/?$/;

/**
 * The server's final word against starting today: the day is done (409). Kept for the session to show, as a
 * refusal to its own request would be: asked again, the server only refuses again (a second 409 in the console).
 */
export interface EarlyRefusal {
  refusedStatus: number;
  body: unknown;
}

/** Refusals that asking again cannot change; any other failure the session meets with its own request. */
const FINAL_STATUSES = new Set([409]);

interface EarlyStart {
  request: DailyCreateRequest;
  /** No identity was stored before this request made one: the game it starts is at its first round. */
  firstVisit: boolean;
  /** The reply when it was a success, the refusal when final; null on any other failure. */
  reply: Promise<DailyGameResponse | EarlyRefusal | null>;
}

const slot = globalThis as unknown as { gridableDailyStart?: EarlyStart };

/** Sends today's start request now and keeps its reply for the session to take. */
export function startTodayEarly(request: DailyCreateRequest, firstVisit: boolean): void {
  const reply = clockedFetch(DAILY_START_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(request),
  }).then(
    async (response) => {
      if (response.ok) return (await response.json()) as DailyGameResponse;
      if (!FINAL_STATUSES.has(response.status)) return null;
      const body: unknown = await response.json().catch(() => null);
      return { refusedStatus: response.status, body };
    },
    () => null,
  );
  slot.gridableDailyStart = { request, firstVisit, reply };
}

/**
 * True when this page's HTML started today's game for a player it had just given an identity: the daily page
 * then shows that game's first screen while it arrives (DailyFirstScreen), as the HTML's shell already does.
 */
export function isFirstVisitStarting(): boolean {
  return slot.gridableDailyStart?.firstVisit === true;
}

/**
 * The early reply to `request`, taken once (a later visit to the page asks afresh), or null when none was sent
 * for this very request (another identity or time zone by now, or no early script on this page).
 */
export function takeEarlyStart(
  request: DailyCreateRequest,
): Promise<DailyGameResponse | EarlyRefusal | null> | null {
  const early = slot.gridableDailyStart;
  delete slot.gridableDailyStart;
  if (!early) return null;
  const same =
    early.request.playerUUID === request.playerUUID &&
    early.request.userTimezone === request.userTimezone &&
    early.request.date === request.date;
  return same ? early.reply.catch(() => null) : null;
}
