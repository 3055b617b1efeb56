// Whether the opponent sees Away at a socket's drop: at once for a first heartbeat drop (a silent network loss
// shows within 5 s) and for a clean close, after a grace for a player whose socket keeps dying of the heartbeat
// and coming back (a network slower than the ping timeout), and never when they are back within it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLAPPING_AWAY_GRACE_MS, FLAPPING_MEMORY_MS } from '@gridable/common/constants';
import { FlappingSeats } from './flappingSeats';

const player = { gameId: 'ABCDE', playerUUID: 'uuid-2' };

describe('FlappingSeats', () => {
  let seats: FlappingSeats;
  beforeEach(() => {
    vi.useFakeTimers();
    seats = new FlappingSeats();
  });
  afterEach(() => {
    seats.stop();
    vi.useRealTimers();
  });

  /** The player connects, and after `afterMs` their socket dies of the heartbeat; returns the away spy. */
  function dropAfter(afterMs: number) {
    vi.advanceTimersByTime(afterMs);
    const markAway = vi.fn();
    seats.left(player, 'ping timeout', markAway);
    return markAway;
  }

  it('shows a first heartbeat drop as Away at once', () => {
    expect(dropAfter(0)).toHaveBeenCalledTimes(1);
  });

  it('lets a player who keeps dropping and coming back stay present while they come back in time', () => {
    dropAfter(0);
    seats.joined(player);
    for (let drop = 0; drop < 5; drop++) {
      const markAway = dropAfter(4_500);
      vi.advanceTimersByTime(FLAPPING_AWAY_GRACE_MS - 1_000);
      seats.joined(player);
      vi.advanceTimersByTime(FLAPPING_AWAY_GRACE_MS);
      expect(markAway).not.toHaveBeenCalled();
    }
  });

  it('shows a flapping player Away once the grace passes without them', () => {
    dropAfter(0);
    seats.joined(player);
    const markAway = dropAfter(4_500);
    vi.advanceTimersByTime(FLAPPING_AWAY_GRACE_MS - 1);
    expect(markAway).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(markAway).toHaveBeenCalledTimes(1);
  });

  it('never waits on a clean close (the tab closed), flapping or not', () => {
    dropAfter(0);
    seats.joined(player);
    const markAway = vi.fn();
    seats.left(player, 'transport close', markAway);
    expect(markAway).toHaveBeenCalledTimes(1);
  });

  it('treats a player steady again once their last heartbeat drop is a while ago', () => {
    dropAfter(0);
    seats.joined(player);
    expect(dropAfter(FLAPPING_MEMORY_MS)).toHaveBeenCalledTimes(1);
  });

  it('waits once for a player dropped again during the grace, and only the last drop counts', () => {
    dropAfter(0);
    seats.joined(player);
    const first = dropAfter(4_500);
    seats.joined(player);
    const second = dropAfter(1_000);
    vi.advanceTimersByTime(FLAPPING_AWAY_GRACE_MS - 1);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
