// Placeholder for the public shared result (/share/:shareId) until its feature work replaces it.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function SharedResultPage() {
  return <PlaceholderPage title="Shared Gridable Result" />;
}
