import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLOCK_TOLERANCE_MS,
  noteServerDate,
  onServerClockChange,
  resetServerClock,
  serverNowMs,
} from './serverClock';

const HOUR = 3_600_000;

describe('the server clock', () => {
  afterEach(() => resetServerClock());

  it("follows a server whose clock is a day behind this device's", () => {
    const now = Date.now();
    noteServerDate(new Date(now - 24 * HOUR).toUTCString(), now - 40, now);
    expect(Math.abs(serverNowMs() - (Date.now() - 24 * HOUR))).toBeLessThan(1500);
  });

  it("trusts the device's own clock within the tolerance, so the countdown never jitters", () => {
    const heard = vi.fn();
    onServerClockChange(heard);
    const now = Date.now();
    noteServerDate(new Date(now + CLOCK_TOLERANCE_MS / 2).toUTCString(), now, now);
    expect(Math.abs(serverNowMs() - Date.now())).toBeLessThan(50);
    expect(heard).not.toHaveBeenCalled();
  });

  it('tells listeners once when the clock moves, and not again for the same offset', () => {
    const heard = vi.fn();
    const stop = onServerClockChange(heard);
    const now = Date.now();
    noteServerDate(new Date(now + 3 * HOUR).toUTCString(), now, now);
    noteServerDate(new Date(now + 3 * HOUR + 2000).toUTCString(), now, now);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    noteServerDate(new Date(now).toUTCString(), now, now);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(Math.abs(serverNowMs() - Date.now())).toBeLessThan(1500);
  });

  it('ignores a reply without a readable Date header', () => {
    const now = Date.now();
    noteServerDate(null, now, now);
    noteServerDate('yesterday', now, now);
    expect(Math.abs(serverNowMs() - Date.now())).toBeLessThan(50);
  });
});
