// A stand-in for a screen that is still being built: its heading and a way back home.
import { useNavigate } from 'react-router-dom';
import { Button } from './Button';
import { MessageScreen } from './MessageScreen';

export function PlaceholderPage({ title, detail }: { title: string; detail?: string }) {
  const navigate = useNavigate();
  return (
    <MessageScreen title={title} action={<Button onClick={() => void navigate('/')}>Return Home</Button>}>
      <title>{`${title} · Gridable`}</title>
      <p>{detail ?? 'This screen is coming soon.'}</p>
    </MessageScreen>
  );
}
