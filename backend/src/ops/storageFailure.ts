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
]);

/** Server error codes for "cannot write now": out of disk, shutting down, not writable, interrupted. */
const CANNOT_WRITE_CODES = new Set([
  14031, 11600, 11602, 91, 189, 10107, 13435, 13436, 262, 50, 6, 7, 89, 9001,
]);

/** File-system and journal failures as the embedded database (or mongod) words them. */
const CANNOT_WRITE_TEXT =
  /ENOSPC|EROFS|EDQUOT|EIO|no space left|read-only file system|disk full|journal (append|write)|cannot write|socket has been ended by the other party/i;

export function isStorageFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (UNREACHABLE.has(err.name)) return true;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'number' && CANNOT_WRITE_CODES.has(code)) return true;
  // The database's socket died under a command in flight (EPIPE: "ended by the other party").
  if (typeof code === 'string' && /^(ENOSPC|EROFS|EDQUOT|EIO|ECONNREFUSED|ECONNRESET|EPIPE)$/.test(code))
    return true;
  // mongoose queues commands while disconnected and gives up with this.
  if (/buffering timed out/i.test(err.message)) return true;
  if (CANNOT_WRITE_TEXT.test(err.message)) return true;
  return err.cause !== undefined && err.cause !== err && isStorageFailure(err.cause);
}

/** The error as a player should hear it: storage failures become a 503 with the sentence from common. */
export function asAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (isStorageFailure(err)) return new AppError(503, SERVER_MESSAGES.cannotSave, STORAGE_UNAVAILABLE);
  return null;
}
