// Withdrawing a friend game nobody joined: its creator takes the invitation back (docs/PROTOCOL.md §7).
import { z } from 'zod';
import { ClientId, FriendGameId, PlayerUUID } from './primitives';

/**
 * POST /api/games/:id/withdraw. The browser's playerUUID proves the creator's seat: a game is withdrawn from
 * Home as well as from its own page, and Home holds no clientId of the game's tab.
 */
export const WithdrawGameRequest = z.object({ playerUUID: PlayerUUID, clientId: ClientId.optional() });
export type WithdrawGameRequest = z.infer<typeof WithdrawGameRequest>;

export const WithdrawGameResponse = z.object({ ok: z.literal(true), gameId: FriendGameId });
export type WithdrawGameResponse = z.infer<typeof WithdrawGameResponse>;

/** The socket's own credentials name the creator. */
export const SocketWithdraw = z.object({}).nullish();
export type SocketWithdraw = z.infer<typeof SocketWithdraw>;
