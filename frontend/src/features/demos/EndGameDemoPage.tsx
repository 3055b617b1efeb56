// Placeholder for the winner end-screen demo (/end-game-demo) until its feature work replaces it.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function EndGameDemoPage() {
  return <PlaceholderPage title="End Game Demo" />;
}
