import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gridable/common';
import { AppError } from '../http/errors';
import { asAppError, isStorageFailure } from './storageFailure';

const named = (name: string, message = 'x', extra: Record<string, unknown> = {}): Error =>
  Object.assign(new Error(message), { name }, extra);

describe('storage failures', () => {
  it('recognises a database that is down, full or read-only, and nothing else', () => {
    expect(isStorageFailure(named('MongoServerSelectionError'))).toBe(true);
    expect(isStorageFailure(named('MongoNetworkError'))).toBe(true);
    expect(isStorageFailure(named('MongoServerError', 'write failed', { code: 14031 }))).toBe(true);
    expect(isStorageFailure(named('Error', 'ENOSPC: no space left on device, write'))).toBe(true);
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

  it('turns one into a 503 with the sentence from common, and leaves app errors and bugs alone', () => {
    expect(asAppError(named('MongoNetworkError'))).toMatchObject({
      status: 503,
      message: SERVER_MESSAGES.cannotSave,
    });
    const refusal = new AppError(409, 'Not your turn');
    expect(asAppError(refusal)).toBe(refusal);
    expect(asAppError(new TypeError('bug'))).toBeNull();
  });
});
