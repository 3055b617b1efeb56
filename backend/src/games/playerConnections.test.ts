import { afterEach, describe, expect, it, vi } from 'vitest';
import { REST_PRESENCE_TTL_MS } from '@gridable/common/constants';
import { PlayerConnections } from './playerConnections';

const player = { gameId: 'ABCDE', playerUUID: 'player-one' };

afterEach(() => vi.useRealTimers());

describe("a node's tabs of a player", () => {
  it('counts a REST tab until it misses its reports, then tells that the part changed', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    const tabs = new PlayerConnections({ onRestTabExpired: expired });
    tabs.add('socket-1', player, 'away');
    tabs.reportRest(player, 'rest-tab', 'active');
    expect(tabs.partOf(player)).toEqual({ connected: true, looking: true });
    // Reported again before it was due: it still counts a full interval later.
    vi.advanceTimersByTime(REST_PRESENCE_TTL_MS - 1_000);
    tabs.reportRest(player, 'rest-tab', 'active');
    vi.advanceTimersByTime(REST_PRESENCE_TTL_MS - 1_000);
    expect(expired).not.toHaveBeenCalled();
    expect(tabs.partOf(player)).toEqual({ connected: true, looking: true });
    // Silent for longer: the tab that closed without a word no longer keeps the player here.
    vi.advanceTimersByTime(1_000);
    expect(expired).toHaveBeenCalledWith(player);
    expect(tabs.partOf(player)).toEqual({ connected: true, looking: false });
  });

  it("answers the player's part from all their tabs here, and none once they are gone", () => {
    const tabs = new PlayerConnections();
    expect(tabs.partOf(player)).toBeNull();
    tabs.add('socket-1', player, 'away');
    expect(tabs.partOf(player)).toEqual({ connected: true, looking: false });
    tabs.reportRest(player, 'rest-tab', 'away');
    tabs.add('socket-2', player);
    expect(tabs.partOf(player)).toEqual({ connected: true, looking: true });
    tabs.remove('socket-2');
    tabs.remove('socket-1');
    expect(tabs.partOf(player)).toEqual({ connected: false, looking: false });
    tabs.dropRest(player, 'rest-tab');
    expect(tabs.partOf(player)).toBeNull();
    tabs.close();
  });

  it("stops counting a tab's REST reports once that tab reports on its socket again", () => {
    const tabs = new PlayerConnections();
    // The fallback's REST report said active; the tab's socket comes back while the tab is hidden.
    tabs.reportRest(player, 'tab-1', 'active');
    tabs.reportRest(player, player.playerUUID, 'active');
    tabs.add('socket-1', player, 'away', 'tab-1');
    expect(tabs.partOf(player)).toEqual({ connected: true, looking: false });
    tabs.close();
  });
});
