// The docs/PROTOCOL.md §5 placement rules, judged on the client by common's own check so a refusal is told at once.
import { placementRefusal as refusalOf } from '@gridable/common/rules';
import type { GameView } from '@gridable/common';

/** The sentence the server would answer with, or null when the rules allow a placement now. */
export function placementRefusal(game: GameView, hasSubmitted: boolean): string | null {
  return refusalOf(game, { submitted: hasSubmitted })?.message ?? null;
}
