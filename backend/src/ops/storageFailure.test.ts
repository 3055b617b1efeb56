import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gridable/common';
import { CommandError } from '@gridable/embedded-db';
import { AppError } from '../http/errors';
import { asAppError, isStorageFailure } from './storageFailure';

const named = (name: string, message = 'x', extra: Record<string, unknown> = {}): Error =>
  Object.assign(new Error(message), { name }, extra);

describe('storage failures', () => {
  it('recognises a database that is down, full or read-only, and nothing else', () => {
    expect(isStorageFailure(named('MongoServerSelectionError'))).toBe(true);
    expect(isStorageFailure(named('MongoNetworkError'))).toBe(true);
    expect(isStorageFailure(named('MongoServerError', 'write failed', { code: 14031 }))).toBe(true);
    expect(isStorageFailure(named('Error', 'no space left on device, write', { code: 'ENOSPC' }))).toBe(true);
    expect(
      isStorageFailure(named('Error', 'This socket has been ended by the other party', { code: 'EPIPE' })),
    ).toBe(true);
    expect(
      isStorageFailure(
        named('MongooseError', 'Operation `games.insertOne()` buffering timed out after 10000ms'),
      ),
    ).toBe(true);
    expect(isStorageFailure(new Error('wrapped', { cause: named('MongoNetworkError') }))).toBe(true);
    expect(isStorageFailure(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isStorageFailure(named('MongoServerError', 'E11000 duplicate key', { code: 11000 }))).toBe(false);
    expect(isStorageFailure('ENOSPC')).toBe(false);
  });

  it('goes by code, not wording: a bug that mentions the disk is still a bug', () => {
    expect(isStorageFailure(new Error('ENOSPC: no space left on device, journal write failed'))).toBe(false);
    expect(isStorageFailure(named('MongoServerError', 'cannot write: bad input', { code: 2 }))).toBe(false);
    expect(isStorageFailure(new CommandError('OutOfDiskSpace', 'the journal could not be written'))).toBe(
      true,
    );
    expect(isStorageFailure(new CommandError('HostUnreachable', 'the embedded database thread exited'))).toBe(
      true,
    );
  });

  it('turns one into a 503 with the sentence from common, and leaves app errors and bugs alone', () => {
    expect(asAppError(named('MongoNetworkError'))).toMatchObject({
      status: 503,
      message: SERVER_MESSAGES.cannotSave,
    });
    const refusal = new AppError(403, 'Not your turn', 'NOT_YOUR_TURN');
    expect(asAppError(refusal)).toBe(refusal);
    expect(asAppError(new TypeError('bug'))).toBeNull();
  });
});
