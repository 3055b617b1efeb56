// Events a move produces: the server stores and broadcasts them under the docs/PROTOCOL.md §4 event names.
import type { Seat } from './types';

export interface GameStartedEvent {
  type: 'GAME_STARTED';
}
export interface LetterSelectedEvent {
  type: 'LETTER_SELECTED';
  round: number;
  letter: string;
  /** Who chose it; in the daily game seat 1 (the AI) "chooses" the blind letters. */
  seat: Seat;
}
export interface PlayerPlacedLetterEvent {
  type: 'PLAYER_PLACED_LETTER';
  round: number;
  seat: Seat;
  cellIndex: number;
}
export interface RoundCompleteEvent {
  type: 'ROUND_COMPLETE';
  round: number;
  /** null when the completed round was the last. */
  nextRound: number | null;
}
export interface GameCompleteEvent {
  type: 'GAME_COMPLETE';
  player1Score: number;
  player2Score: number;
  /** null on a tie. */
  winner: Seat | null;
  /** Absent when the grids filled; set when a player resigned or claimed a silent game. */
  ending?: 'resigned' | 'claimed';
}
export interface DailyGameCompleteEvent {
  type: 'DAILY_GAME_COMPLETE';
  gameNumber: number;
  score: number;
}

export type GameEvent =
  | GameStartedEvent
  | LetterSelectedEvent
  | PlayerPlacedLetterEvent
  | RoundCompleteEvent
  | GameCompleteEvent
  | DailyGameCompleteEvent;

export type GameEventType = GameEvent['type'];
