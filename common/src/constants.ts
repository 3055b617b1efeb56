// Every number and fixed string of docs/PROTOCOL.md §9 (and the few the architecture adds), named once for server and client.

/** Board and rounds (docs/PROTOCOL.md §1, §9). */
export const GRID_SIZE = 4;
export const CELL_COUNT = GRID_SIZE * GRID_SIZE;
export const TOTAL_ROUNDS = 16;
export const MIN_WORD_LENGTH = 2;
export const MAX_WORD_LENGTH = 4;

/** Scoring (docs/PROTOCOL.md §5, §9): points by word length; one word per row and column, so 8 lines of 4 at most. */
export const WORD_POINTS: Readonly<Record<number, number>> = Object.freeze({ 2: 2, 3: 3, 4: 4 });
export const MAX_SCORE = 2 * GRID_SIZE * MAX_WORD_LENGTH;

/** Daily challenge (docs/PROTOCOL.md §1, §3, §9). */
export const DAILY_SEQUENCE_LENGTH = 8;
export const DAILY_GAME_PREFIX = 'DCS-';
export const LEGACY_DAILY_PREFIX = 'DC-';
/** The day that is Gridable #1; later days count up from it. */
export const DAILY_LAUNCH_DAY = '2025-01-01';
export const SEQUENCE_CHECK_DELAY_MS = 1_000;
export const BLIND_LETTER_ANNOUNCE_MS = 2_000;

/** Input limits (docs/PROTOCOL.md §5, §9). */
export const GAME_ID_MAX_LENGTH = 5;
export const FEEDBACK_MAX_LENGTH = 500;
export const WORD_CHECK_MAX_LENGTH = 4;

/** Presence (docs/PROTOCOL.md §4, §9). */
export const AWAY_TIMEOUT_MS = 120_000;
export const ACTIVITY_THROTTLE_MS = 30_000;
/**
 * A player whose socket died of the heartbeat (ping timeout) and who came back within this long is on a
 * flapping network (latency past the 2.5 s ping timeout): their next such drop waits for them.
 */
export const FLAPPING_MEMORY_MS = 60_000;
/** How long a flapping player's drop waits for their socket to come back before they show Away. */
export const FLAPPING_AWAY_GRACE_MS = 15_000;
export const PRESENCE_INTERVAL_MS = 30_000;
/** A tab that reports presence over REST counts until it misses two reports in a row. */
export const REST_PRESENCE_TTL_MS = 2 * PRESENCE_INTERVAL_MS + 15_000;
export const NOTIFICATION_CLOSE_MS = 5_000;

/** Event stream and reconnection (docs/PROTOCOL.md §4, §9; SSE heartbeat from ARCHITECTURE §6). */
export const EVENT_CONNECT_TIMEOUT_MS = 8_000;
/** docs/PROTOCOL.md §4's check that restarts a closed event stream; Socket.IO's own ping/pong (25 s) does this for the socket. */
export const HEARTBEAT_CHECK_MS = 30_000;
export const RECONNECT_DELAY_MIN_MS = 3_000;
export const RECONNECT_DELAY_MAX_MS = 5_000;
export const RECONNECT_DELAY_CAP_MS = 15_000;
export const SSE_HEARTBEAT_MS = 15_000;
/**
 * The docs/PROTOCOL.md §4 schedule in Socket.IO's own reconnection options: a first wait of 4 s ± 25% (so 3–5 s), doubling
 * per failed attempt up to 15 s, and an 8 s connect timeout. Socket.IO's ping/pong finds silent drops.
 */
export const SOCKET_RECONNECTION = Object.freeze({
  reconnectionDelay: (RECONNECT_DELAY_MIN_MS + RECONNECT_DELAY_MAX_MS) / 2,
  randomizationFactor:
    (RECONNECT_DELAY_MAX_MS - RECONNECT_DELAY_MIN_MS) / (RECONNECT_DELAY_MAX_MS + RECONNECT_DELAY_MIN_MS),
  reconnectionDelayMax: RECONNECT_DELAY_CAP_MS,
  timeout: EVENT_CONNECT_TIMEOUT_MS,
});

