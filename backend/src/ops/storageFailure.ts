// Which errors mean "the database cannot store anything right now" (disk full, read-only data directory,
// database down or unreachable), as opposed to a bug: those are a 503 the player can retry, not a 500.
import { SERVER_MESSAGES } from '@gridable/common';
import { AppError } from '../http/errors';

export const STORAGE_UNAVAILABLE = 'STORAGE_UNAVAILABLE';

/** Driver error classes that say the server could not be reached or stopped answering. */
const UNREACHABLE = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoWriteConcernError',
  'MongoServerClosedError',
  // db/reachability.ts: no database server answers, so the command was not sent.
  'DatabaseUnreachableError',
]);

/**
 * Server error codes for "cannot write now": out of disk, shutting down, not writable, interrupted,
 * unreachable. The embedded database's errors keep these codes across its thread (errors.ts).
 */
const CANNOT_WRITE_CODES = new Set([
  14031, 11600, 11602, 91, 189, 10107, 13435, 13436, 262, 50, 6, 7, 89, 9001,
]);

/** File-system and socket codes (Node's `err.code`) that mean the disk or the database went away. */
const CANNOT_WRITE_SYSTEM_CODES = new Set([
  'ENOSPC',
  'EROFS',
  'EDQUOT',
  'EIO',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);

/**
 * mongoose gives up on a command it queued while disconnected with an error that has no code, only
 * this sentence: the one failure recognised by its wording, because its library offers nothing else.
 */
const MONGOOSE_BUFFERING_TIMEOUT = /^(Operation `[^`]+` |Connection operation )buffering timed out after/;

export function isStorageFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (UNREACHABLE.has(err.name)) return true;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'number' && CANNOT_WRITE_CODES.has(code)) return true;
  // The database's socket died under a command in flight (EPIPE: "ended by the other party").
  if (typeof code === 'string' && CANNOT_WRITE_SYSTEM_CODES.has(code)) return true;
  if (err.name === 'MongooseError' && MONGOOSE_BUFFERING_TIMEOUT.test(err.message)) return true;
  return err.cause !== undefined && err.cause !== err && isStorageFailure(err.cause);
}

/** The error as a player should hear it: storage failures become a 503 with the sentence from common. */
export function asAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (isStorageFailure(err)) return new AppError(503, SERVER_MESSAGES.cannotSave, STORAGE_UNAVAILABLE);
  return null;
}
