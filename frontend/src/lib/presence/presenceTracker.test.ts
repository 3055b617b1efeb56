import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackPresence } from './presenceTracker';
import type { PresenceEnvironment } from './presenceTracker';

function fakeEnvironment() {
  let hidden = false;
  let onVisibility = () => undefined as void;
  let onActivity = () => undefined as void;
  const environment: PresenceEnvironment = {
    isHidden: () => hidden,
    subscribe(visibility, activity) {
      onVisibility = visibility;
      onActivity = activity;
      return () => undefined;
    },
  };
  return {
    environment,
    hide() {
      hidden = true;
      onVisibility();
    },
    show() {
      hidden = false;
      onVisibility();
    },
    act: () => onActivity(),
  };
}

describe('trackPresence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports active at once, then every 30 seconds', () => {
    const report = vi.fn();
    const tracker = trackPresence(report, { environment: fakeEnvironment().environment });
    expect(report).toHaveBeenLastCalledWith('active');
    vi.advanceTimersByTime(30_000);
    expect(report).toHaveBeenCalledTimes(2);
    tracker.stop();
  });

  it('goes away when the tab is hidden and comes back when it shows', () => {
    const env = fakeEnvironment();
    const report = vi.fn();
    const tracker = trackPresence(report, { environment: env.environment });
    env.hide();
    expect(tracker.current()).toBe('away');
    expect(report).toHaveBeenLastCalledWith('away');
    env.show();
    expect(tracker.current()).toBe('active');
    expect(report).toHaveBeenLastCalledWith('active');
    tracker.stop();
  });

  it('goes away after 2 minutes without activity and is active again on the next activity', () => {
    const env = fakeEnvironment();
    const report = vi.fn();
    const tracker = trackPresence(report, { environment: env.environment });
    vi.advanceTimersByTime(119_999);
    expect(tracker.current()).toBe('active');
    vi.advanceTimersByTime(1);
    expect(tracker.current()).toBe('away');
    env.act();
    expect(tracker.current()).toBe('active');
    tracker.stop();
  });

  it('samples activity at most every 30 seconds while active', () => {
    const env = fakeEnvironment();
    const tracker = trackPresence(() => undefined, { environment: env.environment });
    vi.advanceTimersByTime(20_000);
    env.act(); // inside the 30 s window: ignored, so the idle clock still runs from the start
    vi.advanceTimersByTime(100_000);
    expect(tracker.current()).toBe('away');
    tracker.stop();
  });
});
