// Placeholder for the daily end-screen demo (/daily-challenge-demo) until its feature work replaces it.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function DailyChallengeDemoPage() {
  return <PlaceholderPage title="Daily Challenge Demo" />;
}
