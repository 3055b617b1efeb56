// One seat's half of a game: the docs/PROTOCOL.md §3 fields come in player1…/player2… pairs, read and written here only.
import type { Grid } from './grid';
import type { ScoredWord } from './scoring';
import type { Seat } from './types';

/** The per-seat game fields the rules own. */
export interface SeatPlay {
  grid: Grid;
  words: ScoredWord[];
  score: number;
  submitted: boolean;
}

/** The docs/PROTOCOL.md §3 fields that come once per seat. */
export interface PairedPlay {
  player1Grid: Grid;
  player2Grid: Grid;
  player1Words: ScoredWord[];
  player2Words: ScoredWord[];
  player1Score: number;
  player2Score: number;
  player1Submitted: boolean;
  player2Submitted: boolean;
}

/** `seat`'s grid, words, score and submitted flag. */
export function seatView(game: PairedPlay, seat: Seat): SeatPlay {
  return seat === 1
    ? {
        grid: game.player1Grid,
        words: game.player1Words,
        score: game.player1Score,
        submitted: game.player1Submitted,
      }
    : {
        grid: game.player2Grid,
        words: game.player2Words,
        score: game.player2Score,
        submitted: game.player2Submitted,
      };
}

/** A copy of `game` with `seat`'s fields replaced by `patch`; the other seat is untouched. */
export function withSeatView<G extends PairedPlay>(game: G, seat: Seat, patch: Partial<SeatPlay>): G {
  const next: G = { ...game };
  if (seat === 1) {
    if (patch.grid !== undefined) next.player1Grid = patch.grid;
    if (patch.words !== undefined) next.player1Words = patch.words;
    if (patch.score !== undefined) next.player1Score = patch.score;
    if (patch.submitted !== undefined) next.player1Submitted = patch.submitted;
  } else {
    if (patch.grid !== undefined) next.player2Grid = patch.grid;
    if (patch.words !== undefined) next.player2Words = patch.words;
    if (patch.score !== undefined) next.player2Score = patch.score;
    if (patch.submitted !== undefined) next.player2Submitted = patch.submitted;
  }
  return next;
}

/** Whether `seat` has placed this round's letter. */
export function hasSubmitted(
  game: Pick<PairedPlay, 'player1Submitted' | 'player2Submitted'>,
  seat: Seat,
): boolean {
  return seat === 1 ? game.player1Submitted : game.player2Submitted;
}

/** A pair of scores (a game, a GAME_COMPLETE event) from `seat`'s side. */
export function scoresFor(
  scores: { player1Score: number; player2Score: number },
  seat: Seat,
): { own: number; opponent: number } {
  return seat === 1
    ? { own: scores.player1Score, opponent: scores.player2Score }
    : { own: scores.player2Score, opponent: scores.player1Score };
}

/** The seat-holder fields a client sees: who sits there (a clientId, REDACTED or null) and their status. */
export interface SeatOccupancy {
  player1: string | null;
  player2: string | null;
  player1Status: string;
  player2Status: string;
}

/** docs/PROTOCOL.md §4: a seat is present when taken and its status is 'Available'; null when nobody sits there. */
export function seatPresence(game: SeatOccupancy, seat: Seat): 'active' | 'away' | null {
  const occupant = seat === 1 ? game.player1 : game.player2;
  if (occupant === null) return null;
  return (seat === 1 ? game.player1Status : game.player2Status) === 'Available' ? 'active' : 'away';
}
