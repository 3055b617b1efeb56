// Every machine code an error may carry, on REST (`{ error, code }`), a socket acknowledgement or a failure
// event. The sentence is for people and may be reworded; the code is what a client branches on, so a code,
// once listed here, keeps its meaning.
// No zod here: the web app's entry reads codes through this file alone (see e2e/bundles.e2e.ts).

export const ERROR_CODES = [
  // The request itself.
  'INVALID_INPUT',
  'INVALID_JSON',
  'BODY_UNREADABLE',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_ENCODING',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_ADDRESS',
  'BAD_REQUEST',
  'UNKNOWN_ENDPOINT',
  'UNKNOWN_EVENT',
  'UNAUTHORIZED',
  // The server's limits and health: retry after Retry-After when it is sent.
  'RATE_LIMITED',
  'TOO_MANY_CONNECTIONS',
  'SERVER_BUSY',
  'STORAGE_UNAVAILABLE',
  'INTERNAL',
  // Friend games.
  'GAME_NOT_FOUND',
  'GAME_WITHDRAWN',
  'GAME_FULL',
  'GAME_NOT_FINISHED',
  'NOT_A_PLAYER',
  'NOT_YOUR_SEAT',
  'SEAT_EMPTY',
  'NOT_THE_CREATOR',
  'TOO_MANY_GAMES',
  'ALREADY_JOINED',
  'NOT_JOINED',
  'DISCONNECTED',
  // A move or signal the rules refuse.
  'NOT_YOUR_TURN',
  'NOT_ACTIVE',
  'CONFLICT',
  'STALE_VERSION',
  'STALE',
  'NO_OPPONENT',
  'NOT_THEIR_TURN',
  'NUDGE_TOO_SOON',
  'CLAIM_TOO_SOON',
  'REACTION_TOO_FAST',
  'NO_REMATCH',
  // Reviews and watching.
  'DAY_NOT_OVER',
  'HISTORY_MISSING',
  'ENDED_EARLY',
  'NOT_STARTED',
  'WATCHERS_FULL',
  // Results and daily games.
  'RESULT_NOT_FOUND',
  'NOT_YOUR_REVIEW',
  'NOT_YOUR_GAME',
  'DAILY_NOT_OUT_YET',
  'DAILY_BEFORE_LAUNCH',
  'ALREADY_COMPLETED',
  // Leagues and identity transfer.
  'LEAGUE_NOT_FOUND',
  'TOO_MANY_LEAGUES',
  'LEAGUE_FULL',
  'LEAGUE_CLOSED',
  'NICKNAME_TAKEN',
  'NOT_LEAGUE_CREATOR',
  'NOT_A_MEMBER',
  'MEMBER_NOT_FOUND',
  'TRANSFER_CODE_UNKNOWN',
  'TRANSFER_CODE_USED',
  'TRANSFER_CODE_EXPIRED',
  // Push notifications.
  'PUSH_ENDPOINT_REFUSED',
  'PUSH_SUBSCRIPTION_UNKNOWN',
  'NOT_YOUR_SUBSCRIPTION',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether `value` is a code this build knows (a newer server may send codes an older client does not). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
