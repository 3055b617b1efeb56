// Placeholder for the word checker (/word-checker) until its feature work replaces it.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function WordCheckerPage() {
  return <PlaceholderPage title="Word Checker" />;
}
