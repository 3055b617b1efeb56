import { afterEach, describe, expect, it, vi } from 'vitest';
import { followIdentityChanges } from './identityChanges';

const KEY = 'gridable.playerIdentity';
const OLD = JSON.stringify({
  playerUUID: '11111111-1111-4111-8111-111111111111',
  createdAt: '2026-11-01T00:00:00Z',
});
const ADOPTED = JSON.stringify({
  playerUUID: '22222222-2222-4222-8222-222222222222',
  createdAt: '2026-11-27T00:00:00Z',
  kept: true,
});

/** What the browser tells this tab when another tab writes the key. */
function writtenElsewhere(key: string | null, oldValue: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
}

let stop = () => undefined as void;
afterEach(() => stop());

describe('a tab whose player another tab replaced', () => {
  it('reloads when another tab adopts a different player', () => {
    const reload = vi.fn();
    stop = followIdentityChanges(reload);
    writtenElsewhere(KEY, OLD, ADOPTED);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays put when another tab only records a use of the same player', () => {
    const reload = vi.fn();
    stop = followIdentityChanges(reload);
    const used = JSON.stringify({ ...(JSON.parse(OLD) as object), lastUsedAt: '2026-11-27T12:00:00Z' });
    writtenElsewhere(KEY, OLD, used);
    expect(reload).not.toHaveBeenCalled();
  });

  it("stays put when another tab makes the browser's first player, or writes another key", () => {
    const reload = vi.fn();
    stop = followIdentityChanges(reload);
    writtenElsewhere(KEY, null, ADOPTED);
    writtenElsewhere('gridable.dailyCompletions', OLD, ADOPTED);
    expect(reload).not.toHaveBeenCalled();
  });

  it('no longer reloads once stopped', () => {
    const reload = vi.fn();
    followIdentityChanges(reload)();
    writtenElsewhere(KEY, OLD, ADOPTED);
    expect(reload).not.toHaveBeenCalled();
  });
});
