// Per-statement write errors, shaped as MongoDB reports them inside insert/update/delete replies.
import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../errors';

export interface WriteError extends Document {
  index: number;
  code: number;
  errmsg: string;
}

export function toWriteError(index: number, err: unknown): WriteError {
  if (err instanceof CommandError)
    return { index, code: err.code, codeName: err.codeName, errmsg: err.message, ...err.details };
  const errmsg = err instanceof Error ? err.message : String(err);
  return { index, code: ErrorCode.InternalError, codeName: 'InternalError', errmsg };
}

/**
 * Runs one statement per item; ordered batches stop at the first failure, unordered ones carry on.
 * A single-document statement is applied whole or not at all; a multi statement, as in MongoDB,
 * keeps the documents it changed before failing.
 */
export function runStatements<T>(
  items: T[],
  ordered: boolean,
  run: (item: T, index: number) => void,
): WriteError[] {
  const errors: WriteError[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      run(items[i] as T, i);
    } catch (err) {
      errors.push(toWriteError(i, err));
      if (ordered) break;
    }
  }
  return errors;
}

export function withWriteErrors(reply: Document, errors: WriteError[]): Document {
  return errors.length ? { ...reply, writeErrors: errors } : reply;
}
