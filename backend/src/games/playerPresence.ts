// One place that records this node's part of a player's presence (seatPresence.ts) from every transport: the
// sockets (gameSockets.ts) and the REST reports (gameRoutes.ts) share the node's tabs, so a REST "away" from one
// tab does not mark away a player whose socket tab here (or on another node) shows the game.
import type { PresenceState } from '@gridable/common';
import type { Logger } from '../logger';
import type { Actor, GameService } from './gameService';
import { PlayerConnections, type Connection } from './playerConnections';

/** A seat held by a clientId alone (a creator who sent no playerUUID) is keyed by it. */
const CLIENT_KEY = 'client:';

export interface PlayerPresence {
  readonly tabs: PlayerConnections;
  /** Writes this node's part of the player's presence as it is when the write runs. */
  write(
    connection: Connection,
    options?: { announce?: boolean; alone?: boolean },
  ): ReturnType<GameService['setPresence']>;
  /** A REST report from tab `tabId` of the player `actor` names; refused (403) for someone without a seat. */
  reportRest(
    gameId: string,
    actor: Actor,
    tabId: string,
    state: PresenceState,
    options?: { announce?: boolean },
  ): ReturnType<GameService['setPresence']>;
  close(): void;
}

export function createPlayerPresence(service: GameService, log: Logger): PlayerPresence {
  const tabs = new PlayerConnections({
    onRestTabExpired: (connection) =>
      void write(connection).catch((err: unknown) =>
        log.debug('presence of a silent REST tab not recorded', { err, gameId: connection.gameId }),
      ),
  });

  function write(connection: Connection, options: { announce?: boolean; alone?: boolean } = {}) {
    const actor: Actor = connection.playerUUID.startsWith(CLIENT_KEY)
      ? { clientId: connection.playerUUID.slice(CLIENT_KEY.length) }
      : { playerUUID: connection.playerUUID };
    return service.setPresence(connection.gameId, actor, () => tabs.partOf(connection), options);
  }

  return {
    tabs,
    write,
    async reportRest(gameId, actor, tabId, state, options = {}) {
      const playerUUID = actor.playerUUID ?? `${CLIENT_KEY}${actor.clientId ?? ''}`;
      const connection = { gameId, playerUUID };
      tabs.reportRest(connection, tabId, state);
      try {
        return await write(connection, options);
      } catch (err) {
        tabs.dropRest(connection, tabId);
        throw err;
      }
    },
    close: () => tabs.close(),
  };
}
