// Placeholder for the create-or-join screen (/play-friend) until its feature work replaces it.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function PlayFriendPage() {
  return <PlaceholderPage title="Challenge a Friend" />;
}
