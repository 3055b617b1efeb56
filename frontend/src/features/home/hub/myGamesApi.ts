// Home's hub data: the player's friend games from the server (identity in the body), and the rematch call.
import type { MyGamesResponse, RematchResponse } from '@gridable/common';
import { postJson } from '../../../lib/http/postJson';

export function fetchMyGames(playerUUID: string): Promise<MyGamesResponse> {
  return postJson<MyGamesResponse>('/api/my-games', { playerUUID });
}

/** Turns down the opponent's rematch offer as this browser's player. */
export function declineRematch(gameId: string, playerUUID: string): Promise<RematchResponse> {
  return postJson<RematchResponse>(`/api/games/${gameId}/rematch/decline`, {
    clientId: 'home-hub',
    playerUUID,
  });
}

/** Offers (or accepts) a rematch as this browser's player; any clientId will do, the UUID proves the seat. */
export function offerRematch(gameId: string, playerUUID: string): Promise<RematchResponse> {
  return postJson<RematchResponse>(`/api/games/${gameId}/rematch`, { clientId: 'home-hub', playerUUID });
}
