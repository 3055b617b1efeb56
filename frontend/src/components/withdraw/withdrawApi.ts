// Withdraws a game nobody joined, as this browser's player (the creator's playerUUID proves seat 1).
import type { WithdrawGameResponse } from '@gridable/common';
import { postJson } from '../../lib/http/postJson';

export function withdrawGame(gameId: string, playerUUID: string): Promise<WithdrawGameResponse> {
  return postJson<WithdrawGameResponse>(`/api/games/${gameId}/withdraw`, { playerUUID });
}
