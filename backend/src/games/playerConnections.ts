// This node's tabs of each player of each game: their sockets, and the tabs that report presence over REST (spec
// clients, the socket-less fallback). From them comes the node's part of the player's presence (seatPresence.ts):
// a socket here holds the seat, and the player is looking while any tab here shows the game, so one hidden tab
// does not mark away a player looking at another.
import { REST_PRESENCE_TTL_MS } from '@gridable/common/constants';
import type { PresenceState } from '@gridable/common';
import type { NodePresence } from './seatPresence';

export interface Connection {
  gameId: string;
  playerUUID: string;
}

/** A REST tab's last report; it stops counting when the next one is overdue. */
interface RestTab {
  state: PresenceState;
  timer: ReturnType<typeof setTimeout>;
}

/** A player's REST tabs kept per game: a client inventing a new tab id per report cannot grow this without end. */
const MAX_REST_TABS = 8;

export interface PlayerConnectionsOptions {
  /** A REST tab stopped reporting: the player's part here has changed. */
  onRestTabExpired?: (connection: Connection) => void;
  restTabTtlMs?: number;
}

export class PlayerConnections {
  private readonly bySocket = new Map<string, Connection>();
  /** Each socket's last reported presence; a join counts as what its handshake said (active if nothing). */
  private readonly presence = new Map<string, PresenceState>();
  private readonly byPlayer = new Map<string, Set<string>>();
  private readonly restTabs = new Map<string, Map<string, RestTab>>();

  constructor(private readonly options: PlayerConnectionsOptions = {}) {}

  /**
   * Registered before the join's write, so a disconnect racing a reconnect sees the new socket. A tab that
   * reported over REST while its socket was down (by its clientId, or as an earlier release's one REST tab of
   * the player) now reports on its socket: its REST report no longer counts.
   */
  add(socketId: string, connection: Connection, state: PresenceState = 'active', tabId?: string): void {
    this.remove(socketId);
    this.bySocket.set(socketId, connection);
    this.presence.set(socketId, state);
    if (tabId !== undefined) this.dropRest(connection, tabId);
    this.dropRest(connection, connection.playerUUID);
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

  /** Records one socket's presence; answers the player it belongs to (undefined before it has joined). */
  report(socketId: string, state: PresenceState): Connection | undefined {
    const connection = this.bySocket.get(socketId);
    if (connection) this.presence.set(socketId, state);
    return connection;
  }

  /** Records a REST tab's report: it counts until `restTabTtlMs` passes without another. */
  reportRest(connection: Connection, tabId: string, state: PresenceState): void {
    const key = keyOf(connection);
    const tabs = this.restTabs.get(key) ?? new Map<string, RestTab>();
    const known = tabs.get(tabId);
    if (known) clearTimeout(known.timer);
    else if (tabs.size >= MAX_REST_TABS) this.dropOldestRestTab(tabs);
    tabs.delete(tabId);
    const timer = setTimeout(() => {
      this.dropRest(connection, tabId);
      this.options.onRestTabExpired?.(connection);
    }, this.options.restTabTtlMs ?? REST_PRESENCE_TTL_MS);
    timer.unref?.();
    tabs.set(tabId, { state, timer });
    this.restTabs.set(key, tabs);
  }

  /** Forgets a REST tab (its report was refused: not a player of that game). */
  dropRest(connection: Connection, tabId: string): void {
    const key = keyOf(connection);
    const tabs = this.restTabs.get(key);
    const tab = tabs?.get(tabId);
    if (!tabs || !tab) return;
    clearTimeout(tab.timer);
    tabs.delete(tabId);
    if (tabs.size === 0) this.restTabs.delete(key);
  }

  /** This node's part of the player's presence on the game; null with no tab of theirs here. */
  partOf(connection: Connection): NodePresence | null {
    const key = keyOf(connection);
    const sockets = this.byPlayer.get(key) ?? new Set<string>();
    const restTabs = [...(this.restTabs.get(key)?.values() ?? [])];
    if (sockets.size === 0 && restTabs.length === 0) return null;
    const looking =
      [...sockets].some((socketId) => this.presence.get(socketId) === 'active') ||
      restTabs.some((tab) => tab.state === 'active');
    return { connected: sockets.size > 0, looking };
  }

  /** Each player with a tab here, once per game, however many tabs they have. */
  players(): Connection[] {
    const seen = new Map<string, Connection>();
    for (const connection of this.bySocket.values()) seen.set(keyOf(connection), connection);
    for (const key of this.restTabs.keys()) if (!seen.has(key)) seen.set(key, connectionOf(key));
    return [...seen.values()];
  }

  /** Stops every REST tab's expiry (the node is stopping). */
  close(): void {
    for (const tabs of this.restTabs.values()) for (const tab of tabs.values()) clearTimeout(tab.timer);
    this.restTabs.clear();
  }

  private dropOldestRestTab(tabs: Map<string, RestTab>): void {
    const [oldest] = tabs.entries().next().value ?? [];
    if (oldest === undefined) return;
    clearTimeout(tabs.get(oldest)?.timer);
    tabs.delete(oldest);
  }
}

function keyOf({ gameId, playerUUID }: Connection): string {
  return `${gameId}\u0000${playerUUID}`;
}

function connectionOf(key: string): Connection {
  const [gameId = '', playerUUID = ''] = key.split('\u0000');
  return { gameId, playerUUID };
}
