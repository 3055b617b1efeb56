// A league's page stops asking about a league the server says is not there; one that failed otherwise retries.
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAGUE_MESSAGES } from '@gridable/common/messages';
import { installFetchMock, json } from '../../testing/fetchMock';
import { servedWithStatus } from '../../testing/servedStatus';
import { LEAGUE_REFRESH_MS, useLeague } from './useLeague';

describe('useLeague', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads a missing league once, not again at every refresh', async () => {
    const fetchSpy = installFetchMock(() =>
      json({ error: LEAGUE_MESSAGES.notFound, code: 'LEAGUE_NOT_FOUND' }, 404),
    );
    const { result } = renderHook(() => useLeague('AbCdEf2345'));
    await vi.waitFor(() => expect(result.current.state.kind).toBe('missing'));
    await vi.advanceTimersByTimeAsync(6 * LEAGUE_REFRESH_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the server answered the page itself 404', async () => {
    const undo = servedWithStatus('/league/AbCdEf2345', 404);
    try {
      const fetchSpy = installFetchMock(() => json({ error: 'unexpected' }, 500));
      const { result } = renderHook(() => useLeague('AbCdEf2345'));
      expect(result.current.state).toEqual({ kind: 'missing', message: LEAGUE_MESSAGES.notFound });
      await vi.advanceTimersByTimeAsync(3 * LEAGUE_REFRESH_MS);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      undo();
    }
  });

  it('keeps refreshing a league the server failed to read for another reason', async () => {
    const fetchSpy = installFetchMock(() => json({ error: 'Try again', code: 'INTERNAL' }, 503));
    const { result } = renderHook(() => useLeague('AbCdEf2345'));
    await vi.waitFor(() => expect(result.current.state.kind).toBe('failed'));
    await vi.advanceTimersByTimeAsync(LEAGUE_REFRESH_MS);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
  });
});
