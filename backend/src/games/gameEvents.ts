// Turns what a write decided (the rules' events, seat changes) into numbered SPEC §4 ServerEvents.
import type { GameEvent, GameView, ServerEvent, ServerEventOf } from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';
import { publicView } from './gameViews';

/** The events a game write publishes to its room, in the game's sequence. */
type RoomEventType =
  | 'GAME_JOINED'
  | 'GAME_STARTED'
  | 'LETTER_SELECTED'
  | 'PLAYER_PLACED_LETTER'
  | 'ROUND_COMPLETE'
  | 'GAME_COMPLETE'
  | 'STATUS_UPDATED'
  | 'PLAYER_RETURNED'
  | 'PRESENCE_UPDATE';
type Envelope = { eventId: number; gameId: string; timestamp: string; version?: number };
type Draft<E> = E extends unknown ? Omit<E, keyof Envelope | 'game'> : never;

/** A room event before the write: it gets its id, time and the written game's public view after. */
export type EventDraft = Draft<ServerEventOf<RoomEventType>>;

/** The rules' events under their SPEC §4 names (seat → playerId). */
export function draftsOf(events: GameEvent[]): EventDraft[] {
  return events.flatMap((event): EventDraft[] => {
    switch (event.type) {
      case 'GAME_STARTED':
        return [{ type: 'GAME_STARTED' }];
      case 'LETTER_SELECTED':
        return [{ type: 'LETTER_SELECTED', letter: event.letter, round: event.round, playerId: event.seat }];
      case 'PLAYER_PLACED_LETTER':
        return [{ type: 'PLAYER_PLACED_LETTER', playerId: event.seat, round: event.round }];
      case 'ROUND_COMPLETE':
        return [{ type: 'ROUND_COMPLETE', round: event.round, nextRound: event.nextRound }];
      case 'GAME_COMPLETE':
        return [
          {
            type: 'GAME_COMPLETE',
            player1Score: event.player1Score,
            player2Score: event.player2Score,
            winner: event.winner,
          },
        ];
      case 'DAILY_GAME_COMPLETE':
        // Daily games are not friend games; their reducer never runs here.
        return [];
    }
  });
}

/**
 * Numbers the drafts with the ids the write reserved: it added drafts.length to lastEventId,
 * so they are the last drafts.length ids up to the written lastEventId, gapless and in order.
 */
export function numberEvents(drafts: EventDraft[], written: StoredGame, now = new Date()): ServerEvent[] {
  const game = publicView(written);
  const firstId = (written.lastEventId ?? 0) - drafts.length + 1;
  const timestamp = now.toISOString();
  return drafts.map((draft, i) => withEnvelope(draft, { eventId: firstId + i, gameId: written.gameId, timestamp, version: game.version }, game));
}

function withEnvelope(draft: EventDraft, envelope: Envelope, game: GameView): ServerEvent {
  switch (draft.type) {
    case 'PLAYER_RETURNED':
    case 'PRESENCE_UPDATE':
      return { ...draft, ...envelope };
    default:
      return { ...draft, ...envelope, game };
  }
}
