// Placeholder for the friend game screen (/game/:gameId) until its feature work replaces it.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function FriendGamePage() {
  return <PlaceholderPage title="Friend Game" />;
}
