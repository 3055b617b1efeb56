// The opponent's Away on a network slower than the heartbeat. There a socket dies of the 2.5 s ping timeout
// seconds after every connect (2 s each way outlives it) while the player plays on over REST and rejoins, and
// each drop showed "Opponent: Away" for the seconds until the rejoin. A silent drop (the Wi-Fi gone, the
// laptop asleep) looks the same at the moment of the drop and must show Away within 5 s, so the first one
// still does at once; a player who came back after such a drop is known to flap, and their next heartbeat
// drops wait a while for the rejoin. A clean close (the tab closed, the page left) never waits.
import { FLAPPING_AWAY_GRACE_MS, FLAPPING_MEMORY_MS } from '@gridable/common/constants';

interface Player {
  gameId: string;
  playerUUID: string;
}

interface Drops {
  /** When a socket of the player last died of the heartbeat. */
  lastDropAt: number;
  /** Whether the player rejoined after that drop. */
  cameBack: boolean;
  /** The away write waiting for the player's rejoin. */
  pending: ReturnType<typeof setTimeout> | null;
}

/** How often the players not dropped for a while are forgotten. */
const FORGET_EVERY_MS = 10_000;

export class FlappingSeats {
  private readonly drops = new Map<string, Drops>();
  private lastForget = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * A socket of `player` closed (their last on this node) for `reason`: `markAway` runs now, or after the
   * grace when the player is flapping; a rejoin meanwhile cancels it.
   */
  left(player: Player, reason: string, markAway: () => void): void {
    this.forgetOld();
    const key = keyOf(player);
    const known = this.drops.get(key);
    if (known?.pending) clearTimeout(known.pending);
    if (reason !== 'ping timeout') {
      this.drops.delete(key);
      markAway();
      return;
    }
    const now = this.now();
    const flapping = known !== undefined && known.cameBack && now - known.lastDropAt < FLAPPING_MEMORY_MS;
    const drops: Drops = { lastDropAt: now, cameBack: false, pending: null };
    this.drops.set(key, drops);
    if (!flapping) {
      markAway();
      return;
    }
    drops.pending = setTimeout(() => {
      drops.pending = null;
      markAway();
    }, FLAPPING_AWAY_GRACE_MS);
    drops.pending.unref?.();
  }

  /** A socket of `player` joined: a wait for them is over, and a recent heartbeat drop marks them flapping. */
  joined(player: Player): void {
    const drops = this.drops.get(keyOf(player));
    if (!drops) return;
    if (drops.pending) clearTimeout(drops.pending);
    drops.pending = null;
    drops.cameBack = this.now() - drops.lastDropAt < FLAPPING_MEMORY_MS;
  }

  /** Cancels every wait (the server is stopping; its seats are released by the next start). */
  stop(): void {
    for (const drops of this.drops.values()) if (drops.pending) clearTimeout(drops.pending);
    this.drops.clear();
  }

  /** Players not dropped for a while are forgotten, so the map holds only the flapping few. */
  private forgetOld(): void {
    const now = this.now();
    if (now - this.lastForget < FORGET_EVERY_MS) return;
    this.lastForget = now;
    for (const [key, drops] of this.drops)
      if (!drops.pending && now - drops.lastDropAt >= FLAPPING_MEMORY_MS) this.drops.delete(key);
  }
}

function keyOf({ gameId, playerUUID }: Player): string {
  return `${gameId}\u0000${playerUUID}`;
}
