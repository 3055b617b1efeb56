// The docs/PROTOCOL.md §2 status line under the round: what the viewer should be doing now.
import { TOTAL_ROUNDS } from '../constants';
import type { SeatPhase } from '../game/phase';

export const STATUS_MESSAGES = Object.freeze({
  waitingForLetter: 'Waiting for opponent to choose a letter...',
  waitingForPlacement: 'Waiting for opponent to place the letter...',
  waitingForFinalLetter: 'Waiting for opponent to choose final letter and end the game...',
  finalLetterSelected: 'Final letter selected! The game will complete automatically.',
  chooseLetter: 'Your turn: choose a letter for both grids.',
  chooseFinalLetter: 'Your turn: choose the final letter.',
});

/**
 * Under the first rounds' grid, for a player who has not opened the rules: how the grid they are about to fill
 * scores. Beside the spec's status lines, never instead of them.
 */
export const SCORING_HINT =
  'Each row and column scores its best word: 2, 3 or 4 points for 2, 3 or 4 letters.';

/** The rounds that show SCORING_HINT while the player waits: the game's start, before habits form. */
export const SCORING_HINT_ROUNDS = 2;

export function placeLetterMessage(letter: string): string {
  return `Place the letter ${letter} on your grid.`;
}

/** The status line for a seat's phase; null where the controls speak for themselves. */
export function turnStatusMessage(phase: SeatPhase, isFinal: boolean, letter: string | null): string | null {
  switch (phase) {
    case 'choose':
      return isFinal ? STATUS_MESSAGES.chooseFinalLetter : STATUS_MESSAGES.chooseLetter;
    case 'await-letter':
      return isFinal ? STATUS_MESSAGES.waitingForFinalLetter : STATUS_MESSAGES.waitingForLetter;
    case 'final-auto':
      return STATUS_MESSAGES.finalLetterSelected;
    case 'await-placement':
      return STATUS_MESSAGES.waitingForPlacement;
    case 'place':
      return placeLetterMessage(letter ?? '');
    case 'over':
      return null;
  }
}

export function roundMessage(round: number): string {
  return `Round ${round} of ${TOTAL_ROUNDS}.`;
}
