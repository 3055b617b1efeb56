// Server-to-client game events (docs/PROTOCOL.md §4), the same on Socket.IO and on the SSE stream.
import { z } from 'zod';
import { GameView, PlayerInfo } from './gameView';
import { PresenceState } from './games';
import { rematchEvents } from './rematch';
import { signalEvents } from './acrossTime';
import { Seat, StateVersion } from './primitives';
import { ErrorCode } from './errorCodes';

/** Every message names its game and carries a per-game sequence number (the SSE `id:`). */
// `version` is the game's state id after the write that caused the event (absent on failures told before any read).
const envelope = {
  eventId: z.number().int().nonnegative(),
  gameId: z.string(),
  timestamp: z.string(),
  version: StateVersion.optional(),
};

/** A GAME_NOT_FOUND's reason: the same codes as the REST error (404 GAME_NOT_FOUND, 410 GAME_WITHDRAWN). */
export const GoneCode = ErrorCode.extract(['GAME_NOT_FOUND', 'GAME_WITHDRAWN']);
export type GoneCode = z.infer<typeof GoneCode>;

export const ServerEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('HEARTBEAT'), ...envelope }),
  z.object({ type: z.literal('CONNECTION_ESTABLISHED'), ...envelope, connectionId: z.string() }),
  // The opponent is named by seat: their clientId is a credential and never leaves the server.
  z.object({ type: z.literal('PRESENCE_UPDATE'), ...envelope, playerId: Seat, status: PresenceState }),
  z.object({ type: z.literal('STATE_SYNC'), ...envelope, game: GameView, playerInfo: PlayerInfo.nullable() }),
  z.object({ type: z.literal('GAME_JOINED'), ...envelope, playerId: Seat, game: GameView }),
  z.object({ type: z.literal('GAME_STARTED'), ...envelope, game: GameView }),
  z.object({
    type: z.literal('LETTER_SELECTED'),
    ...envelope,
    letter: z.string(),
    round: z.number().int(),
    playerId: Seat,
    game: GameView,
  }),
  z.object({
    type: z.literal('PLAYER_PLACED_LETTER'),
    ...envelope,
    playerId: Seat,
    round: z.number().int(),
    game: GameView,
  }),
  z.object({
    type: z.literal('ROUND_COMPLETE'),
    ...envelope,
    round: z.number().int(),
    // null when the completed round was the last one (GAME_COMPLETE follows).
    nextRound: z.number().int().nullable(),
    game: GameView,
  }),
  z.object({
    type: z.literal('GAME_COMPLETE'),
    ...envelope,
    player1Score: z.number().int(),
    player2Score: z.number().int(),
    winner: Seat.nullable(),
    /** Set when a player resigned or claimed a silent game. */
    ending: z.enum(['resigned', 'claimed']).optional(),
    game: GameView,
  }),
  z.object({
    type: z.literal('STATUS_UPDATED'),
    ...envelope,
    playerId: Seat,
    status: z.string(),
    game: GameView,
  }),
  z.object({ type: z.literal('PLAYER_RETURNED'), ...envelope, playerId: Seat }),
  z.object({
    type: z.literal('GAME_NOT_FOUND'),
    ...envelope,
    message: z.string(),
    /** Why: never there, or withdrawn by its creator. Clients decide by this, never by the sentence. */
    code: GoneCode.optional(),
  }),
  z.object({ type: z.literal('GAME_FULL'), ...envelope, message: z.string(), code: ErrorCode.optional() }),
  // `code`: the refusal's machine code, the one its REST twin and socket acknowledgement carry. Always sent:
  // clients decide by it, never by the sentence (`message`, the spec's, for the player).
  z.object({ type: z.literal('ERROR'), ...envelope, message: z.string(), code: ErrorCode }),
  z.object({
    type: z.literal('PLACEMENT_ERROR'),
    ...envelope,
    message: z.string(),
    code: ErrorCode.optional(),
    playerId: Seat.optional(),
  }),
  ...rematchEvents(envelope),
  ...signalEvents(envelope),
]);
export type ServerEvent = z.infer<typeof ServerEvent>;
export type ServerEventType = ServerEvent['type'];
export type ServerEventOf<T extends ServerEventType> = Extract<ServerEvent, { type: T }>;

export const SERVER_EVENT_TYPES = ServerEvent.options.map((o) => o.shape.type.value);
