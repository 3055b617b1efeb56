import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollingFallback } from './pollingSchedule';

describe('createPollingFallback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 5 seconds for 5 minutes after game_created', () => {
    const poll = vi.fn();
    const polling = createPollingFallback(poll);
    polling.trigger('game_created');
    vi.advanceTimersByTime(4_999);
    expect(poll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5 * 60_000 - 5_000);
    expect(poll).toHaveBeenCalledTimes(60);
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(60);
    expect(polling.activeTrigger()).toBeNull();
  });

  it('sends no request while the socket is connected, and polls again once it drops', () => {
    const poll = vi.fn();
    let connected = true;
    const polling = createPollingFallback(poll, { socketConnected: () => connected });
    polling.trigger('letter_selected');
    vi.advanceTimersByTime(30_000);
    expect(poll).not.toHaveBeenCalled();
    connected = false;
    vi.advanceTimersByTime(5_000);
    expect(poll).toHaveBeenCalledOnce();
  });

  it('polls for 1 minute after letter_selected, letter_placed and round_started', () => {
    for (const trigger of ['letter_selected', 'letter_placed', 'round_started'] as const) {
      const poll = vi.fn();
      const polling = createPollingFallback(poll);
      polling.trigger(trigger);
      vi.advanceTimersByTime(5 * 60_000);
      expect(poll).toHaveBeenCalledTimes(12);
    }
  });

  it('replaces a running session with the new trigger', () => {
    const poll = vi.fn();
    const polling = createPollingFallback(poll);
    polling.trigger('game_joined');
    vi.advanceTimersByTime(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    polling.trigger('letter_placed');
    expect(polling.activeTrigger()).toBe('letter_placed');
    vi.advanceTimersByTime(2_500);
    expect(poll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5 * 60_000);
    // One minute's worth after the replacement, not the rest of game_joined's five.
    expect(poll).toHaveBeenCalledTimes(14);
  });

  it('stops on request', () => {
    const poll = vi.fn();
    const polling = createPollingFallback(poll);
    polling.trigger('round_started');
    polling.stop();
    vi.advanceTimersByTime(60_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('polls without end while the socket cannot connect, and stops once it connects', () => {
    const poll = vi.fn();
    const polling = createPollingFallback(poll);
    polling.socketDown();
    expect(polling.isFallingBack()).toBe(true);
    vi.advanceTimersByTime(30 * 60_000);
    expect(poll).toHaveBeenCalledTimes(360);
    polling.socketUp();
    expect(polling.isFallingBack()).toBe(false);
    vi.advanceTimersByTime(30 * 60_000);
    expect(poll).toHaveBeenCalledTimes(360);
  });

  it('keeps one interval when the socket is reported down on every retry', () => {
    const poll = vi.fn();
    const polling = createPollingFallback(poll);
    polling.trigger('letter_placed');
    polling.socketDown();
    vi.advanceTimersByTime(2_000);
    polling.socketDown();
    vi.advanceTimersByTime(3_000);
    expect(poll).toHaveBeenCalledOnce();
    // Past letter_placed's minute the socket is still down, so the reads go on.
    vi.advanceTimersByTime(2 * 60_000);
    expect(poll).toHaveBeenCalledTimes(25);
  });

  it('a session started while connected sends nothing, and the socket coming up ends it', () => {
    const poll = vi.fn();
    const polling = createPollingFallback(poll, { socketConnected: () => true });
    polling.trigger('game_joined');
    polling.socketUp();
    expect(polling.activeTrigger()).toBeNull();
    vi.advanceTimersByTime(5 * 60_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('stop ends the fallback too', () => {
    const poll = vi.fn();
    const polling = createPollingFallback(poll);
    polling.socketDown();
    polling.stop();
    vi.advanceTimersByTime(60_000);
    expect(poll).not.toHaveBeenCalled();
    expect(polling.isFallingBack()).toBe(false);
  });
});
