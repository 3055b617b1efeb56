// Server errors carried as exceptions and turned into MongoDB-shaped `{ ok: 0, errmsg, code, codeName }` replies.
import type { Document } from 'bson';

/** The MongoDB error codes this server answers with, named as the real server names them. */
export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  /** The database thread died: nothing more can be stored until the app restarts it. */
  HostUnreachable: 6,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  InvalidBSON: 22,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  /** The database is closing (the app is shutting down): the command was not run. */
  ShutdownInProgress: 91,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  NotImplemented: 238,
  NoSuchTransaction: 251,
  BSONObjectTooLarge: 10334,
  /** The journal could not be written (full disk, read-only data directory): nothing was applied. */
  OutOfDiskSpace: 14031,
  DuplicateKey: 11000,
  UnrecognizedPipelineStage: 40324,
  /** A field a strict command parser does not know (MongoDB names this code only by its number). */
  Location40415: 40415,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;

export class CommandError extends Error {
  readonly code: number;
  readonly codeName: ErrorCodeName;
  /** Extra fields MongoDB puts beside errmsg (e.g. keyPattern/keyValue for E11000). */
  readonly details: Document;

  constructor(codeName: ErrorCodeName, message: string, details: Document = {}) {
    super(message);
    this.name = 'CommandError';
    this.codeName = codeName;
    this.code = ErrorCode[codeName];
    this.details = details;
  }
}

/** Turns anything thrown by a command into a reply; mingo's errors are the client's bad input. */
export function errorReply(err: unknown): Document {
  if (err instanceof CommandError) {
    return { ok: 0, errmsg: err.message, code: err.code, codeName: err.codeName, ...err.details };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { ok: 0, errmsg: message, code: ErrorCode.InternalError, codeName: 'InternalError' };
}

/** Wraps a call into the query engine so its complaints become BadValue (or a sharper code when recognisable). */
export function asBadValue<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof CommandError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    if (/immutable field/i.test(message)) throw new CommandError('ImmutableField', message);
    if (/unknown (update )?operator|unknown modifier/i.test(message))
      throw new CommandError('FailedToParse', message);
    throw new CommandError('BadValue', message);
  }
}

/** An error as it crosses a thread: its message and MongoDB code name (structured clone drops classes). */
export interface SentError {
  message: string;
  codeName: ErrorCodeName;
}

export function sendableError(err: unknown): SentError {
  if (err instanceof CommandError) return { message: err.message, codeName: err.codeName };
  return { message: err instanceof Error ? err.message : String(err), codeName: 'InternalError' };
}

/** The error again on the receiving side, with its code, so storage failures are told apart by code. */
export function receivedError(sent: SentError): CommandError {
  return new CommandError(sent.codeName in ErrorCode ? sent.codeName : 'InternalError', sent.message);
}
