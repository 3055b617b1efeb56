import { describe, expect, it } from 'vitest';
import { GAME_MESSAGES, MOVE_ERROR_MESSAGES } from '@gridable/common/messages';
import { isApiError, refusedWith, toApiError } from './apiError';

describe('toApiError', () => {
  it("uses the reply's error field as the message", () => {
    expect(toApiError({ status: 404, data: { error: GAME_MESSAGES.gameNotFound } })).toEqual({
      status: 404,
      message: GAME_MESSAGES.gameNotFound,
    });
  });

  it("keeps the reply's machine code, and drops one this client does not know", () => {
    const data = { error: GAME_MESSAGES.gameFull, code: 'GAME_FULL' };
    expect(toApiError({ status: 409, data })).toEqual({
      status: 409,
      message: GAME_MESSAGES.gameFull,
      code: 'GAME_FULL',
    });
    expect(toApiError({ status: 409, data: { error: 'x', code: 'FROM_THE_FUTURE' } })).toEqual({
      status: 409,
      message: 'x',
    });
  });

  it("falls back to 'API error: {status}' when the reply has no error field", () => {
    expect(toApiError({ status: 500, data: { message: 'nope' } })).toEqual({
      status: 500,
      message: 'API error: 500',
    });
    expect(toApiError({ status: 502, data: undefined })).toEqual({ status: 502, message: 'API error: 502' });
  });

  it('reports the HTTP status of a reply that was not JSON', () => {
    expect(
      toApiError({ status: 'PARSING_ERROR', originalStatus: 503, data: '<html>', error: 'bad json' }),
    ).toEqual({
      status: 503,
      message: 'API error: 503',
    });
  });

  it('keeps the code when no response arrived', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 'FETCH_ERROR',
      message: 'API error: FETCH_ERROR',
    });
  });

  it('recognises its own errors', () => {
    expect(isApiError({ status: 429, message: 'Too many requests' })).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('refusedWith', () => {
  it('decides by the code when the reply carries one', () => {
    const full = toApiError({ status: 409, data: { error: GAME_MESSAGES.gameFull, code: 'GAME_FULL' } });
    expect(refusedWith(full, 'GAME_FULL')).toBe(true);
    expect(refusedWith(full, 'ALREADY_COMPLETED')).toBe(false);
    const otherConflict = toApiError({ status: 409, data: { error: 'x', code: 'ALREADY_JOINED' } });
    expect(refusedWith(otherConflict, 'GAME_FULL')).toBe(false);
  });

  it('reads a reply without a code (a node of the previous release) as that release meant it', () => {
    const uncoded = (status: number, error: string) => toApiError({ status, data: { error } });
    expect(refusedWith(uncoded(404, GAME_MESSAGES.gameNotFound), 'GAME_NOT_FOUND')).toBe(true);
    expect(refusedWith(uncoded(410, 'gone'), 'GAME_WITHDRAWN')).toBe(true);
    expect(refusedWith(uncoded(409, GAME_MESSAGES.gameFull), 'GAME_FULL')).toBe(true);
    expect(refusedWith(uncoded(409, MOVE_ERROR_MESSAGES.staleVersion), 'STALE_VERSION')).toBe(true);
    expect(refusedWith(uncoded(409, 'something else'), 'STALE_VERSION')).toBe(false);
    expect(refusedWith(uncoded(400, 'bad'), 'GAME_NOT_FOUND')).toBe(false);
    expect(refusedWith(new Error('network'), 'GAME_NOT_FOUND')).toBe(false);
  });
});
