// A polite live region: screen readers hear round changes and the opponent's moves without losing their place.
import { memo } from 'react';

// Memoised: the page renders on every cell tap, and this is drawn again only when its own props change.
export const LiveAnnouncer = memo(function LiveAnnouncer({ message }: { message: string }) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
});
