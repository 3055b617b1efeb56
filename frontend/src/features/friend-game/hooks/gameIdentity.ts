// Who this tab is in a game: the stored seat for it if any (rejoin), else the browser's player identity.
import type { SocketJoin } from '@gridable/common';
import {
  getClientId,
  getOrCreatePlayerIdentity,
  getSeatAssignment,
  playerNameField,
} from '../../../lib/storage';

export function gameIdentity(gameId: string): SocketJoin & { playerUUID: string; clientId: string } {
  const assignment = getSeatAssignment(gameId);
  return {
    gameId,
    clientId: getClientId(),
    playerUUID: assignment?.playerUUID ?? getOrCreatePlayerIdentity().playerUUID,
    playerId: assignment?.playerId ?? null,
    // Every join names the seat: a name set since the game began reaches the opponent at the next join.
    ...playerNameField(),
  };
}
