// The game screen's status line: what the game waits for, with the move it has just accepted in front of it.
// The line is a polite live region. The accepted move arrives after the prompt it belongs to (the room's event
// beats the move's own reply), so it goes in as a node of its own and the prompt's node is left untouched:
// a screen reader then says 'Letter Selected.' once, not the whole prompt a second time.
import { memo } from 'react';

/**
 * The spec's confirmations are titles, some without an ending ('Letter Placed'), and would run straight into the
 * status as one garbled sentence ("Letter Placed Your turn: …"): a title without its own stop gets one.
 */
export function asSentence(confirmation: string): string {
  return /[.!?]$/.test(confirmation) ? confirmation : `${confirmation}.`;
}

// Memoised: the page renders on every cell tap, and this is drawn again only when its own props change.
export const StatusLine = memo(function StatusLine({
  confirmation,
  status,
  className,
}: {
  confirmation: string | null;
  status: string | null;
  className: string;
}) {
  return (
    <p className={className} data-testid="status-line" aria-live="polite">
      {confirmation ? <span>{status ? `${asSentence(confirmation)} ` : confirmation}</span> : null}
      {status}
    </p>
  );
});
