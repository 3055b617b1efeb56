// Today's game as a first visit opens it, shown while that game is on its way: round 1 with the first blind letter
// announced face down, an empty grid and no score. A player with no identity yet cannot have another state, so
// this is also what the HTML of /daily-challenge shows them (src/shell) until the app renders the game itself in
// the same layout. Everything here is the same for every new visitor: nothing of the day's letters.
import { emptyGrid } from '@gridable/common/rules';
import { DailyGameScreen } from './DailyGameScreen';
import type { DailyGame } from './dailyGame';

const IGNORE = () => undefined;

/** `gameNumber` 0 when the day is not known here (the shell, built once for every day): the name is left blank. */
export function DailyFirstScreen({ gameNumber }: { gameNumber: number }) {
  const game: DailyGame = {
    gameId: '',
    gameNumber,
    version: 0,
    date: '',
    status: 'active',
    currentRound: 1,
    currentLetter: null,
    roundState: 'LETTER_PROVIDED',
    grid: emptyGrid(),
    words: [],
    score: 0,
    archive: false,
  };
  return (
    <DailyGameScreen
      game={game}
      busy={null}
      pending={null}
      tentative={null}
      error={null}
      onChooseCell={IGNORE}
      onConfirmPlacement={IGNORE}
      onUndoPlacement={IGNORE}
      onSelectLetter={IGNORE}
      awaitingGame
    />
  );
}
