// /end-game-demo: the friend end screen as the winner sees it, with canned grids.
import { Page } from '../../components/Page';
import { EndScreen } from '../friend-game';
import { DEMO_PLAYED_ON, strongGrid, weakGrid } from './endGameDemoData';

export function EndGameDemoPage() {
  return (
    <Page width="md">
      <title>Gridable · End Game Demo</title>
      <EndScreen you={strongGrid} opponent={weakGrid} playedOn={DEMO_PLAYED_ON} />
    </Page>
  );
}
