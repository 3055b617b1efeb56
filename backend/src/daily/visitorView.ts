// What someone other than a daily game's player may see of it. A game's link can be pasted anywhere, so its
// letters, grid and words wait until the visitor has finished that day themselves or the day is over
// everywhere (common's spoiler rule); the score and progress spoil nothing and stay.
import { emptyGrid, type DailyGameView } from '@gridable/common';

export function visitorView(view: DailyGameView, mayReveal: boolean): DailyGameView {
  if (mayReveal) return view;
  return {
    ...view,
    currentLetter: null,
    player2Grid: emptyGrid(),
    player2Words: [],
    playerGrid: emptyGrid(),
    playerWords: [],
    lettersHidden: true,
  };
}
