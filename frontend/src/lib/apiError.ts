// Turns an RTK Query fetch failure into the docs/PROTOCOL.md §8 message: the reply's `error` field, else 'API error: {status}'.
// Callers decide by `code` (the reply's machine code), never by the sentence, which is for people.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isErrorCode, type ErrorCode } from '@gridable/common/errorCodes';
import { MOVE_ERROR_MESSAGES } from '@gridable/common/messages';

export interface ApiError {
  /** The HTTP status, or RTK Query's code when no response arrived (e.g. 'FETCH_ERROR'). */
  status: number | string;
  message: string;
  /** The server's machine code, when the reply carried one. */
  code?: ErrorCode;
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return replyError(status, 'data' in error ? error.data : undefined);
}

/** The same for a plain fetch: a refused reply's status and parsed body (null when it was not JSON). */
export function replyError(status: number | string, data: unknown): ApiError {
  const serverMessage = readErrorField(data);
  const code = readCodeField(data);
  return { status, message: serverMessage ?? `API error: ${status}`, ...(code ? { code } : {}) };
}

/**
 * How a reply without a code meant each code: a node of the previous release (a rolling upgrade serves this
 * bundle from a new node and its calls from an old one) answers the same sentences and statuses, but no code.
 */
const BEFORE_CODES: Partial<Record<ErrorCode, (error: ApiError) => boolean>> = {
  GAME_NOT_FOUND: (error) => error.status === 404,
  GAME_WITHDRAWN: (error) => error.status === 410,
  GAME_FULL: (error) => error.status === 409,
  ALREADY_COMPLETED: (error) => error.status === 409,
  LEAGUE_NOT_FOUND: (error) => error.status === 404,
  RESULT_NOT_FOUND: (error) => error.status === 404,
  RATE_LIMITED: (error) => error.status === 429,
  INVALID_INPUT: (error) => error.status === 400,
  STALE_VERSION: (error) => error.message === MOVE_ERROR_MESSAGES.staleVersion,
};

/** Whether `error` is the refusal `code`: by its code, or by what meant it before replies carried codes. */
export function refusedWith(error: unknown, code: ErrorCode): error is ApiError {
  if (!isApiError(error)) return false;
  if (error.code) return error.code === code;
  return BEFORE_CODES[code]?.(error) ?? false;
}

function readCodeField(data: unknown): ErrorCode | null {
  if (typeof data !== 'object' || data === null || !('code' in data)) return null;
  return isErrorCode(data.code) ? data.code : null;
}

function readErrorField(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const { error } = data;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string' &&
    'status' in value &&
    (typeof value.status === 'number' || typeof value.status === 'string')
  );
}

/**
 * A request that got no answer: the browser says it is offline, or the call failed before any reply (RTK
 * Query's FETCH_ERROR and TIMEOUT_ERROR, fetch's TypeError). A reply of any status is not this.
 */
export function isOfflineFailure(error: unknown): boolean {
  if (isBrowserOffline()) return true;
  if (error instanceof TypeError) return true;
  return isApiError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/** Whether the browser itself says it has no network (its word is immediate; a request's failure comes later). */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}
