// What the viewer should be doing now and the SPEC §2 status line that says it.
import { chooserForRound, isFinalRound } from '@gridable/common';
import type { GameView, Seat } from '@gridable/common';

export type TurnPhase =
  | 'choose' // your turn to choose the round's letter
  | 'await-letter' // the opponent is choosing
  | 'place' // the letter is out: place it on your grid
  | 'await-placement' // you placed, the opponent has not
  | 'final-auto' // the final letter is out and places itself
  | 'over';

export interface TurnStatus {
  phase: TurnPhase;
  /** The status line shown under the round; null where the controls speak for themselves. */
  message: string | null;
}

export const STATUS_MESSAGES = {
  waitingForLetter: 'Waiting for opponent to choose a letter...',
  waitingForPlacement: 'Waiting for opponent to place the letter...',
  waitingForFinalLetter: 'Waiting for opponent to choose final letter and end the game...',
  finalLetterSelected: 'Final letter selected! The game will complete automatically.',
} as const;

/** `hasSubmitted` includes the optimistic flag, so the line changes as soon as you confirm. */
export function turnStatus(game: GameView, seat: Seat, hasSubmitted: boolean): TurnStatus {
  if (game.status === 'completed') return { phase: 'over', message: null };
  const isFinal = isFinalRound(game.currentRound);
  if (!game.currentLetter) {
    if (chooserForRound(game.currentRound) === seat) {
      return {
        phase: 'choose',
        message: isFinal
          ? 'Your turn: choose the final letter.'
          : 'Your turn: choose a letter for both grids.',
      };
    }
    return {
      phase: 'await-letter',
      message: isFinal ? STATUS_MESSAGES.waitingForFinalLetter : STATUS_MESSAGES.waitingForLetter,
    };
  }
  if (isFinal) return { phase: 'final-auto', message: STATUS_MESSAGES.finalLetterSelected };
  if (hasSubmitted) return { phase: 'await-placement', message: STATUS_MESSAGES.waitingForPlacement };
  return { phase: 'place', message: `Place the letter ${game.currentLetter} on your grid.` };
}
