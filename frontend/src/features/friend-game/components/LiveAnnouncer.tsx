// A polite live region: screen readers hear round changes and the opponent's moves without losing their place.
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
