// REST bodies and replies for friend games (docs/PROTOCOL.md §7).
import { z } from 'zod';
import { GameView, PlayerInfo } from './gameView';
import { PlayerName } from './names';
import {
  GameIdParam,
  CellIndex,
  ClientId,
  Letter,
  PlayerUUID,
  Seat,
  SeatParam,
  StateVersion,
} from './primitives';

const PreviousConnectionId = z.string().max(100).nullable().optional();

/** The fallback creation call sends no body at all, so every field is optional. */
/** With a clientId the creator is seated as player 1 at creation (and with a playerUUID, bound to it). */
export const CreateGameRequest = z
  .object({
    clientId: ClientId.optional(),
    playerUUID: PlayerUUID.optional(),
    previousConnectionId: PreviousConnectionId,
    /** The creator's name, shown to the friend who joins (and in the invite's link preview). */
    name: PlayerName.optional(),
  })
  .default({});
export type CreateGameRequest = z.infer<typeof CreateGameRequest>;
export const CreateGameResponse = z.object({ success: z.literal(true), gameId: z.string() });
export type CreateGameResponse = z.infer<typeof CreateGameResponse>;

export const JoinGameRequest = z.object({
  clientId: ClientId,
  playerUUID: PlayerUUID,
  requestedPlayerId: Seat.nullable().optional(),
  previousConnectionId: PreviousConnectionId,
  /** The joiner's name; returning to one's own seat with another name renames the seat. */
  name: PlayerName.optional(),
});
export type JoinGameRequest = z.infer<typeof JoinGameRequest>;
export const JoinGameResponse = z.object({ gameId: z.string(), playerId: Seat, game: GameView });
export type JoinGameResponse = z.infer<typeof JoinGameResponse>;

export const LetterRequest = z.object({
  letter: Letter,
  clientId: ClientId,
  playerUUID: PlayerUUID.optional(),
  version: StateVersion.optional(),
});
export type LetterRequest = z.infer<typeof LetterRequest>;
export const LetterResponse = z.object({ letter: z.string(), currentTurn: Seat });
export type LetterResponse = z.infer<typeof LetterResponse>;

export const PlacementRequest = z.object({
  playerId: Seat,
  cellIndex: CellIndex,
  clientId: ClientId,
  playerUUID: PlayerUUID.optional(),
  version: StateVersion.optional(),
});
export type PlacementRequest = z.infer<typeof PlacementRequest>;
export const PlacementResponse = z.object({ success: z.literal(true) });
export type PlacementResponse = z.infer<typeof PlacementResponse>;

export const GameStateQuery = z.object({ clientId: ClientId.optional(), playerUUID: PlayerUUID.optional() });
export type GameStateQuery = z.infer<typeof GameStateQuery>;
export const GameStateResponse = z.object({ game: GameView, playerInfo: PlayerInfo.nullable() });
export type GameStateResponse = z.infer<typeof GameStateResponse>;

/** Reclaiming a seat needs the seat's playerUUID: a clientId alone proves nothing after a reload. */
export const ResetPlayerRequest = z
  .object({ clientId: ClientId.optional(), playerUUID: PlayerUUID.optional() })
  .default({});
export type ResetPlayerRequest = z.infer<typeof ResetPlayerRequest>;
export const ResetPlayerResponse = z.object({ game: GameView, message: z.string(), playerId: Seat });
export type ResetPlayerResponse = z.infer<typeof ResetPlayerResponse>;

export const PresenceState = z.enum(['active', 'away'], { error: 'status must be active or away' });
export type PresenceState = z.infer<typeof PresenceState>;

/** A seat's status as the game stores it ('Available' means present). */
export const SeatStatus = z.enum(['Available', 'Away'], { error: 'status must be Available or Away' });
export const StatusRequest = z.object({
  status: SeatStatus,
  clientId: ClientId,
  playerUUID: PlayerUUID.optional(),
});
export type StatusRequest = z.infer<typeof StatusRequest>;
export const StatusResponse = z.object({ gameId: z.string(), status: z.string() });
export type StatusResponse = z.infer<typeof StatusResponse>;

export const PresenceUpdateRequest = z.object({ clientId: ClientId, status: PresenceState });
export type PresenceUpdateRequest = z.infer<typeof PresenceUpdateRequest>;
export const PresenceRequest = z.object({
  gameId: GameIdParam,
  playerUUID: PlayerUUID,
  isActive: z.boolean(),
  // Which tab reports: each is one of the player's tabs until it stops reporting. Absent (an earlier release,
  // a spec client), the player's REST reports on the game count as one tab.
  clientId: ClientId.optional(),
});
export type PresenceRequest = z.infer<typeof PresenceRequest>;
export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

/** The SSE stream's query (docs/PROTOCOL.md §7 GET /api/events); lastEventId stands in for the header where a client cannot set it. */
export const EventStreamQuery = z.object({
  gameId: GameIdParam,
  clientId: ClientId.optional(),
  playerId: SeatParam.optional(),
  playerUUID: PlayerUUID.optional(),
  lastEventId: z.coerce.number().int().nonnegative().optional(),
});
export type EventStreamQuery = z.infer<typeof EventStreamQuery>;
