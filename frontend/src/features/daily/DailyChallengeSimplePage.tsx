// Placeholder for the simplified daily challenge (/daily-challenge-simple) until its feature work replaces it.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function DailyChallengeSimplePage() {
  return <PlaceholderPage title="Daily Challenge" />;
}
