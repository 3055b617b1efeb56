// /end-game-demo-loser: the friend end screen as the loser sees it, with canned grids.
import { Page } from '../../components/Page';
import { EndScreen } from '../friend-game';
import { DEMO_PLAYED_ON, strongGrid, weakGrid } from './endGameDemoData';

export function EndGameLoserDemoPage() {
  return (
    <Page width="md">
      <title>Gridable · End Game Demo</title>
      <EndScreen you={weakGrid} opponent={strongGrid} playedOn={DEMO_PLAYED_ON} />
    </Page>
  );
}
