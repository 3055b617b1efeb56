// The SPEC §5 placement rules the client can judge alone, so a refused placement is told at once, not after a round trip.
import { MOVE_ERROR_MESSAGES } from '@gridable/common';
import type { GameView } from '@gridable/common';

/** The sentence the server would answer with, or null when the rules allow a placement now. */
export function placementRefusal(game: GameView, hasSubmitted: boolean): string | null {
  if (game.roundState !== 'LETTER_PROVIDED' || !game.currentLetter?.trim())
    return MOVE_ERROR_MESSAGES.noLetterSelected;
  if (hasSubmitted) return MOVE_ERROR_MESSAGES.alreadyPlaced;
  return null;
}
