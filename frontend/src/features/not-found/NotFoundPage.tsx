// The page for any path the router doesn't know.
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { MessageScreen } from '../../components/MessageScreen';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <MessageScreen
      title="404 Page Not Found"
      action={<Button onClick={() => void navigate('/')}>Return Home</Button>}
    >
      <title>Page not found · Gridable</title>
      <p>The page you&apos;re looking for doesn&apos;t exist.</p>
    </MessageScreen>
  );
}
