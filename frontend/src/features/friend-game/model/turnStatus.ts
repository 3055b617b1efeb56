// What the viewer should be doing now and the docs/PROTOCOL.md §2 status line that says it: common's seatPhase and its sentence.
import { isFinalRound, seatPhase, type SeatPhase } from '@gridable/common/rules';
import { turnStatusMessage } from '@gridable/common/messages';
import type { GameView, Seat } from '@gridable/common';

export type TurnPhase = SeatPhase;

export interface TurnStatus {
  phase: TurnPhase;
  /** The status line shown under the round; null where the controls speak for themselves. */
  message: string | null;
}

/** `hasSubmitted` includes the optimistic flag, so the line changes as soon as you confirm. */
export function turnStatus(game: GameView, seat: Seat, hasSubmitted: boolean): TurnStatus {
  const phase = seatPhase(game, seat, hasSubmitted);
  return { phase, message: turnStatusMessage(phase, isFinalRound(game.currentRound), game.currentLetter) };
}
