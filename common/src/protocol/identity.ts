// Moving an identity to another device: a one-time code, and what travels with it that only a browser kept.
import { z } from 'zod';
import { AnyGameId, PlayerUUID } from './primitives';
import { PlayerName } from './names';
import { isTransferCode, normalizeTransferCode } from '../identity/transferCodes';
import { isCarriedGameId, isCarriedSeat, isCarriedShareLink } from '../identity/transferCarry';

export const TransferCodeParam = z
  .string()
  .transform(normalizeTransferCode)
  .refine(isTransferCode, 'A transfer code is 8 letters and digits, as shown on your other device.');

const Iso = z.iso.datetime();

/** The computer game in progress: the seed and moves replay it through the rules on the new device. */
export const CarriedComputerGame = z.object({
  level: z.enum(['easy', 'medium', 'hard']),
  seed: z.number().int(),
  humanSeat: z.union([z.literal(1), z.literal(2)]),
  startedAt: z.string().max(40),
  moves: z
    .array(
      z.object({
        seat: z.union([z.literal(1), z.literal(2)]),
        move: z.union([
          z.object({ type: z.literal('SELECT_LETTER'), letter: z.string().regex(/^[A-Z]$/) }),
          z.object({ type: z.literal('PLACE_LETTER'), cellIndex: z.number().int().min(0).max(15) }),
        ]),
      }),
    )
    .max(64),
});

/**
 * A shared result's page, as the browser keeps it: absolute, http(s), on /share/. Which site it names only the
 * claiming browser knows (the server may not know its public origin): `unpackCarry` keeps its own site's.
 */
export const CarriedShareLink = z
  .url({ protocol: /^https?$/, error: 'A carried result link must be an http(s) URL' })
  .refine(isCarriedShareLink, 'A carried result link must be a /share/ page');

/** Friend games this browser holds a seat in, so the new device rejoins them. */
export const CarriedSeat = z
  .object({
    gameId: AnyGameId,
    playerId: z.union([z.literal(1), z.literal(2)]),
    assignedAt: Iso,
  })
  .refine(isCarriedSeat, 'A carried seat must name a game, a seat and when it was taken');

/** What lives only in the old browser; daily history, stats and leagues are the server's and need no carrying. */
export const TransferCarry = z.object({
  computerGame: CarriedComputerGame.nullable().default(null),
  seats: z.array(CarriedSeat).max(20).default([]),
  /**
   * Result links already made for finished daily games (game id → URL), so none is made twice. The new device
   * shares them as its own, so only a result page's http(s) link is carried: a code's issuer may be a stranger.
   */
  shareUrls: z.record(AnyGameId.refine(isCarriedGameId), CarriedShareLink).default({}),
  /** The name this player goes by in friend games, so the new device plays under it too. */
  playerName: PlayerName.nullable().optional(),
});
export type TransferCarry = z.infer<typeof TransferCarry>;

export const CreateTransferCodeRequest = z.object({
  playerUUID: PlayerUUID,
  carry: TransferCarry.optional(),
});
export type CreateTransferCodeRequest = z.infer<typeof CreateTransferCodeRequest>;
export const CreateTransferCodeResponse = z.object({ code: z.string(), expiresAt: z.string() });
export type CreateTransferCodeResponse = z.infer<typeof CreateTransferCodeResponse>;
export const ClaimTransferCodeResponse = z.object({ playerUUID: z.string(), carry: TransferCarry });
export type ClaimTransferCodeResponse = z.infer<typeof ClaimTransferCodeResponse>;
