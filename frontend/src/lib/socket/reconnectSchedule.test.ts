import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReconnector, reconnectDelay } from './reconnectSchedule';

describe('reconnectDelay', () => {
  it('waits a random 3 to 5 seconds on the first attempt', () => {
    expect(reconnectDelay(0, () => 0)).toBe(3_000);
    expect(reconnectDelay(0, () => 0.5)).toBe(4_000);
    expect(reconnectDelay(0, () => 0.999_999)).toBe(5_000);
  });

  it('backs off on later attempts and never waits more than 15 seconds', () => {
    expect(reconnectDelay(1, () => 0)).toBe(6_000);
    expect(reconnectDelay(2, () => 0)).toBe(12_000);
    expect(reconnectDelay(2, () => 1)).toBe(15_000);
    expect(reconnectDelay(10, () => 0.5)).toBe(15_000);
  });
});

describe('createReconnector', () => {
  let isConnected = false;
  const target = {
    connect: vi.fn(),
    disconnect: vi.fn(),
    isConnected: () => isConnected,
  };

  beforeEach(() => {
    vi.useFakeTimers();
    isConnected = false;
    target.connect.mockReset();
    target.disconnect.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reconnects after the random delay once a connection is lost', () => {
    const reconnector = createReconnector(target, { random: () => 0.5 });
    reconnector.lost();
    vi.advanceTimersByTime(3_999);
    expect(target.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(target.connect).toHaveBeenCalledOnce();
    reconnector.stop();
  });

  it('does not stack attempts when several errors arrive together', () => {
    const reconnector = createReconnector(target, { random: () => 0 });
    reconnector.lost();
    reconnector.lost();
    reconnector.lost();
    vi.advanceTimersByTime(3_000);
    expect(target.connect).toHaveBeenCalledOnce();
    reconnector.stop();
  });

  it('gives up an attempt after 8 seconds and schedules the next with a longer wait', () => {
    const reconnector = createReconnector(target, { random: () => 0 });
    reconnector.attemptStarted();
    vi.advanceTimersByTime(7_999);
    expect(target.disconnect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(target.disconnect).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(3_000);
    expect(target.connect).toHaveBeenCalledOnce();
    reconnector.lost();
    vi.advanceTimersByTime(5_999);
    expect(target.connect).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(target.connect).toHaveBeenCalledTimes(2);
    reconnector.stop();
  });

  it('resets the back-off once connected', () => {
    const reconnector = createReconnector(target, { random: () => 0 });
    reconnector.lost();
    vi.advanceTimersByTime(3_000);
    reconnector.lost();
    reconnector.connected();
    vi.advanceTimersByTime(20_000);
    expect(target.connect).toHaveBeenCalledOnce();
    reconnector.lost();
    vi.advanceTimersByTime(3_000);
    expect(target.connect).toHaveBeenCalledTimes(2);
    reconnector.stop();
  });

  it('restarts a connection found closed at the 30 second heartbeat check', () => {
    const reconnector = createReconnector(target);
    isConnected = true;
    vi.advanceTimersByTime(30_000);
    expect(target.connect).not.toHaveBeenCalled();
    isConnected = false;
    vi.advanceTimersByTime(30_000);
    expect(target.connect).toHaveBeenCalledOnce();
    reconnector.stop();
    vi.advanceTimersByTime(60_000);
    expect(target.connect).toHaveBeenCalledOnce();
  });
});
