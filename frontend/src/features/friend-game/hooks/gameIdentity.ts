// Who this tab is in a game: the stored seat for it if any (rejoin), else the browser's player identity.
import type { SocketJoin } from '@gridable/common';
import { getClientId, getOrCreatePlayerIdentity, getSeatAssignment } from '../../../lib/storage';

export function gameIdentity(gameId: string): SocketJoin & { playerUUID: string; clientId: string } {
  const assignment = getSeatAssignment(gameId);
  return {
    gameId,
    clientId: getClientId(),
    playerUUID: assignment?.playerUUID ?? getOrCreatePlayerIdentity().playerUUID,
    playerId: assignment?.playerId ?? null,
  };
}