/** Polling fallback (docs/PROTOCOL.md §4, §9). */
export const POLL_INTERVAL_MS = 5_000;
export const POLL_TRIGGERS = [
  'game_created',
  'game_joined',
  'letter_selected',
  'letter_placed',
  'round_started',
] as const;
export type PollTrigger = (typeof POLL_TRIGGERS)[number];
export const POLL_DURATION_MS: Readonly<Record<PollTrigger, number>> = Object.freeze({
  game_created: 5 * 60_000,
  game_joined: 5 * 60_000,
  letter_selected: 60_000,
  letter_placed: 60_000,
  round_started: 60_000,
});

/** Creation and retries (docs/PROTOCOL.md §4, §7, §9). */
export const CREATION_FALLBACK_MS = 3_000;
export const RETRY_AFTER_ERROR_MS = 3_000;
export const SHARED_RESULT_RETRIES = 3;
export const SHARED_RESULT_RETRY_DELAY_MS = 1_000;

/** UI timings and gestures (docs/PROTOCOL.md §2, §8, §9). */
export const COPIED_INDICATOR_MS = 2_000;
export const TOAST_DURATION_MS = 5_000;
export const SWIPE_THRESHOLD_PX = 50;

/** Local records and streaks (docs/PROTOCOL.md §5, §9). */
export const IDENTITY_MAX_AGE_DAYS = 30;
export const COMPLETION_RETENTION_DAYS = 90;
export const STREAK_WINDOW_DAYS = 365;
export const TWENTY_PLUS_THRESHOLD = 20;
/** Streak freezes: one earned per this many consecutive days played, spent on a missed day. */
export const STREAK_FREEZE_EVERY_DAYS = 7;
export const MAX_BANKED_FREEZES = 2;

/**
 * Server housekeeping: a friend game is kept this long after its last move. Games are played across days,
 * so an absent opponent is normal; only a month of silence lets the game go.
 */
export const GAME_IDLE_TTL_DAYS = 30;
/**
 * A friend game nobody joined is dropped this long after it was made, however often its creator looks at it.
 * An invitation is answered the day it is sent or not at all (lichess drops an unanswered challenge within
 * hours); kept the 30 idle days, each one held an open-game slot (OPEN_GAMES_CAP) and ~26 KiB of the embedded
 * database for a month. A day leaves a friend asleep in another time zone time to open the link.
 */
export const UNJOINED_GAME_TTL_HOURS = 24;
/**
 * Friend games one player may have open at once: waiting for a friend or in progress, in either seat. A
 * correspondence player keeps a handful to a dozen going (Words With Friends players who play "a lot" have
 * 10-20); 20 is past that and keeps Home's list readable, where there was no bound at all (a client could
 * open thousands, each a row of its Home and a record on the server). Daily games and games against the
 * computer do not count: the daily is one a day by its nature, and a computer game lives only in the browser.
 */
export const OPEN_GAMES_CAP = 20;
/**
 * A league none of whose members has opened it (its page, or Home listing it) for this long is deleted with its
 * memberships: leagues cost nothing to make, and one made and forgotten would otherwise be kept for ever.
 */
export const LEAGUE_IDLE_DAYS = 180;
/**
 * A push subscription that its browser has not registered again (Home does on every visit) and that no push has
 * reached for this long is deleted: a browser gone without a word would otherwise stay subscribed for ever.
 */
export const PUSH_SUBSCRIPTION_IDLE_DAYS = 180;
/**
 * A daily game's audit lines (every letter chosen or placed, with the grid after it) are deleted this long after
 * they were written. A finished daily keeps its placements on the game itself for the review, so the lines are
 * only an operator's trail of recent play; kept for ever they were ~20 documents and ~7 KiB per daily played.
 */
export const DAILY_SUBMISSION_RETENTION_DAYS = 30;

/** Play across time: how long the opponent may be silent on their turn before the win can be claimed. */
export const CLAIM_WIN_AFTER_MS = 72 * 60 * 60 * 1000;
/** A player may nudge the opponent once per this long in each game. */
export const NUDGE_INTERVAL_MS = 12 * 60 * 60 * 1000;
/** Reactions: at most this many per seat per window (a small burst, then quiet). */
export const REACTION_BURST = 3;
export const REACTION_WINDOW_MS = 10_000;
/** A turn push waits until none of the player's sockets has been connected to the game for this long. */
export const PUSH_AWAY_GRACE_MS = 30_000;
/** Finished games Home lists under "Recent games". */
export const HUB_RECENT_FINISHED = 10;

export const MS_PER_DAY = 86_400_000;
