// Which sockets on this node belong to which player of which game, so only a player's last socket marks them away,
// and whether each one's tab shows the game, so one hidden tab does not mark away a player looking at another.
import type { PresenceState } from '@gridable/common';

interface Connection {
  gameId: string;
  playerUUID: string;
}

export class PlayerConnections {
  private readonly bySocket = new Map<string, Connection>();
  /** Each socket's last reported presence; a join counts as active, as the join's write records it. */
  private readonly presence = new Map<string, PresenceState>();
  private readonly byPlayer = new Map<string, Set<string>>();

  /** Registered before the join's write, so a disconnect racing a reconnect sees the new socket. */
  add(socketId: string, connection: Connection): void {
    this.remove(socketId);
    this.bySocket.set(socketId, connection);
    this.presence.set(socketId, 'active');
    const key = keyOf(connection);
    const sockets = this.byPlayer.get(key) ?? new Set();
    sockets.add(socketId);
    this.byPlayer.set(key, sockets);
  }

  remove(socketId: string): Connection | undefined {
    const connection = this.bySocket.get(socketId);
    if (!connection) return undefined;
    this.bySocket.delete(socketId);
    this.presence.delete(socketId);
    const key = keyOf(connection);
    const sockets = this.byPlayer.get(key);
    sockets?.delete(socketId);
    if (sockets?.size === 0) this.byPlayer.delete(key);
    return connection;
  }

  /**
   * Records one socket's presence and answers the player's on this game: active while any of their sockets here
   * is. A socket that has not joined answers its own.
   */
  report(socketId: string, state: PresenceState): PresenceState {
    const connection = this.bySocket.get(socketId);
    if (!connection) return state;
    this.presence.set(socketId, state);
    return this.presenceOf(connection);
  }

  /** The presence of the player this socket belongs to, over all their sockets here. */
  presenceWith(socketId: string): PresenceState | undefined {
    const connection = this.bySocket.get(socketId);
    return connection && this.presenceOf(connection);
  }

  /** The player's presence over their sockets here ('away' with none). */
  presenceOf(connection: Connection): PresenceState {
    for (const socketId of this.byPlayer.get(keyOf(connection)) ?? [])
      if (this.presence.get(socketId) === 'active') return 'active';
    return 'away';
  }

  isConnected(connection: Connection): boolean {
    return (this.byPlayer.get(keyOf(connection))?.size ?? 0) > 0;
  }

  /** Each player connected here, once per game, however many sockets they have. */
  players(): Connection[] {
    const seen = new Map<string, Connection>();
    for (const connection of this.bySocket.values()) seen.set(keyOf(connection), connection);
    return [...seen.values()];
  }
}

function keyOf({ gameId, playerUUID }: Connection): string {
  return `${gameId}\u0000${playerUUID}`;
}
