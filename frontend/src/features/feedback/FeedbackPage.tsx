// Placeholder for the feedback form (/feedback) until its feature work replaces it.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function FeedbackPage() {
  return <PlaceholderPage title="Feedback" />;
}
