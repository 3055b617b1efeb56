// Placeholder for the daily challenge (/daily-challenge, /daily-challenge/:gameId) until its feature work replaces it.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function DailyChallengePage() {
  return <PlaceholderPage title="Daily Challenge" />;
}
