import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { reloadForStaleBuild, staleBuildReloadDue, watchForStaleBuild } from './reloadOnStaleBuild';

describe('reloading into a new build', () => {
  it('reloads once a screen of the old build failed to load, but never in a loop', () => {
    const reload = vi.fn();
    const chunkFailed = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    let clock = 1_000_000;
    onTestFinished(watchForStaleBuild());
    // Any other error is not the build's.
    expect(staleBuildReloadDue(clock)).toBe(false);
    reloadForStaleBuild(reload, clock);
    expect(reload).not.toHaveBeenCalled();

    chunkFailed();
    expect(staleBuildReloadDue(clock)).toBe(true);
    reloadForStaleBuild(reload, clock);
    expect(reload).toHaveBeenCalledOnce();
    // The reloaded page fails again at once: a file really missing, not a stale build.
    clock += 2_000;
    chunkFailed();
    expect(staleBuildReloadDue(clock)).toBe(false);
    reloadForStaleBuild(reload, clock);
    expect(reload).toHaveBeenCalledOnce();
    // The next deploy, hours later, reloads again.
    clock += 6 * 3_600_000;
    chunkFailed();
    reloadForStaleBuild(reload, clock);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
