// What a review reads (one player's placements in a finished game) and what it tells them.
import type { Seat } from '../game/types';

/** daily: blind letters in odd rounds, yours in even; friend and computer: the seats take turns choosing. */
export type ReviewKind = 'daily' | 'friend' | 'computer';

/** One placement: the round's letter and the cell (row * 4 + col) it went into. */
export interface PlayedMove {
  round: number;
  letter: string;
  cell: number;
}

export interface ReviewRequest {
  kind: ReviewKind;
  /** The reviewed player's seat: it chooses the letters of odd rounds as seat 1, even rounds as seat 2 (daily: 2). */
  seat: Seat;
  /** The player's 16 placements, round 1 first. */
  moves: readonly PlayedMove[];
  /** The same seed always gives the same review; derive it from the game id (reviewSeed). */
  seed: number;
}

export interface MoveReview {
  round: number;
  letter: string;
  cell: number;
  /** The player chose this round's letter. */
  chose: boolean;
  /** Where the Hard computer would have put the letter (its own letter, when it chose). */
  computerCell: number;
  /** The letter the Hard computer would have chosen; null in rounds where the letter was given. */
  computerLetter: string | null;
  /** Expected final score after the player's move, and after the computer's, from the same position. */
  expectedYours: number;
  expectedComputer: number;
  /** expectedComputer − expectedYours, never below 0 (a move at least as good as the computer's loses nothing). */
  lost: number;
  /** Solved exactly (few rounds left) rather than estimated by simulated finishes. */
  exact: boolean;
}

export interface LuckFigure {
  /** What the Hard computer expected to score after the first letter (its round-1 move's expected score). */
  expectedAtStart: number;
  /** score − (expectedAtStart − pointsLost), in tenths: above 0, the letters that came suited your grid. */
  luck: number;
}

export interface GameReview {
  kind: ReviewKind;
  seat: Seat;
  score: number;
  moves: MoveReview[];
  /** Sum of the moves' losses. */
  pointsLost: number;
  /** 0–99 from pointsLost (skillFromLoss). */
  skill: number;
  luck: LuckFigure;
  /** The Medium computer's own game on your dealt letters, cell per round (the daily replay's second grid). */
  computerGame: { letters: string[]; cells: number[]; score: number };
}
