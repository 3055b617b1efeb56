// The crash screen shown by the error boundaries: 'Something went wrong', the message, and a way home.
import { Button } from './Button';
import { MessageScreen } from './MessageScreen';

export function CrashScreen({ message, onReturnHome }: { message: string; onReturnHome: () => void }) {
  return (
    <MessageScreen
      title="Something went wrong"
      tone="danger"
      action={<Button onClick={onReturnHome}>Return to Home</Button>}
    >
      <title>Something went wrong · Gridable</title>
      <p>{message}</p>
    </MessageScreen>
  );
}
