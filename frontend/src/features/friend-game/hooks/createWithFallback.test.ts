import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATE_ERRORS, createWithFallback } from './createWithFallback';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createWithFallback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the first call when it answers within 3 seconds', async () => {
    const fallback = vi.fn(() => Promise.resolve({ gameId: 'FALLB' }));
    const result = createWithFallback(Promise.resolve({ gameId: 'FIRST' }), fallback, vi.fn());
    await expect(result).resolves.toEqual({ gameId: 'FIRST' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('makes the fallback call once the first has been loading for 3 seconds', async () => {
    const first = deferred<{ gameId: string }>();
    const fallback = vi.fn(() => Promise.resolve({ gameId: 'FALLB' }));
    const result = createWithFallback(first.promise, fallback, vi.fn());
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fallback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fallback).toHaveBeenCalledOnce();
    await expect(result).resolves.toEqual({ gameId: 'FALLB' });
  });

  it('makes no fallback call after a refusal no second call can change, and answers with its sentence', async () => {
    const report = vi.fn();
    const fallback = vi.fn(() => Promise.resolve({ gameId: 'FALLB' }));
    const refusal = new Error('too many');
    const result = createWithFallback(Promise.reject(refusal), fallback, report, (caught) =>
      caught === refusal ? 'You have too many games going.' : null,
    );
    await expect(result).resolves.toEqual({ refused: 'You have too many games going.' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fallback).not.toHaveBeenCalled();
    // The caller says it, once: nothing is reported on the way.
    expect(report).not.toHaveBeenCalled();
  });

  it('reports both failures and gives up when every call fails', async () => {
    const first = deferred<{ gameId: string }>();
    const report = vi.fn();
    const result = createWithFallback(first.promise, () => Promise.reject(new Error('down')), report);
    await vi.advanceTimersByTimeAsync(3_000);
    first.reject(new Error('down'));
    await expect(result).resolves.toEqual({ failed: true });
    expect(report).toHaveBeenCalledWith(CREATE_ERRORS.fallback);
    expect(report).toHaveBeenLastCalledWith(CREATE_ERRORS.all);
  });
});
