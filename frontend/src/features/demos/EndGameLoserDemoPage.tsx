// Placeholder for the loser end-screen demo (/end-game-demo-loser) until its feature work replaces it.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function EndGameLoserDemoPage() {
  return <PlaceholderPage title="End Game Demo" />;
}
