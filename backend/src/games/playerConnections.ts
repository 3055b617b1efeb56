// Which sockets on this node belong to which player of which game, so only a player's last socket marks them away.
interface Connection {
  gameId: string;
  playerUUID: string;
}

export class PlayerConnections {
  private readonly bySocket = new Map<string, Connection>();
  private readonly byPlayer = new Map<string, Set<string>>();

  /** Registered before the join's write, so a disconnect racing a reconnect sees the new socket. */
  add(socketId: string, connection: Connection): void {
    this.remove(socketId);
    this.bySocket.set(socketId, connection);
    const key = keyOf(connection);
    const sockets = this.byPlayer.get(key) ?? new Set();
    sockets.add(socketId);
    this.byPlayer.set(key, sockets);
  }

  remove(socketId: string): Connection | undefined {
    const connection = this.bySocket.get(socketId);
    if (!connection) return undefined;
    this.bySocket.delete(socketId);
    const key = keyOf(connection);
    const sockets = this.byPlayer.get(key);
    sockets?.delete(socketId);
    if (sockets?.size === 0) this.byPlayer.delete(key);
    return connection;
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
