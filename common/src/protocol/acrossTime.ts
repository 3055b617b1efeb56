// Play across time: resign, claim a silent game, nudge and react (REST bodies, socket payloads, events).
import { z } from 'zod';
import { REACTIONS } from '../game/signals';
import { GameView } from './gameView';
import { ClientId, PlayerUUID, Seat } from './primitives';

/** A seat is proven by the tab's clientId and/or the browser's playerUUID, as for moves. */
const SeatCredentials = {
  clientId: ClientId.optional(),
  playerUUID: PlayerUUID.optional(),
};
function provesASeat(value: { clientId?: string | undefined; playerUUID?: string | undefined }): boolean {
  return value.clientId !== undefined || value.playerUUID !== undefined;
}
const credentialsRequired = { error: 'clientId or playerUUID is required' };

/** POST /api/games/:id/resign and /claim-win. */
export const EndGameRequest = z.object(SeatCredentials).refine(provesASeat, credentialsRequired);
export type EndGameRequest = z.infer<typeof EndGameRequest>;

/** POST /api/games/:id/nudge. */
export const NudgeRequest = EndGameRequest;
export type NudgeRequest = z.infer<typeof NudgeRequest>;

export const Reaction = z.enum(REACTIONS, { error: `reaction must be one of ${REACTIONS.join(', ')}` });
export type ReactionName = z.infer<typeof Reaction>;

/** POST /api/games/:id/reaction: one of the six presets, nothing else. */
export const ReactionRequest = z
  .object({ ...SeatCredentials, reaction: Reaction })
  .refine(provesASeat, credentialsRequired);
export type ReactionRequest = z.infer<typeof ReactionRequest>;

/** Socket payloads: the socket's seat is the actor. */
export const SocketEndGame = z.object({}).nullish();
export type SocketEndGame = z.infer<typeof SocketEndGame>;
export const SocketReaction = z.object({ reaction: Reaction });
export type SocketReaction = z.infer<typeof SocketReaction>;

/** The events nudges and reactions add to a game's room. */
export function signalEvents<E extends z.ZodRawShape>(envelope: E) {
  return [
    z.object({ type: z.literal('NUDGED'), ...envelope, playerId: Seat, game: GameView }),
    z.object({
      type: z.literal('REACTION'),
      ...envelope,
      playerId: Seat,
      reaction: Reaction,
      game: GameView,
    }),
  ] as const;
}
